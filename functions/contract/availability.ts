/**
 * Spot availability (public §7.2 POST Spot/availability, admin §7.7 POST admin/adminspot/availability):
 * the request the spot search sends and the page of spots with day codes it gets back. One contract for
 * the public and the staff call; the staff call adds pastDatesAvailable and the staff day codes.
 *
 * Dates: the calendar window (startDate, endDate) and the stay (arrivalDate, departureDate) are calendar
 * dates in the park's timezone, sent as 'YYYY-MM-DD' or as 'MM/DD/YYYY' (the form's text); both arrive
 * in the handler as ISO 'YYYY-MM-DD'.
 *
 * Paging: the calendar loads rows 20 at a time (public §2.11); pageNumber/itemsPerPage choose the page,
 * and the response says how many spots match in all and how many per classification, so the heading
 * and the classification tiles do not need the whole list. The selected spot (selectedSpotId) is
 * always the first row of page 1 when it matches.
 */
import { z } from 'zod';
import { spotSchema } from './spots.ts';
import { envelope } from './envelope.ts';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' or 'MM/DD/YYYY' → 'YYYY-MM-DD'; anything else, or an impossible day, is refused. */
export function calendarDate(name: string) {
  return z
    .string()
    .transform((v, ctx) => {
      const us = US_DATE.exec(v.trim());
      const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : v.trim();
      const parsed = ISO_DATE.test(iso) ? new Date(`${iso}T00:00:00Z`) : undefined;
      if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a date formatted 'MM/DD/YYYY'.` });
        return z.NEVER;
      }
      return iso;
    })
    .meta({ description: "'YYYY-MM-DD' or 'MM/DD/YYYY'" });
}

const optionalDate = (name: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDate(name).optional());
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.number().int().positive().optional(),
);

/** One amenity filter entry (public §2.10): {id, value, selectedAttributeOptions}. */
export const spotAttributeFilterSchema = z
  .object({
    id: z.number().int().positive(),
    /** 'yes' for Yes/No, a number or text for free values; null for selects. */
    value: z.union([z.string(), z.number()]).nullish(),
    selectedAttributeOptions: z.array(z.number().int()).default([]),
  })
  .meta({ id: 'SpotAttributeFilter' });
export type SpotAttributeFilter = z.infer<typeof spotAttributeFilterSchema>;

/** The largest window one call may ask for (the calendar shows 14 days). */
export const MAX_AVAILABILITY_WINDOW_DAYS = 62;

export const availabilityRequestSchema = z
  .object({
    locationId: z.number().int().positive(),
    /** The calendar window, inclusive. */
    startDate: calendarDate('startDate'),
    endDate: calendarDate('endDate'),
    includeDayAvailability: z.boolean().default(true),
    /** The caller's own hold: its nights count as available to them. */
    lockCode: z.string().max(64).nullish(),
    adminView: z.boolean().optional(),
    /** When editing a reservation: its own nights count as available. */
    spotReservationId: optionalId,
    customerId: optionalId,
    selectedSpotTypes: z.array(z.number().int().positive()).default([]),
    selectedProductClassifications: z.array(z.number().int().positive()).default([]),
    selectedAttributes: z.array(spotAttributeFilterSchema).default([]),
    selectedSpotId: optionalId,
    loopId: optionalId,
    spotName: z.string().max(100).nullish(),
    onlyShowAvailable: z.boolean().default(false),
    /** The stay the visitor asks about; isSpotAvailable answers for it. */
    arrivalDate: optionalDate('arrivalDate'),
    departureDate: optionalDate('departureDate'),
    /** Staff only (admin call): days before today are shown with their codes, not as Unavailable. */
    pastDatesAvailable: z.boolean().optional(),
    /** Staff only: a walk-in booking may take Walkin days. */
    walkInReservation: z.boolean().optional(),
    /**
     * With both stay dates: each spot also carries the stay's total (stayTotal), read from the tenant's
     * fee schedule once per call (never once per spot). The list view asks for it; the calendar and the
     * park search do not.
     */
    includeStayTotal: z.boolean().default(false).meta({
      description: "With arrivalDate and departureDate: each spot carries the stay's total (stayTotal).",
    }),
    pageNumber: z.number().int().positive().default(1),
    /** Omitted: every matching spot (the map). */
    itemsPerPage: z.number().int().positive().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate.' });
    }
    const days = (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 + 1;
    if (days > MAX_AVAILABILITY_WINDOW_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `The date window must not exceed ${MAX_AVAILABILITY_WINDOW_DAYS} days.`,
      });
    }
    if (v.arrivalDate && v.departureDate && v.departureDate < v.arrivalDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['departureDate'],
        message: 'Departure Date must be greater than arrival date',
      });
    }
  })
  .meta({ id: 'SpotAvailabilityRequest' });
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;
export type AvailabilityRequestInput = z.input<typeof availabilityRequestSchema>;

export const classificationCountSchema = z
  .object({ productClassificationId: z.number(), count: z.number() })
  .meta({ id: 'ClassificationCount' });

/** A spot of the availability answer: the spot, and with includeStayTotal the stay's total. */
export const availableSpotSchema = spotSchema
  .extend({
    /**
     * Dollars: what the stay (arrivalDate to departureDate) costs at this spot by card, every fee
     * included, for one vehicle without discounts or add-ons, priced as the cart prices it. Null when
     * the dates make no stay at this spot; absent unless includeStayTotal was asked with both dates.
     */
    stayTotal: z.number().nullable().optional().meta({
      description:
        'Dollars: the stay at this spot by card, every fee included, for one vehicle without discounts or add-ons.',
    }),
  })
  .meta({ id: 'AvailableSpot' });
export type AvailableSpot = z.infer<typeof availableSpotSchema>;

export const availabilityResponseSchema = envelope('spots', z.array(availableSpotSchema))
  .extend({
    /** Spots that match every filter (before paging). */
    totalItems: z.number(),
    pageNumber: z.number(),
    itemsPerPage: z.number(),
    /** Matching spots per classification, computed without the classification filter (for the tiles). */
    classificationCounts: z.array(classificationCountSchema),
    /**
     * With an arrival date beyond the park's booking window: the day (YYYY-MM-DD, park time) booking
     * opens for it; else null.
     */
    bookingOpensOn: z.string().nullable(),
  })
  .meta({ id: 'SpotAvailabilityResponse' });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
