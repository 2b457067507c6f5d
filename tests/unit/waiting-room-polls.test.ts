/**
 * How often a waiting visitor's page asks for its place: a crowd asks about as often as its places
 * change, at opening spread over a few seconds, and never faster than a second or slower than ten.
 */
import { describe, expect, it } from 'vitest';
import {
  QUEUE_MAX_POLL_MS,
  QUEUE_MIN_POLL_MS,
  QUEUE_POLL_MS,
  type QueueEvent,
  pollAfterMs,
} from '#domain/waiting-room';

const MIN = 60_000;
const OPENS = Date.UTC(2027, 0, 5, 15, 0, 0);
/** 600 admissions a minute: ten a second. */
const event: Pick<QueueEvent, 'opensAt' | 'ratePerMinute' | 'rateBase' | 'rateSince'> = {
  opensAt: OPENS,
  ratePerMinute: 600,
  rateBase: 0,
  rateSince: OPENS,
};

describe('before opening', () => {
  it('asks every ten seconds or so while opening is far', () => {
    for (const random of [0, 0.5, 0.999]) {
      const ms = pollAfterMs(event, null, OPENS - 5 * MIN, random);
      expect(ms).toBeGreaterThanOrEqual(0.9 * QUEUE_MAX_POLL_MS);
      expect(ms).toBeLessThanOrEqual(QUEUE_MAX_POLL_MS);
    }
  });

  it('asks next just after opening, the crowd spread over a few seconds', () => {
    const early = pollAfterMs(event, null, OPENS - 4_000, 0);
    const late = pollAfterMs(event, null, OPENS - 4_000, 0.999);
    expect(early).toBe(4_000);
    expect(late).toBeGreaterThan(4_000 + 0.9 * QUEUE_POLL_MS);
    expect(late).toBeLessThanOrEqual(4_000 + QUEUE_POLL_MS);
  });
});

describe('in line after opening', () => {
  it('asks after about half the wait: far back every ten seconds, near the front every second', () => {
    // Place 1000 at ten a second: about 100 s to wait.
    expect(pollAfterMs(event, 1000, OPENS, 0.5)).toBe(QUEUE_MAX_POLL_MS);
    // Place 60: 6 s to wait, asked again after 3 s.
    expect(pollAfterMs(event, 60, OPENS, 0.5)).toBe(3_000);
    // Place 5: half a second to wait, asked again after a second.
    expect(pollAfterMs(event, 5, OPENS, 0.5)).toBe(QUEUE_MIN_POLL_MS);
  });

  it('spreads the asks by a tenth either way', () => {
    expect(pollAfterMs(event, 60, OPENS, 0)).toBe(2_700);
    expect(pollAfterMs(event, 60, OPENS, 0.999)).toBeLessThanOrEqual(3_300);
  });

  it('asks at the usual pace without a place', () => {
    expect(pollAfterMs(event, null, OPENS + MIN, 0.5)).toBe(QUEUE_POLL_MS);
  });
});
