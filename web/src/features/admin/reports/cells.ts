/** A report cell as the screen shows it: money in dollars, percentages with %, numbers grouped, US dates. */
import type { ColumnKind } from '#domain/reports/table';
import { formatCents, formatDate } from '#web/lib/format.ts';

type Kind = ColumnKind;

export function formatValue(kind: Kind, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string')
    return kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
  if (kind === 'money') return formatCents(value);
  if (kind === 'percent') return `${value.toFixed(1)}%`;
  return value.toLocaleString('en-US');
}
