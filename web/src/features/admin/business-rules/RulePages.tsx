/**
 * /admin/brm/<rule> and /admin/brm/<rule>/{id} (?v=view) (admin §2.3 Business Rules): one rule's rows,
 * the agency's default, each park's and (stay length, arrival days) each product class's at a park, in
 * effect now or scheduled, with their effective dates. A row is added on the list, changed, ended or
 * deleted on its own screen or straight from the list; each change is in the row's history.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminRuleRow, RuleChoice, RuleRowsPage } from '#contract/business-rules';
import { PRODUCT_CLASS_RULES, type RuleName } from '#domain/business-rules/rows';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { YesNoModal } from '#web/components/YesNoModal.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  rulePaths,
  useRuleRow,
  useRuleRows,
  useRuleWrite,
} from '#web/lib/business-rules/business-rule-calls.ts';
import {
  CheckField,
  ErrorBox,
  Loaded,
  SaveErrorSummary,
  Saved,
  binder,
  choicesOf,
  fieldErrors,
} from '../park-ops/controls.tsx';
import { BackLink, ParkFilter, countOf, positiveId, useUrlFilters } from '../park-ops/shared.tsx';
import {
  RULE_HELP,
  RuleHistory,
  StatusTag,
  brmPaths,
  endText,
  lastChanged,
  useMayEdit,
  useRuleOfPath,
} from './rule-shared.tsx';
import '../park-ops/park-ops.css';
import './business-rules.css';

type Rule = NonNullable<ReturnType<typeof useRuleOfPath>>;

const FIELDS = ['locationId', 'productId', 'value', 'startDate', 'endDate'] as const;

interface RowForm {
  locationId: string;
  productId: string;
  value: string;
  startDate: string;
  endDate: string;
}

const formOf = (row: AdminRuleRow | undefined, today: string): RowForm => ({
  locationId: row === undefined || row.locationId === null ? '' : String(row.locationId),
  productId: row === undefined || row.productId === null ? '' : String(row.productId),
  value: row ? String(row.value) : '',
  startDate: row?.startDate ?? today,
  endDate: row?.endDate ?? '',
});

const bodyOf = (rule: RuleName, form: RowForm, version?: string) => ({
  rule,
  locationId: form.locationId || null,
  productId: form.productId || null,
  value: form.value,
  startDate: form.startDate,
  endDate: form.endDate || null,
  ...(version === undefined ? {} : { dateLastModified: version }),
});

/** The row with its end date set: ends it today (or on `end`). */
const endedBody = (row: AdminRuleRow, end: string) =>
  bodyOf(row.rule, { ...formOf(row, end), endDate: end }, row.dateLastModified);

/** The scope fields of a row: where (the agency or a park) and, for the rules a class may have, which class. */
function ScopeFields({
  rule,
  form,
  set,
  errors,
  parks,
  products,
  fixedScope,
}: {
  rule: RuleName;
  form: RowForm;
  set: (k: keyof RowForm, v: string) => void;
  errors: ReturnType<typeof fieldErrors>;
  parks: readonly RuleChoice[];
  products: readonly RuleChoice[];
  fixedScope?: boolean;
}) {
  const mayEdit = useMayEdit();
  const writable = parks.filter((p) => mayEdit(p.id) || String(p.id) === form.locationId);
  return (
    <>
      <SelectField
        id="brm-locationId"
        label="Where"
        error={errors.locationId}
        value={form.locationId}
        disabled={fixedScope}
        onChange={(e) => {
          set('locationId', e.target.value);
          if (!e.target.value) set('productId', '');
        }}
        placeholder={mayEdit(null) || form.locationId === '' ? 'Agency default (every park)' : undefined}
        options={choicesOf(writable)}
      />
      {PRODUCT_CLASS_RULES.includes(rule) && (
        <SelectField
          id="brm-productId"
          label="Product class"
          error={errors.productId}
          value={form.productId}
          disabled={fixedScope || form.locationId === ''}
          onChange={(e) => set('productId', e.target.value)}
          placeholder="Every product class"
          options={choicesOf(products)}
        />
      )}
    </>
  );
}

export function RuleListPage() {
  const rule = useRuleOfPath();
  usePageTitle('Admin', rule?.label ?? 'Business Rules');
  if (!rule) return <div className="page ops-page">This business rule does not exist.</div>;
  return <RuleList key={rule.slug} rule={rule} />;
}

function RuleList({ rule }: { rule: Rule }) {
  const { url, query, set } = useUrlFilters();
  const rows = useRuleRows(rule.rule, query);
  return (
    <div className="page ops-page brm-page">
      <div className="ops-head">
        <h1>{rule.label}</h1>
      </div>
      <p className="brm-help">
        {RULE_HELP[rule.rule]} The most specific row in effect applies:
        {PRODUCT_CLASS_RULES.includes(rule.rule) ? ' a product class at a park, then' : ''} the park, then the
        agency default.
      </p>
      <div className="ops-filters" role="search" aria-label={`${rule.label} rows`}>
        <ParkFilter id="brm-filter-park" url={url} set={set} choices={choicesOf(rows.data?.parks ?? [])} />
        <CheckField
          label="Show ended rows"
          checked={url.get('includeEnded') === 'true'}
          onChange={(v) => set('includeEnded', v ? 'true' : '')}
        />
      </div>
      <Loaded read={rows} what="the rows">
        {(page) => (
          <>
            <AddRow
              key={url.get('locationId') ?? ''}
              rule={rule}
              page={page}
              filterPark={url.get('locationId') ?? ''}
            />
            <RowTable rule={rule} page={page} />
          </>
        )}
      </Loaded>
    </div>
  );
}

function AddRow({ rule, page, filterPark }: { rule: Rule; page: RuleRowsPage; filterPark: string }) {
  const save = useRuleWrite<AdminRuleRow>();
  const [saved, setSaved] = useState<string | null>(null);
  const [form, setForm] = useState<RowForm>({ ...formOf(undefined, page.today), locationId: filterPark });
  const [endPrevious, setEndPrevious] = useState(true);
  const errors = fieldErrors(save.error);
  const set = (k: keyof RowForm, v: string) => setForm((f) => ({ ...f, [k]: v }));
  const bind = binder('brm', form, (k, v) => set(k, v), errors);

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(null);
    save.mutate(
      { method: 'POST', path: rulePaths.rows, body: { ...bodyOf(rule.rule, form), endPrevious } },
      {
        onSuccess: (r) => {
          setSaved(
            `Row added: ${r.locationName}${r.productName ? ` / ${r.productName}` : ''}, ${r.value} from ${r.startDate}.`,
          );
          setForm((f) => ({ ...f, value: '', endDate: '' }));
        },
      },
    );
  }

  return (
    <form className="ops-panel brm-add" onSubmit={submit} noValidate aria-labelledby="brm-add-title">
      <h2 id="brm-add-title">Add a row</h2>
      <SaveErrorSummary save={save} prefix="brm" fields={FIELDS} />
      <div className="ops-form brm-add__fields">
        <ScopeFields
          rule={rule.rule}
          form={form}
          set={set}
          errors={errors}
          parks={page.parks}
          products={page.productClasses}
        />
        <TextField label={rule.unit} type="number" inputMode="numeric" min={0} {...bind('value')} />
        <TextField label="Start Date" type="date" {...bind('startDate')} />
        <TextField label="End Date (optional)" type="date" {...bind('endDate')} />
        <CheckField
          label="End the row in effect then, the day before"
          checked={endPrevious}
          onChange={setEndPrevious}
        />
        <div className="brm-add__submit">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Add Row
          </button>
        </div>
      </div>
      <ErrorBox error={save.error} summarised />
      <Saved text={saved} />
    </form>
  );
}

function RowTable({ rule, page }: { rule: Rule; page: RuleRowsPage }) {
  const write = useRuleWrite<unknown>();
  const [deleting, setDeleting] = useState<AdminRuleRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const classes = PRODUCT_CLASS_RULES.includes(rule.rule);
  const end = (r: AdminRuleRow) =>
    write.mutate(
      { method: 'PUT', path: rulePaths.row(r.id), body: endedBody(r, page.today) },
      { onSuccess: () => setDone(`Row ended: ${r.locationName} is last in effect today.`) },
    );
  return (
    <>
      <p role="status">{countOf(page.rows.length, 'row')}</p>
      <ErrorBox error={write.error} />
      <Saved text={done} />
      <div className="ops-table-wrap">
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">Where</th>
              {classes && <th scope="col">Product class</th>}
              <th scope="col">{rule.unit}</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">Last changed</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={brmPaths.row(rule.slug, r.id, !r.canEdit)}>{r.locationName}</Link>
                </td>
                {classes && <td>{r.productName || 'Every class'}</td>}
                <td className="brm-value">{r.value}</td>
                <td className="nowrap">{r.startDate}</td>
                <td className="nowrap">{endText(r.endDate)}</td>
                <td>
                  <StatusTag status={r.status} />
                </td>
                <td className="ops-muted">{lastChanged(r)}</td>
                <td className="nowrap">
                  <div className="brm-row-actions">
                    {r.canEdit && (
                      <>
                        <Link
                          className="button"
                          to={brmPaths.row(rule.slug, r.id)}
                          aria-label={`Edit ${describe(r)}`}
                        >
                          Edit
                        </Link>
                        {r.status === 'In effect' && r.endDate !== page.today && (
                          <button
                            type="button"
                            className="button"
                            disabled={write.isPending}
                            aria-label={`End today: ${describe(r)}`}
                            onClick={() => end(r)}
                          >
                            End today
                          </button>
                        )}
                        <button
                          type="button"
                          className="button button--danger"
                          disabled={write.isPending}
                          aria-label={`Delete ${describe(r)}`}
                          onClick={() => setDeleting(r)}
                        >
                          Delete
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DeleteRow
        row={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(r) => setDone(`Row deleted: ${describe(r)}.`)}
      />
    </>
  );
}

/** 'Pinewood / Camper Cabin from 2026-06-01'. */
const describe = (r: AdminRuleRow) =>
  `${r.locationName}${r.productName ? ` / ${r.productName}` : ''} from ${r.startDate}`;

function DeleteRow({
  row,
  onClose,
  onDeleted,
}: {
  row: AdminRuleRow | null;
  onClose: () => void;
  onDeleted: (row: AdminRuleRow) => void;
}) {
  const remove = useRuleWrite<{ id: number }>();
  return (
    <>
      <ErrorBox error={remove.error} />
      <YesNoModal
        open={row !== null}
        title="Delete Row"
        onAnswer={(yes) => {
          onClose();
          if (!yes || !row) return;
          remove.mutate(
            {
              method: 'DELETE',
              path: rulePaths.row(row.id),
              query: { dateLastModified: row.dateLastModified },
            },
            { onSuccess: () => onDeleted(row) },
          );
        }}
      >
        <p>
          Delete the row {row ? describe(row) : ''}? The next most general row applies instead at once; its
          history is kept. To stop a row that has been in effect, ending it keeps the record of when it
          applied.
        </p>
      </YesNoModal>
    </>
  );
}

/** A row's screen: ?v=view (or without the right to change it) reads; otherwise the form. */
export function RuleRowPage() {
  const rule = useRuleOfPath();
  const { id } = useParams();
  const [url] = useSearchParams();
  const row = useRuleRow(positiveId(id));
  usePageTitle('Admin', rule ? `${rule.label} row` : 'Business Rules');
  if (!rule) return <div className="page ops-page">This business rule does not exist.</div>;
  return (
    <Loaded read={row} what="the row" page>
      {(r) =>
        url.get('v') === 'view' || !r.canEdit ? (
          <RowView rule={rule} row={r} />
        ) : (
          <RowEdit key={r.dateLastModified} rule={rule} row={r} />
        )
      }
    </Loaded>
  );
}

function RowView({ rule, row }: { rule: Rule; row: AdminRuleRow }) {
  const facts: [string, string][] = [
    ['Where', row.locationName],
    ...(PRODUCT_CLASS_RULES.includes(rule.rule)
      ? [['Product class', row.productName || 'Every product class'] as [string, string]]
      : []),
    [rule.unit, String(row.value)],
    ['From', row.startDate],
    ['To', endText(row.endDate)],
    ['Status', row.status],
    ['Added', row.dateCreated ? `${formatDateTime(row.dateCreated)} by ${row.createdBy}` : 'Imported'],
    ['Last changed', lastChanged(row)],
  ];
  return (
    <div className="page ops-page brm-page">
      <BackLink to={brmPaths.list(rule.slug)}>{rule.label}</BackLink>
      <div className="ops-head">
        <h1>
          {rule.label}: {row.locationName}
          {row.productName ? ` / ${row.productName}` : ''}
        </h1>
        {row.canEdit && (
          <Link className="button button--primary" to={brmPaths.row(rule.slug, row.id)}>
            Edit Row
          </Link>
        )}
      </div>
      <dl className="ops-facts">
        {facts.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <RuleHistory path={rulePaths.row(row.id)} />
    </div>
  );
}

function RowEdit({ rule, row }: { rule: Rule; row: AdminRuleRow }) {
  const navigate = useNavigate();
  const rows = useRuleRows(rule.rule, {});
  const save = useRuleWrite<AdminRuleRow>();
  const remove = useRuleWrite<{ id: number }>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [form, setForm] = useState<RowForm>(formOf(row, row.startDate));
  const errors = fieldErrors(save.error);
  const set = (k: keyof RowForm, v: string) => setForm((f) => ({ ...f, [k]: v }));
  const bind = binder('brm', form, (k, v) => set(k, v), errors);
  const today = rows.data?.today;

  const put = (body: unknown, message: string) => {
    setSaved(null);
    save.mutate({ method: 'PUT', path: rulePaths.row(row.id), body }, { onSuccess: () => setSaved(message) });
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    put(bodyOf(rule.rule, form, row.dateLastModified), 'Row saved.');
  }

  return (
    <div className="page ops-page brm-page">
      <BackLink to={brmPaths.list(rule.slug)}>{rule.label}</BackLink>
      <div className="ops-head">
        <h1>
          {rule.label}: {row.locationName}
          {row.productName ? ` / ${row.productName}` : ''}
        </h1>
        <StatusTag status={row.status} />
      </div>
      <form onSubmit={submit} noValidate>
        <SaveErrorSummary save={save} prefix="brm" fields={FIELDS} />
        <div className="ops-form">
          <ScopeFields
            rule={rule.rule}
            form={form}
            set={set}
            errors={errors}
            parks={rows.data?.parks ?? []}
            products={rows.data?.productClasses ?? []}
          />
          <TextField label={rule.unit} type="number" inputMode="numeric" min={0} {...bind('value')} />
          <TextField label="Start Date" type="date" {...bind('startDate')} />
          <TextField label="End Date (optional)" type="date" {...bind('endDate')} />
        </div>
        <ErrorBox error={save.error ?? remove.error} summarised />
        <Saved text={saved} />
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save Row
          </button>
          {today && row.status === 'In effect' && row.endDate !== today && (
            <button
              type="button"
              className="button"
              disabled={save.isPending}
              onClick={() => put(endedBody(row, today), 'Row ended: today is its last day in effect.')}
            >
              End Today
            </button>
          )}
          <button
            type="button"
            className="button button--danger"
            disabled={remove.isPending}
            onClick={() => setConfirmDelete(true)}
          >
            Delete Row
          </button>
        </div>
      </form>
      <YesNoModal
        open={confirmDelete}
        title="Delete Row"
        onAnswer={(yes) => {
          setConfirmDelete(false);
          if (!yes) return;
          remove.mutate(
            {
              method: 'DELETE',
              path: rulePaths.row(row.id),
              query: { dateLastModified: row.dateLastModified },
            },
            { onSuccess: () => navigate(brmPaths.list(rule.slug)) },
          );
        }}
      >
        <p>Delete this row? The next most general row applies instead at once; its history is kept.</p>
      </YesNoModal>
      <RuleHistory path={rulePaths.row(row.id)} />
    </div>
  );
}
