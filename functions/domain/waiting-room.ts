/**
 * The waiting room of an opening morning (README "Waiting room"): a queue event staff set for a release,
 * its phases, the draw that orders the pre-queue arrivals once at opening, each place's number, the
 * admission line that moves at the event's rate, and a visitor's estimated wait. Pure: the store keeps
 * the event and places as items; the API signs the tokens (waiting-room-tokens.ts).
 *
 * Places are numbered from 1. Arrivals get an arrival number (1, 2, ...) from the event's counter. At
 * opening one conditional write freezes how many arrived in the pre-queue window and stores a random
 * seed; those arrivals' places are their ranks in the seed's draw, and everyone after them keeps their
 * arrival number as their place (the back of the line). The admission line is how many places have been
 * admitted by a moment: it starts at opening and moves by `ratePerMinute`; a rate change restarts it
 * from where it stands, so nobody admitted is un-admitted.
 */
import { createHmac } from 'node:crypto';

export interface QueueEvent {
  eventId: string;
  name: string;
  /** The park the event gates, or null for every park of the tenant. */
  locationId: number | null;
  /** Opening: the draw, then admissions (epoch ms). */
  opensAt: number;
  /** Arrivals from this many minutes before opening join the draw. */
  preQueueMinutes: number;
  /** After this the event no longer gates claims (epoch ms). */
  endsAt: number;
  ratePerMinute: number;
  /** The admission line stood at `rateBase` places at `rateSince` (epoch ms) and moves at the rate from there. */
  rateBase: number;
  rateSince: number;
  /** Arrivals so far (the last arrival number given). */
  joined: number;
  /** Distinct places that have received an admission token. */
  admitted: number;
  /** Set once, at opening: how many arrived in the pre-queue window, and the draw's seed. */
  preQueueCount?: number;
  drawSeed?: string;
  drawnAt?: number;
  createdAt: string;
  updatedBy: string;
}

export type QueuePhase = 'scheduled' | 'preQueue' | 'open' | 'ended';

const MINUTE_MS = 60_000;

export const WAITING_ROOM_LIMITS = {
  minRate: 1,
  maxRate: 100_000,
  maxPreQueueMinutes: 24 * 60,
  maxEventHours: 7 * 24,
} as const;

/** How long an admission token lets its holder claim (seconds): long enough to pick a spot and claim. */
export const ADMISSION_TOKEN_SECONDS = 15 * 60;
/** How long a queue token lasts beyond the event's end (seconds): a reload finds the place until then. */
export const QUEUE_TOKEN_GRACE_SECONDS = 60 * 60;
/** How often the waiting-room page asks for its place (ms) when nothing says otherwise. */
export const QUEUE_POLL_MS = 3_000;
/** The longest a waiting visitor goes without asking (ms): far back, their place moves little meanwhile. */
export const QUEUE_MAX_POLL_MS = 10_000;
/** The shortest (ms), for a visitor about to be admitted. */
export const QUEUE_MIN_POLL_MS = 1_000;

/** Claims one account makes in a short window that no person makes: over this, a captcha pass is needed. */
export const CLAIM_BURST = { limit: 8, windowSeconds: 10 } as const;

export const WAITING_ROOM_MESSAGE = {
  admissionRequired:
    'Reservations for this park are opening through the waiting room. Please join the waiting room to book.',
  admissionInvalid: 'Your waiting-room pass is not valid. Please return to the waiting room.',
  admissionExpired: 'Your waiting-room pass has expired. Please return to the waiting room.',
  admissionNotYours: 'This waiting-room pass belongs to another account or device.',
  queueTokenInvalid: 'Your place in the waiting room could not be read. Please join again.',
  notActive: 'There is no waiting room open for this park now.',
  alreadyEnded: 'The waiting room has closed. You can book without waiting.',
  opensBeforeEnds: 'The end must be after the opening time.',
  tooLong: `An event may last at most ${WAITING_ROOM_LIMITS.maxEventHours / 24} days.`,
  overlapping: 'Another waiting room is set for these times and parks.',
  notFound: 'The waiting room event was not found.',
  changedMeanwhile: 'The event was changed by someone else. Reload it and try again.',
} as const;

export function preQueueStartsAt(event: Pick<QueueEvent, 'opensAt' | 'preQueueMinutes'>): number {
  return event.opensAt - event.preQueueMinutes * MINUTE_MS;
}

export function phaseOf(
  event: Pick<QueueEvent, 'opensAt' | 'preQueueMinutes' | 'endsAt'>,
  now: number,
): QueuePhase {
  if (now >= event.endsAt) return 'ended';
  if (now >= event.opensAt) return 'open';
  if (now >= preQueueStartsAt(event)) return 'preQueue';
  return 'scheduled';
}

/** An event gates claims from the start of its pre-queue window until its end. */
export function isActive(event: Pick<QueueEvent, 'opensAt' | 'preQueueMinutes' | 'endsAt'>, now: number) {
  const phase = phaseOf(event, now);
  return phase === 'preQueue' || phase === 'open';
}

/** Whether the event gates claims on a spot of this park. */
export function gatesPark(event: Pick<QueueEvent, 'locationId'>, locationId: number): boolean {
  return event.locationId === null || event.locationId === locationId;
}

/** The active event that gates a park at `now` (tenant-wide or the park's own), if any. */
export function gatingEvent<E extends QueueEvent>(
  events: readonly E[],
  locationId: number | null,
  now: number,
): E | undefined {
  return events.find(
    (e) => isActive(e, now) && (locationId === null ? e.locationId === null : gatesPark(e, locationId)),
  );
}

/** Whether two events would gate the same park at the same time (one park or tenant-wide). */
export function overlaps(
  a: Pick<QueueEvent, 'locationId' | 'opensAt' | 'preQueueMinutes' | 'endsAt'>,
  b: Pick<QueueEvent, 'locationId' | 'opensAt' | 'preQueueMinutes' | 'endsAt'>,
): boolean {
  const sameParks = a.locationId === null || b.locationId === null || a.locationId === b.locationId;
  return sameParks && preQueueStartsAt(a) < b.endsAt && preQueueStartsAt(b) < a.endsAt;
}

/** The unrounded admission line: places admitted by `now` (0 before opening), never past the arrivals. */
export function admissionLine(
  event: Pick<QueueEvent, 'opensAt' | 'ratePerMinute' | 'rateBase' | 'rateSince'>,
  now: number,
): number {
  if (now < event.opensAt) return 0;
  const since = Math.max(event.rateSince, event.opensAt);
  return event.rateBase + (event.ratePerMinute * Math.max(0, now - since)) / MINUTE_MS;
}

/** The rate fields after staff change the rate at `now`: the line continues from where it stands. */
export function rateChange(
  event: Pick<QueueEvent, 'opensAt' | 'ratePerMinute' | 'rateBase' | 'rateSince'>,
  ratePerMinute: number,
  now: number,
): Pick<QueueEvent, 'ratePerMinute' | 'rateBase' | 'rateSince'> {
  if (now < event.opensAt) return { ratePerMinute, rateBase: 0, rateSince: event.opensAt };
  return { ratePerMinute, rateBase: admissionLine(event, now), rateSince: now };
}

/** A place's admitted when the line has reached it. */
export function isAdmitted(
  event: Pick<QueueEvent, 'opensAt' | 'ratePerMinute' | 'rateBase' | 'rateSince'>,
  place: number,
  now: number,
): boolean {
  return now >= event.opensAt && Math.floor(admissionLine(event, now)) >= place;
}

/**
 * The seconds until the line reaches `place` at the current rate: before opening, the time to opening
 * plus the time from opening. 0 once admitted.
 */
export function estimatedWaitSeconds(
  event: Pick<QueueEvent, 'opensAt' | 'ratePerMinute' | 'rateBase' | 'rateSince'>,
  place: number,
  now: number,
): number {
  if (isAdmitted(event, place, now)) return 0;
  const fromOpening = Math.max(0, event.opensAt - now);
  const start = Math.max(now, event.opensAt);
  const ahead = place - admissionLine(event, start);
  return Math.ceil(fromOpening / 1000 + (Math.max(0, ahead) * 60) / event.ratePerMinute);
}

/**
 * When the page asks again (ms), so that a crowd asks about as often as its places change rather than
 * every few seconds each: before opening, at opening (spread over QUEUE_POLL_MS, so the drawn crowd
 * does not ask in one instant) or every QUEUE_MAX_POLL_MS until then; in line, after half the estimated
 * wait, between QUEUE_MIN_POLL_MS and QUEUE_MAX_POLL_MS, give or take a tenth (`random` in [0, 1)).
 */
export function pollAfterMs(
  event: Pick<QueueEvent, 'opensAt' | 'ratePerMinute' | 'rateBase' | 'rateSince'>,
  place: number | null,
  now: number,
  random: number,
): number {
  const untilOpening = event.opensAt - now;
  if (untilOpening > 0 && untilOpening + QUEUE_POLL_MS <= QUEUE_MAX_POLL_MS)
    return Math.ceil(untilOpening + random * QUEUE_POLL_MS);
  if (untilOpening > 0) return Math.round(QUEUE_MAX_POLL_MS * (0.9 + 0.1 * random));
  if (place === null) return QUEUE_POLL_MS;
  const half = (estimatedWaitSeconds(event, place, now) * 1000) / 2;
  const bounded = Math.min(QUEUE_MAX_POLL_MS, Math.max(QUEUE_MIN_POLL_MS, half));
  return Math.round(bounded * (0.9 + 0.2 * random));
}

/** The share of the way from joining to admission, 0..1, for the progress bar. */
export function progressOf(place: number, line: number): number {
  if (place <= 0) return 1;
  return Math.max(0, Math.min(1, line / place));
}

/**
 * The draw: the pre-queue arrivals 1..count ordered by HMAC-SHA256(seed, arrival number), so every
 * order is equally likely and the same seed always gives the same order. Returns place by arrival
 * number (index 0 is arrival 1).
 */
export function drawPlaces(seed: string, count: number): number[] {
  const keyed = Array.from({ length: count }, (_, i) => ({
    arrival: i + 1,
    key: createHmac('sha256', seed)
      .update(String(i + 1))
      .digest('hex'),
  }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.arrival - b.arrival));
  const places = new Array<number>(count);
  keyed.forEach((k, rank) => {
    places[k.arrival - 1] = rank + 1;
  });
  return places;
}

const drawCache = new Map<string, number[]>();

/**
 * The place of an arrival: its rank in the draw when it arrived in the pre-queue window (undefined
 * before the draw), else its arrival number. The draw is cached per seed (a warm Lambda reuses it).
 */
export function placeOf(
  event: Pick<QueueEvent, 'drawSeed' | 'preQueueCount'>,
  arrival: number,
): number | undefined {
  if (event.drawSeed === undefined || event.preQueueCount === undefined) return undefined;
  if (arrival > event.preQueueCount) return arrival;
  const cacheKey = `${event.drawSeed}#${event.preQueueCount}`;
  let places = drawCache.get(cacheKey);
  if (!places) {
    places = drawPlaces(event.drawSeed, event.preQueueCount);
    if (drawCache.size > 32) drawCache.clear();
    drawCache.set(cacheKey, places);
  }
  return places[arrival - 1];
}

/** Whether the draw is due: the event has opened and nobody has drawn yet. */
export function drawDue(event: Pick<QueueEvent, 'opensAt' | 'drawSeed'>, now: number): boolean {
  return event.drawSeed === undefined && now >= event.opensAt;
}

/**
 * The fairness measure of a draw: Spearman's rank correlation between arrival order and place, for
 * distinct places 1..n given by arrival (`places[i]` is the place of arrival i + 1). 0 when the order of
 * arrival says nothing about the place; 1 when the queue kept arrival order.
 */
export function arrivalPlaceCorrelation(places: readonly number[]): number {
  const n = places.length;
  if (n < 2) return 0;
  let sumSquares = 0;
  places.forEach((place, i) => {
    sumSquares += (place - (i + 1)) ** 2;
  });
  return 1 - (6 * sumSquares) / (n * (n * n - 1));
}
