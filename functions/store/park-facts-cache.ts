/**
 * Park facts a claim reads on every call, remembered per process (a Lambda container, or the local
 * runtime) for PARK_FACTS_TTL_MS: a spot, its park, its product and the park's rules (closures,
 * seasons, walk-in periods, business rule rows); and for availability, the tenant's reference lists and
 * a park's loops (names and rates shown beside the day codes). On an opening morning a thousand claims
 * on one park read them once instead of a thousand times.
 *
 * Safe when stale by the bound: the claim's transaction, not these facts, decides the one winner of a
 * night (its conditions read the nights themselves), and a stay is validated and priced again from
 * fresh reads at checkout. A change written by this process drops every entry at once (`catalogueWrites` in
 * store/client.ts counts them); a change written by another container is seen within the bound.
 * Concurrent misses of one key share one read.
 */
import type { LoopRecord, ProductRecord, SpotRecord, TenantId } from '#domain/catalogue';
import type { ParkRules } from '#domain/inventory';
import { catalogueWrites } from '#store/client';
import { getParkRules } from '#store/inventory';
import { REFERENCE_KIND } from '#store/keys';
import { type StoredLocation, getLocation, listLoops } from '#store/locations';
import { type ReferenceData, getReference, getReferenceData } from '#store/reference';
import { getSpot } from '#store/spots';
import { parkSpots } from '#store/spot-projection';

/** How long a remembered fact is used before it is read again. */
export const PARK_FACTS_TTL_MS = 10_000;
/** Entries kept before the cache starts afresh (a container serving many tenants stays small). */
const MAX_ENTRIES = 20_000;

interface Entry {
  at: number;
  writes: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const writes = catalogueWrites();
  const hit = entries.get(key);
  if (hit && now - hit.at < PARK_FACTS_TTL_MS && hit.writes === writes) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const entry: Entry = { at: now, writes, value: load() };
  entries.set(key, entry);
  // A failed read is not remembered: the next call reads again.
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/**
 * The spot, as its park's spot projection (store/spot-projection.ts) has it at the park's version: the
 * park is the remembered one (read again after the TTL), and the projection is decoded once per version,
 * so a crowd's claims on a park's spots read the park every TTL and no spot at all. A spot's park is
 * found once by the spot's own read (a spot never moves to another park); a spot missing from its
 * park's projection (deleted, or created since) is read by itself.
 */
export async function cachedSpot(tenantId: TenantId, spotId: number): Promise<SpotRecord | undefined> {
  const locationId = await spotParkId(tenantId, spotId);
  const location = locationId === undefined ? undefined : await cachedLocation(tenantId, locationId);
  if (locationId !== undefined && location) {
    const spots = await parkSpots(tenantId, locationId, catalogueVersionOf(location));
    const spot = spotIndex(spots).get(spotId);
    if (spot) return spot;
    spotParks.delete(`${tenantId}#${spotId}`);
  }
  return remembered(`${tenantId}#spot#${spotId}`, () => getSpot(tenantId, spotId));
}

/** Spots' parks, by tenant and spot: a spot's park never changes. */
const spotParks = new Map<string, Promise<number | undefined>>();

function spotParkId(tenantId: TenantId, spotId: number): Promise<number | undefined> {
  const key = `${tenantId}#${spotId}`;
  let park = spotParks.get(key);
  if (!park) {
    if (spotParks.size >= MAX_ENTRIES) spotParks.clear();
    park = remembered(`${tenantId}#spot#${spotId}`, () => getSpot(tenantId, spotId)).then(
      (spot) => spot?.locationId,
    );
    spotParks.set(key, park);
    // Not found or failed: not remembered, the next claim reads again.
    const forget = () => {
      if (spotParks.get(key) === park) spotParks.delete(key);
    };
    park.then((id) => (id === undefined ? forget() : undefined), forget);
  }
  return park;
}

/** Each decoded projection's spots by id (a projection's array is never changed once decoded). */
const indexes = new WeakMap<SpotRecord[], Map<number, SpotRecord>>();

function spotIndex(spots: SpotRecord[]): Map<number, SpotRecord> {
  let index = indexes.get(spots);
  if (!index) {
    index = new Map(spots.map((s) => [s.id, s]));
    indexes.set(spots, index);
  }
  return index;
}

/** The park's catalogue version (absent until staff first change its spots). */
export const catalogueVersionOf = (location: object) =>
  Number((location as { catalogueVersion?: unknown }).catalogueVersion ?? 0);

export function cachedLocation(tenantId: TenantId, locationId: number): Promise<StoredLocation | undefined> {
  return remembered(`${tenantId}#location#${locationId}`, () => getLocation(tenantId, locationId));
}

export function cachedProduct(tenantId: TenantId, productId: number): Promise<ProductRecord | undefined> {
  return remembered(`${tenantId}#product#${productId}`, () =>
    getReference(tenantId, REFERENCE_KIND.product, productId),
  );
}

export function cachedParkRules(tenantId: TenantId, locationId: number): Promise<ParkRules> {
  return remembered(`${tenantId}#rules#${locationId}`, () => getParkRules(tenantId, locationId));
}

export function cachedReferenceData(tenantId: TenantId): Promise<ReferenceData> {
  return remembered(`${tenantId}#reference`, () => getReferenceData(tenantId));
}

export function cachedLoops(tenantId: TenantId, locationId: number): Promise<LoopRecord[]> {
  return remembered(`${tenantId}#loops#${locationId}`, () => listLoops(tenantId, locationId));
}
