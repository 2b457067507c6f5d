/**
 * The date fields' mask ##/##/#### (public §2.9), pure. It is computed from the whole text the input
 * holds after each change, never from the key that was pressed, so keys that arrive together (a fast
 * typist, a busy phone, a paste, a script) are all kept: whatever digits the input holds are the date.
 */

const DIGITS = 8;
/** Slashes go after the month (2 digits) and the day (4). */
const SLASH_AFTER = new Set([2, 4]);

export interface Masked {
  value: string;
  /** Where the caret goes in `value`: after the same digits it followed in the raw text. */
  caret: number;
}

/** Up to eight digits of `text` as MM/DD/YYYY, a slash shown only once a digit follows it. */
export function maskDate(text: string, caret: number = text.length): Masked {
  const digits = text.replace(/\D/g, '').slice(0, DIGITS);
  const digitsBeforeCaret = Math.min(text.slice(0, caret).replace(/\D/g, '').length, digits.length);
  let value = '';
  let masked = 0;
  for (let i = 0; i < digits.length; i++) {
    if (SLASH_AFTER.has(i)) value += '/';
    value += digits[i];
    if (i + 1 === digitsBeforeCaret) masked = value.length;
  }
  return { value, caret: masked };
}
