/**
 * The reports' reads of a park's nights and reservations (README "Reports"), by key like every read,
 * shaped for a year at a time: a year of the 500-spot demo park is some 70 000 sold nights and 30 000
 * reservations. Each read asks only for the attributes a report uses (a reservation's fee lines and
 * history stay behind unless asked for), the night index's reserved nights only, and the reservations in
 * many BatchGetItem calls at once, eventually consistent (a report is a look back, not a decision).
 */
import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { FrontDeskReservation } from '#domain/booking/front-desk';
import type { TenantId } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { takenNightQueries } from '#store/inventory';
import { keys } from '#store/keys';
import { queryItems } from '#store/query';

/** BatchGetItem reads at most 100 keys. */
const BATCH = 100;
/** BatchGetItem calls in flight at once. */
const PARALLEL_BATCHES = 8;

export interface SoldNightRow {
  spotId: number;
  night: string;
  reservationId: number;
}

/** A park's reserved nights from `start` to `end` (both included): the night index, reserved only. */
export async function listSoldNights(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<SoldNightRow[]> {
  const pages = await Promise.all(
    takenNightQueries(tenantId, locationId, start, end).map((q) =>
      queryItems({
        ...q,
        ProjectionExpression: '#spot, #night, #rid',
        FilterExpression: '#status = :reserved AND attribute_exists(#rid)',
        ExpressionAttributeNames: {
          '#spot': 'spotId',
          '#night': 'night',
          '#rid': 'reservationId',
          '#status': 'status',
        },
        ExpressionAttributeValues: { ...q.ExpressionAttributeValues, ':reserved': 'reserved' },
      }),
    ),
  );
  return pages.flat().map((i) => ({
    spotId: Number(i.spotId),
    night: String(i.night),
    reservationId: Number(i.reservationId),
  }));
}

/** The named attributes (and the id) of reservations by id, in the order asked; unknown ids are left out. */
export async function getReservationFields<K extends keyof FrontDeskReservation>(
  tenantId: TenantId,
  ids: readonly number[],
  fields: readonly K[],
): Promise<Pick<FrontDeskReservation, K | 'id'>[]> {
  type Row = Pick<FrontDeskReservation, K | 'id'>;
  const unique = [...new Set(ids)];
  const names = Object.fromEntries([...new Set(['id', ...fields])].map((f, i) => [`#f${i}`, f]));
  const batches: number[][] = [];
  for (let i = 0; i < unique.length; i += BATCH) batches.push(unique.slice(i, i + BATCH));
  const found = new Map<number, Row>();
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      let request: BatchGetCommandInput['RequestItems'] = {
        [tableName()]: {
          Keys: batch.map((id) => keys.reservation(tenantId, id)),
          ProjectionExpression: Object.keys(names).join(', '),
          ExpressionAttributeNames: names,
        },
      };
      // Unprocessed keys (throttling) are asked again until none are left.
      while (request && Object.keys(request).length) {
        const out: BatchGetCommandOutput = await dynamo().send(
          new BatchGetCommand({ RequestItems: request }),
        );
        for (const item of (out.Responses?.[tableName()] ?? []) as Row[]) found.set(item.id, item);
        request = out.UnprocessedKeys;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
  return unique.flatMap((id) => found.get(id) ?? []);
}
