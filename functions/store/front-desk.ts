/**
 * The front desk's reads and writes (README "Front desk"): reservations by id in batches, the
 * reservations a park's nights name for a window (the night index, gsi2), check-in and check-out as
 * conditional transactions with their history entry, and reservation comments.
 */
import { randomUUID } from 'node:crypto';
import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { FrontDeskFields, FrontDeskReservation, SubStatus } from '#domain/booking/front-desk';
import type { TenantId } from '#domain/catalogue';
import type { LedgerEntry } from '#domain/reports/ledger';
import { addDays, monthsOf } from '#domain/availability/calendar';
import { dynamo, tableName } from '#store/client';
import { transactConditionally } from '#store/conditional';
import { listTakenNights } from '#store/inventory';
import { keys, stripKeys } from '#store/keys';
import { ledgerPut } from '#store/ledger';
import { queryAll, queryItems, queryPrefix } from '#store/query';
import { reservationHistoryPut } from '#store/reservations';

/** BatchGetItem reads at most 100 keys. */
const BATCH = 100;

/** Reservations by id (consistent), in the order asked; unknown ids are left out. */
export async function getReservationsByIds(
  tenantId: TenantId,
  ids: readonly number[],
): Promise<FrontDeskReservation[]> {
  const unique = [...new Set(ids)];
  const found = new Map<number, FrontDeskReservation>();
  for (let i = 0; i < unique.length; i += BATCH) {
    let request: BatchGetCommandInput['RequestItems'] = {
      [tableName()]: {
        Keys: unique.slice(i, i + BATCH).map((id) => keys.reservation(tenantId, id)),
        ConsistentRead: true,
      },
    };
    // Unprocessed keys (throttling) are asked again until none are left.
    while (request && Object.keys(request).length) {
      const out: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const r = stripKeys<FrontDeskReservation>(item);
        found.set(r.id, r);
      }
      request = out.UnprocessedKeys;
    }
  }
  return unique.flatMap((id) => found.get(id) ?? []);
}

/**
 * The reservations whose nights at a park fall from `start` to `end` (both included), and how many
 * spots are reserved on each day: read from the park's night index (one Query per month and shard),
 * then the reservations they name in batches. Cancelled reservations have freed their nights, so they
 * are not found this way.
 */
export async function parkReservationsInWindow(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<{ reservations: FrontDeskReservation[]; reservedSpotsByDay: Map<string, number> }> {
  const nights = (await listTakenNights(tenantId, locationId, start, end)).filter(
    (n) => n.status === 'reserved' && n.reservationId !== undefined,
  );
  const reservedSpotsByDay = new Map<string, number>();
  for (const n of nights) reservedSpotsByDay.set(n.night, (reservedSpotsByDay.get(n.night) ?? 0) + 1);
  const reservations = await getReservationsByIds(
    tenantId,
    nights.map((n) => n.reservationId!),
  );
  return { reservations, reservedSpotsByDay };
}

/**
 * How far before a window a cancelled stay may have arrived and still overlap it: the index files them by
 * arrival, so a longer stay cancelled before the window is found only by an arrival-date search.
 */
export const CANCELLED_LOOKBACK_DAYS = 62;

/**
 * A park's cancelled reservations whose stay overlapped the nights from `start` to `end` (both included),
 * from the park's cancellations index (gsi2, by month of arrival; eventually consistent).
 */
export async function parkCancelledInWindow(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<FrontDeskReservation[]> {
  const from = addDays(start, -CANCELLED_LOOKBACK_DAYS);
  const months = await Promise.all(
    monthsOf(from, end).map((month) =>
      queryAll<FrontDeskReservation>({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.parkCancellations(tenantId, locationId, month),
          ':from': from,
          ':to': `${end}~`,
        },
      }),
    ),
  );
  // Its last night is the day before departure.
  return months.flat().filter((r) => r.startDate <= end && r.endDate > start);
}

/** The window whose nights name every reservation arriving, staying or departing from `from` to `to`. */
export function deskWindow(from: string, to: string): { start: string; end: string } {
  // A guest departing on `from` slept the night before.
  return { start: addDays(from, -1), end: to };
}

/**
 * Writes a front-desk decision: the reservation's fields, only while it is still Reserved with the
 * sub-status the decision was made from, and its history entry, in one transaction. False when the
 * reservation changed meanwhile (another clerk, a cancellation).
 */
export async function writeFrontDeskChange(
  tenantId: TenantId,
  reservationId: number,
  from: SubStatus | null,
  set: FrontDeskFields & { numberOfAdults?: number; numberOfVehicles?: number },
  entry: HistoryEntry,
): Promise<boolean> {
  const fields = Object.entries({ ...set, updatedAt: entry.activityDate });
  const names = Object.fromEntries(fields.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(fields.map(([, v], i) => [`:v${i}`, v]));
  const update = {
    Update: {
      TableName: tableName(),
      Key: keys.reservation(tenantId, reservationId),
      UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression:
        from === null
          ? '#status = :reserved AND (attribute_not_exists(subStatus) OR subStatus = :none)'
          : '#status = :reserved AND subStatus = :from',
      ExpressionAttributeNames: { ...names, '#status': 'status' },
      ExpressionAttributeValues: {
        ...values,
        ':reserved': 'Reserved',
        ...(from === null ? { ':none': null } : { ':from': from }),
      },
    },
  };
  return (await transactConditionally([update, reservationHistoryPut(tenantId, reservationId, entry)])).ok;
}

/** A reservation comment (admin §3.3): staff-only notes kept beside the reservation. */
export interface ReservationComment {
  id: string;
  spotReservationId: number;
  comment: string;
  isInternal: boolean;
  dateCreated: string;
  createdBy: string;
}

export async function addReservationComment(
  tenantId: TenantId,
  c: Omit<ReservationComment, 'id'>,
): Promise<ReservationComment> {
  const comment: ReservationComment = { id: randomUUID(), ...c };
  const ok = await transactConditionally([
    {
      Put: {
        TableName: tableName(),
        Item: {
          pk: keys.reservation(tenantId, c.spotReservationId).pk,
          sk: `COMMENT#${c.dateCreated}#${comment.id}`,
          entity: 'ReservationComment',
          ...comment,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      // Only on a reservation that exists.
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.reservation(tenantId, c.spotReservationId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ]);
  if (!ok.ok) throw new Error(`Comment on reservation ${c.spotReservationId} was not saved.`);
  return comment;
}

/** A reservation's comments, newest first. */
export async function listReservationComments(
  tenantId: TenantId,
  reservationId: number,
): Promise<ReservationComment[]> {
  return (
    await queryPrefix<ReservationComment>(keys.reservation(tenantId, reservationId).pk, 'COMMENT#')
  ).reverse();
}

/**
 * The sold reservations on a spot on a day, arriving, staying or departing (admin §2.8): the spot's
 * night items of the day before and the day (one Query of the spot's partition), then the reservations
 * they name.
 */
export async function spotReservationsOn(
  tenantId: TenantId,
  spotId: number,
  day: string,
): Promise<FrontDeskReservation[]> {
  const items = await queryItems({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.spotNight(tenantId, spotId, day).pk,
      ':from': addDays(day, -1),
      ':to': day,
    },
  });
  const ids = items.flatMap((n) =>
    n.status === 'reserved' && typeof n.reservationId === 'number' ? [n.reservationId] : [],
  );
  return getReservationsByIds(tenantId, ids);
}

/**
 * Records a chargeback (or its undo) on the reservation and its order in one transaction with the
 * history entry and the park's ledger entry of the money it took (or gave) back, conditional on the
 * reservation's flag being the other way and on the ledger entry being new: a repeated press changes
 * nothing. False when the flag was already set so.
 */
export async function writeChargeback(
  tenantId: TenantId,
  reservationId: number,
  orderId: number,
  value: boolean,
  entry: HistoryEntry,
  ledger: LedgerEntry | null = null,
): Promise<boolean> {
  const set = (key: Record<string, unknown>, condition?: string) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET paymentChargebackCompleted = :v, updatedAt = :at',
      ConditionExpression: condition ?? 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':v': value, ':at': entry.activityDate },
    },
  });
  const flagWas = value
    ? 'attribute_exists(pk) AND (attribute_not_exists(paymentChargebackCompleted) OR paymentChargebackCompleted = :not)'
    : 'paymentChargebackCompleted = :not';
  const reservation = set(keys.reservation(tenantId, reservationId), flagWas);
  (reservation.Update.ExpressionAttributeValues as Record<string, unknown>)[':not'] = !value;
  const order = {
    Update: {
      TableName: tableName(),
      Key: keys.order(tenantId, orderId),
      UpdateExpression: 'SET paymentChargebackCompleted = :v',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':v': value },
    },
  };
  return (
    await transactConditionally([
      reservation,
      order,
      reservationHistoryPut(tenantId, reservationId, entry),
      ...(ledger ? [ledgerPut(tenantId, ledger)] : []),
    ])
  ).ok;
}
