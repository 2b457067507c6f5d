/**
 * Which alerts the website shows: those marked applyToWebsite whose date range (inclusive) contains
 * today, where "today" is the park's timezone for a park alert and the tenant's for a tenant-wide one.
 * Pure: the clock and the zones are passed in.
 */
import type { AlertRecord } from '#domain/catalogue';
import { todayIn } from '#domain/dates';

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

/**
 * A tenant's timezone: the one most of its parks use (ties go to the zone first seen), UTC without parks.
 * A state agency's parks share a zone in the usual case; this keeps tenant-wide alerts on local days.
 */
export function tenantTimezone(parkTimezones: string[]): string {
  const counts = new Map<string, number>();
  for (const tz of parkTimezones) counts.set(tz, (counts.get(tz) ?? 0) + 1);
  let best = 'UTC';
  let bestCount = 0;
  for (const [tz, n] of counts) {
    if (n > bestCount) [best, bestCount] = [tz, n];
  }
  return best;
}
