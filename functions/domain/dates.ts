/** Calendar dates as ISO 'YYYY-MM-DD' strings, and "today" in a timezone. Pure: the clock is passed in. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value);
}

/**
 * One formatter per timezone: building an Intl.DateTimeFormat costs far more than formatting with one,
 * and a claim asks for today in its park's zone every time.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    let zone = timezone;
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    } catch {
      zone = 'UTC';
    }
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timezone, format);
  }
  return format;
}

/** The calendar date at `now` in an IANA timezone (UTC when the zone is unknown). */
export function todayIn(timezone: string, now: Date): string {
  return dayFormat(timezone).format(now);
}
