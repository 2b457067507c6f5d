/**
 * A claim's spot comes from its park's spot projection at the park's version (store/park-facts-cache.ts
 * `cachedSpot`): a crowd's claims read the park once per TTL and no spot item; a change of the park's
 * spots written by another container (its version bumped in the same transaction) is seen once the
 * remembered park runs out. Against DynamoDB Local, with this process's commands counted; the other
 * container is a client of its own, whose writes this process does not note.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from './support.ts';
import { addOwnPark } from '../support/own-park.ts';
import { callAs } from './identity-support.ts';
import { countSentCommands, otherContainerClient, stopCountingCommands } from './dynamo-support.ts';
import type { AdminPark, AdminSpot, SpotSetupOptions } from '#contract/park-setup';
import { toTenantId } from '#domain/tenant-id';
import { tableName } from '#store/client';
import { keys } from '#store/keys';
import { PARK_FACTS_TTL_MS, cachedSpot } from '#store/park-facts-cache';
import { parkSpotsChanged } from '#store/catalogue-writer';
import { getSpot } from '#store/spots';

const TENANT = toTenantId('co');
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);
const code = `F${Date.now().toString(36).slice(-6).toUpperCase()}`;
let park: AdminPark;
let spots: AdminSpot[];

const sent: string[] = [];

/**
 * Moves this process's clock (Date only: timers and I/O run as they do) past every fact remembered so
 * far, whichever test ran before: each move goes a few TTLs beyond the last one and the real clock.
 */
let setTo = 0;
function pastTheFacts() {
  setTo = Math.max(Date.now(), setTo) + 3 * PARK_FACTS_TTL_MS;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(setTo);
}

beforeAll(async () => {
  const options = (await admin('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  ({ park, spots } = await addOwnPark(admin, {
    code,
    name: 'Facts Flat',
    regionId: options.regions[0]!.id,
    latitude: 38.9,
    longitude: -105.3,
    loop: { name: 'Flat Loop', code: 'F' },
    spotNames: ['F1', 'F2', 'F3'],
    productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
    spotTypeId: options.spotTypes[0]!.id,
  }));
});

afterEach(() => {
  stopCountingCommands();
  vi.useRealTimers();
});

describe("a claim's spot facts", () => {
  it('are the spot as stored, and past the TTL cost a read of the park, not of each spot', async () => {
    pastTheFacts();
    const stored = await Promise.all(spots.map((s) => getSpot(TENANT, s.id)));
    expect(await Promise.all(spots.map((s) => cachedSpot(TENANT, s.id)))).toEqual(stored);

    pastTheFacts();
    countSentCommands(sent);
    expect(await Promise.all(spots.map((s) => cachedSpot(TENANT, s.id)))).toEqual(stored);
    expect(sent).toEqual(['GetItemCommand']);
  });

  it("show another container's change of the park's spots once the remembered park runs out", async () => {
    const spot = spots[1]!;
    pastTheFacts();
    expect((await cachedSpot(TENANT, spot.id))?.name).toBe('F2');

    // Another container renames the spot and bumps the park's version in one transaction.
    const other = otherContainerClient();
    const key = { pk: keys.locationPk(TENANT, park.id), sk: keys.spotSk(spot.id) };
    const { Item } = await other.send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    await other.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...Item!, name: 'F2 Renamed' } } },
          parkSpotsChanged(TENANT, park.id),
        ],
      }),
    );
    other.destroy();

    expect((await cachedSpot(TENANT, spot.id))?.name).toBe('F2');
    pastTheFacts();
    expect((await cachedSpot(TENANT, spot.id))?.name).toBe('F2 Renamed');
    expect((await cachedSpot(TENANT, spots[0]!.id))?.name).toBe('F1');
  });

  it('are none for a spot that does not exist', async () => {
    expect(await cachedSpot(TENANT, 987_654_321)).toBeUndefined();
  });
});
