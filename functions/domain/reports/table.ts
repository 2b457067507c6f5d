/**
 * The one shape every report answers with: columns, rows, a totals row and an optional chart. The
 * screen's table and the CSV download are both made from it, so they always have the same columns.
 */
export type ColumnKind = 'text' | 'date' | 'number' | 'money' | 'percent';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ColumnKind;
}

/** Money in cents, percentages as 0–100 with one decimal, dates ISO. */
export type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;

export interface ReportChart {
  kind: 'bar' | 'line';
  title: string;
  /** How the values read, e.g. 'Occupancy %'. */
  valueLabel: string;
  valueKind: 'number' | 'percent' | 'money';
  points: { label: string; value: number }[];
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals row: numbers summed (percentages recomputed from the sums), the first column 'Total'. */
  totals: ReportRow;
  chart: ReportChart | null;
}

/** Percentage of part in whole, one decimal; 0 when there is no whole. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** Sum of a numeric column over rows. */
export function sumOf(rows: readonly ReportRow[], key: string): number {
  return rows.reduce((n, r) => n + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0);
}

/** A cell as text for the CSV: money in dollars with cents, percentages with one decimal. */
export function csvValue(kind: ColumnKind, value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (kind === 'money') return (value / 100).toFixed(2);
    if (kind === 'percent') return value.toFixed(1);
    return String(value);
  }
  return value;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV (RFC 4180, CRLF): the header of column labels, the rows, then the totals row. */
export function toCsv(table: Pick<ReportTable, 'columns' | 'rows' | 'totals'>): string {
  const line = (cells: string[]) => cells.map(csvField).join(',');
  const rowLine = (r: ReportRow) => line(table.columns.map((c) => csvValue(c.kind, r[c.key] ?? null)));
  return [line(table.columns.map((c) => c.label)), ...table.rows.map(rowLine), rowLine(table.totals)]
    .map((l) => `${l}\r\n`)
    .join('');
}
