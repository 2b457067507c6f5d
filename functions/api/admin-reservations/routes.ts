/**
 * The admin-reservations context (admin §7.1, §7.2): the front desk (admin/AdminSearch, details,
 * comments, history, check-in and check-out, staff change and cancel) and staff claim and release, with the
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
import { ForbiddenError } from '#domain/errors';
import { hasLocationPermission } from '#domain/permissions';
import { claimSpot, releaseSpot, spotWithPark } from '#booking/claims';
import { editedStay } from '#booking/edit';
import { staffChangeRoutes } from './change-routes.ts';
import { chargebackRoutes } from './chargeback-routes.ts';
import { adminValidateRoutes } from './validate-routes.ts';
import { staffCancelRoutes } from './cancel-routes.ts';
import { checkInRoutes } from './check-in-routes.ts';
import { detailRoutes } from './detail-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { customerSearchRoutes } from './customer-search-routes.ts';
import { pointOfSaleRoutes } from './point-of-sale-routes.ts';

/** ReservationManagementAdd at the spot's park (admin §6 location scoping). */
const ADD_AT_SPOTS_PARK: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementAdd'],
  locations: async ({ tenantId, params }) => [
    (await spotWithPark(tenantId, (params as { spotId: number }).spotId)).spot.locationId,
  ],
};

const CHANGE_NOT_ALLOWED = 'You do not have permission to change reservations at this park.';

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
      handler: async ({ tenantId, params, body, auth }) => {
        const holder = staffHolder(auth);
        // A change of a sold reservation (admin §2.6): its own nights are free for it, and kept, not held.
        const editing = body.spotReservationId
          ? await editedStay(tenantId, body.spotReservationId, {
              kind: 'staff',
              userId: holder.id,
              username: holder.username,
            })
          : undefined;
        if (
          editing &&
          !hasLocationPermission(auth as AuthContext & { kind: 'staff' }, 'ReservationManagementModify', [
            editing.locationId,
          ])
        )
          throw new ForbiddenError(CHANGE_NOT_ALLOWED);
        return {
          data: await claimSpot(tenantId, {
            spotId: params.spotId,
            arrivalDate: body.reservationStartDate,
            departureDate: body.reservationEndDate,
            previousLockCode: body.lockCode,
            holder,
            caller: { kind: 'staff', pastDatesAvailable: true },
            // A change keeps its walk-in flag: the box is not offered when editing (admin §2.4).
            powers: {
              walkIn: editing ? false : body.walkInReservation,
              overrideClosure: body.overrideClosure,
            },
            editing,
          }),
        };
      },
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
    ...customerSearchRoutes,
    ...detailRoutes,
    ...checkInRoutes,
    ...staffCancelRoutes,
    ...staffChangeRoutes,
    ...chargebackRoutes,
    ...pointOfSaleRoutes,
  ],
};
