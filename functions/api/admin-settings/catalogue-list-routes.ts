/**
 * One catalogue list's routes, built from its configuration: search (with what uses each record), one
 * record, its history, add, change over the version read and, where the list allows it, delete when
 * nothing uses the record. Every write is audited (who, when, old → new) in the record's transaction.
 */
import type { z } from 'zod';
import {
  catalogueDeleteQuery,
  catalogueDeletedResponseSchema,
  catalogueIdParams,
} from '#contract/catalogue-settings';
import { noQuery } from '#contract/common';
import { envelope } from '#contract/envelope';
import type { TenantId } from '#domain/catalogue';
import { RefusedError, notFound } from '#domain/errors';
import { diffFields } from '#domain/park-setup';
import type { PermissionName } from '#domain/permissions';
import { type Route, defineRoute } from '#http/routes';
import type { CatalogueKind } from '#store/catalogue-writer';
import { type Audited, getCatalogueRecord, writeCatalogueRecord } from '#store/catalogue-settings';
import type { ReferenceKind } from '#store/keys';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  staffOf,
  throwFieldErrors,
} from '#api/shared/catalogue-records';
import { versionedListRoutes } from './versioned-list-routes.ts';

type Identified = { id: number };

type Loaded<Rec> = { records: Audited<Rec>[] };

/** A record without a `name` says how it is named. */
type Naming<Rec> = Rec extends { name: string } ? unknown : { nameOf: (record: Rec) => string };

export interface CatalogueList<
  Req extends { dateLastModified?: string | undefined },
  Rec extends Identified,
  Ctx extends Loaded<Rec>,
> {
  kind: ReferenceKind;
  history: CatalogueKind;
  /** The item's entity name in the table. */
  entity: string;
  /** The path segment below admin/AdminCatalogue ('spottype'). */
  segment: string;
  /** The operation ids' middle ('SpotType'). */
  operation: string;
  noun: string;
  plural: string;
  /** What the list is ordered by and a deletion's history names (the record's `name` unless given). */
  nameOf?: (record: Rec) => string;
  permission: PermissionName;
  request: z.ZodType<Req>;
  row: z.ZodType;
  /** The list and what its rows and checks need (names of related records, what uses each record). */
  load: (tenantId: TenantId) => Promise<Ctx>;
  /** The record a request makes, or field messages (unknown choices, duplicate names, a refused change). */
  build: (id: number, req: Req, before: Audited<Rec> | undefined, ctx: Ctx) => Rec;
  toRow: (record: Audited<Rec>, ctx: Ctx) => object;
  /** The list's order (by name unless given). */
  order?: (a: Audited<Rec>, b: Audited<Rec>, ctx: Ctx) => number;
  /** The fields the history shows, of the record or of `auditView`. */
  audited: readonly string[];
  /** The record as the history shows it (names for ids, dollars for cents); else the record itself. */
  auditView?: (record: Rec, ctx: Ctx) => object;
  /** How many records use this one; with `inUse`, a record nobody uses can be deleted. */
  useCount: (id: number, ctx: Ctx) => number;
  inUse?: (count: number) => string;
  /** What a saved change makes the rest of the catalogue recompute (a park's price range). */
  afterSave?: (tenantId: TenantId, before: Rec | undefined, after: Rec, ctx: Ctx) => Promise<void>;
}

/** The record's fields as the request's field messages name them: unknown choices are refused there. */
export function requireKnown(
  known: ReadonlyMap<number, unknown>,
  id: number,
  field: string,
  message: string,
) {
  if (!known.has(id)) throwFieldErrors({ [field]: [message] });
}

/** `catalogueListRoutes<Rec>()(list)`: the record type named, the request and loaded data inferred. */
export function catalogueListRoutes<Rec extends Identified>() {
  return <Req extends { dateLastModified?: string | undefined }, Ctx extends Loaded<Rec>>(
    list: CatalogueList<Req, Rec, Ctx> & Naming<Rec>,
  ) => listRoutes(list);
}

function listRoutes<
  Req extends { dateLastModified?: string | undefined },
  Rec extends Identified,
  Ctx extends Loaded<Rec>,
>(list: CatalogueList<Req, Rec, Ctx>): Route[] {
  const auth = { kind: 'staff', permissions: [list.permission] } as const;
  const base = `admin/AdminCatalogue/${list.segment}`;
  const rowOf = (r: Audited<Rec>, ctx: Ctx) => ({ ...list.toRow(r, ctx), ...auditOf(r) });
  // Naming<Rec> makes `nameOf` required of records without a name.
  const nameOf = list.nameOf ?? ((r: Rec) => (r as Rec & { name: string }).name);
  const one = envelope('data', list.row);
  async function requireRecord(tenantId: TenantId, id: number) {
    const found = await getCatalogueRecord<Rec>(tenantId, list.kind, id);
    if (!found) throw notFound(list.entity, id);
    return found;
  }

  const routes: Route[] = versionedListRoutes({
    base,
    operationIds: {
      search: `adminCatalogue${list.operation}Search`,
      get: `adminCatalogueGet${list.operation}`,
      history: `adminCatalogue${list.operation}History`,
      add: `adminCatalogueAdd${list.operation}`,
      edit: `adminCatalogueEdit${list.operation}`,
    },
    summaries: {
      search: `The agency's ${list.plural} (by name, attributes by category), each with what uses it and its audit fields`,
      get: `One ${list.noun} with what uses it and its audit fields`,
      add: `Adds a ${list.noun}`,
      edit: `Changes a ${list.noun} over the version read`,
    },
    noun: list.noun,
    entity: list.entity,
    history: list.history,
    permission: list.permission,
    request: list.request,
    searchQuery: noQuery,
    one,
    many: envelope('data', list.row.array()),
    load: list.load,
    get: (tenantId, id) => getCatalogueRecord<Rec>(tenantId, list.kind, id),
    search: (ctx) =>
      [...ctx.records].sort((a, b) => list.order?.(a, b, ctx) || nameOf(a).localeCompare(nameOf(b))),
    build: list.build,
    keepsUnbuilt: true,
    changes: (before, after, ctx) => {
      const view = (r: Rec) => (list.auditView ? list.auditView(r, ctx) : r) as Record<string, unknown>;
      return diffFields(before && view(before), view(after), list.audited);
    },
    write: (tenantId, id, record, seen, entry) =>
      writeCatalogueRecord(tenantId, list.kind, list.entity, id, record, seen, { kind: list.history, entry }),
    // Every record this list reads or writes carries its audit fields (`touched` on each write).
    toRow: (record, ctx) => rowOf(record as Audited<Rec>, ctx),
    ...(list.afterSave && { afterSave: list.afterSave }),
  });
  const inUse = list.inUse;
  if (inUse)
    routes.push(
      defineRoute({
        method: 'DELETE',
        path: `${base}/{id}`,
        operationId: `adminCatalogueDelete${list.operation}`,
        summary: `Deletes a ${list.noun} nothing uses (the version read, dateLastModified in the query); its history stays`,
        params: catalogueIdParams,
        query: catalogueDeleteQuery,
        auth,
        response: catalogueDeletedResponseSchema,
        handler: async ({ tenantId, params, query, auth: caller }) => {
          const staff = staffOf(caller);
          const [before, ctx] = await Promise.all([requireRecord(tenantId, params.id), list.load(tenantId)]);
          const seen = assertVersion(list.noun, before, query.dateLastModified);
          const count = list.useCount(before.id, ctx);
          if (count > 0) throw new RefusedError([inUse(count)]);
          const at = new Date().toISOString();
          const entry = auditEntry(staff, at, `${capital(list.noun)} deleted`, [
            { field: 'name', oldValue: nameOf(before), newValue: null },
          ]);
          const saved = await writeCatalogueRecord(tenantId, list.kind, list.entity, before.id, null, seen, {
            kind: list.history,
            entry,
          });
          if (!saved) refuseChanged(list.noun);
          return { data: { id: before.id } };
        },
      }),
    );
  return routes;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
