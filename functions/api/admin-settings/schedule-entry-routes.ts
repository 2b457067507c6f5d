/**
 * The routes of one kind of fee schedule entry staff keep (fee rules, add-ons): list (of a park, the
 * agency-wide ones included), read, history, add, and change over the version read. An entry is turned
 * off rather than deleted (`isActive`), so the reservations that bought it still name what it was. A
 * write needs the permission at each park the entry names, before and after; one for every park, at
 * every park. SKUs are unique within the kind (the money reports count by them).
 */
import type { z } from 'zod';
import { noQuery } from '#contract/common';
import { scheduleEntryParams, feeSearchQuery } from '#contract/fees';
import { catalogueHistoryResponseSchema } from '#contract/park-setup';
import type { TenantId } from '#domain/catalogue';
import type { HistoryEntry } from '#domain/audit';
import { notFound } from '#domain/errors';
import { type CatalogueAudit, diffFields, touched } from '#domain/park-setup';
import { FEE_MESSAGE } from '#domain/pricing/fee-settings';
import { SEASON_MESSAGE } from '#domain/seasons';
import { defineRoute } from '#http/routes';
import { type CatalogueKind, listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import {
  assertVersion,
  auditEntry,
  refuseChanged,
  staffOf,
  throwFieldErrors,
  toHistory,
} from '#api/shared/catalogue-records';
import { PRICING, assertAtParksNamed, parkNames, stamp } from './season-shared.ts';

interface Entry extends Partial<CatalogueAudit> {
  id: number;
  name: string;
  sku: string;
  locationIds: number[];
}

interface EntryRequest {
  sku: string;
  locationIds: number[];
  dateLastModified?: string | undefined;
}

type Parks = Map<number, string>;

export interface ScheduleEntryKind<S extends Entry, R extends EntryRequest, F extends string> {
  /** 'AdminFee': paths admin/AdminFee/search, admin/AdminFee/{id}, ... */
  prefix: string;
  /** 'fee', 'add-on': in summaries, refusals and audit entries. */
  noun: string;
  /** 'Fee', 'AddOn': operation ids. */
  operation: string;
  historyKind: CatalogueKind;
  request: z.ZodType<R>;
  response: z.ZodType;
  listResponse: z.ZodType;
  list(tenantId: TenantId): Promise<S[]>;
  get(tenantId: TenantId, id: number): Promise<S | undefined>;
  write(tenantId: TenantId, entry: S, seenVersion: string | null, audit: HistoryEntry): Promise<boolean>;
  /** The entry a request makes (audit fields kept from `before`, set by the routes after). */
  from(id: number, req: R, before: S | undefined): S;
  auditFields: readonly F[];
  audit(entry: S, parks: Parks): Record<F, unknown>;
  toWire(entry: S, parks: Parks): object;
  order(a: S, b: S): number;
}

/** Park names of an entry's parks ('All parks' for none). */
export const namesOf = (locationIds: readonly number[], parks: Parks) =>
  locationIds.length ? locationIds.map((id) => parks.get(id) ?? `Park ${id}`) : ['All parks'];

export function scheduleEntryRoutes<S extends Entry, R extends EntryRequest, F extends string>(
  k: ScheduleEntryKind<S, R, F>,
) {
  const auth = { kind: 'staff', permissions: [PRICING] } as const;
  const capital = k.noun[0]!.toUpperCase() + k.noun.slice(1);

  async function requireEntry(tenantId: TenantId, id: number) {
    const found = await k.get(tenantId, id);
    if (!found) throw notFound(k.operation, id);
    return found;
  }

  /** The entry a request makes, refused with field messages for unknown parks or a SKU already used. */
  async function checked(tenantId: TenantId, id: number, req: R, before: S | undefined, parks: Parks) {
    const entry = k.from(
      id,
      { ...req, locationIds: [...new Set(req.locationIds)].sort((a, b) => a - b) },
      before,
    );
    const errors: Record<string, string[]> = {};
    if (entry.locationIds.some((p) => !parks.has(p))) errors.locationIds = [SEASON_MESSAGE.unknownPark];
    const other = (await k.list(tenantId)).find(
      (e) => e.id !== id && e.sku.toUpperCase() === entry.sku.toUpperCase(),
    );
    if (other) errors.sku = [FEE_MESSAGE.duplicateSku(entry.sku, other.name)];
    throwFieldErrors(errors);
    return entry;
  }

  return [
    defineRoute({
      method: 'GET',
      path: `admin/${k.prefix}/search`,
      operationId: `admin${k.operation}Search`,
      summary: `The agency's ${k.noun}s, inactive ones too; of one park (agency-wide ones included) or all`,
      query: feeSearchQuery,
      auth,
      response: k.listResponse,
      handler: async ({ tenantId, query }) => {
        const [entries, parks] = await Promise.all([k.list(tenantId), parkNames(tenantId)]);
        return {
          data: entries
            .filter(
              (e) =>
                query.locationId === undefined ||
                e.locationIds.length === 0 ||
                e.locationIds.includes(query.locationId),
            )
            .sort(k.order)
            .map((e) => k.toWire(e, parks)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `admin/${k.prefix}/{id}`,
      operationId: `adminGet${k.operation}`,
      summary: `One ${k.noun} with its audit fields`,
      params: scheduleEntryParams,
      query: noQuery,
      auth,
      response: k.response,
      handler: async ({ tenantId, params }) => {
        const [entry, parks] = await Promise.all([requireEntry(tenantId, params.id), parkNames(tenantId)]);
        return { data: k.toWire(entry, parks) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `admin/${k.prefix}/{id}/history`,
      operationId: `admin${k.operation}History`,
      summary: `A ${k.noun}'s audit history, newest first`,
      params: scheduleEntryParams,
      query: noQuery,
      auth,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: toHistory(await listCatalogueHistory(tenantId, k.historyKind, params.id)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: `admin/${k.prefix}`,
      operationId: `adminAdd${k.operation}`,
      summary: `Adds a ${k.noun}; quotes and carts charge it at once`,
      query: noQuery,
      body: k.request,
      auth,
      response: k.response,
      handler: async ({ tenantId, body, auth: caller }) => {
        const staff = staffOf(caller);
        await assertAtParksNamed(tenantId, staff, PRICING, body.locationIds);
        const parks = await parkNames(tenantId);
        await checked(tenantId, 0, body, undefined, parks);
        const id = await nextCatalogueId(tenantId, k.historyKind, async () =>
          Math.max(0, ...(await k.list(tenantId)).map((e) => e.id)),
        );
        const at = stamp();
        const made = await checked(tenantId, id, body, undefined, parks);
        const stored = { ...made, ...touched(undefined, staff.username, at) } as S;
        const changes = diffFields(undefined, k.audit(stored, parks), k.auditFields);
        const audit = auditEntry(staff, at, `${capital} added`, changes);
        if (!(await k.write(tenantId, stored, null, audit))) refuseChanged(k.noun);
        return { data: k.toWire(stored, parks) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: `admin/${k.prefix}/{id}`,
      operationId: `adminEdit${k.operation}`,
      summary: `Changes a ${k.noun} over the version read (or turns it off); sold stays keep their price`,
      params: scheduleEntryParams,
      query: noQuery,
      body: k.request,
      auth,
      response: k.response,
      handler: async ({ tenantId, params, body, auth: caller }) => {
        const staff = staffOf(caller);
        const before = await requireEntry(tenantId, params.id);
        await assertAtParksNamed(tenantId, staff, PRICING, before.locationIds);
        await assertAtParksNamed(tenantId, staff, PRICING, body.locationIds);
        const seen = assertVersion(k.noun, before, body.dateLastModified);
        const parks = await parkNames(tenantId);
        const draft = await checked(tenantId, before.id, body, before, parks);
        const changes = diffFields(k.audit(before, parks), k.audit(draft, parks), k.auditFields);
        if (changes.length === 0) return { data: k.toWire(before, parks) };
        const at = stamp();
        const stored = { ...draft, ...touched(before, staff.username, at) } as S;
        const audit = auditEntry(staff, at, `${capital} changed`, changes);
        if (!(await k.write(tenantId, stored, seen, audit))) refuseChanged(k.noun);
        return { data: k.toWire(stored, parks) };
      },
    }),
  ];
}
