/**
 * The date rules of spec public §5.2 over ISO dates ('YYYY-MM-DD', compared as strings, which orders
 * them correctly). "Today" is passed in (the park's today), so these stay free of clocks.
 */
import { message } from './messages.ts';

type IsoDate = string;

/** arrivalDate: today or later. */
export function arrivalDate(value: IsoDate, field: string, today: IsoDate) {
  return value >= today ? undefined : message('arrivalDate', { field });
}

/** departureDate: strictly after arrival, when arrival is set. */
export function departureDate(value: IsoDate, field: string, arrival: IsoDate | undefined) {
  return !arrival || value > arrival ? undefined : message('departureDate', { field });
}

/** departureDateMinusOne: on or after arrival (day use), same message. */
export function departureDateMinusOne(value: IsoDate, field: string, arrival: IsoDate | undefined) {
  return !arrival || value >= arrival ? undefined : message('departureDateMinusOne', { field });
}

/** betweenDates: inclusive; target1/target2 are the labels the message shows. */
export function betweenDates(
  value: IsoDate,
  field: string,
  from: { value: IsoDate; label: string },
  to: { value: IsoDate; label: string },
) {
  return value >= from.value && value <= to.value
    ? undefined
    : message('betweenDates', { field, target1: from.label, target2: to.label });
}

/** arrivalDateWithinDays: on or before target + days. */
export function arrivalDateWithinDays(value: IsoDate, field: string, target: IsoDate, days: number) {
  const limit = new Date(`${target}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + days);
  return value <= limit.toISOString().slice(0, 10)
    ? undefined
    : message('arrivalDateWithinDays', { field, days });
}

/** isTodayOrPrior */
export function isTodayOrPrior(value: IsoDate, field: string, today: IsoDate) {
  return value <= today ? undefined : message('isTodayOrPrior', { field });
}
