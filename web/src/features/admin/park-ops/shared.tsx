/** What the park set-up screens share: paths, filters in the address, the audit list. */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { type HistoryKind, useHistory } from '#web/lib/park-ops/park-ops-calls.ts';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { ErrorBox, Loaded, type ReadState } from './controls.tsx';

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

/**
 * A search screen's filters kept in the address (so a search can be bookmarked and shared): the
 * filters that have a value, and a setter that drops a filter set to ''. `onSet` runs after each change.
 */
export function useUrlFilters(onSet?: (key: string, next: URLSearchParams) => void) {
  const [url, setUrl] = useSearchParams();
  const query = Object.fromEntries([...url.entries()].filter(([, v]) => v));
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(url);
    if (value) next.set(key, value);
    else next.delete(key);
    onSet?.(key, next);
    setUrl(next);
  };
  return { url, query, set };
}

/** Parks as the choices of a select, by their long names. */
export const parkChoices = (parks: readonly { id: number; longName: string }[]) =>
  parks.map((p) => ({ value: String(p.id), label: p.longName }));

/** The park filter of a search whose filters are in the address (`locationId`; blank: every park). */
export function ParkFilter({
  id,
  url,
  set,
  choices,
  placeholder = 'Every park',
}: {
  id: string;
  url: URLSearchParams;
  set: (key: string, value: string) => void;
  choices: readonly { value: string; label: string }[];
  /** What the blank choice reads, where it is not every park ('All my parks'). */
  placeholder?: string;
}) {
  return (
    <SelectField
      id={id}
      label="Park"
      value={url.get('locationId') ?? ''}
      onChange={(e) => set('locationId', e.target.value)}
      placeholder={placeholder}
      options={choices}
    />
  );
}

/** A date filter of a search whose filters are in the address (`param`, YYYY-MM-DD; blank: none). */
export function DateFilter({
  id,
  label,
  param,
  url,
  set,
}: {
  id: string;
  label: string;
  param: string;
  url: URLSearchParams;
  set: (key: string, value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="date"
      value={url.get(param) ?? ''}
      onChange={(e) => set(param, e.target.value)}
    />
  );
}

/** The status filter of the park and spot searches (blank: both). */
export const STATUS_CHOICES = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`ops-badge${active ? ' ops-badge--on' : ''}`}>{active ? 'Active' : 'Inactive'}</span>
  );
}

/** '1 park', '12 parks'. */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A search's answer: how many were found, then the table. `columns` are the header cells (an
 * object: a column whose heading only screen readers need), `row` draws one row.
 */
export function Results<T>({
  read,
  noun,
  plural = `${noun}s`,
  columns,
  row,
}: {
  read: ReadState<T[]>;
  noun: string;
  /** The noun's plural where adding 's' is wrong ('discount classes'). */
  plural?: string;
  columns: readonly (string | { hidden: string })[];
  row: (item: T) => ReactNode;
}) {
  return (
    <Loaded read={read} what={plural}>
      {(items) => (
        <>
          <p role="status">{countOf(items.length, noun, plural)}</p>
          <div className="ops-table-wrap">
            <table className="ops-table">
              <thead>
                <tr>
                  {columns.map((c) =>
                    typeof c === 'string' ? (
                      <th scope="col" key={c}>
                        {c}
                      </th>
                    ) : (
                      <th scope="col" key={c.hidden}>
                        <span className="visually-hidden">{c.hidden}</span>
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>{items.map(row)}</tbody>
            </table>
          </div>
        </>
      )}
    </Loaded>
  );
}

/** Who changed what and when, newest first. */
export function HistoryList({ kind, path }: { kind: HistoryKind; path: string | null }) {
  const history = useHistory(kind, path);
  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) return <ErrorBox error={history.error} />;
  return (
    <section className="ops-section" aria-labelledby="ops-history">
      <h2 id="ops-history">History</h2>
      <HistoryTable rows={history.data.map(activityRow)} caption="Changes, newest first" />
    </section>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="ops-back" to={to}>
      ← {children}
    </Link>
  );
}
