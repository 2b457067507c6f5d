/**
 * Display formats of the specification (public §5.3). Pure functions: the same strings on every screen,
 * receipt and mail (the web app re-exports them from web/src/lib/format.ts).
 */
import { format, isValid, parseISO } from 'date-fns';

/** 10-digit North American numbers as (xxx) xxx-xxxx; a leading country code 1 is dropped. Anything else is returned as given. */
export function formatPhone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const raw = String(value).trim();
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return raw;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// 'accounting' puts negatives in parentheses, as the specification asks: ($12.50).
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  currencySign: 'accounting',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A dollar amount as USD with 2 decimals; negatives in parentheses. */
export function formatUsd(dollars: number): string {
  // Avoid "-$0.00" style artefacts: a rounded zero is zero.
  const rounded = Math.round(dollars * 100) / 100;
  return usd.format(Object.is(rounded, -0) ? 0 : rounded);
}

/** An amount held in integer cents (the server's money unit), formatted as USD. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100);
}

/** A payment method as people read it: 'Credit Card ending in 1111' ('Card' when the type is not known). */
export function paymentMethodText(
  paymentTypeName: string | null | undefined,
  lastFour: string | null | undefined,
): string {
  return `${paymentTypeName || 'Card'}${lastFour ? ` ending in ${lastFour}` : ''}`;
}

/**
 * Accepts a Date, an ISO date 'YYYY-MM-DD' (read as that calendar day, not shifted by the browser's
 * timezone) or an ISO date-time.
 */
function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** MM/DD/YYYY; '' for a missing or invalid value. */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? format(date, 'MM/dd/yyyy') : '';
}

/** MM/DD/YYYY hh:mm A */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? format(date, 'MM/dd/yyyy hh:mm a') : '';
}

/** An instant as 'MM/DD/YYYY hh:mm AM' in the park's timezone (UTC when the zone is unknown). */
export function formatDateTimeIn(iso: string, timezone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  let zone = timezone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}
