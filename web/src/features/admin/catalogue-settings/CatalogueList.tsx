/**
 * One catalogue list screen, configured per list (kinds.tsx): the list with what uses each record, an
 * add and edit form with the server's field messages, the record's history, and delete where the list
 * allows it (the server refuses a record in use and says why).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CatalogueOptions } from '#contract/catalogue-settings';
import { SelectField, TextAreaField, TextField } from '#web/components/form/fields.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import {
  type CatalogueSegment,
  cataloguePath,
  useCatalogueHistory,
  useCatalogueList,
  useCatalogueOptions,
} from '#web/lib/catalogue-settings/catalogue-calls.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import {
  CheckField,
  EditorActions,
  ErrorBox,
  Loaded,
  SaveErrorSummary,
  Saved,
  fieldErrors,
} from '../park-ops/controls.tsx';
import { Results } from '../park-ops/shared.tsx';
import '../park-ops/park-ops.css';
import './catalogue-settings.css';

export type FormState = Record<string, string | boolean>;

export interface CatalogueRow {
  id: number;
  /** Absent on lists named otherwise (a region's long name): their kind gives `nameOf`. */
  name?: string;
  dateLastModified: string;
}

export interface FieldSpec {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'check' | 'icon';
  choices?: (options: CatalogueOptions) => readonly { value: string; label: string }[];
  wide?: boolean;
  hint?: string;
  inputMode?: 'decimal' | 'numeric';
  /** Shown only while this holds (min and max for numbers). */
  shown?: (form: FormState) => boolean;
}

export interface CatalogueKind<Row extends CatalogueRow> {
  segment: CatalogueSegment;
  /** 'spot type' */
  noun: string;
  /** 'spot types' */
  plural: string;
  /** How a row is named in headings and messages (its `name` unless given). */
  nameOf?: (row: Row) => string;
  title: string;
  intro: ReactNode;
  columns: readonly { label: string; cell: (row: Row) => ReactNode; className?: string }[];
  fields: readonly FieldSpec[];
  toForm: (row: Row | undefined) => FormState;
  toBody: (form: FormState, row: Row | undefined) => object;
  deletable?: boolean;
  /** Add, edit and view on screens of their own (product classes); else the form opens below the list. */
  pages?: { add: string; edit: (row: Row) => string; view: (row: Row) => string };
}

/** 'spot type' → 'Spot Type', 'activity or amenity' → 'Activity or Amenity' (button and heading case). */
const capital = (s: string) =>
  s.replace(/\b\w+/g, (w) => (w === 'or' || w === 'and' ? w : w.charAt(0).toUpperCase() + w.slice(1)));

const rowName = <Row extends CatalogueRow>(kind: CatalogueKind<Row>, row: Row) =>
  kind.nameOf?.(row) ?? row.name ?? '';

/** An icon as the public site shows it (decorative: the name is beside it). */
export function IconPreview({ url }: { url: string }) {
  return url ? <img className="cat-icon" src={url} alt="" width={24} height={24} /> : null;
}

export function CatalogueListPage<Row extends CatalogueRow>({ kind }: { kind: CatalogueKind<Row> }) {
  usePageTitle('Admin', kind.title);
  const list = useCatalogueList<Row>(kind.segment);
  const location = useLocation();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(
    (location.state as { saved?: string } | null)?.saved ?? null,
  );
  const remove = useParkOpsWrite<{ id: number }>();
  const open = (row: Row | 'new') => {
    setEditing(row);
    setSaved(null);
    remove.reset();
  };
  function confirmDelete(row: Row) {
    if (!window.confirm(`Delete the ${kind.noun} ${rowName(kind, row)}?`)) return;
    setSaved(null);
    remove.mutate(
      {
        method: 'DELETE',
        path: cataloguePath(kind.segment, row.id),
        query: { dateLastModified: row.dateLastModified },
      },
      { onSuccess: () => setSaved(`${rowName(kind, row)} deleted.`) },
    );
  }
  return (
    <div className="page ops-page">
      <div className="ops-head">
        <h1>{kind.title}</h1>
        {kind.pages ? (
          <Link className="button button--primary" to={kind.pages.add}>
            Add {capital(kind.noun)}
          </Link>
        ) : (
          <button type="button" className="button button--primary" onClick={() => open('new')}>
            Add {capital(kind.noun)}
          </button>
        )}
      </div>
      <p className="ops-muted">{kind.intro}</p>
      <Saved text={saved} />
      <ErrorBox error={remove.error} />
      <Results
        read={list}
        noun={kind.noun}
        plural={kind.plural}
        columns={[...kind.columns.map((c) => c.label), { hidden: 'Actions' }]}
        row={(row) => (
          <tr key={row.id}>
            {kind.columns.map((c) => (
              <td key={c.label} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
            <td>
              <div className="cat-row-actions">
                {kind.pages ? (
                  <>
                    <Link
                      className="button"
                      to={kind.pages.view(row)}
                      aria-label={`View ${rowName(kind, row)}`}
                    >
                      View
                    </Link>
                    <Link
                      className="button"
                      to={kind.pages.edit(row)}
                      aria-label={`Edit ${rowName(kind, row)}`}
                    >
                      Edit
                    </Link>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Edit ${rowName(kind, row)}`}
                    onClick={() => open(row)}
                  >
                    Edit
                  </button>
                )}
                {kind.deletable && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Delete ${rowName(kind, row)}`}
                    disabled={remove.isPending}
                    onClick={() => confirmDelete(row)}
                  >
                    Delete
                  </button>
                )}
              </div>
            </td>
          </tr>
        )}
      />
      {editing && (
        <CatalogueForm
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.dateLastModified}`}
          kind={kind}
          row={editing === 'new' ? undefined : editing}
          onDone={(text) => {
            setEditing(null);
            setSaved(text || null);
          }}
        />
      )}
    </div>
  );
}

/** The add or edit form of one record, and its history when it exists. */
export function CatalogueForm<Row extends CatalogueRow>({
  kind,
  row,
  onDone,
  heading = true,
}: {
  kind: CatalogueKind<Row>;
  row: Row | undefined;
  onDone: (saved: string) => void;
  /** The form's own heading (a page of its own has the heading already). */
  heading?: boolean;
}) {
  const options = useCatalogueOptions();
  const save = useParkOpsWrite<Row>();
  const [form, setForm] = useState<FormState>(() => kind.toForm(row));
  const errors = fieldErrors(save.error);
  const prefix = kind.segment;
  const title = row ? `Edit ${rowName(kind, row)}` : `Add ${capital(kind.noun)}`;
  const visible = kind.fields.filter((f) => !f.shown || f.shown(form));
  // A form opened below a long list is brought into view, its heading focused for screen readers.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!heading) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus();
  }, [heading]);

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      {
        method: row ? 'PUT' : 'POST',
        path: cataloguePath(kind.segment, row?.id),
        body: { ...kind.toBody(form, row), ...(row ? { dateLastModified: row.dateLastModified } : {}) },
      },
      { onSuccess: (saved) => onDone(`${rowName(kind, saved)} saved.`) },
    );
  }

  const set = (key: string, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <section className="ops-section" aria-labelledby={`${prefix}-editor`}>
      <h2
        id={`${prefix}-editor`}
        ref={headingRef}
        tabIndex={-1}
        className={heading ? undefined : 'visually-hidden'}
      >
        {title}
      </h2>
      <Loaded read={options} what="choices">
        {(opts) => (
          <form onSubmit={submit} noValidate>
            <SaveErrorSummary save={save} prefix={prefix} fields={visible.map((f) => f.key)} />
            <div className="ops-form">
              {visible.map((f) => {
                const common = {
                  id: `${prefix}-${f.key}`,
                  label: f.label,
                  error: errors[f.key],
                  fieldClassName: f.wide ? 'ops-field--wide' : undefined,
                };
                const value = form[f.key];
                if (f.kind === 'check')
                  return (
                    <CheckField
                      key={f.key}
                      label={f.label}
                      checked={value === true}
                      onChange={(on) => set(f.key, on)}
                    />
                  );
                if (f.kind === 'select')
                  return (
                    <SelectField
                      key={f.key}
                      {...common}
                      placeholder="Choose…"
                      options={f.choices?.(opts) ?? []}
                      value={String(value ?? '')}
                      onChange={(e) => set(f.key, e.target.value)}
                    />
                  );
                if (f.kind === 'textarea')
                  return (
                    <TextAreaField
                      key={f.key}
                      {...common}
                      hint={f.hint}
                      rows={3}
                      value={String(value ?? '')}
                      onChange={(e) => set(f.key, e.target.value)}
                    />
                  );
                return (
                  <TextField
                    key={f.key}
                    {...common}
                    hint={f.hint}
                    inputMode={f.inputMode}
                    value={String(value ?? '')}
                    onChange={(e) => set(f.key, e.target.value)}
                    status={f.kind === 'icon' ? <IconPreview url={String(value ?? '')} /> : undefined}
                  />
                );
              })}
            </div>
            <ErrorBox error={save.error} summarised />
            <EditorActions
              saveLabel={`Save ${capital(kind.noun)}`}
              busy={save.isPending}
              onCancel={() => onDone('')}
            />
          </form>
        )}
      </Loaded>
      {row && <CatalogueHistory kind={kind} row={row} />}
    </section>
  );
}

export function CatalogueHistory<Row extends CatalogueRow>({
  kind,
  row,
  level = 3,
}: {
  kind: CatalogueKind<Row>;
  row: Row;
  /** Its heading's level: 3 under a form's heading, 2 on a record's own page. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const history = useCatalogueHistory(kind.segment, row.id);
  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) return <ErrorBox error={history.error} />;
  return (
    <section className="ops-section" aria-label={`History of ${rowName(kind, row)}`}>
      <Heading>History of {rowName(kind, row)}</Heading>
      <HistoryTable rows={history.data.map(activityRow)} caption="Changes, newest first" />
    </section>
  );
}
