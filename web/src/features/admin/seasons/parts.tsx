/**
 * What the season and fee screens share: rate entry per product class, the year filter, the audit list,
 * and the editor an entry opens in under its list.
 */
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { TextField } from '#web/components/form/fields.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import type { useParkOpsWrite } from '#web/lib/park-ops/park-ops-calls.ts';
import { useSeasonHistory } from '#web/lib/seasons/season-calls.ts';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { EditorActions, ErrorBox, SaveErrorSummary } from '../park-ops/controls.tsx';

export const dollarsOf = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** This year, the one before and the two after: what a pricing desk plans. */
export function yearChoices(today = new Date()) {
  const year = today.getFullYear();
  return [year - 1, year, year + 1, year + 2].map((y) => ({ value: String(y), label: String(y) }));
}

export interface RateProduct {
  id: number;
  name: string;
  baseDailyRate: string;
}

/** Typed rates by product id → the request's rates (blank: no rate of its own). */
export function ratesBody(products: readonly RateProduct[], typed: Record<number, string>) {
  return products
    .filter((p) => (typed[p.id] ?? '').trim() !== '')
    .map((p) => ({ productId: p.id, dailyRate: typed[p.id]!.trim() }));
}

/** A rate's field message: the server names the rate by its index in the request's rates. */
export function rateErrors(
  products: readonly RateProduct[],
  typed: Record<number, string>,
  errors: Record<string, FieldError>,
): Record<number, FieldError> {
  return Object.fromEntries(
    ratesBody(products, typed).flatMap((r, i) => {
      const error = errors[`rates.${i}.dailyRate`];
      return error ? [[r.productId, error]] : [];
    }),
  );
}

/** One nightly-rate field per product class, in dollars; the base rate as the hint. */
export function RateFields({
  prefix,
  legend,
  products,
  typed,
  onChange,
  errors,
  hint = (p) => `Base rate $${p.baseDailyRate}`,
}: {
  prefix: string;
  legend: string;
  products: readonly RateProduct[];
  typed: Record<number, string>;
  onChange: (typed: Record<number, string>) => void;
  errors: Record<number, FieldError>;
  hint?: (p: RateProduct) => string;
}) {
  return (
    <fieldset className="ops-panel">
      <legend>{legend}</legend>
      <div className="ops-form season-rates">
        {products.map((p) => (
          <TextField
            key={p.id}
            id={`${prefix}-rate-${p.id}`}
            label={`${p.name} ($ a night)`}
            inputMode="decimal"
            hint={hint(p)}
            value={typed[p.id] ?? ''}
            error={errors[p.id]}
            onChange={(e) => onChange({ ...typed, [p.id]: e.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Who changed the record and what, newest first. */
export function SeasonHistory({ path, title }: { path: string; title: string }) {
  const history = useSeasonHistory(path);
  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) return <ErrorBox error={history.error} />;
  return (
    <section className="ops-section" aria-label={`History of ${title}`}>
      <h3>History of {title}</h3>
      <HistoryTable rows={history.data.map(activityRow)} caption="Changes, newest first" />
    </section>
  );
}

/**
 * The editor's heading takes focus when the editor opens under the list, so a keyboard or screen reader
 * user lands on the form they asked for rather than staying on the button above.
 */
export function useFocusOnOpen() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/**
 * An entry's editor under its list: its heading (focused on opening), the form with its message summary,
 * refusal and buttons, and the entry's history. Save adds the entry at `listPath`, or changes it at
 * `path` over the version read.
 */
export function EntryEditor<T extends { name: string; dateLastModified: string }>({
  headingId,
  noun,
  entry,
  save,
  listPath,
  path,
  body,
  prefix,
  fields,
  onDone,
  actions,
  children,
}: {
  headingId: string;
  /** 'Date Block': the heading's 'Add Date Block' and the button's 'Save Date Block'. */
  noun: string;
  entry: T | undefined;
  save: ReturnType<typeof useParkOpsWrite<T>>;
  listPath: string;
  path: string | null;
  /** The request's body, read when the form is sent. */
  body: () => object;
  /** The fields' id prefix and the fields the message summary lists, in the form's order. */
  prefix: string;
  fields: readonly string[];
  onDone: (saved: string) => void;
  /** Buttons after Save and Cancel (Delete). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = useFocusOnOpen();

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      {
        method: entry ? 'PUT' : 'POST',
        path: path ?? listPath,
        body: { ...body(), ...(entry ? { dateLastModified: entry.dateLastModified } : {}) },
      },
      { onSuccess: (saved) => onDone(`${saved.name} saved.`) },
    );
  }

  return (
    <section className="ops-section season-editor" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {entry ? `Edit ${entry.name}` : `Add ${noun}`}
      </h2>
      <form onSubmit={submit} noValidate>
        <SaveErrorSummary save={save} prefix={prefix} fields={fields} />
        {children}
        <ErrorBox error={save.error} summarised />
        <EditorActions saveLabel={`Save ${noun}`} busy={save.isPending} onCancel={() => onDone('')}>
          {actions}
        </EditorActions>
      </form>
      {entry && path && <SeasonHistory path={path} title={entry.name} />}
    </section>
  );
}
