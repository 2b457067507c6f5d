import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import './forms.css';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: FieldError | undefined;
  hint?: ReactNode;
  /** Shown under the control, e.g. an availability answer. */
  status?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

/** Label, control, hint and the field's message, wired for screen readers (aria-describedby). */
function FieldShell({ id, label, required, error, hint, status, children, className }: FieldShellProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, status ? `${id}-status` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="form-field__hint">
          {hint}
        </div>
      )}
      {children(describedBy)}
      {status && (
        <div id={`${id}-status`} className="form-field__status" aria-live="polite">
          {status}
        </div>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="form-field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** What every field's control carries: its id and look, and the states screen readers announce. */
function controlProps(
  id: string,
  error: FieldError | undefined,
  required: boolean | undefined,
  describedBy: string | undefined,
) {
  return {
    id,
    className: 'form-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
  status?: ReactNode;
  fieldClassName?: string;
};

export function TextField({
  id,
  label,
  error,
  hint,
  status,
  required,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      status={status}
      className={fieldClassName}
    >
      {(describedBy) => (
        <input
          {...controlProps(
            id,
            error,
            required,
            [extraDescribedBy, describedBy].filter(Boolean).join(' ') || undefined,
          )}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  error?: FieldError | undefined;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  fieldClassName?: string;
  hint?: ReactNode;
};

export function SelectField({
  id,
  label,
  error,
  options,
  placeholder,
  required,
  fieldClassName,
  hint,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={fieldClassName}
    >
      {(describedBy) => (
        <select {...controlProps(id, error, required, describedBy)} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  fieldClassName,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={fieldClassName}
    >
      {(describedBy) => <textarea {...controlProps(id, error, required, describedBy)} {...textarea} />}
    </FieldShell>
  );
}
