/**
 * Limits on hoarding and flooding (tenant settings, `TenantRecord.limits`): how many live holds one
 * customer account may keep, and how many calls of each limited kind one account and one client (IP)
 * may make per window. A tenant states only what differs from the defaults. Pure: the counting is the
 * store's (holds: per-account slots in the claim's transaction; calls: windowed counters).
 */

/** At most `limit` calls per `windowSeconds` (a fixed window). */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** The calls that are counted: claims, sign-up, staff sign-in, password reset, calls that send mail. */
export type LimitedAction = 'claim' | 'signUp' | 'signIn' | 'passwordReset' | 'mail';

export interface ActionRateLimits {
  /** Per account: the signed-in caller, or the account an anonymous call names. */
  perAccount?: RateLimit;
  /** Per client: the caller's IP address. */
  perClient?: RateLimit;
}

export interface TenantLimits {
  /** Live holds one customer account may keep at once (staff holds are not counted). */
  maxActiveHolds: number;
  /**
   * Sign-up and password reset need a passed captcha check (User/CaptchaVerify) from the same client, and
   * so does a claim that looks automated: a burst (CLAIM_BURST) or no page view before it (PAGE_VIEW).
   */
  captcha: boolean;
  rates: Record<LimitedAction, ActionRateLimits>;
}

/** What a tenant may store: any part of the limits; the rest are the defaults. */
export interface TenantLimitSettings {
  maxActiveHolds?: number;
  captcha?: boolean;
  rates?: Partial<Record<LimitedAction, ActionRateLimits>>;
}

const MINUTE = 60;
const HOUR = 3600;

/**
 * The defaults. Per client they leave room for many people behind one address (a carrier's NAT on an
 * opening morning: a thousand claims a minute); per account they are what one person needs.
 */
export const DEFAULT_LIMITS: TenantLimits = {
  maxActiveHolds: 3,
  // Off until the tenant's site runs the captcha widget that feeds User/CaptchaVerify: on without it,
  // nobody could sign up or reset a password.
  captcha: false,
  rates: {
    claim: {
      perAccount: { limit: 30, windowSeconds: MINUTE },
      perClient: { limit: 1200, windowSeconds: MINUTE },
    },
    signUp: { perClient: { limit: 100, windowSeconds: HOUR } },
    signIn: {
      perAccount: { limit: 20, windowSeconds: 15 * MINUTE },
      perClient: { limit: 200, windowSeconds: 15 * MINUTE },
    },
    passwordReset: {
      perAccount: { limit: 5, windowSeconds: HOUR },
      perClient: { limit: 50, windowSeconds: HOUR },
    },
    mail: {
      perAccount: { limit: 5, windowSeconds: HOUR },
      perClient: { limit: 50, windowSeconds: HOUR },
    },
  },
};

/** The tenant's limits: its own settings over the defaults. */
export function limitsOf(settings: TenantLimitSettings | undefined): TenantLimits {
  const rates = { ...DEFAULT_LIMITS.rates };
  for (const [action, own] of Object.entries(settings?.rates ?? {}) as [LimitedAction, ActionRateLimits][]) {
    rates[action] = { ...rates[action], ...own };
  }
  return {
    maxActiveHolds: settings?.maxActiveHolds ?? DEFAULT_LIMITS.maxActiveHolds,
    captcha: settings?.captcha ?? DEFAULT_LIMITS.captcha,
    rates,
  };
}

export const LIMIT_MESSAGE = {
  tooManyHolds: (n: number) =>
    `You can hold at most ${n} ${n === 1 ? 'spot' : 'spots'} at a time. Complete your purchase or release a hold to reserve another.`,
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  tooManyCodeAttempts:
    'Too many wrong codes. Please wait a few minutes, then request a new code and try again.',
  captchaRequired: 'Please complete the "I am not a robot" check, then try again.',
} as const;

/** Wrong confirmation or reset codes allowed per account within the window; then every code is refused. */
export const CODE_ATTEMPTS: RateLimit = { limit: 5, windowSeconds: 15 * MINUTE };

/**
 * A passed captcha check (success and at least `minScore`) admits `uses` sign-ups or password resets
 * from the same client within `seconds`.
 */
export const CAPTCHA_PASS = { minScore: 0.5, uses: 3, seconds: 10 * MINUTE } as const;

/**
 * The page-view signal (functions/domain/page-view-token.ts): the reads a person makes before claiming
 * answer with a signed token in `header`, valid `seconds`; the web app sends the latest back with a
 * claim in the same header. Named here, beside the captcha's message, for the web app to import.
 */
export const PAGE_VIEW = { header: 'X-Campfire-Page-View', seconds: 15 * MINUTE } as const;

/** Seconds until a fixed window that began at `windowStart` ends (at least 1). */
export function retryAfterSeconds(windowStart: number, windowSeconds: number, nowSeconds: number): number {
  return Math.max(1, windowStart + windowSeconds - nowSeconds);
}

/** The start (epoch seconds) of the fixed window `nowSeconds` falls in. */
export function windowStartOf(nowSeconds: number, windowSeconds: number): number {
  return nowSeconds - (nowSeconds % windowSeconds);
}
