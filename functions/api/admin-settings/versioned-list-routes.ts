/**
 * The routes of a list staff keep record by record: search, one record, its history, add, and change
 * over the version read. Every write is audited (who, when, old → new) in the record's transaction, and
 * a change that changes nothing writes nothing. A list gives its parts: what a request loads, the
 * record a request builds, the row it answers with, and how a record is read and kept.
 */
import type { z } from 'zod';
import { catalogueIdParams } from '#contract/catalogue-settings';
import { noQuery } from '#contract/common';
import { catalogueHistoryResponseSchema } from '#contract/park-setup';
import type { AuditChange, HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { notFound } from '#domain/errors';
import { type CatalogueAudit, touched } from '#domain/park-setup';
import type { PermissionName } from '#domain/permissions';
import { type Route, type StaffAuth, defineRoute } from '#http/routes';
import { type CatalogueKind, listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { assertVersion, auditEntry, refuseChanged, staffOf, toHistory } from '#api/shared/catalogue-records';

type Identified = { id: number };

/** A record as kept: with its audit fields (older records may lack them). */
export type Kept<Rec> = Rec & Partial<CatalogueAudit>;

export interface VersionedList<
  Req extends { dateLastModified?: string | undefined },
  Rec extends Identified,
  Ctx extends { records: readonly Kept<Rec>[] },
  Q,
> {
  /** The list's path below the tenant ('admin/AdminFee'): search at `${base}/search`, a record at `${base}/{id}`. */
  base: string;
  operationIds: { search: string; get: string; history: string; add: string; edit: string };
  summaries: { search: string; get: string; add: string; edit: string };
  /** 'fee', 'spot type': in refusals and the history's 'Fee added'. */
  noun: string;
  /** The record's name in a not-found refusal. */
  entity: string;
  history: CatalogueKind;
  permission: PermissionName;
  request: z.ZodType<Req>;
  searchQuery: z.ZodType<Q>;
  /** The envelopes of one row and of the search. */
  one: z.ZodType;
  many: z.ZodType;
  /** The list and what its rows and checks need. */
  load: (tenantId: TenantId) => Promise<Ctx>;
  get: (tenantId: TenantId, id: number) => Promise<Kept<Rec> | undefined>;
  /** The search's answer, filtered by its query and in the list's order. */
  search: (ctx: Ctx, query: Q) => Kept<Rec>[];
  /** The record a request makes, or field messages (unknown choices, duplicates, a refused change). */
  build: (id: number, req: Req, before: Kept<Rec> | undefined, ctx: Ctx) => Rec | Promise<Rec>;
  /** A change keeps the fields of the record before that `build` does not make. */
  keepsUnbuilt: boolean;
  changes: (before: Rec | undefined, after: Rec, ctx: Ctx) => AuditChange[];
  write: (
    tenantId: TenantId,
    id: number,
    record: Kept<Rec>,
    seen: string | null,
    entry: HistoryEntry,
  ) => Promise<boolean>;
  toRow: (record: Kept<Rec>, ctx: Ctx) => object;
  /** Refuses a caller the record's parks do not allow, before and after (lists kept per park). */
  authorise?: (
    tenantId: TenantId,
    staff: StaffAuth,
    before: Kept<Rec> | undefined,
    req: Req,
  ) => Promise<void>;
  /** What a saved change makes the rest of the catalogue recompute (a park's price range). */
  afterSave?: (tenantId: TenantId, before: Rec | undefined, after: Rec, ctx: Ctx) => Promise<void>;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function versionedListRoutes<
  Req extends { dateLastModified?: string | undefined },
  Rec extends Identified,
  Ctx extends { records: readonly Kept<Rec>[] },
  Q,
>(list: VersionedList<Req, Rec, Ctx, Q>): Route[] {
  const auth = { kind: 'staff', permissions: [list.permission] } as const;

  async function requireRecord(tenantId: TenantId, id: number) {
    const found = await list.get(tenantId, id);
    if (!found) throw notFound(list.entity, id);
    return found;
  }

  return [
    defineRoute({
      method: 'GET',
      path: `${list.base}/search`,
      operationId: list.operationIds.search,
      summary: list.summaries.search,
      query: list.searchQuery,
      auth,
      response: list.many,
      handler: async ({ tenantId, query }) => {
        const ctx = await list.load(tenantId);
        return { data: list.search(ctx, query).map((r) => list.toRow(r, ctx)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${list.base}/{id}`,
      operationId: list.operationIds.get,
      summary: list.summaries.get,
      params: catalogueIdParams,
      query: noQuery,
      auth,
      response: list.one,
      handler: async ({ tenantId, params }) => {
        const [record, ctx] = await Promise.all([requireRecord(tenantId, params.id), list.load(tenantId)]);
        return { data: list.toRow(record, ctx) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${list.base}/{id}/history`,
      operationId: list.operationIds.history,
      summary: `A ${list.noun}'s audit history, newest first`,
      params: catalogueIdParams,
      query: noQuery,
      auth,
      response: catalogueHistoryResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: toHistory(await listCatalogueHistory(tenantId, list.history, params.id)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: list.base,
      operationId: list.operationIds.add,
      summary: list.summaries.add,
      query: noQuery,
      body: list.request,
      auth,
      response: list.one,
      handler: async ({ tenantId, body, auth: caller }) => {
        const staff = staffOf(caller);
        await list.authorise?.(tenantId, staff, undefined, body);
        const ctx = await list.load(tenantId);
        // Refused before an id is taken.
        await list.build(0, body, undefined, ctx);
        const id = await nextCatalogueId(tenantId, list.history, async () =>
          Math.max(0, ...ctx.records.map((r) => r.id)),
        );
        const at = new Date().toISOString();
        const built = await list.build(id, body, undefined, ctx);
        const record: Kept<Rec> = { ...built, ...touched(undefined, staff.username, at) };
        const changes = list.changes(undefined, record, ctx);
        const entry = auditEntry(staff, at, `${capital(list.noun)} added`, changes);
        if (!(await list.write(tenantId, id, record, null, entry))) refuseChanged(list.noun);
        await list.afterSave?.(tenantId, undefined, record, ctx);
        return { data: list.toRow(record, ctx) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: `${list.base}/{id}`,
      operationId: list.operationIds.edit,
      summary: list.summaries.edit,
      params: catalogueIdParams,
      query: noQuery,
      body: list.request,
      auth,
      response: list.one,
      handler: async ({ tenantId, params, body, auth: caller }) => {
        const staff = staffOf(caller);
        const [before, ctx] = await Promise.all([requireRecord(tenantId, params.id), list.load(tenantId)]);
        await list.authorise?.(tenantId, staff, before, body);
        const seen = assertVersion(list.noun, before, body.dateLastModified);
        const built = await list.build(before.id, body, before, ctx);
        const changes = list.changes(before, built, ctx);
        if (changes.length === 0) return { data: list.toRow(before, ctx) };
        const at = new Date().toISOString();
        const record: Kept<Rec> = {
          ...(list.keepsUnbuilt ? before : {}),
          ...built,
          ...touched(before, staff.username, at),
        };
        const entry = auditEntry(staff, at, `${capital(list.noun)} changed`, changes);
        if (!(await list.write(tenantId, before.id, record, seen, entry))) refuseChanged(list.noun);
        await list.afterSave?.(tenantId, before, record, ctx);
        return { data: list.toRow(record, ctx) };
      },
    }),
  ];
}
