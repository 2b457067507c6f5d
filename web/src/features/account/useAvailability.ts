import { useEffect, useState } from 'react';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Debounce of the as-you-type availability checks (as the park search's, public §9). */
export const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * Asks the server whether a username or e-mail is free, 500 ms after the person stops typing, and
 * only for a value that passes its own rules (valid: no messages). A late answer for an older value
 * is ignored.
 */
export function useAvailability(
  value: string,
  valid: boolean,
  check: (value: string) => Promise<boolean>,
): Availability {
  const [result, setResult] = useState<{ value: string; state: Availability }>({ value: '', state: 'idle' });
  const trimmed = value.trim();
  useEffect(() => {
    if (!trimmed || !valid) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setResult({ value: trimmed, state: 'checking' });
      check(trimmed).then(
        (available) => {
          if (!cancelled) setResult({ value: trimmed, state: available ? 'available' : 'taken' });
        },
        () => {
          if (!cancelled) setResult({ value: trimmed, state: 'unknown' });
        },
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [trimmed, valid, check]);
  if (!trimmed || !valid || result.value !== trimmed) return 'idle';
  return result.state;
}
