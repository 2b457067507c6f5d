/**
 * The admin-spots context (admin §7.7): spot availability for staff, with the staff day rules (past days
 * with their real codes when pastDatesAvailable, walk-in and overridable-closure days selectable), for
 * parks the caller may view reservations of.
 */
import {
  type AvailabilityRequest,
  availabilityRequestSchema,
  availabilityResponseSchema,
} from '#contract/availability';
import { noQuery } from '#contract/common';
import { type RouteTable, defineRoute } from '#http/routes';
import { spotAvailability } from '#booking/spot-availability';

export const adminSpotRoutes: RouteTable = {
  context: 'admin-spots',
  routes: [
    defineRoute({
      method: 'POST',
      path: 'admin/adminspot/availability',
      operationId: 'adminSpotAvailability',
      summary: "A park's spots with staff day codes for a date window, filtered, paged and counted",
      query: noQuery,
      body: availabilityRequestSchema,
      auth: {
        kind: 'staff',
        permissions: ['ReservationManagementView'],
        locations: ({ body }) => [(body as AvailabilityRequest).locationId],
      },
      response: availabilityResponseSchema,
      handler: async ({ tenantId, body }) =>
        spotAvailability(tenantId, body, {
          kind: 'staff',
          pastDatesAvailable: body.pastDatesAvailable ?? false,
          lockCode: body.lockCode ?? undefined,
          spotReservationId: body.spotReservationId,
        }),
    }),
  ],
};
