/**
 * The waiting room (README "Waiting room"): the public calls of a visitor (is a park's booking behind a
 * queue now, join, my place) and staff's queue events with their live figures. Times travel as ISO
 * 8601 date-times with an offset; rates as admissions per minute.
 */
import { z } from 'zod';
import { WAITING_ROOM_LIMITS, WAITING_ROOM_MESSAGE } from '#domain/waiting-room';
import { cacheBuster } from './common.ts';
import { envelope } from './envelope.ts';

const eventId = z
  .string()
  .regex(/^[0-9a-f-]{36}$/, { error: 'eventId must be an event id.' })
  .meta({ description: 'A queue event id (UUID).' });

export const queueEventParams = z.object({ eventId });

const phase = z.enum(['scheduled', 'preQueue', 'open', 'ended']);

const dateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time.` })
    .transform((v) => Date.parse(v));

const optionalLocationId = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.coerce.number({ error: 'locationId must be a park id.' }).int().positive().optional(),
);

/** GET WaitingRoom/status?locationId: the event that gates booking at a park now (or tenant-wide). */
export const waitingRoomStatusQuery = z.object({ ...cacheBuster, locationId: optionalLocationId });

export const publicQueueEventSchema = z
  .object({
    eventId: z.string(),
    name: z.string(),
    locationId: z.number().nullable(),
    phase,
    opensAt: z.string(),
    preQueueStartsAt: z.string(),
    endsAt: z.string(),
  })
  .meta({ id: 'WaitingRoomEvent' });
export type PublicQueueEvent = z.infer<typeof publicQueueEventSchema>;

export const waitingRoomStatusResponseSchema = envelope('data', publicQueueEventSchema.nullable()).meta({
  id: 'WaitingRoomStatusResponse',
});

/** A visitor's place, as the waiting-room page polls it. */
export const queuePlaceSchema = z
  .object({
    event: publicQueueEventSchema,
    /** Keeps the place across a reload: sent back with every poll. */
    queueToken: z.string(),
    /** null before the draw (pre-queue arrivals are ordered at opening). */
    place: z.number().nullable(),
    /** Visitors ahead (null before the draw). */
    ahead: z.number().nullable(),
    /** Arrivals so far. */
    inQueue: z.number(),
    estimatedWaitSeconds: z.number().nullable(),
    /** 0..1 */
    progress: z.number(),
    admitted: z.boolean(),
    /** When admitted: sent with the claim (query `admissionToken`) until it expires. */
    admissionToken: z.string().nullable(),
    admissionExpiresAt: z.string().nullable(),
    pollAfterMs: z.number(),
  })
  .meta({ id: 'WaitingRoomPlace' });
export type QueuePlace = z.infer<typeof queuePlaceSchema>;

export const queuePlaceResponseSchema = envelope('data', queuePlaceSchema).meta({
  id: 'WaitingRoomPlaceResponse',
});

export const queuePlaceQuery = z.object({
  ...cacheBuster,
  queueToken: z.string().min(1, { error: 'queueToken is required.' }).max(2000),
});

/** The claim's own query while an event is active (SpotReservation/spot/{spotId}/claim). */
export const admissionQuery = z.object({ admissionToken: z.string().max(2000).optional() });

const rate = z.coerce
  .number({ error: 'The admission rate must be a number.' })
  .int({ error: 'The admission rate must be a whole number.' })
  .min(WAITING_ROOM_LIMITS.minRate, {
    error: `The admission rate must be at least ${WAITING_ROOM_LIMITS.minRate} a minute.`,
  })
  .max(WAITING_ROOM_LIMITS.maxRate, {
    error: `The admission rate must be at most ${WAITING_ROOM_LIMITS.maxRate} a minute.`,
  });

const preQueueMinutes = z.coerce
  .number({ error: 'The pre-queue window must be a number of minutes.' })
  .int({ error: 'The pre-queue window must be whole minutes.' })
  .min(0, { error: 'The pre-queue window cannot be negative.' })
  .max(WAITING_ROOM_LIMITS.maxPreQueueMinutes, {
    error: `The pre-queue window may be at most ${WAITING_ROOM_LIMITS.maxPreQueueMinutes} minutes.`,
  });

const eventFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name is required.' })
    .max(100, { error: 'Name may be at most 100 characters.' }),
  opensAt: dateTime('Opening time'),
  endsAt: dateTime('End'),
  preQueueMinutes,
  ratePerMinute: rate,
};

const endsAfterOpening = (v: { opensAt: number; endsAt: number }, ctx: z.RefinementCtx) => {
  if (v.endsAt <= v.opensAt)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: WAITING_ROOM_MESSAGE.opensBeforeEnds });
  else if (v.endsAt - v.opensAt > WAITING_ROOM_LIMITS.maxEventHours * 3_600_000)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: WAITING_ROOM_MESSAGE.tooLong });
};

export const queueEventCreateSchema = z
  .object({
    ...eventFields,
    /** null or absent: every park of the tenant. */
    locationId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine(endsAfterOpening)
  .meta({ id: 'WaitingRoomEventCreate' });

export const queueEventUpdateSchema = z
  .object({ ...eventFields, version: z.number().int().min(0) })
  .superRefine(endsAfterOpening)
  .meta({ id: 'WaitingRoomEventUpdate' });

export const adminQueueEventSchema = publicQueueEventSchema
  .extend({
    preQueueMinutes: z.number(),
    ratePerMinute: z.number(),
    version: z.number(),
    /** Arrivals so far. */
    joined: z.number(),
    /** Arrivals not yet reached by the admission line. */
    queueLength: z.number(),
    /** Places the line has reached (whole places). */
    admissionLine: z.number(),
    /** Admission tokens issued (distinct accounts). */
    admitted: z.number(),
    preQueueCount: z.number().nullable(),
    drawnAt: z.string().nullable(),
    updatedBy: z.string(),
  })
  .meta({ id: 'AdminWaitingRoomEvent' });
export type AdminQueueEvent = z.infer<typeof adminQueueEventSchema>;

export const adminQueueEventsResponseSchema = envelope('data', z.array(adminQueueEventSchema)).meta({
  id: 'AdminWaitingRoomEventsResponse',
});
export const adminQueueEventResponseSchema = envelope('data', adminQueueEventSchema).meta({
  id: 'AdminWaitingRoomEventResponse',
});
