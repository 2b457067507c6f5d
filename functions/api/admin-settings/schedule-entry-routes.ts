/**
 * The routes of one kind of fee schedule entry staff keep (fee rules, add-ons): list (of a park, the
 * agency-wide ones included), read, history, add, and change over the version read. An entry is turned
 * off rather than deleted (`isActive`), so the reservations that bought it still name what it was. A
 * write needs the permission at each park the entry names, before and after; one for every park, at
 * every park. SKUs are unique within the kind (the money reports count by them).
 */
import type { z } from 'zod';
import { feeSearchQuery } from '#contract/fees';
import type { TenantId } from '#domain/catalogue';
import type { HistoryEntry } from '#domain/audit';
import { type CatalogueAudit, diffFields } from '#domain/park-setup';
import { FEE_MESSAGE } from '#domain/pricing/fee-settings';
import { SEASON_MESSAGE } from '#domain/seasons';
import type { CatalogueKind } from '#store/catalogue-writer';
import { throwFieldErrors } from '#api/shared/catalogue-records';
import { PRICING, assertAtParksNamed, parkNames } from './season-shared.ts';
import { versionedListRoutes } from './versioned-list-routes.ts';

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
  return versionedListRoutes({
    base: `admin/${k.prefix}`,
    operationIds: {
      search: `admin${k.operation}Search`,
      get: `adminGet${k.operation}`,
      history: `admin${k.operation}History`,
      add: `adminAdd${k.operation}`,
      edit: `adminEdit${k.operation}`,
    },
    summaries: {
      search: `The agency's ${k.noun}s, inactive ones too; of one park (agency-wide ones included) or all`,
      get: `One ${k.noun} with its audit fields`,
      add: `Adds a ${k.noun}; quotes and carts charge it at once`,
      edit: `Changes a ${k.noun} over the version read (or turns it off); sold stays keep their price`,
    },
    noun: k.noun,
    entity: k.operation,
    history: k.historyKind,
    permission: PRICING,
    request: k.request,
    searchQuery: feeSearchQuery,
    one: k.response,
    many: k.listResponse,
    load: async (tenantId: TenantId) => {
      const [records, parks] = await Promise.all([k.list(tenantId), parkNames(tenantId)]);
      return { records, parks };
    },
    get: k.get,
    search: ({ records }, query) =>
      records
        .filter(
          (e) =>
            query.locationId === undefined ||
            e.locationIds.length === 0 ||
            e.locationIds.includes(query.locationId),
        )
        .sort(k.order),
    /** The entry a request makes, refused with field messages for unknown parks or a SKU already used. */
    build: (id: number, req: R, before: S | undefined, { records, parks }) => {
      const entry = k.from(
        id,
        { ...req, locationIds: [...new Set(req.locationIds)].sort((a, b) => a - b) },
        before,
      );
      const errors: Record<string, string[]> = {};
      if (entry.locationIds.some((p) => !parks.has(p))) errors.locationIds = [SEASON_MESSAGE.unknownPark];
      const other = records.find((e) => e.id !== id && e.sku.toUpperCase() === entry.sku.toUpperCase());
      if (other) errors.sku = [FEE_MESSAGE.duplicateSku(entry.sku, other.name)];
      throwFieldErrors(errors);
      return entry;
    },
    keepsUnbuilt: false,
    changes: (before, after, { parks }) =>
      diffFields(before && k.audit(before, parks), k.audit(after, parks), k.auditFields),
    write: (tenantId, _id, entry, seen, audit) => k.write(tenantId, entry, seen, audit),
    toRow: (entry, { parks }) => k.toWire(entry, parks),
    // A write needs the permission at each park the entry names, before and after.
    authorise: async (tenantId, staff, before, req) => {
      if (before) await assertAtParksNamed(tenantId, staff, PRICING, before.locationIds);
      await assertAtParksNamed(tenantId, staff, PRICING, req.locationIds);
    },
  });
}
