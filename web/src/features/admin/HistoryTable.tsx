/**
 * An audit history as the back office shows it (a staff user's, a role's, a customer's, a reservation's):
 * a table of when, who, what, and each change old → new, newest first.
 */
import { type HistoryEntry, auditFieldLabel } from '#domain/audit';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import './front-desk/front-desk.css';

/** One audit transaction: the store's history entry, or a call's answer of the same shape. */
export type HistoryRow = Pick<
  HistoryEntry,
  'activityDate' | 'username' | 'actionPerformed' | 'auditTransactionId' | 'changes'
>;

/** A value longer than a table cell should hold (a description, a rich text), cut with an ellipsis. */
const shorten = (v: string | null) => (v && v.length > 120 ? `${v.slice(0, 117)}…` : v);

/** A call's history entry, whose changes name their field fieldName (admin §3.3), as a row. */
export function activityRow(
  entry: Omit<HistoryRow, 'changes'> & {
    changes: { fieldName: string; oldValue: string | null; newValue: string | null }[];
  },
): HistoryRow {
  return {
    ...entry,
    changes: entry.changes.map(({ fieldName, oldValue, newValue }) => ({
      field: fieldName,
      oldValue,
      newValue,
    })),
  };
}

export function HistoryTable({
  rows,
  caption,
  fieldLabel = auditFieldLabel,
  formatWhen = formatDateTime,
}: {
  rows: readonly HistoryRow[];
  caption: string;
  /** How a changed field is named on screen ('checkedInDate' reads 'Checked in date' by default). */
  fieldLabel?: (field: string) => string;
  /** How a moment reads (the browser's time by default; a reservation's in its park's time zone). */
  formatWhen?: (iso: string) => string;
}) {
  if (!rows.length) return <p className="desk-muted">No changes recorded yet.</p>;
  return (
    <table className="desk-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">User</th>
          <th scope="col">Action</th>
          <th scope="col">Changes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((h) => (
          <tr key={h.auditTransactionId}>
            <td className="nowrap">{formatWhen(h.activityDate)}</td>
            <td>{h.username}</td>
            <td>{h.actionPerformed}</td>
            <td>
              <ul className="desk-changes">
                {h.changes.map((ch) => (
                  <li key={ch.field}>
                    <span className="strong">{fieldLabel(ch.field)}</span>: {shorten(ch.oldValue) ?? '(none)'}{' '}
                    → {shorten(ch.newValue) ?? '(none)'}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A history read by its own call: loading and a failure with Retry first, then the table. */
export function QueriedHistoryTable({
  history,
  ...table
}: {
  history: { isPending: boolean; isError: boolean; data?: readonly HistoryRow[]; refetch: () => unknown };
  caption: string;
  fieldLabel?: (field: string) => string;
  formatWhen?: (iso: string) => string;
}) {
  if (history.isPending) return <Spinner label="Loading the history" />;
  if (history.isError) return <LoadError what="the history" onRetry={() => void history.refetch()} />;
  return <HistoryTable rows={history.data ?? []} {...table} />;
}
