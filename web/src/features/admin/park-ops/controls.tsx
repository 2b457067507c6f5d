/**
 * What the park set-up forms add to the shared form fields: binding a form's state and the field
 * messages of a failed save, ticks, and the loading and error states of a read.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { ErrorSummary, summaryItems } from '#web/components/form/ErrorSummary.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { YesNoModal } from '#web/components/YesNoModal.tsx';
import { useAdminWrite } from '#web/lib/admin-write.ts';
import { CallError, failureMessages } from '#web/lib/call.ts';

/** The field messages of a failed save, by the request's own field names ('body.x' → 'x'). */
export function fieldErrors(error: unknown): Record<string, FieldError> {
  if (!(error instanceof CallError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([k, v]) => [
      k.replace(/^body\./, ''),
      { type: 'server', message: v[0] ?? '' },
    ]),
  );
}

/** The keys of a form's state that hold text. */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Binds a form's text fields to the shared form fields (components/form): `bind('startDate')` gives
 * the control's id (`prefix-startDate`), value, change and the message of a failed save.
 */
export function binder<F>(
  prefix: string,
  form: F,
  set: <K extends keyof F>(key: K, value: F[K]) => void,
  errors: Record<string, FieldError>,
) {
  return (key: TextKeys<F>) => ({
    id: `${prefix}-${key}`,
    value: form[key] as string,
    onChange: (e: ChangeEvent<Control>) => set(key, e.target.value as F[typeof key]),
    error: errors[key],
  });
}

/** Choices from named records (parks' loops, regions, products…), for a select's options. */
export const choicesOf = (items: readonly { id: number; name: string }[]) =>
  items.map((i) => ({ value: String(i.id), label: i.name }));

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="ops-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** The ids with `id` ticked or not. */
export const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? [...ids, id] : ids.filter((x) => x !== id);

/** A set of ticks in a panel (spot types, spots to close…). */
export function TickList({
  legend,
  items,
  ticked,
  onChange,
  note,
}: {
  legend: string;
  items: readonly { id: number; name: string }[];
  ticked: readonly number[];
  onChange: (ids: number[]) => void;
  /** What follows an item's name (its loop…). */
  note?: (id: number) => string | undefined;
}) {
  return (
    <fieldset className="ops-panel">
      <legend>{legend}</legend>
      <div className="ops-ticks">
        {items.map((item) => {
          const extra = note?.(item.id);
          return (
            <label key={item.id} className="ops-check">
              <input
                type="checkbox"
                checked={ticked.includes(item.id)}
                onChange={(e) => onChange(toggled(ticked, item.id, e.target.checked))}
              />{' '}
              {item.name}
              {extra && <span className="ops-muted"> ({extra})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Admin §4: a failed save's field messages at the top of the form, in the form's field order, each
 * linking its field (the binder's ids: `prefix-field`); each failed save scrolls to the first again.
 */
export function SaveErrorSummary({
  save,
  prefix,
  fields,
}: {
  save: { error: unknown; submittedAt: number };
  prefix: string;
  fields: readonly string[];
}) {
  return (
    <ErrorSummary
      items={summaryItems(fieldErrors(save.error), fields)}
      submitCount={save.error ? save.submittedAt : 0}
      idPrefix={`${prefix}-`}
    />
  );
}

/** A failure's messages; `summarised`: the field messages are already in the form's SaveErrorSummary. */
export function ErrorBox({ error, summarised = false }: { error: unknown; summarised?: boolean }) {
  if (!error) return null;
  const inSummary = new Set(
    summarised && error instanceof CallError ? Object.values(error.fieldErrors).flat() : [],
  );
  const messages = failureMessages(error).filter((m) => !inSummary.has(m));
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="ops-error">
      {messages.join(' ')}
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

export interface ReadState<T> {
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * A read's answer, or its failure, or a spinner while it loads. `page`: the failure fills a page of
 * its own (a detail screen whose record could not be read).
 */
export function Loaded<T>({
  read,
  what,
  page,
  children,
}: {
  read: ReadState<T>;
  what: string;
  page?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (read.isError)
    return page ? (
      <div className="page ops-page">
        <ErrorBox error={read.error} />
      </div>
    ) : (
      <ErrorBox error={read.error} />
    );
  if (read.data === undefined) return <Spinner label={`Loading ${what}`} />;
  return children(read.data);
}

/**
 * A Delete button that asks first (the question says what deleting does), then deletes the record over
 * the version read: someone else's change since refuses it with the stale-version message.
 */
export function DeleteButton({
  title,
  path,
  dateLastModified,
  onDeleted,
  children,
}: {
  /** The button's label and the question's title, e.g. 'Delete Alert'. */
  title: string;
  path: string;
  dateLastModified: string;
  onDeleted(): void;
  children: ReactNode;
}) {
  const remove = useAdminWrite<unknown>();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--danger"
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        {title}
      </button>
      <YesNoModal
        open={asking}
        title={title}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes)
            remove.mutate({ method: 'DELETE', path, query: { dateLastModified } }, { onSuccess: onDeleted });
        }}
      >
        {children}
      </YesNoModal>
      <ErrorBox error={remove.error} />
    </>
  );
}

/** The buttons under an editor: Save (the form's submit), Cancel, then any the editor adds (Delete). */
export function EditorActions({
  saveLabel,
  busy,
  onCancel,
  children,
}: {
  saveLabel: string;
  busy: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="ops-actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {saveLabel}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      {children}
    </div>
  );
}
