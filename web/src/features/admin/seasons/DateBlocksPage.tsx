/**
 * /admin/date-block-management (admin §2.3, SystemSettingsDateManagement): date blocks (holiday
 * weekends) of a year: their days, parks (none: every park), a nightly rate of their own per product
 * class, and a surcharge on the season rate of the other product classes. An agency-wide block needs the
 * permission at every park.
 */
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import type { AdminDateBlock, SeasonOptions } from '#contract/seasons';
import { dayRuns, daysFromTo } from '#domain/seasons';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { useDateBlocks, useSeasonOptions } from '#web/lib/seasons/season-calls.ts';
import { DeleteButton, Loaded, Saved, TickList, binder, fieldErrors } from '../park-ops/controls.tsx';
import { ParkFilter, Results, parkChoices, useUrlFilters } from '../park-ops/shared.tsx';
import { RateFields, EntryEditor, dollarsOf, rateErrors, ratesBody, yearChoices } from './parts.tsx';
import '../park-ops/park-ops.css';
import './seasons.css';

function daysText(b: AdminDateBlock) {
  const runs = dayRuns(b.days.map((d) => d.date)).map(({ first, last }) =>
    first === last ? first : `${first} to ${last}`,
  );
  return b.days.length > 1 ? `${runs.join(', ')} (${b.days.length} days)` : runs.join('');
}

type DayRun = { first: string; last: string };

/**
 * The block's days as runs of consecutive days, each a first and last day: a block of several holiday
 * weekends keeps its gaps. Messages about the days show at the first run.
 */
function DayRunFields({
  runs,
  onChange,
  error,
}: {
  runs: DayRun[];
  onChange: (runs: DayRun[]) => void;
  error?: FieldError;
}) {
  const change = (i: number, key: keyof DayRun, value: string) =>
    onChange(runs.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const many = runs.length > 1;
  return (
    <fieldset className="ops-panel block-days">
      <legend>Days</legend>
      {runs.map((run, i) => (
        <div className="block-days__run" key={i} role="group" aria-label={many ? `Days ${i + 1}` : 'Days'}>
          <TextField
            id={`block-firstDay${i ? `-${i}` : ''}`}
            label="First Day"
            type="date"
            value={run.first}
            onChange={(e) => change(i, 'first', e.target.value)}
            error={i === 0 ? error : undefined}
          />
          <TextField
            id={`block-lastDay${i ? `-${i}` : ''}`}
            label="Last Day"
            type="date"
            value={run.last}
            onChange={(e) => change(i, 'last', e.target.value)}
          />
          {many && (
            <button
              type="button"
              className="button"
              aria-label={`Remove days ${i + 1}`}
              onClick={() => onChange(runs.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      <button type="button" className="button" onClick={() => onChange([...runs, { first: '', last: '' }])}>
        Add More Days
      </button>
    </fieldset>
  );
}

/** Every day of the runs; a run with only a first day is that one day. */
function daysOfRuns(runs: readonly DayRun[]): string[] {
  return [
    ...new Set(
      runs.flatMap((r) => (r.first && r.last ? daysFromTo(r.first, r.last) : [r.first].filter(Boolean))),
    ),
  ].sort();
}

export function DateBlocksPage() {
  usePageTitle('Admin', 'Date Blocks');
  const options = useSeasonOptions();
  const { url, query, set } = useUrlFilters();
  const year = url.get('year') ?? String(new Date().getFullYear());
  const blocks = useDateBlocks({ ...query, year });
  const [editing, setEditing] = useState<AdminDateBlock | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = (b: AdminDateBlock | 'new') => {
    setEditing(b);
    setSaved(null);
  };
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>Date Blocks</h1>
        <button type="button" className="button button--primary" onClick={() => open('new')}>
          Add Date Block
        </button>
      </div>
      <p className="ops-muted">
        Holiday nights priced apart: a block&apos;s own rate for a product class, or the season rate plus the
        block&apos;s surcharge.
      </p>
      <div className="ops-filters" role="search" aria-label="Date blocks">
        <SelectField
          id="block-year"
          label="Year"
          value={year}
          onChange={(e) => set('year', e.target.value)}
          options={yearChoices()}
        />
        <ParkFilter id="block-park" url={url} set={set} choices={parkChoices(options.data?.parks ?? [])} />
      </div>
      <Saved text={saved} />
      <Results
        read={blocks}
        noun="date block"
        columns={['Name', 'Days', 'Parks', 'Own rates', 'Surcharge', { hidden: 'Actions' }]}
        row={(b) => (
          <tr key={b.id}>
            <td>{b.name}</td>
            <td className="nowrap">{daysText(b)}</td>
            <td className="wrap">{b.locationNames.join(', ')}</td>
            <td className="wrap">
              {b.rates.length
                ? b.rates.map((r) => `${r.productName} ${dollarsOf(r.dailyRateCents)}`).join('; ')
                : '—'}
            </td>
            <td className="nowrap">{dollarsOf(b.surchargeCents)}</td>
            <td>
              <button type="button" className="button" aria-label={`Edit ${b.name}`} onClick={() => open(b)}>
                Edit
              </button>
            </td>
          </tr>
        )}
      />
      {editing && (
        <Loaded read={options} what="parks and product classes">
          {(opts) => (
            <DateBlockForm
              key={editing === 'new' ? 'new' : `${editing.id}-${editing.dateLastModified}`}
              block={editing === 'new' ? undefined : editing}
              options={opts}
              onDone={(text) => {
                setEditing(null);
                setSaved(text);
              }}
            />
          )}
        </Loaded>
      )}
    </div>
  );
}

function DateBlockForm({
  block,
  options,
  onDone,
}: {
  block: AdminDateBlock | undefined;
  options: SeasonOptions;
  onDone: (saved: string) => void;
}) {
  const save = useParkOpsWrite<AdminDateBlock>();
  const [form, setForm] = useState({
    name: block?.name ?? '',
    description: block?.description ?? '',
    surcharge: block?.surcharge ?? '',
  });
  const [runs, setRuns] = useState<DayRun[]>(
    block ? dayRuns(block.days.map((d) => d.date)) : [{ first: '', last: '' }],
  );
  const [locationIds, setLocationIds] = useState<number[]>(block?.locationIds ?? []);
  const [rates, setRates] = useState<Record<number, string>>(
    Object.fromEntries((block?.rates ?? []).map((r) => [r.productId, r.dailyRate])),
  );
  const serverErrors = fieldErrors(save.error);
  const daysError = serverErrors.days ?? serverErrors['days.0'];
  const errors: Record<string, FieldError> = {
    ...serverErrors,
    ...(daysError && { firstDay: daysError }),
  };
  const bind = binder('block', form, (k, v) => setForm((f) => ({ ...f, [k]: v })), errors);
  const path = block ? `admin/AdminSeason/dateblock/${block.id}` : null;

  return (
    <EntryEditor
      headingId="block-editor"
      noun="Date Block"
      entry={block}
      save={save}
      listPath="admin/AdminSeason/dateblock"
      path={path}
      body={() => ({
        name: form.name,
        description: form.description,
        locationIds,
        days: daysOfRuns(runs),
        rates: ratesBody(options.products, rates),
        surcharge: form.surcharge,
      })}
      prefix="block"
      fields={['name', 'description', 'firstDay', 'lastDay', 'surcharge', 'locationIds']}
      onDone={onDone}
      actions={
        block &&
        path && (
          <DeleteButton
            title="Delete Date Block"
            path={path}
            dateLastModified={block.dateLastModified}
            onDeleted={() => onDone(`${block.name} deleted.`)}
          >
            <p>
              Delete {block.name}? Its days take the season rates again at once; reservations already made
              keep their price.
            </p>
          </DeleteButton>
        )
      }
    >
      <div className="ops-form">
        <TextField label="Name" {...bind('name')} />
        <TextField
          label="Surcharge ($ a night)"
          inputMode="decimal"
          hint="Added to the season rate of product classes without a rate below"
          {...bind('surcharge')}
        />
        <TextField label="Description" fieldClassName="ops-field--wide" {...bind('description')} />
      </div>
      <DayRunFields runs={runs} onChange={setRuns} error={errors.firstDay} />
      <TickList
        legend={`Parks (none ticked: every park)${errors.locationIds ? ` — ${errors.locationIds.message}` : ''}`}
        items={options.parks.map((p) => ({ id: p.id, name: p.longName }))}
        ticked={locationIds}
        onChange={setLocationIds}
      />
      <RateFields
        prefix="block"
        legend="Rates of their own on these days (blank: season rate plus surcharge)"
        products={options.products}
        typed={rates}
        onChange={setRates}
        errors={rateErrors(options.products, rates, errors)}
      />
    </EntryEditor>
  );
}
