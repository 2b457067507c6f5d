/**
 * What the fee and add-on screens share: the list of a park's entries (the agency-wide ones included)
 * with its park filter, the editor under it for the entry chosen or a new one, and the parks an entry
 * is for, ticked (none: every park).
 */
import { useState, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type { SeasonOptions } from '#contract/seasons';
import { usePageTitle } from '#web/lib/page-title.ts';
import type { QueryParams } from '#web/lib/api.ts';
import { useSeasonOptions } from '#web/lib/seasons/season-calls.ts';
import { Loaded, type ReadState, Saved, TickList } from '../park-ops/controls.tsx';
import { ParkFilter, Results, parkChoices, useUrlFilters } from '../park-ops/shared.tsx';
import '../park-ops/park-ops.css';
import '../seasons/seasons.css';

interface Entry {
  id: number;
  name: string;
  dateLastModified: string;
}

export function ScheduleListPage<T extends Entry>({
  title,
  noun,
  intro,
  useEntries,
  columns,
  cells,
  form,
}: {
  title: string;
  /** 'fee', 'add-on': the count's noun and the add button's. */
  noun: string;
  intro: ReactNode;
  useEntries: (query: QueryParams) => ReadState<T[]>;
  columns: readonly string[];
  cells: (entry: T) => ReactNode;
  form: (entry: T | undefined, options: SeasonOptions, onDone: (saved: string) => void) => ReactNode;
}) {
  usePageTitle('Admin', title);
  const options = useSeasonOptions();
  const { url, query, set } = useUrlFilters();
  const entries = useEntries(query);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = (entry: T | 'new') => {
    setEditing(entry);
    setSaved(null);
  };
  const addLabel = `Add ${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>{title}</h1>
        <button type="button" className="button button--primary" onClick={() => open('new')}>
          {addLabel}
        </button>
      </div>
      <p className="ops-muted">{intro}</p>
      <div className="ops-filters" role="search" aria-label={title}>
        <ParkFilter
          id={`${noun}-park`}
          url={url}
          set={set}
          choices={parkChoices(options.data?.parks ?? [])}
        />
      </div>
      <Saved text={saved} />
      <Results
        read={entries}
        noun={noun}
        columns={[...columns, { hidden: 'Actions' }]}
        row={(entry) => (
          <tr key={entry.id}>
            {cells(entry)}
            <td>
              <button
                type="button"
                className="button"
                aria-label={`Edit ${entry.name}`}
                onClick={() => open(entry)}
              >
                Edit
              </button>
            </td>
          </tr>
        )}
      />
      {editing && (
        <Loaded read={options} what="parks">
          {(opts) => (
            <div key={editing === 'new' ? 'new' : `${editing.id}-${editing.dateLastModified}`}>
              {form(editing === 'new' ? undefined : editing, opts, (text) => {
                setEditing(null);
                setSaved(text);
              })}
            </div>
          )}
        </Loaded>
      )}
    </div>
  );
}

/** The parks an entry is for; its message (unknown parks) in the legend. */
export function ParkTicks({
  options,
  ticked,
  onChange,
  error,
}: {
  options: SeasonOptions;
  ticked: number[];
  onChange: (ids: number[]) => void;
  error: FieldError | undefined;
}) {
  return (
    <TickList
      legend={`Parks (none ticked: every park)${error ? ` — ${error.message}` : ''}`}
      items={options.parks.map((p) => ({ id: p.id, name: p.longName }))}
      ticked={ticked}
      onChange={onChange}
    />
  );
}
