/**
 * The reservations context (public §7.3), customer side: claim and release of a spot (holds), and the
 * payment postback. Customers only: a staff caller gets the customer-account message and uses
 * admin/AdminSpotReservation instead.
 */
import { spotIdParams } from '#contract/common';
import {
  claimRequestSchema,
  claimResponseSchema,
  releaseQuery,
  releaseResponseSchema,
} from '#contract/holds';
import { PUBLIC_CALLER } from '#domain/availability/day-codes';
import { limitsOf } from '#domain/limits';
import { CUSTOMER, type RouteTable, defineRoute } from '#http/routes';
import { customerHolder } from '#booking/caller';
import { claimSpot, releaseSpot } from '#booking/claims';
import { editedStay } from '#booking/edit';
import { cancelRoutes } from './cancel-routes.ts';
import { detailRoutes } from './detail-routes.ts';
import { editRoutes } from './edit-routes.ts';
import { postbackRoutes } from './postback-routes.ts';
import { validateRoutes } from './validate-routes.ts';
import { admissionQuery } from '#contract/waiting-room';
import { requireAdmission } from '#api/shared/waiting-room-admission';

export const reservationRoutes: RouteTable = {
  context: 'reservations',
  routes: [
    defineRoute({
      method: 'POST',
      path: 'SpotReservation/spot/{spotId}/claim',
      operationId: 'claimSpot',
      summary: 'Hold a spot for a stay for 15 minutes (one winner per night, however many claim at once)',
      params: spotIdParams,
      // While a queue event gates the spot's park: the waiting room's admission token (README "Waiting room").
      query: admissionQuery,
      body: claimRequestSchema,
      auth: CUSTOMER,
      rateLimit: { action: 'claim' },
      response: claimResponseSchema,
      handler: async ({ tenantId, tenant, params, query, body, auth, event }) => {
        await requireAdmission({
          tenantId,
          tenant,
          spotId: params.spotId,
          auth,
          event,
          admissionToken: query.admissionToken,
        });
        const holder = await customerHolder(tenantId, auth);
        // A change of the customer's own reservation: its nights are free for it (and kept, not held).
        const editing = body.spotReservationId
          ? await editedStay(tenantId, body.spotReservationId, {
              kind: 'customer',
              customerId: holder.id,
              username: holder.username,
            })
          : undefined;
        return {
          data: await claimSpot(tenantId, {
            spotId: params.spotId,
            arrivalDate: body.reservationStartDate,
            departureDate: body.reservationEndDate,
            previousLockCode: body.lockCode,
            holder,
            caller: PUBLIC_CALLER,
            powers: { walkIn: false, overrideClosure: false },
            holdLimit: limitsOf(tenant.limits).maxActiveHolds,
            editing,
          }),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'SpotReservation/spot/{spotId}/releaseclaim',
      operationId: 'releaseSpotClaim',
      summary: "Release the caller's hold on a spot",
      params: spotIdParams,
      query: releaseQuery,
      auth: CUSTOMER,
      response: releaseResponseSchema,
      handler: async ({ tenantId, params, query, auth }) =>
        releaseSpot(tenantId, params.spotId, query.lockCode, await customerHolder(tenantId, auth)),
    }),
    ...validateRoutes,
    ...postbackRoutes,
    ...cancelRoutes,
    ...editRoutes,
    ...detailRoutes,
  ],
};
