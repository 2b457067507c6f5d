/**
 * A park's spots as availability reads them (README "Availability at scale"): one compact projection
 * per park, the park's spot records as gzip-compressed JSON in binary chunks of one partition, tagged
 * with the park's `catalogueVersion` they were built from. Every change of a park's spots bumps that
 * version in its own transaction (store/catalogue-writer.ts `parkSpotsChanged`), so a projection whose
 * tag differs from the park's version is out of date: it is rebuilt from the spot items (strongly
 * read) and written over, only ever by a newer version. A 500-spot park's items are about 1 MB to read;
 * its projection is a few tens of kilobytes in one Query.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SpotRecord, TenantId } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryItems } from '#store/query';

/** Bytes of compressed projection per item, well inside DynamoDB's 400 KB item limit. */
const CHUNK_BYTES = 300_000;

/** The partition of a park's projection; sort keys `V#<version>#<chunk>`, one set per version. */
export const spotProjectionPk = (tenantId: TenantId, locationId: number) =>
  `T#${tenantId}#SPOTPROJECTION#${String(locationId).padStart(10, '0')}`;
const versionPrefix = (version: number) => `V#${String(version).padStart(10, '0')}#`;
const chunkSk = (version: number, chunk: number) =>
  `${versionPrefix(version)}${String(chunk).padStart(3, '0')}`;

/** The newest projection's first chunks: one Query, which can run beside the park's own read. */
export function latestProjectionQuery(tenantId: TenantId, locationId: number) {
  return {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': spotProjectionPk(tenantId, locationId) },
    ScanIndexForward: false,
    Limit: LATEST_CHUNKS_READ,
  };
}

/** Chunks read with the newest projection (a park needs more than one only past thousands of spots). */
const LATEST_CHUNKS_READ = 4;

/** The newest projection of the park: its version and spots, or undefined when there is none. */
export type LatestProjection = { version: number; spots: SpotRecord[] } | undefined;

export async function readLatestProjection(
  tenantId: TenantId,
  locationId: number,
): Promise<LatestProjection> {
  const out = await dynamo().send(
    new QueryCommand({ TableName: tableName(), ...latestProjectionQuery(tenantId, locationId) }),
  );
  const newest = out.Items?.[0];
  if (!newest) return undefined;
  const version = Number(newest.version);
  let chunks = (out.Items ?? []).filter((item) => Number(item.version) === version);
  if (chunks.length < Number(newest.chunks)) {
    chunks = await queryItems({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': spotProjectionPk(tenantId, locationId),
        ':prefix': versionPrefix(version),
      },
    });
  }
  // A version still being written (fewer chunks than it names) counts as none.
  if (chunks.length !== Number(newest.chunks)) return undefined;
  chunks.sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
  const packed = Buffer.concat(chunks.map((c) => Buffer.from(c.data as Uint8Array)));
  return { version, spots: JSON.parse(gunzipSync(packed).toString('utf8')) as SpotRecord[] };
}

/** Decoded projections kept in this process, by tenant and park: a version is immutable once written. */
const decoded = new Map<string, { version: number; spots: SpotRecord[] }>();
const MAX_DECODED = 200;

/** The projection this process decoded last for the park (its version may be behind the park's). */
export function rememberedProjection(tenantId: TenantId, locationId: number): LatestProjection {
  return decoded.get(`${tenantId}#${locationId}`);
}

/** Loads of a park's version on their way, shared by the requests that need it meanwhile. */
const loading = new Map<string, Promise<SpotRecord[]>>();

/**
 * The park's spot records for the park's `catalogueVersion`: the projection this process decoded when
 * it is of that version, else the newest stored one when it is (`latest`, read beside the park, or read
 * now), else rebuilt from the spot items. Concurrent requests for a version not yet decoded share one
 * load (a crowd's claims just after a change of the park's spots rebuild it once, not each).
 */
export async function parkSpots(
  tenantId: TenantId,
  locationId: number,
  catalogueVersion: number,
  latest?: LatestProjection,
): Promise<SpotRecord[]> {
  const key = `${tenantId}#${locationId}`;
  const known = decoded.get(key);
  if (known && known.version === catalogueVersion) return known.spots;
  const loadKey = `${key}#${catalogueVersion}`;
  let load = loading.get(loadKey);
  if (!load) {
    load = loadVersion(tenantId, locationId, catalogueVersion, latest).finally(() => loading.delete(loadKey));
    loading.set(loadKey, load);
  }
  return load;
}

async function loadVersion(
  tenantId: TenantId,
  locationId: number,
  catalogueVersion: number,
  latest: LatestProjection,
): Promise<SpotRecord[]> {
  const stored = latest ?? (await readLatestProjection(tenantId, locationId));
  const spots =
    stored && stored.version === catalogueVersion
      ? stored.spots
      : await rebuildProjection(tenantId, locationId);
  if (decoded.size >= MAX_DECODED) decoded.clear();
  decoded.set(`${tenantId}#${locationId}`, { version: catalogueVersion, spots });
  return spots;
}

/**
 * Reads the park's version (strongly), then its spot items (strongly), and writes them as that
 * version's projection. A spot saved between the two reads makes the projection newer than its tag:
 * harmless, the next read finds the park's newer version and rebuilds again.
 */
export async function rebuildProjection(tenantId: TenantId, locationId: number): Promise<SpotRecord[]> {
  const park = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.location(tenantId, locationId),
      ConsistentRead: true,
    }),
  );
  const version = Number(park.Item?.catalogueVersion ?? 0);
  const spots = (
    await queryItems({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.locationPk(tenantId, locationId), ':prefix': 'SPOT#' },
      ConsistentRead: true,
    })
  ).map((item) => stripKeys<SpotRecord>(item));
  if (!park.Item) return spots;
  const packed = gzipSync(JSON.stringify(spots));
  const chunks: Buffer[] = [];
  for (let at = 0; at < packed.length || chunks.length === 0; at += CHUNK_BYTES)
    chunks.push(packed.subarray(at, at + CHUNK_BYTES));
  const pk = spotProjectionPk(tenantId, locationId);
  // Each version's chunks are written whole under their own keys (idempotent: the same version's
  // bytes are the same spots), and expire a day later: a newer version is read by its own prefix.
  const expiresAt = Math.floor(Date.now() / 1000) + 24 * 3600;
  for (let i = 0; i < chunks.length; i += 25) {
    let requests = chunks.slice(i, i + 25).map((data, j) => ({
      PutRequest: {
        Item: {
          pk,
          sk: chunkSk(version, i + j),
          entity: 'SpotProjection',
          version,
          chunks: chunks.length,
          data,
          expiresAt,
        },
      },
    }));
    while (requests.length > 0) {
      const out = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
  return spots;
}
