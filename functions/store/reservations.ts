/**
 * Spot reservations (README "Reservations"): one item per reservation at `T#<t>#RES#<id>` / `RESERVATION`,
 * a customer's reservations by start date on gsi1, ids from an atomic counter. A reservation is written
 * Pending when it enters a cart (in the cart item's transaction) and changes status only through
 * conditional updates, so a sweeper and a checkout racing on one reservation cannot both win.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId } from '#domain/catalogue';
import type { FeeLineCents } from '#domain/pricing/fees';
import type { FeeOverrideRecord } from '#domain/pricing/overrides';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryAll } from '#store/query';

/** A staff override of one fee line, recorded on the reservation (admin §2: overrides are reported). */
export type { FeeOverrideRecord };

export type ReservationStatus = 'Pending' | 'Reserved' | 'Cancelled' | 'Expired';

export interface PrimaryOccupant {
  firstName: string;
  lastName: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  email: string;
  homePhone: string | null;
  mobilePhone: string | null;
}

export interface ReservationRecord {
  id: number;
  /** Tenant prefix upper-case and the id padded to 6, e.g. 'CO-000123'. */
  reservationNumber: string;
  customerId: number | null;
  spotId: number;
  locationId: number;
  startDate: string;
  endDate: string;
  nights: string[];
  dayUse: boolean;
  lockCode: string;
  status: ReservationStatus;
  orderId: number | null;
  salesChannel: number;
  walkInReservation: boolean;
  adaRequirementAcknowledged: boolean;
  overriddenClosureDays: string[];
  numberOfAdults: number;
  numberOfVehicles: number;
  equipmentTypeId: number | null;
  equipmentLength: number | null;
  isCustomerPrimaryOccupant: boolean;
  primaryOccupant: PrimaryOccupant;
  discounts: number[];
  addOns: { id: number; quantity: number }[];
  fees: FeeLineCents[];
  /** At the credit-card rate; the order re-totals per payment method. */
  totalCents: number;
  feeOverrides: FeeOverrideRecord[];
  /** Business rules a staff user overrode for this reservation (validate's overriddenRules), recorded. */
  overriddenRules: string[];
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

export function reservationNumber(tenantId: TenantId, id: number): string {
  return `${tenantId.toUpperCase()}-${String(id).padStart(6, '0')}`;
}

export async function nextReservationId(tenantId: TenantId): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.reservationCounter(tenantId),
      UpdateExpression: 'ADD lastId :one SET entity = :e',
      ExpressionAttributeValues: { ':one': 1, ':e': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.lastId);
}

/** The item of a reservation: its keys, gsi1 only when it has a customer. */
export function reservationItem(tenantId: TenantId, r: ReservationRecord): Record<string, unknown> {
  return {
    ...keys.reservation(tenantId, r.id),
    ...(r.customerId !== null
      ? {
          gsi1pk: keys.customerReservations(tenantId, r.customerId),
          gsi1sk: keys.customerReservationSk(r.startDate, r.id),
        }
      : {}),
    entity: 'Reservation',
    ...r,
  };
}

/** A TransactWriteItems entry that creates the Pending reservation (never overwriting one). */
export function pendingReservationPut(tenantId: TenantId, r: ReservationRecord) {
  return {
    Put: {
      TableName: tableName(),
      Item: reservationItem(tenantId, { ...r, status: 'Pending' }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Writes a Pending reservation, with `alsoWrite` (e.g. its cart item) in the same transaction. */
export async function putPendingReservation(
  tenantId: TenantId,
  r: ReservationRecord,
  alsoWrite: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [],
): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({ TransactItems: [pendingReservationPut(tenantId, r), ...alsoWrite] }),
  );
}

export async function getReservation(tenantId: TenantId, id: number): Promise<ReservationRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.reservation(tenantId, id), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<ReservationRecord>(out.Item) : undefined;
}

/** A customer's reservations by start date (gsi1; eventually consistent). */
export function listCustomerReservations(
  tenantId: TenantId,
  customerId: number,
): Promise<ReservationRecord[]> {
  return queryAll<ReservationRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.customerReservations(tenantId, customerId) },
  });
}

/** The UpdateItem input of a conditional status change (for a caller's own transaction). */
export function reservationStatusUpdate(
  tenantId: TenantId,
  id: number,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
  at = new Date().toISOString(),
) {
  const names = Object.fromEntries(from.map((s, i) => [`:from${i}`, s]));
  return {
    TableName: tableName(),
    Key: keys.reservation(tenantId, id),
    UpdateExpression: 'SET #status = :to, updatedAt = :at',
    ConditionExpression: `attribute_exists(pk) AND #status IN (${Object.keys(names).join(', ')})`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...names, ':to': to, ':at': at },
  };
}

/**
 * Moves a reservation to `to` only from one of `from`; false when it is in another status (or gone),
 * so a repeated or racing change is harmless.
 */
export async function setReservationStatus(
  tenantId: TenantId,
  id: number,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand(reservationStatusUpdate(tenantId, id, from, to)));
    return true;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return false;
    throw err;
  }
}
