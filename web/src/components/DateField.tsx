/**
 * A date input of the spot search (public §2.9): text masked ##/##/#### (date-mask.ts) with placeholder MM/DD/YYYY,
 * a date-picker button opening a calendar in which the days before `minDate` are disabled, ' *' when
 * required, and the field's messages under it.
 */
import { type ChangeEvent, lazy, Suspense, useState } from 'react';
import { addDays } from '#domain/day-selection';
import { maskDate } from '#web/lib/date-mask.ts';
import { toIsoDate, toUsDate } from '#web/lib/spot-search/search-form.ts';

// The calendar (react-day-picker, floating-ui) loads when a picker is first opened: typing needs neither.
const DatePickerPopup = lazy(async () => ({
  default: (await import('./DatePickerPopup.tsx')).DatePickerPopup,
}));

export interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
  required?: boolean;
  errors?: string[];
  /** ISO: days before it cannot be picked (undefined: any day). */
  minDate?: string;
}

export function DateField({ id, label, value, onChange, required, errors = [], minDate }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const iso = toIsoDate(value);
  const errorId = `${id}-errors`;
  // The input shows the masked text at once, caret kept after the digits it followed, so React finds
  // the value it renders already there and leaves the caret alone.
  const onMaskedChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const masked = maskDate(input.value, input.selectionStart ?? input.value.length);
    if (input.value !== masked.value) {
      input.value = masked.value;
      if (document.activeElement === input) input.setSelectionRange(masked.caret, masked.caret);
    }
    onChange(masked.value);
  };
  return (
    <div className={`search-field${errors.length ? ' search-field--invalid' : ''}`}>
      <label htmlFor={id} className="search-field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="date-field">
        <input
          id={id}
          type="text"
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={onMaskedChange}
          aria-required={required || undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={errors.length ? errorId : undefined}
          className="search-field__input"
        />
        <button
          type="button"
          ref={setButton}
          className="date-field__button"
          aria-label={`Choose ${label}`}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((v) => !v)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="18" height="18">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
            />
          </svg>
        </button>
        {open && button && (
          <Suspense fallback={null}>
            <DatePickerPopup
              anchor={button}
              label={label}
              selectedIso={iso}
              minDate={minDate}
              onPick={(picked) => {
                onChange(toUsDate(picked));
                setOpen(false);
              }}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        )}
      </div>
      {errors.length > 0 && (
        <ul className="search-field__errors" id={errorId}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The day after an ISO date (departure: days on or before arrival are disabled). */
export const nextDay = (iso: string) => addDays(iso, 1);
