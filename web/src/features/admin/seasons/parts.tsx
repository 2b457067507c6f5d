/** What the season screens share: rate entry per product class, the year filter, the audit list. */
import { useEffect, useRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { TextField } from '#web/components/form/fields.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useSeasonHistory } from '#web/lib/seasons/season-calls.ts';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { ErrorBox } from '../park-ops/controls.tsx';

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
