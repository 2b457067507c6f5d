/**
 * The waiting-room context (README "Waiting room"): a visitor asks whether a park's booking is behind a
 * queue now, joins it and polls their place; staff set queue events and watch them (admin-routes.ts).
 */
import {
  queueEventParams,
  queuePlaceQuery,
  queuePlaceResponseSchema,
  waitingRoomStatusQuery,
  waitingRoomStatusResponseSchema,
} from '#contract/waiting-room';
import { ForbiddenError } from '#domain/errors';
import { gatingEvent, isActive } from '#domain/waiting-room';
import { CUSTOMER, PUBLIC, type AuthContext, type RouteTable, defineRoute } from '#http/routes';
import { cachedQueueEvents, clientOf } from '#api/shared/waiting-room-admission';
import { FORBIDDEN_MESSAGE } from '#contract/users';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { adminWaitingRoomRoutes } from './admin-routes.ts';
import { joinQueue, pollPlace, publicEvent } from './place.ts';

async function visitorOf(auth: AuthContext | undefined, event: APIGatewayProxyEventV2) {
  if (!auth) throw new ForbiddenError(FORBIDDEN_MESSAGE);
  return { sub: auth.sub, client: await clientOf(event) };
}

export const waitingRoomRoutes: RouteTable = {
  context: 'waiting-room',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'WaitingRoom/status',
      operationId: 'waitingRoomStatus',
      summary:
        "The queue event gating booking now at a park (or the tenant's, without locationId); null when none",
      query: waitingRoomStatusQuery,
      auth: PUBLIC,
      response: waitingRoomStatusResponseSchema,
      handler: async ({ tenantId, query }) => {
        const now = Date.now();
        const events = (await cachedQueueEvents(tenantId, now)).filter((e) => isActive(e, now));
        const gate =
          gatingEvent(events, null, now) ??
          (query.locationId !== undefined ? gatingEvent(events, query.locationId, now) : undefined);
        return { data: gate ? publicEvent(gate, now) : null };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'WaitingRoom/{eventId}/join',
      operationId: 'joinWaitingRoom',
      summary: "Take the caller's one place in a queue event (again: the same place) and a queue token",
      params: queueEventParams,
      auth: CUSTOMER,
      response: queuePlaceResponseSchema,
      handler: async ({ tenantId, params, auth, event }) => ({
        data: await joinQueue(tenantId, params.eventId, await visitorOf(auth, event)),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'WaitingRoom/{eventId}/place',
      operationId: 'waitingRoomPlace',
      summary: 'The place a queue token holds: place, wait, progress, and an admission token once admitted',
      params: queueEventParams,
      query: queuePlaceQuery,
      auth: CUSTOMER,
      response: queuePlaceResponseSchema,
      handler: async ({ tenantId, params, query, auth, event }) => ({
        data: await pollPlace(tenantId, params.eventId, query.queueToken, await visitorOf(auth, event)),
      }),
    }),
    ...adminWaitingRoomRoutes,
  ],
};
