/**
 * Sign-in lockout (spec public §8: 'Account is temporarily locked. Please try again later.'), a pure
 * rule. Cognito has no trigger after a failed password, so an attempt is counted when it starts
 * (PreAuthentication) and the count is cleared when one succeeds (PostAuthentication): attempts since
 * the last success are the failures. After MAX_FAILURES of them within FAILURE_WINDOW_MS, the next
 * attempt locks the account for LOCK_MS and every attempt until then is refused.
 */
export const LOCKED_MESSAGE = 'Account is temporarily locked. Please try again later.';

/** Failed sign-ins allowed within the window; the next attempt is refused. */
export const MAX_FAILURES = 5;
/** Failures older than this no longer count (15 minutes). */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a locked account stays locked (15 minutes). */
export const LOCK_MS = 15 * 60_000;

export interface AttemptState {
  /** Start times (epoch ms) of attempts since the last success. */
  attempts: number[];
  /** Epoch ms until which every attempt is refused. */
  lockedUntil?: number;
}

export const NO_ATTEMPTS: AttemptState = { attempts: [] };

export interface PreAuthDecision {
  allowed: boolean;
  state: AttemptState;
}

/** Decides an attempt that is starting and returns the state to keep. */
export function beginAttempt(state: AttemptState, now: number): PreAuthDecision {
  if (state.lockedUntil !== undefined && state.lockedUntil > now) return { allowed: false, state };
  const recent = state.attempts.filter((t) => now - t < FAILURE_WINDOW_MS);
  if (recent.length >= MAX_FAILURES)
    return { allowed: false, state: { attempts: [], lockedUntil: now + LOCK_MS } };
  return { allowed: true, state: { attempts: [...recent, now] } };
}

/** When the stored state may be forgotten (epoch ms): nothing in it matters after this. */
export function forgetAfter(state: AttemptState): number {
  const lastAttempt = Math.max(0, ...state.attempts);
  return Math.max(state.lockedUntil ?? 0, lastAttempt + FAILURE_WINDOW_MS);
}
