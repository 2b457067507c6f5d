/**
 * Communication templates in the back office (admin §2.3 communication-template-management, -add,
 * -modify/{id}; SystemSettingsCommunicationTemplates). Each mail type has the agency's template (the
 * built-in default until someone customises it) and may have a park's own (reservation mails only);
 * the mail of a reservation at a park is rendered from the park's, else the agency's, else the default.
 * The agency's templates need an agency-wide role; a park's own, the permission at that park.
 */
import {
  type AdminTemplate,
  type TemplateRow,
  adminTemplateResponseSchema,
  catalogueHistoryResponseSchema,
  templateAddSchema,
  templateEditSchema,
  templateIdParams,
  templateResetQuery,
  templateRowsResponseSchema,
  templateSearchQuery,
} from '#contract/templates';
import { noQuery } from '#contract/common';
import { FORBIDDEN_LOCATION_MESSAGE } from '#contract/users';
import type { TenantId } from '#domain/catalogue';
import { ForbiddenError, RefusedError, notFound } from '#domain/errors';
import { NO_AUDIT, diffFields, touched } from '#domain/park-setup';
import { ROLE, hasLocationPermission, hasPermission } from '#domain/permissions';
import {
  TEMPLATE_CATALOGUE,
  TEMPLATE_TYPES,
  type TemplateRecord,
  type TemplateType,
  parseTemplateId,
  templateId,
} from '#domain/templates/catalogue';
import { TEMPLATE_MESSAGE, templateProblems } from '#domain/templates/render';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import { listLocations } from '#store/locations';
import {
  deleteTemplate,
  getTemplate,
  listTemplateHistory,
  listTemplates,
  saveTemplate,
} from '#store/templates';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  staffOf,
  throwFieldErrors,
  toHistory,
} from '#api/shared/catalogue-records';

const PERMISSION = 'SystemSettingsCommunicationTemplates';
const AUTH = { kind: 'staff', permissions: [PERMISSION] } as const;
const FIELDS = ['subject', 'body'] as const;
const AGENCY = 'All parks';

function assertMayWrite(staff: StaffAuth, locationId: number | null) {
  if (locationId === null) {
    const agencyWide = staff.roleId === ROLE.SuperAdmin || staff.roleId === ROLE.AgencyAdmin;
    if (hasPermission(staff, PERMISSION) && agencyWide) return;
    throw new ForbiddenError(TEMPLATE_MESSAGE.agencyNeedsAdmin);
  }
  if (!hasLocationPermission(staff, PERMISSION, [locationId]))
    throw new ForbiddenError(FORBIDDEN_LOCATION_MESSAGE);
}

async function parkNames(tenantId: TenantId) {
  return new Map((await listLocations(tenantId)).map((p) => [p.id, p.longName]));
}

function toRow(
  type: TemplateType,
  locationId: number | null,
  stored: TemplateRecord | undefined,
  names: Map<number, string>,
): TemplateRow {
  const info = TEMPLATE_CATALOGUE[type];
  return {
    id: templateId(type, locationId),
    type,
    typeName: info.name,
    locationId,
    locationName: locationId === null ? AGENCY : (names.get(locationId) ?? ''),
    subject: stored?.subject ?? info.defaults.subject,
    customised: stored !== undefined,
    ...(stored ? auditOf(stored) : NO_AUDIT),
  };
}

function toTemplate(
  type: TemplateType,
  locationId: number | null,
  stored: TemplateRecord | undefined,
  names: Map<number, string>,
): AdminTemplate {
  return {
    ...toRow(type, locationId, stored, names),
    body: stored?.body ?? TEMPLATE_CATALOGUE[type].defaults.body,
  };
}

/** The template an id names: 404 for an unknown id or park. */
async function resolve(tenantId: TenantId, id: string) {
  const key = parseTemplateId(id);
  if (!key) throw notFound('CommunicationTemplate', id);
  const names = await parkNames(tenantId);
  if (key.locationId !== null && !names.has(key.locationId)) throw notFound('Location', key.locationId);
  const stored = await getTemplate(tenantId, key.type, key.locationId);
  return { ...key, stored, names };
}

function assertValid(
  type: TemplateType,
  locationId: number | null,
  content: { subject: string; body: string },
) {
  const problems = templateProblems(type, content);
  if (locationId !== null && !TEMPLATE_CATALOGUE[type].parkScoped)
    (problems.locationId ??= []).push(TEMPLATE_MESSAGE.notParkScoped(TEMPLATE_CATALOGUE[type].name));
  throwFieldErrors(problems);
}

export const templateRoutes: RouteTable = {
  context: 'admin-settings',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCommunicationTemplate/search',
      operationId: 'adminCommunicationTemplateSearch',
      summary:
        "Every mail type's template in use: the agency's (or the default) and parks' own; by type and park (0: the agency's only)",
      query: templateSearchQuery,
      auth: AUTH,
      response: templateRowsResponseSchema,
      handler: async ({ tenantId, query }) => {
        const [stored, names] = await Promise.all([listTemplates(tenantId), parkNames(tenantId)]);
        const rows: TemplateRow[] = [];
        for (const type of TEMPLATE_TYPES) {
          if (query.type !== undefined && query.type !== type) continue;
          const ofType = stored.filter((t) => t.type === type);
          rows.push(
            toRow(
              type,
              null,
              ofType.find((t) => t.locationId === null),
              names,
            ),
          );
          if (query.locationId === 0) continue;
          rows.push(
            ...ofType
              .filter((t) => t.locationId !== null)
              .filter((t) => query.locationId === undefined || t.locationId === query.locationId)
              .map((t) => toRow(type, t.locationId, t, names))
              .sort((a, b) => a.locationName.localeCompare(b.locationName)),
          );
        }
        return { data: rows };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCommunicationTemplate/{templateId}',
      operationId: 'adminGetCommunicationTemplate',
      summary:
        "One template with its body: the agency's of a type (its default until customised) or a park's own",
      params: templateIdParams,
      query: noQuery,
      auth: AUTH,
      response: adminTemplateResponseSchema,
      handler: async ({ tenantId, params }) => {
        const t = await resolve(tenantId, params.templateId);
        if (t.locationId !== null && !t.stored) throw notFound('CommunicationTemplate', params.templateId);
        return { data: toTemplate(t.type, t.locationId, t.stored, t.names) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCommunicationTemplate/{templateId}/history',
      operationId: 'adminCommunicationTemplateHistory',
      summary: "A template's audit history, newest first",
      params: templateIdParams,
      query: noQuery,
      auth: AUTH,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => {
        const key = parseTemplateId(params.templateId);
        if (!key) throw notFound('CommunicationTemplate', params.templateId);
        return { data: toHistory(await listTemplateHistory(tenantId, key.type, key.locationId)) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminCommunicationTemplate',
      operationId: 'adminAddCommunicationTemplate',
      summary: "Adds a park's own template of a mail type (or customises the agency's)",
      query: noQuery,
      body: templateAddSchema,
      auth: AUTH,
      response: adminTemplateResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        assertValid(body.type, body.locationId, body);
        assertMayWrite(staff, body.locationId);
        const t = await resolve(tenantId, templateId(body.type, body.locationId));
        const info = TEMPLATE_CATALOGUE[body.type];
        if (t.stored)
          throw new RefusedError([
            TEMPLATE_MESSAGE.exists(
              info.name,
              t.locationId === null ? 'The agency' : t.names.get(t.locationId)!,
            ),
          ]);
        const at = new Date().toISOString();
        const record: TemplateRecord = {
          type: body.type,
          locationId: body.locationId,
          subject: body.subject,
          body: body.body,
          ...touched(undefined, staff.username, at),
        };
        const entry = auditEntry(staff, at, 'Template added', diffFields(undefined, record, FIELDS));
        if (!(await saveTemplate(tenantId, record, undefined, entry))) refuseChanged('template');
        return { data: toTemplate(record.type, record.locationId, record, t.names) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminCommunicationTemplate/{templateId}',
      operationId: 'adminEditCommunicationTemplate',
      summary:
        "Changes a template's subject and body over the version read (the agency's default: customises it)",
      params: templateIdParams,
      query: noQuery,
      body: templateEditSchema,
      auth: AUTH,
      response: adminTemplateResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const t = await resolve(tenantId, params.templateId);
        if (t.locationId !== null && !t.stored) throw notFound('CommunicationTemplate', params.templateId);
        assertMayWrite(staff, t.locationId);
        assertVersion('template', t.stored ?? {}, body.dateLastModified);
        assertValid(t.type, t.locationId, body);
        const before = t.stored ?? { ...TEMPLATE_CATALOGUE[t.type].defaults };
        const at = new Date().toISOString();
        const record: TemplateRecord = {
          type: t.type,
          locationId: t.locationId,
          subject: body.subject,
          body: body.body,
          ...touched(t.stored, staff.username, at),
        };
        const changes = diffFields(before, record, FIELDS);
        if (changes.length === 0) return { data: toTemplate(t.type, t.locationId, t.stored, t.names) };
        const entry = auditEntry(staff, at, t.stored ? 'Template changed' : 'Template customised', changes);
        if (!(await saveTemplate(tenantId, record, t.stored, entry))) refuseChanged('template');
        return { data: toTemplate(t.type, t.locationId, record, t.names) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: 'admin/AdminCommunicationTemplate/{templateId}',
      operationId: 'adminResetCommunicationTemplate',
      summary:
        "Removes a customised template (the version read, dateLastModified in the query): a park's falls back to the agency's, the agency's to the default; its history stays",
      params: templateIdParams,
      query: templateResetQuery,
      auth: AUTH,
      response: adminTemplateResponseSchema,
      handler: async ({ tenantId, params, query, auth }) => {
        const staff = staffOf(auth);
        const t = await resolve(tenantId, params.templateId);
        assertMayWrite(staff, t.locationId);
        if (!t.stored) throw new RefusedError([TEMPLATE_MESSAGE.nothingToReset]);
        assertVersion('template', t.stored, query.dateLastModified);
        const at = new Date().toISOString();
        const fallback = t.locationId === null ? TEMPLATE_CATALOGUE[t.type].defaults : undefined;
        const entry = auditEntry(
          staff,
          at,
          t.locationId === null ? 'Template reset to the default' : "Park's own template removed",
          FIELDS.map((field) => ({
            field,
            oldValue: t.stored![field],
            newValue: fallback ? fallback[field] : null,
          })),
        );
        if (!(await deleteTemplate(tenantId, t.stored, entry))) refuseChanged('template');
        const agency = t.locationId === null ? undefined : await getTemplate(tenantId, t.type, null);
        return { data: toTemplate(t.type, null, agency, t.names) };
      },
    }),
  ],
};
