/**
 * /admin/date-block-management (admin §2.3, SystemSettingsDateManagement): date blocks (holiday
 * weekends) of a year: their days, parks (none: every park), a nightly rate of their own per product
 * class, and a surcharge on the season rate of the other product classes. An agency-wide block needs the
 * permission at every park.
 */
import { useState, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import type { AdminDateBlock, SeasonOptions } from '#contract/seasons';
import { daysFromTo } from '#domain/seasons';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { YesNoModal } from '#web/components/YesNoModal.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { useDateBlocks, useSeasonOptions } from '#web/lib/seasons/season-calls.ts';
import {
  ErrorBox,
  Loaded,
  SaveErrorSummary,
  Saved,
  TickList,
  binder,
  fieldErrors,
} from '../park-ops/controls.tsx';
import { Results, parkChoices, useUrlFilters } from '../park-ops/shared.tsx';
import {
  RateFields,
  SeasonHistory,
  dollarsOf,
  rateErrors,
  ratesBody,
  yearChoices,
  useFocusOnOpen,
} from './parts.tsx';
import '../park-ops/park-ops.css';
import './seasons.css';

function daysText(b: AdminDateBlock) {
  const first = b.days[0]?.date ?? '';
  const last = b.days.at(-1)?.date ?? '';
  return first === last ? first : `${first} to ${last} (${b.days.length} days)`;
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
        <SelectField
          id="block-park"
          label="Park"
          value={url.get('locationId') ?? ''}
          onChange={(e) => set('locationId', e.target.value)}
          placeholder="Every park"
          options={parkChoices(options.data?.parks ?? [])}
        />
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
  const heading = useFocusOnOpen();
  const remove = useParkOpsWrite<{ id: number }>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [form, setForm] = useState({
    name: block?.name ?? '',
    description: block?.description ?? '',
    firstDay: block?.days[0]?.date ?? '',
    lastDay: block?.days.at(-1)?.date ?? '',
    surcharge: block?.surcharge ?? '',
  });
  const [locationIds, setLocationIds] = useState<number[]>(block?.locationIds ?? []);
  const [rates, setRates] = useState<Record<number, string>>(
    Object.fromEntries((block?.rates ?? []).map((r) => [r.productId, r.dailyRate])),
  );
  const serverErrors = fieldErrors(save.error);
  // The block's days come from the first and last day; their message shows at the first day.
  const daysError = serverErrors.days ?? serverErrors['days.0'];
  const errors: Record<string, FieldError> = {
    ...serverErrors,
    ...(daysError && { firstDay: daysError }),
  };
  const bind = binder('block', form, (k, v) => setForm((f) => ({ ...f, [k]: v })), errors);
  const path = block ? `admin/AdminSeason/dateblock/${block.id}` : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const days =
      form.firstDay && form.lastDay
        ? daysFromTo(form.firstDay, form.lastDay)
        : [form.firstDay].filter(Boolean);
    save.mutate(
      {
        method: block ? 'PUT' : 'POST',
        path: path ?? 'admin/AdminSeason/dateblock',
        body: {
          name: form.name,
          description: form.description,
          locationIds,
          days,
          rates: ratesBody(options.products, rates),
          surcharge: form.surcharge,
          ...(block ? { dateLastModified: block.dateLastModified } : {}),
        },
      },
      { onSuccess: (b) => onDone(`${b.name} saved.`) },
    );
  }

  return (
    <section className="ops-section season-editor" aria-labelledby="block-editor">
      <h2 id="block-editor" ref={heading} tabIndex={-1}>
        {block ? `Edit ${block.name}` : 'Add Date Block'}
      </h2>
      <form onSubmit={submit} noValidate>
        <SaveErrorSummary
          save={save}
          prefix="block"
          fields={['name', 'description', 'firstDay', 'lastDay', 'surcharge', 'locationIds']}
        />
        <div className="ops-form">
          <TextField label="Name" {...bind('name')} />
          <TextField label="First Day" type="date" {...bind('firstDay')} />
          <TextField label="Last Day" type="date" {...bind('lastDay')} />
          <TextField
            label="Surcharge ($ a night)"
            inputMode="decimal"
            hint="Added to the season rate of product classes without a rate below"
            {...bind('surcharge')}
          />
          <TextField label="Description" fieldClassName="ops-field--wide" {...bind('description')} />
        </div>
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
        <ErrorBox error={save.error} summarised />
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save Date Block
          </button>
          <button type="button" className="button" onClick={() => onDone('')}>
            Cancel
          </button>
          {block && (
            <button type="button" className="button button--danger" onClick={() => setConfirmDelete(true)}>
              Delete Date Block
            </button>
          )}
        </div>
        <ErrorBox error={remove.error} />
      </form>
      {block && (
        <YesNoModal
          open={confirmDelete}
          title="Delete Date Block"
          onAnswer={(yes) => {
            setConfirmDelete(false);
            if (yes)
              remove.mutate(
                { method: 'DELETE', path: path!, query: { dateLastModified: block.dateLastModified } },
                { onSuccess: () => onDone(`${block.name} deleted.`) },
              );
          }}
        >
          <p>
            Delete {block.name}? Its days take the season rates again at once; reservations already made keep
            their price.
          </p>
        </YesNoModal>
      )}
      {block && path && <SeasonHistory path={path} title={block.name} />}
    </section>
  );
}
