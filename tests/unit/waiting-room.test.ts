/**
 * The waiting room's rules: the draw at opening (a fair, repeatable permutation of the pre-queue
 * arrivals), places, phases, the admission line and its rate changes, wait estimates, and the signed
 * queue and admission tokens.
 */
import { describe, expect, it } from 'vitest';
import {
  admissionLine,
  arrivalPlaceCorrelation,
  drawDue,
  drawPlaces,
  estimatedWaitSeconds,
  gatingEvent,
  isActive,
  isAdmitted,
  overlaps,
  phaseOf,
  placeOf,
  progressOf,
  rateChange,
  type QueueEvent,
} from '#domain/waiting-room';
import {
  clientTag,
  signWaitingRoomToken,
  tenantWaitingRoomKey,
  verifyWaitingRoomToken,
} from '#domain/waiting-room-tokens';

const MIN = 60_000;
const OPENS = Date.UTC(2027, 0, 5, 15, 0, 0);

function event(over: Partial<QueueEvent> = {}): QueueEvent {
  return {
    eventId: 'e1',
    name: 'Summer release',
    locationId: 7,
    opensAt: OPENS,
    preQueueMinutes: 30,
    endsAt: OPENS + 120 * MIN,
    ratePerMinute: 60,
    rateBase: 0,
    rateSince: OPENS,
    joined: 0,
    admitted: 0,
    createdAt: '',
    updatedBy: 'x',
    ...over,
  };
}

describe('the draw', () => {
  it('gives every pre-queue arrival a distinct place 1..n', () => {
    const places = drawPlaces('seed-a', 500);
    expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it('is the same for the same seed and different for another', () => {
    expect(drawPlaces('seed-a', 50)).toEqual(drawPlaces('seed-a', 50));
    expect(drawPlaces('seed-a', 50)).not.toEqual(drawPlaces('seed-b', 50));
  });

  it('keeps no trace of arrival order (rank correlation near 0)', () => {
    for (const seed of ['s1', 's2', 's3']) {
      // n = 2000: the correlation of a random order has a standard deviation of about 0.022.
      expect(Math.abs(arrivalPlaceCorrelation(drawPlaces(seed, 2000)))).toBeLessThan(0.12);
    }
    // The measure itself: arrival order kept is 1, reversed is -1.
    expect(arrivalPlaceCorrelation([1, 2, 3, 4])).toBe(1);
    expect(arrivalPlaceCorrelation([4, 3, 2, 1])).toBe(-1);
  });

  it('puts the first arrival anywhere: its mean place over many draws is the middle', () => {
    const n = 21;
    const firsts = Array.from({ length: 400 }, (_, i) => drawPlaces(`seed-${i}`, n)[0]!);
    const mean = firsts.reduce((a, b) => a + b, 0) / firsts.length;
    expect(mean).toBeGreaterThan(9);
    expect(mean).toBeLessThan(13);
    expect(new Set(firsts).size).toBe(n);
  });

  it('places pre-queue arrivals by the draw and later arrivals at the back, in arrival order', () => {
    const drawn = event({ drawSeed: 'seed-a', preQueueCount: 10, joined: 12 });
    const pre = Array.from({ length: 10 }, (_, i) => placeOf(drawn, i + 1));
    expect(pre).toEqual(drawPlaces('seed-a', 10));
    expect(placeOf(drawn, 11)).toBe(11);
    expect(placeOf(drawn, 12)).toBe(12);
    expect(placeOf(event(), 1)).toBeUndefined();
  });

  it('is due once the event has opened and nobody has drawn', () => {
    expect(drawDue(event(), OPENS - 1)).toBe(false);
    expect(drawDue(event(), OPENS)).toBe(true);
    expect(drawDue(event({ drawSeed: 's' }), OPENS + MIN)).toBe(false);
  });
});

describe('phases', () => {
  it('runs scheduled → pre-queue → open → ended and gates claims from the pre-queue to the end', () => {
    const e = event();
    expect(phaseOf(e, OPENS - 31 * MIN)).toBe('scheduled');
    expect(phaseOf(e, OPENS - 30 * MIN)).toBe('preQueue');
    expect(phaseOf(e, OPENS)).toBe('open');
    expect(phaseOf(e, OPENS + 120 * MIN)).toBe('ended');
    expect(isActive(e, OPENS - 31 * MIN)).toBe(false);
    expect(isActive(e, OPENS - 1)).toBe(true);
    expect(isActive(e, OPENS + 119 * MIN)).toBe(true);
  });

  it('gates its own park, or every park when tenant-wide', () => {
    const park = event({ eventId: 'p', locationId: 7 });
    const wide = event({ eventId: 'w', locationId: null });
    expect(gatingEvent([park], 7, OPENS)?.eventId).toBe('p');
    expect(gatingEvent([park], 8, OPENS)).toBeUndefined();
    expect(gatingEvent([wide], 8, OPENS)?.eventId).toBe('w');
    expect(gatingEvent([park], 7, OPENS + 121 * MIN)).toBeUndefined();
  });

  it('refuses two events over the same park and time', () => {
    expect(overlaps(event({ locationId: 7 }), event({ locationId: 7, opensAt: OPENS + 60 * MIN }))).toBe(
      true,
    );
    expect(overlaps(event({ locationId: 7 }), event({ locationId: 8 }))).toBe(false);
    expect(overlaps(event({ locationId: null }), event({ locationId: 8 }))).toBe(true);
    expect(overlaps(event(), event({ opensAt: OPENS + 200 * MIN, endsAt: OPENS + 300 * MIN }))).toBe(false);
  });
});

describe('the admission line and the wait', () => {
  it('moves at the rate from opening', () => {
    const e = event({ ratePerMinute: 60 });
    expect(admissionLine(e, OPENS - MIN)).toBe(0);
    expect(admissionLine(e, OPENS + 30_000)).toBe(30);
    expect(isAdmitted(e, 30, OPENS + 30_000)).toBe(true);
    expect(isAdmitted(e, 31, OPENS + 30_000)).toBe(false);
  });

  it('continues from where it stands when the rate changes', () => {
    const e = event({ ratePerMinute: 60 });
    const changed = { ...e, ...rateChange(e, 120, OPENS + MIN) };
    expect(admissionLine(changed, OPENS + MIN)).toBe(60);
    expect(admissionLine(changed, OPENS + 2 * MIN)).toBe(180);
    // Before opening a change only sets the rate the line will start with.
    const early = { ...e, ...rateChange(e, 10, OPENS - MIN) };
    expect(admissionLine(early, OPENS + MIN)).toBe(10);
  });

  it('estimates the wait from the place, the rate and the time to opening', () => {
    const e = event({ ratePerMinute: 60 });
    expect(estimatedWaitSeconds(e, 120, OPENS)).toBe(120);
    expect(estimatedWaitSeconds(e, 120, OPENS - 30_000)).toBe(150);
    expect(estimatedWaitSeconds(e, 120, OPENS + 60_000)).toBe(60);
    expect(estimatedWaitSeconds(e, 120, OPENS + 120_000)).toBe(0);
  });

  it('shows progress as the share of the way to the place', () => {
    expect(progressOf(100, 25)).toBe(0.25);
    expect(progressOf(100, 250)).toBe(1);
    expect(progressOf(100, 0)).toBe(0);
  });
});

describe('queue and admission tokens', () => {
  const key = tenantWaitingRoomKey('deployment-secret', 'wa');
  const now = 1_800_000_000;
  const claims = {
    kind: 'admission' as const,
    tenantId: 'wa',
    eventId: 'e1',
    sub: 'sub-1',
    client: clientTag('203.0.113.9'),
    arrival: 4,
    exp: now + 600,
  };
  const expect_ = {
    kind: 'admission' as const,
    tenantId: 'wa',
    eventId: 'e1',
    sub: 'sub-1',
    client: claims.client,
    nowSeconds: now,
  };

  it('verifies a token it signed', () => {
    const check = verifyWaitingRoomToken(key, signWaitingRoomToken(key, claims), expect_);
    expect(check).toMatchObject({ ok: true, claims: { arrival: 4, sub: 'sub-1' } });
  });

  it('refuses a changed payload, another tenant’s key and garbage', () => {
    const token = signWaitingRoomToken(key, claims);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: 'sub-2' })).toString('base64url')}.${signature}`;
    expect(verifyWaitingRoomToken(key, forged, { ...expect_, sub: 'sub-2' })).toEqual({
      ok: false,
      reason: 'signature',
    });
    const otherTenant = tenantWaitingRoomKey('deployment-secret', 'co');
    expect(verifyWaitingRoomToken(otherTenant, token, expect_)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWaitingRoomToken(key, 'not-a-token', expect_)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses an expired token, another account, another client and the wrong kind', () => {
    const token = signWaitingRoomToken(key, claims);
    expect(verifyWaitingRoomToken(key, token, { ...expect_, nowSeconds: now + 600 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyWaitingRoomToken(key, token, { ...expect_, sub: 'sub-2' })).toEqual({
      ok: false,
      reason: 'account',
    });
    expect(verifyWaitingRoomToken(key, token, { ...expect_, client: clientTag('198.51.100.1') })).toEqual({
      ok: false,
      reason: 'client',
    });
    expect(verifyWaitingRoomToken(key, token, { ...expect_, kind: 'queue' })).toEqual({
      ok: false,
      reason: 'kind',
    });
    expect(verifyWaitingRoomToken(key, token, { ...expect_, eventId: 'e2' })).toEqual({
      ok: false,
      reason: 'event',
    });
  });
});
