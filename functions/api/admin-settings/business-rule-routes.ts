/**
 * Business rules in the back office (admin §2.3 brm/*, SystemSettingsBusinessRules): each rule's rows
 * (a value for the agency, a park, or a product class at a park, from a start date to an optional end),
 * and the agency's walk-in periods. A park's rows and walk-in periods need the permission at that park;
 * the agency's default rows need an agency-wide role. Validation and availability read the rows at once.
 */
import { noQuery } from '#contract/common';
import {
  type AdminRuleRow,
  type AdminWalkIn,
  type RuleRowRequest,
  ruleRowParams,
  ruleRowRequestSchema,
  ruleRowResponseSchema,
  ruleRowSearchQuery,
  ruleRowsResponseSchema,
  walkInParams,
  walkInRequestSchema,
  walkInResponseSchema,
  walkInSearchQuery,
  walkInSpotsQuery,
  walkInSpotsResponseSchema,
  walkInsResponseSchema,
} from '#contract/business-rules';
import { catalogueHistoryResponseSchema, deleteQuery, deletedResponseSchema } from '#contract/park-setup';
import { FORBIDDEN_LOCATION_MESSAGE } from '#contract/users';
import { type BusinessRuleRow, ruleRowProblems, rowStatus, rowsTakenOver } from '#domain/business-rules/rows';
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { ForbiddenError, notFound } from '#domain/errors';
import { PARK_SETUP_MESSAGE, diffFields, touched } from '#domain/park-setup';
import { ROLE, hasLocationPermission, hasPermission } from '#domain/permissions';
import { type RouteTable, type StaffAuth, defineRoute } from '#http/routes';
import {
  type StoredRuleRow,
  type StoredWalkIn,
  WALKIN_KIND,
  deleteRuleRow,
  deleteWalkIn,
  getRuleRow,
  getWalkIn,
  listParkWalkIns,
  listRuleRowHistory,
  listRuleRows,
  nextRuleRowId,
  nextWalkInId,
  saveRuleRows,
  saveWalkIn,
} from '#store/business-rules';
import { listLocations, listSpots } from '#store/locations';
import { REFERENCE_KIND } from '#store/keys';
import { listReference } from '#store/reference';
import { getTenant } from '#store/tenants';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  requirePark,
  staffOf,
  throwFieldErrors,
  toHistory,
} from '#api/shared/catalogue-records';

const PERMISSION = 'SystemSettingsBusinessRules';
const AUTH = { kind: 'staff', permissions: [PERMISSION] } as const;

export const BUSINESS_RULE_MESSAGE = {
  agencyNeedsRole: "Only agency administrators can change the agency's default rules.",
  ruleFixed: 'A row stays in its rule. Add a row to the other rule instead.',
  unknownProduct: 'Choose a product class that exists.',
  parkFixed: 'A walk-in period stays in its park.',
} as const;

/** May the caller change rows of this scope (null: the agency's default)? */
function mayEdit(staff: StaffAuth, locationId: number | null): boolean {
  if (locationId !== null) return hasLocationPermission(staff, PERMISSION, [locationId]);
  return (
    hasPermission(staff, PERMISSION) &&
    (staff.roleId === ROLE.SuperAdmin || staff.roleId === ROLE.AgencyAdmin)
  );
}

function assertMayEdit(staff: StaffAuth, locationId: number | null) {
  if (mayEdit(staff, locationId)) return;
  throw new ForbiddenError(
    locationId === null ? BUSINESS_RULE_MESSAGE.agencyNeedsRole : FORBIDDEN_LOCATION_MESSAGE,
  );
}

async function agencyToday(tenantId: TenantId): Promise<string> {
  const tenant = await getTenant(tenantId);
  return todayIn(tenant?.timezone ?? 'America/Denver', new Date());
}

/** The agency's parks and product classes by id, for names and the scope pickers. */
async function choices(tenantId: TenantId) {
  const [parks, products] = await Promise.all([
    listLocations(tenantId),
    listReference(tenantId, REFERENCE_KIND.product),
  ]);
  return {
    parks: new Map(parks.map((p) => [p.id, p.longName])),
    products: new Map(products.map((p) => [p.id, p.name])),
  };
}
type Names = Awaited<ReturnType<typeof choices>>;
const asList = (m: Map<number, string>) =>
  [...m].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));

function toAdminRow(staff: StaffAuth, row: StoredRuleRow, names: Names, today: string): AdminRuleRow {
  return {
    id: row.id,
    rule: row.rule,
    locationId: row.locationId,
    locationName: row.locationId === null ? 'Agency default' : (names.parks.get(row.locationId) ?? ''),
    productId: row.productId,
    productName: row.productId === null ? '' : (names.products.get(row.productId) ?? ''),
    value: row.value,
    startDate: row.startDate,
    endDate: row.endDate,
    status: rowStatus(row, today),
    canEdit: mayEdit(staff, row.locationId),
    ...auditOf(row),
  };
}

/** The fields a history shows, with the scope named rather than numbered. */
function audited(row: BusinessRuleRow, names: Names) {
  const park =
    row.locationId === null ? 'Agency default' : (names.parks.get(row.locationId) ?? String(row.locationId));
  const product = row.productId === null ? '' : ` / ${names.products.get(row.productId) ?? row.productId}`;
  return {
    scope: `${park}${product}`,
    value: row.value,
    startDate: row.startDate,
    endDate: row.endDate ?? 'No end',
  };
}
const AUDITED = ['scope', 'value', 'startDate', 'endDate'] as const;

/** Sort: the agency's row first, then by park, product class and start date. */
function listOrder(a: AdminRuleRow, b: AdminRuleRow) {
  const agency = (r: AdminRuleRow) => (r.locationId === null ? 0 : 1);
  return (
    agency(a) - agency(b) ||
    a.locationName.localeCompare(b.locationName) ||
    a.productName.localeCompare(b.productName) ||
    a.startDate.localeCompare(b.startDate) ||
    a.id - b.id
  );
}

async function requireRow(tenantId: TenantId, rowId: number) {
  const row = await getRuleRow(tenantId, rowId);
  if (!row) throw notFound('BusinessRule', rowId);
  return row;
}

/** The row a request makes, refused with field messages when its scope is unknown or it overlaps another. */
function checkedRow(
  id: number,
  req: RuleRowRequest,
  names: Names,
  others: readonly BusinessRuleRow[],
): BusinessRuleRow {
  const row: BusinessRuleRow = {
    id,
    rule: req.rule,
    locationId: req.locationId,
    productId: req.productId,
    value: req.value,
    startDate: req.startDate,
    endDate: req.endDate,
  };
  if (row.productId !== null && !names.products.has(row.productId))
    throwFieldErrors({ productId: [BUSINESS_RULE_MESSAGE.unknownProduct] });
  throwFieldErrors(ruleRowProblems(row, others));
  return row;
}

function walkInStatus(p: Pick<StoredWalkIn, 'startDate' | 'endDate'>, today: string) {
  return rowStatus(p, today);
}

async function toAdminWalkIn(
  tenantId: TenantId,
  staff: StaffAuth,
  p: StoredWalkIn,
  parkName: string,
  today: string,
  spotNames?: Map<number, string>,
): Promise<AdminWalkIn> {
  const names = spotNames ?? new Map((await listSpots(tenantId, p.locationId)).map((s) => [s.id, s.name]));
  return {
    id: p.id,
    locationId: p.locationId,
    locationName: parkName,
    spotIds: p.spotIds,
    spotNames: p.spotIds.map((id) => names.get(id) ?? String(id)),
    startDate: p.startDate,
    endDate: p.endDate,
    status: walkInStatus(p, today),
    canEdit: mayEdit(staff, p.locationId),
    ...auditOf(p),
  };
}

async function requireWalkIn(tenantId: TenantId, locationId: number, periodId: number) {
  const period = await getWalkIn(tenantId, locationId, periodId);
  if (!period) throw notFound('WalkInPeriod', periodId);
  return period;
}

/** The spots of a walk-in period, which must be the park's. */
async function walkInSpots(tenantId: TenantId, locationId: number, spotIds: number[]) {
  const spots = await listSpots(tenantId, locationId);
  const inPark = new Set(spots.map((s) => s.id));
  if (spotIds.some((id) => !inPark.has(id)))
    throwFieldErrors({ spotIds: [PARK_SETUP_MESSAGE.spotsNotInPark] });
  return {
    spotIds: [...new Set(spotIds)].sort((a, b) => a - b),
    names: new Map(spots.map((s) => [s.id, s.name])),
  };
}

const WALKIN_FIELDS = ['spotIds', 'startDate', 'endDate'] as const;

export const businessRuleRoutes: RouteTable = {
  context: 'admin-settings',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminBusinessRule/rows',
      operationId: 'adminBusinessRuleRows',
      summary:
        "One rule's rows in effect and scheduled (ended ones on request): the agency's, and every park's or one park's",
      query: ruleRowSearchQuery,
      auth: AUTH,
      response: ruleRowsResponseSchema,
      handler: async ({ tenantId, query, auth }) => {
        const staff = staffOf(auth);
        const [{ rows }, names, today] = await Promise.all([
          listRuleRows(tenantId),
          choices(tenantId),
          agencyToday(tenantId),
        ]);
        const wanted = rows.filter(
          (r) =>
            r.rule === query.rule &&
            (query.locationId === undefined || r.locationId === null || r.locationId === query.locationId) &&
            (query.includeEnded || r.endDate === null || r.endDate >= today),
        );
        return {
          data: {
            rows: wanted.map((r) => toAdminRow(staff, r, names, today)).sort(listOrder),
            parks: asList(names.parks),
            productClasses: asList(names.products),
            today,
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminBusinessRule/rows/{rowId}',
      operationId: 'adminGetBusinessRuleRow',
      summary: 'One rule row with its audit fields',
      params: ruleRowParams,
      query: noQuery,
      auth: AUTH,
      response: ruleRowResponseSchema,
      handler: async ({ tenantId, params, auth }) => {
        const [row, names, today] = await Promise.all([
          requireRow(tenantId, params.rowId),
          choices(tenantId),
          agencyToday(tenantId),
        ]);
        return { data: toAdminRow(staffOf(auth), row, names, today) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminBusinessRule/rows/{rowId}/history',
      operationId: 'adminBusinessRuleRowHistory',
      summary: "A rule row's audit history, newest first",
      params: ruleRowParams,
      query: noQuery,
      auth: AUTH,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: toHistory(await listRuleRowHistory(tenantId, params.rowId)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminBusinessRule/rows',
      operationId: 'adminAddBusinessRuleRow',
      summary: 'Adds a rule row for the agency, a park or a product class at a park, from a start date',
      query: noQuery,
      body: ruleRowRequestSchema,
      auth: AUTH,
      response: ruleRowResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        assertMayEdit(staff, body.locationId);
        if (body.locationId !== null) await requirePark(tenantId, body.locationId);
        const [{ rows, version }, names, today] = await Promise.all([
          listRuleRows(tenantId, true),
          choices(tenantId),
          agencyToday(tenantId),
        ]);
        const scope = { rule: body.rule, locationId: body.locationId, productId: body.productId };
        const ended = body.endPrevious ? rowsTakenOver({ ...scope, startDate: body.startDate }, rows) : [];
        for (const e of ended) assertMayEdit(staff, e.locationId);
        const endedIds = new Set(ended.map((e) => e.id));
        const candidate = checkedRow(0, body, names, [...rows.filter((r) => !endedIds.has(r.id)), ...ended]);
        const id = await nextRuleRowId(tenantId);
        const now = at();
        const row: StoredRuleRow = { ...candidate, id, ...touched(undefined, staff.username, now) };
        const added = diffFields(undefined, audited(row, names), AUDITED);
        const changes = [
          { row, rowVersion: null, entry: auditEntry(staff, now, 'Rule row added', added) },
          ...ended.map((e) => {
            const before = rows.find((r) => r.id === e.id)!;
            const after: StoredRuleRow = {
              ...before,
              endDate: e.endDate,
              ...touched(before, staff.username, now),
            };
            const diff = diffFields(audited(before, names), audited(after, names), AUDITED);
            return {
              row: after,
              rowVersion: before.dateLastModified ?? '',
              entry: auditEntry(staff, now, `Rule row ended: row ${id} takes over`, diff),
            };
          }),
        ];
        if (!(await saveRuleRows(tenantId, changes, version))) refuseChanged('business rule');
        return { data: toAdminRow(staff, row, names, today) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminBusinessRule/rows/{rowId}',
      operationId: 'adminEditBusinessRuleRow',
      summary: "Changes a rule row's scope, value or dates (to end it, its end date) over the version read",
      params: ruleRowParams,
      query: noQuery,
      body: ruleRowRequestSchema,
      auth: AUTH,
      response: ruleRowResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        const before = await requireRow(tenantId, params.rowId);
        assertMayEdit(staff, before.locationId);
        assertMayEdit(staff, body.locationId);
        const seen = assertVersion('business rule', before, body.dateLastModified);
        if (body.rule !== before.rule) throwFieldErrors({ rule: [BUSINESS_RULE_MESSAGE.ruleFixed] });
        if (body.locationId !== null) await requirePark(tenantId, body.locationId);
        const [{ rows, version }, names, today] = await Promise.all([
          listRuleRows(tenantId, true),
          choices(tenantId),
          agencyToday(tenantId),
        ]);
        const now = at();
        const row: StoredRuleRow = {
          ...checkedRow(before.id, body, names, rows),
          ...touched(before, staff.username, now),
        };
        const changes = diffFields(audited(before, names), audited(row, names), AUDITED);
        if (changes.length === 0) return { data: toAdminRow(staff, before, names, today) };
        const entry = auditEntry(staff, now, 'Rule row changed', changes);
        if (!(await saveRuleRows(tenantId, [{ row, rowVersion: seen, entry }], version)))
          refuseChanged('business rule');
        return { data: toAdminRow(staff, row, names, today) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: 'admin/AdminBusinessRule/rows/{rowId}',
      operationId: 'adminDeleteBusinessRuleRow',
      summary: 'Deletes a rule row (the version read, dateLastModified in the query); its history stays',
      params: ruleRowParams,
      query: deleteQuery,
      auth: AUTH,
      response: deletedResponseSchema,
      handler: async ({ tenantId, params, query, auth }) => {
        const staff = staffOf(auth);
        const before = await requireRow(tenantId, params.rowId);
        assertMayEdit(staff, before.locationId);
        const seen = assertVersion('business rule', before, query.dateLastModified);
        const [{ version }, names] = await Promise.all([listRuleRows(tenantId, true), choices(tenantId)]);
        const entry = auditEntry(
          staff,
          at(),
          'Rule row deleted',
          diffFields(
            audited(before, names),
            { scope: null, value: null, startDate: null, endDate: null },
            AUDITED,
          ),
        );
        if (!(await deleteRuleRow(tenantId, before, { rowVersion: seen, setVersion: version }, entry)))
          refuseChanged('business rule');
        return { data: { id: before.id } };
      },
    }),

    // ------------------------------------------------------------------------------ walk-in periods
    defineRoute({
      method: 'GET',
      path: 'admin/AdminBusinessRule/walkin',
      operationId: 'adminWalkInPeriods',
      summary: 'Walk-in periods of every park or one park, current and scheduled (ended ones on request)',
      query: walkInSearchQuery,
      auth: AUTH,
      response: walkInsResponseSchema,
      handler: async ({ tenantId, query, auth }) => {
        const staff = staffOf(auth);
        const [parks, today] = await Promise.all([listLocations(tenantId), agencyToday(tenantId)]);
        const shown = parks.filter((p) => query.locationId === undefined || p.id === query.locationId);
        const lists = await Promise.all(
          shown.map(async (p) => {
            const periods = (await listParkWalkIns(tenantId, p.id)).filter(
              (w) => query.includeEnded || w.endDate >= today,
            );
            if (periods.length === 0) return [];
            const spotNames = new Map((await listSpots(tenantId, p.id)).map((s) => [s.id, s.name]));
            return Promise.all(
              periods.map((w) => toAdminWalkIn(tenantId, staff, w, p.longName, today, spotNames)),
            );
          }),
        );
        return {
          data: {
            periods: lists
              .flat()
              .sort(
                (a, b) =>
                  a.startDate.localeCompare(b.startDate) ||
                  a.locationName.localeCompare(b.locationName) ||
                  a.id - b.id,
              ),
            parks: asList(new Map(parks.map((p) => [p.id, p.longName]))),
            today,
          },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminBusinessRule/walkin/spots',
      operationId: 'adminWalkInSpots',
      summary: "A park's spots, by name, to keep some of them for walk-in guests",
      query: walkInSpotsQuery,
      auth: AUTH,
      response: walkInSpotsResponseSchema,
      handler: async ({ tenantId, query }) => {
        await requirePark(tenantId, query.locationId);
        const spots = await listSpots(tenantId, query.locationId);
        return {
          data: spots
            .map((s) => ({ id: s.id, name: s.name }))
            .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }) || a.id - b.id),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminBusinessRule/walkin/{locationId}/{periodId}',
      operationId: 'adminGetWalkInPeriod',
      summary: 'One walk-in period with its audit fields',
      params: walkInParams,
      query: noQuery,
      auth: AUTH,
      response: walkInResponseSchema,
      handler: async ({ tenantId, params, auth }) => {
        const park = await requirePark(tenantId, params.locationId);
        const period = await requireWalkIn(tenantId, params.locationId, params.periodId);
        const today = await agencyToday(tenantId);
        return { data: await toAdminWalkIn(tenantId, staffOf(auth), period, park.longName, today) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminBusinessRule/walkin/{locationId}/{periodId}/history',
      operationId: 'adminWalkInPeriodHistory',
      summary: "A walk-in period's audit history, newest first",
      params: walkInParams,
      query: noQuery,
      auth: AUTH,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: toHistory(await listRuleRowHistory(tenantId, params.periodId, WALKIN_KIND)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminBusinessRule/walkin',
      operationId: 'adminAddWalkInPeriod',
      summary: "Keeps a park's spots (or chosen ones) for walk-in guests over a date range",
      query: noQuery,
      body: walkInRequestSchema,
      auth: AUTH,
      response: walkInResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        const locationId = body.locationId!;
        assertMayEdit(staff, locationId);
        const park = await requirePark(tenantId, locationId);
        const { spotIds, names } = await walkInSpots(tenantId, locationId, body.spotIds);
        const id = await nextWalkInId(tenantId);
        const now = at();
        const period: StoredWalkIn = {
          id,
          locationId,
          spotIds,
          startDate: body.startDate,
          endDate: body.endDate,
          ...touched(undefined, staff.username, now),
        };
        const entry = auditEntry(
          staff,
          now,
          'Walk-in period added',
          diffFields(undefined, period, WALKIN_FIELDS),
        );
        if (!(await saveWalkIn(tenantId, period, null, entry))) refuseChanged('walk-in period');
        const today = await agencyToday(tenantId);
        return { data: await toAdminWalkIn(tenantId, staff, period, park.longName, today, names) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminBusinessRule/walkin/{locationId}/{periodId}',
      operationId: 'adminEditWalkInPeriod',
      summary: "Changes a walk-in period's spots and dates over the version read",
      params: walkInParams,
      query: noQuery,
      body: walkInRequestSchema,
      auth: AUTH,
      response: walkInResponseSchema,
      handler: async ({ tenantId, params, body, auth }) => {
        const staff = staffOf(auth);
        assertMayEdit(staff, params.locationId);
        if (body.locationId !== params.locationId)
          throwFieldErrors({ locationId: [BUSINESS_RULE_MESSAGE.parkFixed] });
        const park = await requirePark(tenantId, params.locationId);
        const before = await requireWalkIn(tenantId, params.locationId, params.periodId);
        const seen = assertVersion('walk-in period', before, body.dateLastModified);
        const { spotIds, names } = await walkInSpots(tenantId, params.locationId, body.spotIds);
        const period: StoredWalkIn = {
          ...before,
          spotIds,
          startDate: body.startDate,
          endDate: body.endDate,
          ...touched(before, staff.username, at()),
        };
        const changes = diffFields(before, period, WALKIN_FIELDS);
        if (changes.length) {
          const entry = auditEntry(staff, period.dateLastModified!, 'Walk-in period changed', changes);
          if (!(await saveWalkIn(tenantId, period, seen, entry))) refuseChanged('walk-in period');
        }
        const today = await agencyToday(tenantId);
        return {
          data: await toAdminWalkIn(
            tenantId,
            staff,
            changes.length ? period : before,
            park.longName,
            today,
            names,
          ),
        };
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: 'admin/AdminBusinessRule/walkin/{locationId}/{periodId}',
      operationId: 'adminDeleteWalkInPeriod',
      summary: 'Deletes a walk-in period (the version read): its days are on sale to the public again',
      params: walkInParams,
      query: deleteQuery,
      auth: AUTH,
      response: deletedResponseSchema,
      handler: async ({ tenantId, params, query, auth }) => {
        const staff = staffOf(auth);
        assertMayEdit(staff, params.locationId);
        const before = await requireWalkIn(tenantId, params.locationId, params.periodId);
        const seen = assertVersion('walk-in period', before, query.dateLastModified);
        const entry = auditEntry(staff, at(), 'Walk-in period deleted', [
          { field: 'dates', oldValue: `${before.startDate} to ${before.endDate}`, newValue: null },
        ]);
        if (!(await deleteWalkIn(tenantId, before, seen, entry))) refuseChanged('walk-in period');
        return { data: { id: before.id } };
      },
    }),
  ],
};

function at(): string {
  return new Date().toISOString();
}
