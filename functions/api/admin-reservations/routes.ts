/**
 * The admin-reservations context (admin §7.1, §7.2): the front desk (admin/AdminSearch, details,
 * comments, history, check-in and check-out, staff cancel) and staff claim and release, with the
 * staff powers (past dates, walk-in days for a walk-in booking, overridable closures when the override
 * is confirmed, recorded on the hold), for parks where the caller may add reservations.
 */
import { spotIdParams } from '#contract/common';
import {
  adminClaimRequestSchema,
  claimResponseSchema,
  releaseQuery,
  releaseResponseSchema,
} from '#contract/holds';
import { type AuthContext, type RouteAuth, type RouteTable, defineRoute } from '#http/routes';
import type { HoldHolder } from '#domain/booking/party';
import { claimSpot, releaseSpot, spotWithPark } from '#booking/claims';
import { adminValidateRoutes } from './validate-routes.ts';
import { staffCancelRoutes } from './cancel-routes.ts';
import { checkInRoutes } from './check-in-routes.ts';
import { detailRoutes } from './detail-routes.ts';
import { searchRoutes } from './search-routes.ts';

/** ReservationManagementAdd at the spot's park (admin §6 location scoping). */
const ADD_AT_SPOTS_PARK: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementAdd'],
  locations: async ({ tenantId, params }) => [
    (await spotWithPark(tenantId, (params as { spotId: number }).spotId)).spot.locationId,
  ],
};

function staffHolder(auth: AuthContext | undefined): HoldHolder {
  if (auth?.kind !== 'staff') throw new Error('staff route without a staff caller');
  return { kind: 'staff', id: auth.userId, username: auth.username };
}

export const adminReservationRoutes: RouteTable = {
  context: 'admin-reservations',
  routes: [
    defineRoute({
      method: 'POST',
      path: 'admin/AdminSpotReservation/spot/{spotId}/claim',
      operationId: 'adminClaimSpot',
      summary: 'Hold a spot for a stay for 15 minutes with the staff powers (walk-in, closure override)',
      params: spotIdParams,
      body: adminClaimRequestSchema,
      auth: ADD_AT_SPOTS_PARK,
      response: claimResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => ({
        data: await claimSpot(tenantId, {
          spotId: params.spotId,
          arrivalDate: body.reservationStartDate,
          departureDate: body.reservationEndDate,
          previousLockCode: body.lockCode,
          holder: staffHolder(auth),
          caller: { kind: 'staff', pastDatesAvailable: true },
          powers: { walkIn: body.walkInReservation, overrideClosure: body.overrideClosure },
        }),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminSpotReservation/spot/{spotId}/releaseclaim',
      operationId: 'adminReleaseSpotClaim',
      summary: 'Release a staff hold on a spot (any staff user of the park may release it)',
      params: spotIdParams,
      query: releaseQuery,
      auth: ADD_AT_SPOTS_PARK,
      response: releaseResponseSchema,
      handler: async ({ tenantId, params, query }) =>
        releaseSpot(tenantId, params.spotId, query.lockCode, 'any-staff'),
    }),
    ...adminValidateRoutes,
    // The front desk: searches and the day's lists, details, comments, history, check-in and -out, cancel.
    ...searchRoutes,
    ...detailRoutes,
    ...checkInRoutes,
    ...staffCancelRoutes,
  ],
};
