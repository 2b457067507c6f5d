/**
 * Date blocks (admin §2.3 date-block-management, SystemSettingsDateManagement at each park they name, every
 * park for an agency-wide block): holiday days with their own rates or a surcharge over the season's.
 */
import { noQuery } from '#contract/common';
import { catalogueHistoryResponseSchema, deleteQuery, deletedResponseSchema } from '#contract/park-setup';
import {
  type AdminDateBlock,
  type DateBlockRequest,
  dateBlockIdParams,
  dateBlockRequestSchema,
  dateBlockResponseSchema,
  dateBlocksResponseSchema,
  seasonSearchQuery,
} from '#contract/seasons';
import type { TenantId } from '#domain/catalogue';
import { notFound } from '#domain/errors';
import { diffFields, touched } from '#domain/park-setup';
import { formatCents } from '#domain/display-format';
import { SEASON_MESSAGE, blockDays, centsToDollarText, dateBlockConflict } from '#domain/seasons';
import { type StaffAuth, defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { type StoredDateBlock, getDateBlock, listDateBlocks, writeDateBlock } from '#store/seasons';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  staffOf,
  throwFieldErrors,
  toHistory,
} from '#api/shared/catalogue-records';
import {
  DATES,
  stamp,
  type ProductNames,
  productsById,
  toRates,
  ratesText,
  ratesOf,
  assertAtParksNamed,
  parkNames,
  gone,
} from './season-shared.ts';

const BLOCK_AUDIT = ['name', 'description', 'parks', 'days', 'rates', 'surcharge'] as const;

function toDateBlock(b: StoredDateBlock, parks: Map<number, string>, products: ProductNames): AdminDateBlock {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    locationIds: b.locationIds,
    locationNames: b.locationIds.length
      ? b.locationIds.map((id) => parks.get(id) ?? `Park ${id}`)
      : ['All parks'],
    days: [...b.days].sort((x, y) => x.date.localeCompare(y.date)),
    rates: toRates(b.rates, products),
    surchargeCents: b.surchargeCents,
    surcharge: centsToDollarText(b.surchargeCents),
    ...auditOf(b),
  };
}

const blockAudit = (b: StoredDateBlock | undefined, parks: Map<number, string>, products: ProductNames) =>
  b && {
    name: b.name,
    description: b.description,
    parks: toDateBlock(b, parks, products).locationNames.join(', '),
    days: b.days
      .map((d) => d.date)
      .sort()
      .join(', '),
    rates: ratesText(b.rates, products),
    surcharge: formatCents(b.surchargeCents),
  };

/** An agency-wide block (no parks) needs the permission at every park. */
const assertMayWriteBlock = (tenantId: TenantId, staff: StaffAuth, locationIds: readonly number[]) =>
  assertAtParksNamed(tenantId, staff, DATES, locationIds);

async function requireDateBlock(tenantId: TenantId, id: number) {
  const block = await getDateBlock(tenantId, id);
  if (!block) throw notFound('DateBlock', id);
  return block;
}

async function dateBlockFrom(
  tenantId: TenantId,
  id: number,
  req: DateBlockRequest,
  before: StoredDateBlock | undefined,
  parks: Map<number, string>,
  products: ProductNames,
) {
  const locationIds = [...new Set(req.locationIds)].sort((a, b) => a - b);
  if (locationIds.some((p) => !parks.has(p))) throwFieldErrors({ locationIds: [SEASON_MESSAGE.unknownPark] });
  const block: StoredDateBlock = {
    ...(before ?? {}),
    id,
    name: req.name,
    description: req.description,
    locationIds,
    days: blockDays(id, req.days, before?.days),
    rates: ratesOf(req, products),
    surchargeCents: req.surcharge,
  };
  const clash = dateBlockConflict(block, await listDateBlocks(tenantId));
  if (clash) throwFieldErrors({ days: [SEASON_MESSAGE.blockOverlap(clash.other.name, clash.date)] });
  return block;
}

export const blockRoutes = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/dateblock/search',
    operationId: 'adminDateBlockSearch',
    summary:
      'Date blocks (holiday weekends) with a day in a year, of one park (agency-wide ones included) or all',
    query: seasonSearchQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlocksResponseSchema,
    handler: async ({ tenantId, query }) => {
      const [blocks, parks, products] = await Promise.all([
        listDateBlocks(tenantId),
        parkNames(tenantId),
        productsById(tenantId),
      ]);
      return {
        data: blocks
          .filter((b) => query.year === undefined || b.days.some((d) => d.date.startsWith(`${query.year}-`)))
          .filter(
            (b) =>
              query.locationId === undefined ||
              b.locationIds.length === 0 ||
              b.locationIds.includes(query.locationId),
          )
          .map((b) => toDateBlock(b, parks, products))
          .sort((a, b) => (a.days[0]?.date ?? '').localeCompare(b.days[0]?.date ?? '') || a.id - b.id),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/dateblock/{blockId}',
    operationId: 'adminGetDateBlock',
    summary: 'One date block with its days, rates and audit fields',
    params: dateBlockIdParams,
    query: noQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlockResponseSchema,
    handler: async ({ tenantId, params }) => {
      const [block, parks, products] = await Promise.all([
        requireDateBlock(tenantId, params.blockId),
        parkNames(tenantId),
        productsById(tenantId),
      ]);
      return { data: toDateBlock(block, parks, products) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/dateblock/{blockId}/history',
    operationId: 'adminDateBlockHistory',
    summary: "A date block's audit history, newest first",
    params: dateBlockIdParams,
    query: noQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: catalogueHistoryResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: toHistory(await listCatalogueHistory(tenantId, 'DATEBLOCK', params.blockId)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSeason/dateblock',
    operationId: 'adminAddDateBlock',
    summary:
      'Adds a date block: days with their own rates per product class, or a surcharge on the season rate',
    query: noQuery,
    body: dateBlockRequestSchema,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlockResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const staff = staffOf(auth);
      await assertMayWriteBlock(tenantId, staff, body.locationIds);
      const [parks, products] = await Promise.all([parkNames(tenantId), productsById(tenantId)]);
      await dateBlockFrom(tenantId, 0, body, undefined, parks, products);
      const id = await nextCatalogueId(tenantId, 'DATEBLOCK', async () =>
        Math.max(0, ...(await listDateBlocks(tenantId)).map((b) => b.id)),
      );
      const at = stamp();
      const block = {
        ...(await dateBlockFrom(tenantId, id, body, undefined, parks, products)),
        ...touched(undefined, staff.username, at),
      };
      const changes = diffFields(undefined, blockAudit(block, parks, products)!, BLOCK_AUDIT);
      const entry = auditEntry(staff, at, 'Date block added', changes);
      if (!(await writeDateBlock(tenantId, block, null, entry))) refuseChanged('date block');
      return { data: toDateBlock(block, parks, products) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminSeason/dateblock/{blockId}',
    operationId: 'adminEditDateBlock',
    summary: "Changes a date block's days, parks, rates and surcharge over the version read",
    params: dateBlockIdParams,
    query: noQuery,
    body: dateBlockRequestSchema,
    auth: { kind: 'staff', permissions: [DATES] },
    response: dateBlockResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      const before = await requireDateBlock(tenantId, params.blockId);
      await assertMayWriteBlock(tenantId, staff, before.locationIds);
      await assertMayWriteBlock(tenantId, staff, body.locationIds);
      const seen = assertVersion('date block', before, body.dateLastModified);
      const [parks, products] = await Promise.all([parkNames(tenantId), productsById(tenantId)]);
      const draft = await dateBlockFrom(tenantId, before.id, body, before, parks, products);
      const changes = diffFields(
        blockAudit(before, parks, products),
        blockAudit(draft, parks, products)!,
        BLOCK_AUDIT,
      );
      if (changes.length === 0) return { data: toDateBlock(before, parks, products) };
      const at = stamp();
      const block = { ...draft, ...touched(before, staff.username, at) };
      const entry = auditEntry(staff, at, 'Date block changed', changes);
      if (!(await writeDateBlock(tenantId, block, seen, entry))) refuseChanged('date block');
      return { data: toDateBlock(block, parks, products) };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: 'admin/AdminSeason/dateblock/{blockId}',
    operationId: 'adminDeleteDateBlock',
    summary: 'Deletes a date block (the version read): its days take the season rates again',
    params: dateBlockIdParams,
    query: deleteQuery,
    auth: { kind: 'staff', permissions: [DATES] },
    response: deletedResponseSchema,
    handler: async ({ tenantId, params, query, auth }) => {
      const staff = staffOf(auth);
      const before = await requireDateBlock(tenantId, params.blockId);
      await assertMayWriteBlock(tenantId, staff, before.locationIds);
      const seen = assertVersion('date block', before, query.dateLastModified);
      const [parks, products] = await Promise.all([parkNames(tenantId), productsById(tenantId)]);
      const entry = auditEntry(
        staff,
        stamp(),
        'Date block deleted',
        diffFields(blockAudit(before, parks, products), gone(BLOCK_AUDIT), BLOCK_AUDIT),
      );
      if (!(await writeDateBlock(tenantId, before, seen, entry, true))) refuseChanged('date block');
      return { data: { id: before.id } };
    },
  }),
];
