/**
 * The form controls of the park set-up screens: each labelled, tied to the field message of a failed
 * save (the message names its control for screen readers), and the loading and error states of a read.
 */
import type { ReactNode } from 'react';
import { Spinner } from '#web/components/Spinner.tsx';
import { CallError, failureMessages } from '#web/lib/call.ts';

/** The field messages of a failed save, by the request's own field names ('body.x' → 'x'). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof CallError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([k, v]) => [k.replace(/^body\./, ''), v[0] ?? '']),
  );
}

/** A labelled control with its message under it. */
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

/** Props that tie a control to its Field's message. */
export const described = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** The keys of a form's state that hold text. */
type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * Binds a form's text fields to their controls: `bind('startDate')` gives the control's id
 * (`prefix-startDate`), value, change and message.
 */
export function binder<F>(
  prefix: string,
  form: F,
  set: <K extends keyof F>(key: K, value: F[K]) => void,
  errors: Record<string, string>,
) {
  return (key: TextKeys<F>) => ({
    id: `${prefix}-${key}`,
    value: form[key] as string,
    onChange: (value: string) => set(key, value as F[typeof key]),
    error: errors[key],
  });
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  wide?: boolean;
}

export function InputField({
  value,
  onChange,
  type,
  inputMode,
  ...field
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'tel' | 'email' | 'url';
  inputMode?: 'decimal';
}) {
  return (
    <Field {...field}>
      <input
        {...described(field.id, field.error)}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function TextAreaField({
  value,
  onChange,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void }) {
  return (
    <Field {...field} wide>
      <textarea
        {...described(field.id, field.error)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export interface Choice {
  value: string | number;
  label: string;
}

/** Choices from named records (parks, loops, regions, products…). */
export const choicesOf = (items: readonly { id: number; name: string }[]): Choice[] =>
  items.map((i) => ({ value: i.id, label: i.name }));

/** A select; `blank` is the first option, whose value is '' (none chosen, all, keep…). */
export function SelectField({
  value,
  onChange,
  choices,
  blank,
  disabled,
  ...field
}: FieldProps & {
  value: string | number;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  blank?: string;
  disabled?: boolean;
}) {
  return (
    <Field {...field}>
      <select
        {...described(field.id, field.error)}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {blank !== undefined && <option value="">{blank}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

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
