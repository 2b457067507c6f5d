/** An audit history as a table: when, who, what, and each change old → new. */
import type { HistoryEntry } from '#domain/audit';
import { Spinner } from '#web/components/Spinner.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { formatDateTime } from '#web/lib/format.ts';

export function HistoryTable({
  history,
  fieldLabel,
  caption,
}: {
  history: {
    isPending: boolean;
    isError: boolean;
    data?: HistoryEntry[] | undefined;
    refetch: () => unknown;
  };
  fieldLabel: (field: string) => string;
  caption: string;
}) {
  if (history.isPending) return <Spinner label="Loading the history" />;
  if (history.isError) return <LoadError what="the history" onRetry={() => void history.refetch()} />;
  if (!history.data?.length) return <p className="desk-muted">No changes recorded yet.</p>;
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
        {history.data.map((h) => (
          <tr key={h.auditTransactionId}>
            <td className="nowrap">{formatDateTime(h.activityDate)}</td>
            <td>{h.username}</td>
            <td>{h.actionPerformed}</td>
            <td>
              <ul className="desk-changes">
                {h.changes.map((ch) => (
                  <li key={ch.field}>
                    <span className="strong">{fieldLabel(ch.field)}</span>: {ch.oldValue ?? '(none)'} →{' '}
                    {ch.newValue ?? '(none)'}
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
