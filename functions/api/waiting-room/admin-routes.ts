/**
 * Staff's queue events (admin screen /admin/waiting-room, permission SystemSettingsTenantSettings: a
 * queue event changes how the whole site books): list with live figures, add, change (the rate too,
 * while the event runs). Every change is audited in the event's history.
 */
import { randomUUID } from 'node:crypto';
import {
  adminQueueEventResponseSchema,
  adminQueueEventsResponseSchema,
  queueEventCreateSchema,
  queueEventParams,
  queueEventUpdateSchema,
  type AdminQueueEvent,
} from '#contract/waiting-room';
import { noQuery } from '#contract/common';
import type { AuditChange } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { RefusedError, notFound } from '#domain/errors';
import {
  WAITING_ROOM_MESSAGE,
  admissionLine,
  overlaps,
  phaseOf,
  rateChange,
  type QueueEvent,
} from '#domain/waiting-room';
import { type Route, defineRoute, staff } from '#http/routes';
import { auditEntry, staffOf } from '#api/shared/catalogue-records';
import { forgetQueueEvents } from '#api/shared/waiting-room-admission';
import { getLocation } from '#store/locations';
import {
  type QueueEventRecord,
  createQueueEvent,
  getQueueEvent,
  listQueueEvents,
  updateQueueEvent,
} from '#store/waiting-room';
import { publicEvent } from './place.ts';

const AUTH = staff('SystemSettingsTenantSettings');
const iso = (ms: number) => new Date(ms).toISOString();

export function adminEvent(event: QueueEventRecord, now: number): AdminQueueEvent {
  const line = Math.min(event.joined, Math.floor(admissionLine(event, now)));
  return {
    ...publicEvent(event, now),
    preQueueMinutes: event.preQueueMinutes,
    ratePerMinute: event.ratePerMinute,
    version: event.version,
    joined: event.joined,
    queueLength: Math.max(0, event.joined - line),
    admissionLine: line,
    admitted: event.admitted,
    preQueueCount: event.preQueueCount ?? null,
    drawnAt: event.drawnAt ? iso(event.drawnAt) : null,
    updatedBy: event.updatedBy,
  };
}

async function refuseOverlap(
  tenantId: TenantId,
  candidate: Pick<QueueEvent, 'eventId' | 'locationId' | 'opensAt' | 'preQueueMinutes' | 'endsAt'>,
) {
  const others = (await listQueueEvents(tenantId)).filter((e) => e.eventId !== candidate.eventId);
  if (others.some((e) => overlaps(e, candidate))) throw new RefusedError([WAITING_ROOM_MESSAGE.overlapping]);
}

const SETTINGS = ['name', 'opensAt', 'endsAt', 'preQueueMinutes', 'ratePerMinute'] as const;
const shown = (field: string, value: unknown) =>
  value === null || value === undefined
    ? null
    : field === 'opensAt' || field === 'endsAt'
      ? iso(Number(value))
      : String(value);

export const adminWaitingRoomRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminWaitingRoom/event',
    operationId: 'adminListWaitingRoomEvents',
    summary: "The tenant's queue events with their live queue length, admission line and admitted count",
    query: noQuery,
    auth: AUTH,
    response: adminQueueEventsResponseSchema,
    handler: async ({ tenantId }) => {
      const now = Date.now();
      return { data: (await listQueueEvents(tenantId)).map((e) => adminEvent(e, now)) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminWaitingRoom/event',
    operationId: 'adminCreateWaitingRoomEvent',
    summary: 'Set a queue event for a release: a park or tenant-wide, opening time, pre-queue window, rate',
    body: queueEventCreateSchema,
    auth: AUTH,
    response: adminQueueEventResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const actor = staffOf(auth);
      if (body.locationId !== null && !(await getLocation(tenantId, body.locationId))) {
        throw notFound('Location', body.locationId);
      }
      const now = Date.now();
      const event: QueueEventRecord = {
        eventId: randomUUID(),
        name: body.name,
        locationId: body.locationId,
        opensAt: body.opensAt,
        preQueueMinutes: body.preQueueMinutes,
        endsAt: body.endsAt,
        ratePerMinute: body.ratePerMinute,
        rateBase: 0,
        rateSince: body.opensAt,
        joined: 0,
        admitted: 0,
        createdAt: iso(now),
        updatedBy: actor.username,
        version: 1,
      };
      await refuseOverlap(tenantId, event);
      const changes: AuditChange[] = [
        {
          field: 'locationId',
          oldValue: null,
          newValue: body.locationId === null ? 'All parks' : String(body.locationId),
        },
        ...SETTINGS.map((f) => ({ field: f, oldValue: null, newValue: shown(f, event[f]) })),
      ];
      await createQueueEvent(
        tenantId,
        event,
        auditEntry(actor, iso(now), 'Added waiting room event', changes),
      );
      forgetQueueEvents(tenantId);
      return { data: adminEvent(event, now) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminWaitingRoom/event/{eventId}',
    operationId: 'adminUpdateWaitingRoomEvent',
    summary:
      "Change a queue event's settings or, while it runs, its admission rate (the line continues from where it stands)",
    params: queueEventParams,
    body: queueEventUpdateSchema,
    auth: AUTH,
    response: adminQueueEventResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const actor = staffOf(auth);
      const event = await getQueueEvent(tenantId, params.eventId);
      if (!event) throw notFound('Waiting room event', params.eventId);
      if (event.version !== body.version) throw new RefusedError([WAITING_ROOM_MESSAGE.changedMeanwhile]);
      const now = Date.now();
      const started = phaseOf(event, now) !== 'scheduled';
      // Once visitors are queueing, the opening and the pre-queue window stay as announced.
      const opensAt = started ? event.opensAt : body.opensAt;
      const preQueueMinutes = started ? event.preQueueMinutes : body.preQueueMinutes;
      const next = { ...event, name: body.name, opensAt, preQueueMinutes, endsAt: body.endsAt };
      await refuseOverlap(tenantId, next);
      const rate =
        body.ratePerMinute !== event.ratePerMinute || opensAt !== event.opensAt
          ? rateChange({ ...event, opensAt }, body.ratePerMinute, now)
          : {};
      const fields = {
        name: body.name,
        opensAt,
        preQueueMinutes,
        endsAt: body.endsAt,
        ...rate,
        updatedBy: actor.username,
      };
      const after = { ...next, ...rate } as QueueEventRecord;
      const changes = SETTINGS.filter((f) => after[f] !== event[f]).map((f) => ({
        field: f,
        oldValue: shown(f, event[f]),
        newValue: shown(f, after[f]),
      }));
      const saved = await updateQueueEvent(
        tenantId,
        event.eventId,
        event.version,
        fields,
        auditEntry(actor, iso(now), 'Changed waiting room event', changes),
      );
      if (!saved) throw new RefusedError([WAITING_ROOM_MESSAGE.changedMeanwhile]);
      forgetQueueEvents(tenantId);
      const reread = await getQueueEvent(tenantId, event.eventId);
      return { data: adminEvent(reread ?? after, now) };
    },
  }),
];
