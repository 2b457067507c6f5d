/**
 * Claims (holds) and their release (public §3.5, §7.3; admin §3.2, §7.1): POST
 * SpotReservation/spot/{spotId}/claim and releaseclaim, and the staff variants under
 * admin/AdminSpotReservation. Dates are the stay's arrival and departure, as in availability.
 */
import { z } from 'zod';
import { calendarDate } from './availability.ts';
import { envelope } from './envelope.ts';

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.number().int().positive().optional(),
);

/** The caller's current hold, when re-claiming (cancel-and-reserve): it is replaced in one step. */
const lockCode = z.string().trim().max(64).nullish();

export const claimRequestSchema = z
  .object({
    reservationStartDate: calendarDate('reservationStartDate'),
    reservationEndDate: calendarDate('reservationEndDate'),
    lockCode,
    spotReservationId: optionalId,
    /** Ignored: a customer always claims for themself (the token says who). */
    customerId: optionalId,
  })
  .meta({ id: 'SpotClaimRequest' });
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/** AdminClaimSpotRequest, plus the closure override the staff user confirmed (admin §2.9). */
export const adminClaimRequestSchema = claimRequestSchema
  .extend({
    walkInReservation: z.boolean().default(false),
    overrideClosure: z.boolean().default(false),
    spotId: optionalId,
  })
  .meta({ id: 'AdminClaimSpotRequest' });
export type AdminClaimRequest = z.infer<typeof adminClaimRequestSchema>;

export const claimResultSchema = z
  .object({
    lockCode: z.string(),
    /** ISO date-time: the hold is free again from then on. */
    lockedUntil: z.string(),
  })
  .meta({ id: 'SpotClaimResult' });

export const claimResponseSchema = envelope('data', claimResultSchema).meta({ id: 'SpotClaimResponse' });

export const releaseQuery = z.object({
  lockCode: z.string().trim().min(1, { error: 'lockCode is required.' }).max(64),
});

export const releaseResponseSchema = envelope('spotId', z.number())
  .extend({ dateReleased: z.string() })
  .meta({ id: 'SpotReleaseResponse' });
