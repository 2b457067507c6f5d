/** What the park set-up screens share: paths, form fields bound to field messages, errors, the audit list. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueHistory } from '#contract/park-setup';
import { Spinner } from '#web/components/Spinner.tsx';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { type HistoryKind, useHistory } from '#web/lib/park-ops/park-ops-calls.ts';

export const opsPaths = {
  parks: '/admin/park-search',
  park: (id: number, view = false) => `/admin/park-detail/${id}${view ? '?v=view' : ''}`,
  addPark: '/admin/add-new-park',
  spots: (locationId?: number) => `/admin/spot-search${locationId ? `?locationId=${locationId}` : ''}`,
  spot: (id: number, view = false) => `/admin/spot-detail/${id}${view ? '?v=view' : ''}`,
  addSpot: (locationId?: number) => `/admin/add-new-spot${locationId ? `?locationId=${locationId}` : ''}`,
  closures: '/admin/park-closure-search',
  addClosure: (locationId?: number) =>
    `/admin/park-closure-add${locationId ? `?locationId=${locationId}` : ''}`,
  closure: (locationId: number, id: number) => `/admin/park-closure-modify/${id}?locationId=${locationId}`,
  alerts: '/admin/park-alert-search',
  addAlert: '/admin/park-alert-add',
  alert: (id: number) => `/admin/park-alert-modify/${id}`,
  reservation: (id: number) => `/admin/reservation-details/${id}`,
};

export function positiveId(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** The field messages of a failed save, by the request's own field names ('body.x' → 'x'). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof CallError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([k, v]) => [k.replace(/^body\./, ''), v[0] ?? '']),
  );
}

/** A labelled control with its message under it (the message names the control for screen readers). */
export function Field({
  id,
  label,
  error,
  children,
  wide,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`ops-field${wide ? ' ops-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="ops-field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Props that tie an input to its Field's message. */
export const described = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function ErrorBox({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div role="alert" className="ops-error">
      {failureMessages(error).join(' ')}
    </div>
  );
}

export function Saved({ text }: { text: string | null }) {
  return text ? (
    <p role="status" className="ops-saved">
      {text}
    </p>
  ) : null;
}

/** Who changed what and when, newest first. */
export function HistoryList({ kind, path }: { kind: HistoryKind; path: string | null }) {
  const history = useHistory(kind, path);
  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) return <ErrorBox error={history.error} />;
  return (
    <section className="ops-section" aria-labelledby="ops-history">
      <h2 id="ops-history">History</h2>
      {history.data.length === 0 ? (
        <p className="ops-muted">No changes recorded yet.</p>
      ) : (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((h: CatalogueHistory) => (
              <tr key={h.auditTransactionId}>
                <td className="nowrap">{new Date(h.activityDate).toLocaleString()}</td>
                <td>{h.username}</td>
                <td>{h.actionPerformed}</td>
                <td className="wrap">
                  {h.changes.map((c) => (
                    <div key={c.fieldName}>
                      <strong>{c.fieldName}</strong>: {shorten(c.oldValue) ?? '—'} →{' '}
                      {shorten(c.newValue) ?? '—'}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const shorten = (v: string | null) => (v && v.length > 120 ? `${v.slice(0, 117)}…` : v);

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="ops-back" to={to}>
      ← {children}
    </Link>
  );
}
