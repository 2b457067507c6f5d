/**
 * Park closures in the back office (admin §2.3 park-closure-search, -add, -modify; ParkManagementParkClosure
 * at the park): a park, a loop or chosen spots for a date range, overridable or not, with a reason.
 * Before saving, staff see what the closure meets: the sold reservations on the closed nights (never
 * cancelled by it) and the spots held in a cart right now. Availability reads the closure at once.
 */
import { z } from 'zod';
import { noQuery } from '#contract/common';
import {
  type AdminClosure,
  type ClosureImpact,
  type ClosureRequest,
  catalogueHistoryResponseSchema,
  deletedResponseSchema,
  deleteQuery,
  closureImpactResponseSchema,
  closureRequestSchema,
  closureResponseSchema,
  closureSearchQuery,
  closuresResponseSchema,
} from '#contract/park-setup';
import { idParam } from '#contract/common';
import type { TenantId } from '#domain/catalogue';
import { notFound } from '#domain/errors';
import {
  PARK_SETUP_MESSAGE,
  closureCoversNight,
  closureCoversSpot,
  diffFields,
  touched,
} from '#domain/park-setup';
import { hasLocationPermission } from '#domain/permissions';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import {
  type StoredClosure,
  deleteClosure,
  getClosure,
  listParkClosures,
  saveClosure,
} from '#store/closures';
import { type AuditedLocation, listLocations, listLoops, listSpots, maxIdInParks } from '#store/locations';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  throwFieldErrors,
  requirePark,
  staffOf,
  toHistory,
} from '#api/shared/catalogue-records';
import { takenNightImpact } from '#api/shared/taken-night-impact';

const CLOSURE_FIELDS = ['loopId', 'spotIds', 'startDate', 'endDate', 'overridable', 'reason'] as const;

const closureParams = z.object({ locationId: idParam('locationId'), closureId: idParam('closureId') });

/** The spots a request closes: a loop's spots, the chosen ones (all of the park), or none for the whole park. */
async function closedSpotIds(tenantId: TenantId, req: ClosureRequest): Promise<number[]> {
  const [spots, loops] = await Promise.all([
    listSpots(tenantId, req.locationId),
    listLoops(tenantId, req.locationId),
  ]);
  if (req.loopId !== null) {
    if (!loops.some((l) => l.id === req.loopId))
      throwFieldErrors({ loopId: [PARK_SETUP_MESSAGE.loopNotInPark] });
    return spots
      .filter((s) => s.loopId === req.loopId)
      .map((s) => s.id)
      .sort((a, b) => a - b);
  }
  const inPark = new Set(spots.map((s) => s.id));
  if (req.spotIds.some((id) => !inPark.has(id)))
    throwFieldErrors({ spotIds: [PARK_SETUP_MESSAGE.spotsNotInPark] });
  return [...new Set(req.spotIds)].sort((a, b) => a - b);
}

/** What a closure meets now: sold reservations on its nights and live holds (read from the night index). */
async function impactOf(
  tenantId: TenantId,
  closure: Pick<StoredClosure, 'locationId' | 'spotIds' | 'startDate' | 'endDate'>,
): Promise<ClosureImpact> {
  const found = await takenNightImpact(
    tenantId,
    closure.locationId,
    closure,
    (n) => closureCoversSpot(closure, n.spotId) && closureCoversNight(closure, n.night),
  );
  return {
    reservations: found.reservations,
    heldSpots: found.heldSpots,
    spotCount: closure.spotIds.length || found.spots.length,
  };
}

async function toAdminClosure(
  tenantId: TenantId,
  c: StoredClosure,
  park: Pick<AuditedLocation, 'longName'>,
): Promise<AdminClosure> {
  const [spots, loops] = await Promise.all([
    listSpots(tenantId, c.locationId),
    listLoops(tenantId, c.locationId),
  ]);
  const spotNames = new Map(spots.map((s) => [s.id, s.name]));
  const loopId = c.loopId ?? null;
  return {
    id: c.id,
    locationId: c.locationId,
    locationName: park.longName,
    loopId,
    loopName: loops.find((l) => l.id === loopId)?.name ?? '',
    spotIds: c.spotIds,
    spotNames: c.spotIds.map((id) => spotNames.get(id) ?? String(id)),
    startDate: c.startDate,
    endDate: c.endDate,
    overridable: c.overridable,
    reason: c.reason,
    ...auditOf(c),
  };
}

async function requireClosure(tenantId: TenantId, locationId: number, closureId: number) {
  const closure = await getClosure(tenantId, locationId, closureId);
  if (!closure) throw notFound('Closure', closureId);
  return closure;
}

/** Parks whose closures the caller may see: every park for roles 1 and 2, else the assigned ones. */
function visibleParks(staff: StaffAuth, parks: AuditedLocation[]) {
  return parks.filter((p) => hasLocationPermission(staff, 'ParkManagementParkClosure', [p.id]));
}

const CLOSURE_AUTH = { kind: 'staff', permissions: ['ParkManagementParkClosure'] } as const;
const atBodyPark = {
  ...CLOSURE_AUTH,
  locations: ({ body }: { body: unknown }) => [(body as ClosureRequest).locationId],
};
const atPathPark = {
  ...CLOSURE_AUTH,
  locations: ({ params }: { params: unknown }) => [(params as { locationId: number }).locationId],
};

export const closureRoutes: RouteTable = {
  context: 'admin-parks',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminClosure/search',
      operationId: 'adminClosureSearch',
      summary: 'Closures of one park or of every park the caller may close, ending on or after a day',
      query: closureSearchQuery,
      auth: CLOSURE_AUTH,
      response: closuresResponseSchema,
      handler: async ({ tenantId, query, auth }) => {
        const staff = staffOf(auth);
        const parks = visibleParks(staff, await listLocations(tenantId)).filter(
          (p) => query.locationId === undefined || p.id === query.locationId,
        );
        const lists = await Promise.all(
          parks.map(async (p) => {
            const closures = (await listParkClosures(tenantId, p.id)).filter(
              (c) => query.from === undefined || c.endDate >= query.from,
            );
            return Promise.all(closures.map((c) => toAdminClosure(tenantId, c, p)));
          }),
        );
        return {
          data: lists.flat().sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminClosure/impact',
      operationId: 'adminClosureImpact',
      summary:
        'What a closure would meet before it is saved: the sold reservations it overlaps, spots held now',
      query: noQuery,
      body: closureRequestSchema,
      auth: atBodyPark,
      response: closureImpactResponseSchema,
      handler: async ({ tenantId, body }) => {
        await requirePark(tenantId, body.locationId);
        const spotIds = await closedSpotIds(tenantId, body);
        return { data: await impactOf(tenantId, { ...body, spotIds }) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminClosure/{locationId}/{closureId}',
      operationId: 'adminGetClosure',
      summary: 'One closure and what it meets now',
      params: closureParams,
      query: noQuery,
      auth: atPathPark,
      response: closureResponseSchema,
      handler: async ({ tenantId, params }) => {
        const park = await requirePark(tenantId, params.locationId);
        const closure = await requireClosure(tenantId, params.locationId, params.closureId);
        return {
          data: {
            closure: await toAdminClosure(tenantId, closure, park),
            impact: await impactOf(tenantId, closure),
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminClosure/{locationId}/{closureId}/history',
      operationId: 'adminClosureHistory',
      summary: "A closure's audit history, newest first",
      params: closureParams,
      query: noQuery,
      auth: atPathPark,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: toHistory(await listCatalogueHistory(tenantId, 'CLOSURE', params.closureId)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminClosure',
      operationId: 'adminAddClosure',
      summary: 'Closes a park, a loop or chosen spots for a date range; reservations it overlaps are kept',
      query: noQuery,
      body: closureRequestSchema,
      auth: atBodyPark,
      response: closureResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        const park = await requirePark(tenantId, body.locationId);
        const spotIds = await closedSpotIds(tenantId, body);
        const id = await nextCatalogueId(tenantId, 'CLOSURE', () => maxIdInParks(tenantId, 'RULE#CLOSURE#'));
        const at = new Date().toISOString();
        const closure: StoredClosure = {
          id,
          locationId: park.id,
          loopId: body.loopId,
          spotIds,
          startDate: body.startDate,
          endDate: body.endDate,
          overridable: body.overridable,
          reason: body.reason,
          ...touched(undefined, staff.username, at),
        };
        const entry = auditEntry(staff, at, 'Closure added', diffFields(undefined, closure, CLOSURE_FIELDS));
        if (!(await saveClosure(tenantId, closure, null, entry))) refuseChanged('closure');
        return {
          data: {
            closure: await toAdminClosure(tenantId, closure, park),
            impact: await impactOf(tenantId, closure),
          },
        };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminClosure/{locationId}/{closureId}',
      operationId: 'adminEditClosure',
      summary: "Changes a closure's spots, dates, override and reason over the version read",
      params: closureParams,
      query: noQuery,
      body: closureRequestSchema,
      auth: atPathPark,
      response: closureResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        if (body.locationId !== params.locationId)
          throwFieldErrors({ locationId: ['A closure stays in its park.'] });
        const park = await requirePark(tenantId, params.locationId);
        const before = await requireClosure(tenantId, params.locationId, params.closureId);
        const seen = assertVersion('closure', before, body.dateLastModified);
        const spotIds = await closedSpotIds(tenantId, body);
        const at = new Date().toISOString();
        const closure: StoredClosure = {
          ...before,
          loopId: body.loopId,
          spotIds,
          startDate: body.startDate,
          endDate: body.endDate,
          overridable: body.overridable,
          reason: body.reason,
          ...touched(before, staff.username, at),
        };
        const changes = diffFields({ loopId: null, ...before }, closure, CLOSURE_FIELDS);
        if (changes.length) {
          const entry = auditEntry(staff, at, 'Closure changed', changes);
          if (!(await saveClosure(tenantId, closure, seen, entry))) refuseChanged('closure');
        }
        const saved = changes.length ? closure : before;
        return {
          data: {
            closure: await toAdminClosure(tenantId, saved, park),
            impact: await impactOf(tenantId, saved),
          },
        };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: 'admin/AdminClosure/{locationId}/{closureId}',
      operationId: 'adminLiftClosure',
      summary:
        'Lifts a closure (the version read, dateLastModified in the query): its days are on sale again',
      params: closureParams,
      query: deleteQuery,
      auth: atPathPark,
      response: deletedResponseSchema,
      handler: async ({ tenantId, params, query, auth }) => {
        const staff = staffOf(auth);
        const before = await requireClosure(tenantId, params.locationId, params.closureId);
        const seen = assertVersion('closure', before, query.dateLastModified);
        const at = new Date().toISOString();
        const entry = auditEntry(staff, at, 'Closure lifted', [
          { field: 'dates', oldValue: `${before.startDate} to ${before.endDate}`, newValue: null },
        ]);
        if (!(await deleteClosure(tenantId, before, seen, entry))) refuseChanged('closure');
        return { data: { id: before.id } };
      },
    }),
  ],
};
