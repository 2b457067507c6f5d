import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, LIMIT_MESSAGE, limitsOf, retryAfterSeconds, windowStartOf } from '#domain/limits';

describe('tenant limits', () => {
  it('are the defaults when the tenant states none: 3 holds, the captcha off until the site runs it', () => {
    expect(limitsOf(undefined)).toEqual(DEFAULT_LIMITS);
    expect(limitsOf({}).maxActiveHolds).toBe(3);
    expect(limitsOf({}).captcha).toBe(false);
  });

  it("take the tenant's own values over the defaults, rate by rate", () => {
    const limits = limitsOf({
      maxActiveHolds: 10,
      captcha: false,
      rates: { claim: { perClient: { limit: 5000, windowSeconds: 60 } } },
    });
    expect(limits.maxActiveHolds).toBe(10);
    expect(limits.captcha).toBe(false);
    expect(limits.rates.claim).toEqual({
      perAccount: DEFAULT_LIMITS.rates.claim.perAccount,
      perClient: { limit: 5000, windowSeconds: 60 },
    });
    expect(limits.rates.signUp).toEqual(DEFAULT_LIMITS.rates.signUp);
  });

  it('count in fixed windows and say how long until the window ends (at least a second)', () => {
    expect(windowStartOf(1_000_059, 60)).toBe(1_000_020);
    expect(retryAfterSeconds(1_000_020, 60, 1_000_059)).toBe(21);
    expect(retryAfterSeconds(1_000_020, 60, 1_000_080)).toBe(1);
  });

  it('word the hold limit for one and for several', () => {
    expect(LIMIT_MESSAGE.tooManyHolds(1)).toMatch(/^You can hold at most 1 spot at a time\./);
    expect(LIMIT_MESSAGE.tooManyHolds(3)).toMatch(/^You can hold at most 3 spots at a time\./);
  });
});
