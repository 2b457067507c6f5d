/**
 * Which alerts the website shows: those marked applyToWebsite whose date range (inclusive) contains
 * today, where "today" is the park's timezone for a park alert and the tenant's for a tenant-wide one.
 * Pure: the clock and the zones are passed in.
 */
import type { AlertRecord } from '#domain/catalogue';
import { todayIn } from '#domain/dates';

/** Alert types (severity), as the public site shows them. */
export const ALERT_TYPES = { 1: 'Information', 2: 'Warning', 3: 'Closure' } as const;
export type AlertTypeId = keyof typeof ALERT_TYPES;

/** True when `date` lies within the alert's start and end dates, both inclusive. */
export function isAlertActiveOn(alert: Pick<AlertRecord, 'startDate' | 'endDate'>, date: string): boolean {
  // Dates may carry a time part (admin-entered); only the calendar date counts.
  return alert.startDate.slice(0, 10) <= date && date <= alert.endDate.slice(0, 10);
}

export function webAlertsActiveToday<A extends Pick<AlertRecord, 'startDate' | 'endDate' | 'applyToWebsite'>>(
  alerts: A[],
  timezone: string,
  now: Date,
): A[] {
  const today = todayIn(timezone, now);
  return alerts.filter((a) => a.applyToWebsite && isAlertActiveOn(a, today));
}
