/**
 * Web alerts in the back office (admin §2.3 park-alert-search, -add, -modify): agency-wide alerts need
 * ParkManagementParkAlertsGlobal; a park's or its spots' alerts need ParkManagementParkAlertsParkSpot at
 * that park (or the global permission). The message is rich text, sanitised wherever it is shown; the
 * public site reads the same items (Alert/global/web, Alert/location/{id}).
 */
import { noQuery } from '#contract/common';
import {
  type AdminAlert,
  type AlertRequest,
  adminAlertResponseSchema,
  adminAlertsResponseSchema,
  alertIdParams,
  alertRequestSchema,
  alertSearchQuery,
  catalogueHistoryResponseSchema,
  deleteQuery,
  deletedResponseSchema,
} from '#contract/park-setup';
import { FORBIDDEN_LOCATION_MESSAGE } from '#contract/users';
import { isAlertActiveOn } from '#domain/alerts';
import type { AlertRecord, TenantId } from '#domain/catalogue';
import { ForbiddenError, notFound } from '#domain/errors';
import { ALERT_TYPES } from '#domain/alerts';
import { PARK_SETUP_MESSAGE, diffFields, touched } from '#domain/park-setup';
import { hasLocationPermission, hasPermission } from '#domain/permissions';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import { toAlert } from '#mappers/alerts';
import { type AuditedAlert, deleteAlert, getAlert, listAllAlerts, saveAlert } from '#store/alerts';
import { alertItem, listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { listLocations, listLoops, listSpots } from '#store/locations';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  throwFieldErrors,
  staffOf,
  toHistory,
} from '#api/shared/catalogue-records';

const ALERT_FIELDS = [
  'locationId',
  'spotIds',
  'startDate',
  'endDate',
  'alertTypeId',
  'message',
  'applyToWebsite',
  'applyToEmail',
  'showAtTop',
] as const;

/** May the caller write an alert of this park (null: agency-wide)? */
function mayWrite(staff: StaffAuth, locationId: number | null): boolean {
  if (hasPermission(staff, 'ParkManagementParkAlertsGlobal')) return true;
  return (
    locationId !== null && hasLocationPermission(staff, 'ParkManagementParkAlertsParkSpot', [locationId])
  );
}

function assertMayWrite(staff: StaffAuth, locationId: number | null) {
  if (mayWrite(staff, locationId)) return;
  throw new ForbiddenError(
    locationId === null ? PARK_SETUP_MESSAGE.globalAlertNeedsPermission : FORBIDDEN_LOCATION_MESSAGE,
  );
}

async function parkNames(tenantId: TenantId) {
  return new Map((await listLocations(tenantId)).map((p) => [p.id, p.longName]));
}

function toAdminAlert(tenantId: TenantId, a: AuditedAlert, names: Map<number, string>): AdminAlert {
  return {
    ...toAlert(tenantId, a),
    locationName: a.locationId === null ? 'All parks' : (names.get(a.locationId) ?? ''),
    ...auditOf(a),
  };
}

/** The alert's item, with its spots (which must be the park's) named. */
async function itemOf(
  tenantId: TenantId,
  alert: AlertRecord & Partial<AuditedAlert>,
  names: Map<number, string>,
) {
  if (alert.locationId === null) return alertItem(tenantId, alert, new Map(), new Map(), names);
  const [spots, loops] = await Promise.all([
    listSpots(tenantId, alert.locationId),
    listLoops(tenantId, alert.locationId),
  ]);
  const byId = new Map(spots.map((s) => [s.id, s]));
  if (alert.spotIds.some((id) => !byId.has(id)))
    throwFieldErrors({ spotIds: [PARK_SETUP_MESSAGE.spotsNotInPark] });
  return alertItem(tenantId, alert, byId, new Map(loops.map((l) => [l.id, l.name])), names);
}

function alertFrom(id: number, req: AlertRequest): AlertRecord {
  return {
    id,
    locationId: req.locationId,
    spotIds: [...new Set(req.spotIds)],
    startDate: req.startDate,
    endDate: req.endDate,
    alertTypeId: req.alertTypeId,
    alertTypeName: ALERT_TYPES[req.alertTypeId as keyof typeof ALERT_TYPES],
    message: req.message,
    applyToWebsite: req.applyToWebsite,
    applyToEmail: req.applyToEmail,
    showAtTop: req.showAtTop,
  };
}

async function requireAlert(tenantId: TenantId, alertId: number) {
  const alert = await getAlert(tenantId, alertId);
  if (!alert) throw notFound('Alert', alertId);
  return alert;
}

async function requireKnownPark(names: Map<number, string>, locationId: number | null) {
  if (locationId !== null && !names.has(locationId)) throw notFound('Location', locationId);
}

const ALERT_AUTH = {
  kind: 'staff',
  permissions: ['ParkManagementParkAlertsGlobal', 'ParkManagementParkAlertsParkSpot'],
  anyOf: true,
} as const;

export const alertSetupRoutes: RouteTable = {
  context: 'admin-parks',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminAlert/search',
      operationId: 'adminAlertSearch',
      summary:
        'Alerts by park (0: agency-wide only) and a day they show on; each says whether the caller may edit it',
      query: alertSearchQuery,
      auth: ALERT_AUTH,
      response: adminAlertsResponseSchema,
      handler: async ({ tenantId, query }) => {
        const [alerts, names] = await Promise.all([listAllAlerts(tenantId), parkNames(tenantId)]);
        const wanted = query.locationId === 0 ? null : query.locationId;
        return {
          data: alerts
            .filter((a) => query.locationId === undefined || a.locationId === wanted)
            .filter((a) => query.activeOn === undefined || isAlertActiveOn(a, query.activeOn))
            .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id)
            .map((a) => toAdminAlert(tenantId, a, names)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminAlert/{alertId}',
      operationId: 'adminGetAlert',
      summary: 'One alert with its audit fields',
      params: alertIdParams,
      query: noQuery,
      auth: ALERT_AUTH,
      response: adminAlertResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: toAdminAlert(tenantId, await requireAlert(tenantId, params.alertId), await parkNames(tenantId)),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminAlert/{alertId}/history',
      operationId: 'adminAlertHistory',
      summary: "An alert's audit history, newest first",
      params: alertIdParams,
      query: noQuery,
      auth: ALERT_AUTH,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: toHistory(await listCatalogueHistory(tenantId, 'ALERT', params.alertId)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminAlert',
      operationId: 'adminAddAlert',
      summary: 'Adds an agency-wide, park or spot alert',
      query: noQuery,
      body: alertRequestSchema,
      auth: ALERT_AUTH,
      response: adminAlertResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        assertMayWrite(staff, body.locationId);
        const names = await parkNames(tenantId);
        await requireKnownPark(names, body.locationId);
        const id = await nextCatalogueId(tenantId, 'ALERT', async () =>
          Math.max(0, ...(await listAllAlerts(tenantId)).map((a) => a.id)),
        );
        const at = new Date().toISOString();
        const alert = { ...alertFrom(id, body), ...touched(undefined, staff.username, at) };
        const item = await itemOf(tenantId, alert, names);
        const entry = auditEntry(staff, at, 'Alert added', diffFields(undefined, alert, ALERT_FIELDS));
        if (!(await saveAlert(tenantId, item, undefined, entry, id))) refuseChanged('alert');
        return { data: toAdminAlert(tenantId, item as unknown as AuditedAlert, names) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminAlert/{alertId}',
      operationId: 'adminEditAlert',
      summary: "Changes an alert's dates, severity, message, park or spots over the version read",
      params: alertIdParams,
      query: noQuery,
      body: alertRequestSchema,
      auth: ALERT_AUTH,
      response: adminAlertResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const before = await requireAlert(tenantId, params.alertId);
        assertMayWrite(staff, before.locationId);
        assertMayWrite(staff, body.locationId);
        assertVersion('alert', before, body.dateLastModified);
        const names = await parkNames(tenantId);
        await requireKnownPark(names, body.locationId);
        const at = new Date().toISOString();
        const alert = { ...alertFrom(before.id, body), ...touched(before, staff.username, at) };
        const changes = diffFields(before, alert, ALERT_FIELDS);
        if (changes.length === 0) return { data: toAdminAlert(tenantId, before, names) };
        const item = await itemOf(tenantId, alert, names);
        const entry = auditEntry(staff, at, 'Alert changed', changes);
        if (!(await saveAlert(tenantId, item, before, entry, before.id))) refuseChanged('alert');
        return { data: toAdminAlert(tenantId, item as unknown as AuditedAlert, names) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: 'admin/AdminAlert/{alertId}',
      operationId: 'adminDeleteAlert',
      summary: 'Deletes an alert (the version read, dateLastModified in the query); its history stays',
      params: alertIdParams,
      query: deleteQuery,
      auth: ALERT_AUTH,
      response: deletedResponseSchema,
      handler: async ({ tenantId, params, query, auth }) => {
        const staff = staffOf(auth);
        const before = await requireAlert(tenantId, params.alertId);
        assertMayWrite(staff, before.locationId);
        assertVersion('alert', before, query.dateLastModified);
        const at = new Date().toISOString();
        const entry = auditEntry(staff, at, 'Alert deleted', [
          { field: 'dates', oldValue: `${before.startDate} to ${before.endDate}`, newValue: null },
        ]);
        if (!(await deleteAlert(tenantId, before, entry))) refuseChanged('alert');
        return { data: { id: before.id } };
      },
    }),
  ],
};
