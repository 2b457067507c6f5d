/**
 * The waiting room's items (README "Waiting room"). Keys:
 * - queue events and their audit history: pk `T#<tenant>#WAITROOM`, sk `EVENT#<eventId>` and
 *   `HIST#<eventId>#<activityDate>#<n>`: one query lists a tenant's events (few, small);
 * - places: pk `T#<tenant>#WAITROOM#<eventId>`, sk `ACCOUNT#<sub>`: one per account and event (a
 *   conditional put), with its arrival number and when it was admitted.
 * Every item carries `expiresAt` (the table's TTL): places a day after the event ends, events and their
 * history 90 days after. The event item is also the arrivals counter (ADD joined), the draw (one
 * conditional write at opening) and the admitted count.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import type { QueueEvent } from '#domain/waiting-room';
import { dynamo, tableName } from '#store/client';
import { conditionally, transactConditionally } from '#store/conditional';

const DAY_SECONDS = 86_400;

export const waitingRoomKeys = {
  events: (tenantId: TenantId) => `T#${tenantId}#WAITROOM`,
  event: (tenantId: TenantId, eventId: string) => ({
    pk: `T#${tenantId}#WAITROOM`,
    sk: `EVENT#${eventId}`,
  }),
  history: (tenantId: TenantId, eventId: string, activityDate: string, n = 0) => ({
    pk: `T#${tenantId}#WAITROOM`,
    sk: `HIST#${eventId}#${activityDate}#${n}`,
  }),
  place: (tenantId: TenantId, eventId: string, sub: string) => ({
    pk: `T#${tenantId}#WAITROOM#${eventId}`,
    sk: `ACCOUNT#${sub}`,
  }),
};

export interface QueueEventRecord extends QueueEvent {
  /** Bumped by every staff change; a change names the version it read. */
  version: number;
}

export interface QueuePlaceRecord {
  eventId: string;
  sub: string;
  arrival: number;
  /** clientTag() of the address it joined from. */
  client: string;
  joinedAt: number;
  admittedAt?: number;
}

const EVENT_FIELDS = [
  'eventId',
  'name',
  'locationId',
  'opensAt',
  'preQueueMinutes',
  'endsAt',
  'ratePerMinute',
  'rateBase',
  'rateSince',
  'joined',
  'admitted',
  'preQueueCount',
  'drawSeed',
  'drawnAt',
  'createdAt',
  'updatedBy',
  'version',
] as const;

function toEvent(item: Record<string, unknown>): QueueEventRecord {
  const out: Record<string, unknown> = {};
  for (const f of EVENT_FIELDS) if (item[f] !== undefined) out[f] = item[f];
  return out as unknown as QueueEventRecord;
}

const eventExpiry = (endsAt: number) => Math.floor(endsAt / 1000) + 90 * DAY_SECONDS;

function historyPut(tenantId: TenantId, eventId: string, entry: HistoryEntry, endsAt: number) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...waitingRoomKeys.history(tenantId, eventId, entry.activityDate),
        entity: 'WaitingRoomHistory',
        eventId,
        ...entry,
        expiresAt: eventExpiry(endsAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The tenant's queue events, oldest opening first. */
export async function listQueueEvents(tenantId: TenantId): Promise<QueueEventRecord[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :event)',
        ExpressionAttributeValues: { ':pk': waitingRoomKeys.events(tenantId), ':event': 'EVENT#' },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.map(toEvent).sort((a, b) => a.opensAt - b.opensAt);
}

export async function getQueueEvent(
  tenantId: TenantId,
  eventId: string,
): Promise<QueueEventRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: waitingRoomKeys.event(tenantId, eventId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toEvent(out.Item) : undefined;
}

/** How old a remembered event a poll may be answered from (ms). */
export const RECENT_EVENT_MS = 1_000;

const recent = new Map<string, { at: number; event: Promise<QueueEventRecord | undefined> }>();

/**
 * The event as read at most RECENT_EVENT_MS ago by this process (a Lambda container, or the local
 * runtime), else read strongly; concurrent reads share one. What a waiting visitor's poll shows moves
 * with the clock (the admission line) far more than with the item, so a second's staleness changes it
 * little, and a thousand visitors' polls cost about one read a second instead of one each. A staff
 * change made through this process is seen at once (updateQueueEvent forgets the remembered event).
 */
export function recentQueueEvent(
  tenantId: TenantId,
  eventId: string,
  now = Date.now(),
): Promise<QueueEventRecord | undefined> {
  const key = `${tenantId}#${eventId}`;
  const hit = recent.get(key);
  if (hit && now - hit.at < RECENT_EVENT_MS) return hit.event;
  if (recent.size > 1_000) recent.clear();
  const event = getQueueEvent(tenantId, eventId);
  const entry = { at: now, event };
  recent.set(key, entry);
  event.catch(() => {
    if (recent.get(key) === entry) recent.delete(key);
  });
  return event;
}

/** After a write of the event in this process (the draw): polls are answered from what was written. */
export function rememberQueueEvent(tenantId: TenantId, event: QueueEventRecord, now = Date.now()): void {
  recent.set(`${tenantId}#${event.eventId}`, { at: now, event: Promise.resolve(event) });
}

/** A new event with its audit entry; false when the id is taken. */
export async function createQueueEvent(
  tenantId: TenantId,
  event: QueueEventRecord,
  entry: HistoryEntry,
): Promise<boolean> {
  const result = await transactConditionally([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...waitingRoomKeys.event(tenantId, event.eventId),
          entity: 'QueueEvent',
          ...event,
          expiresAt: eventExpiry(event.endsAt),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    historyPut(tenantId, event.eventId, entry, event.endsAt),
  ]);
  return result.ok;
}

/**
 * Staff's change of an event's settings over the version they read, with its audit entry: the given
 * fields only (the counters and the draw are never overwritten). False when it changed meanwhile.
 */
export async function updateQueueEvent(
  tenantId: TenantId,
  eventId: string,
  seenVersion: number,
  fields: Partial<
    Pick<
      QueueEvent,
      | 'name'
      | 'opensAt'
      | 'preQueueMinutes'
      | 'endsAt'
      | 'ratePerMinute'
      | 'rateBase'
      | 'rateSince'
      | 'updatedBy'
    >
  >,
  entry: HistoryEntry,
): Promise<boolean> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':seen': seenVersion, ':one': 1 };
  const sets = Object.entries(fields).map(([field, value]) => {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    return `#${field} = :${field}`;
  });
  if (fields.endsAt !== undefined) {
    names['#expiresAt'] = 'expiresAt';
    values[':expiresAt'] = eventExpiry(fields.endsAt);
    sets.push('#expiresAt = :expiresAt');
  }
  const result = await transactConditionally([
    {
      Update: {
        TableName: tableName(),
        Key: waitingRoomKeys.event(tenantId, eventId),
        UpdateExpression: `SET ${[...sets, '#version = #version + :one'].join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #version = :seen',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    historyPut(tenantId, eventId, entry, fields.endsAt ?? Date.now()),
  ]);
  recent.delete(`${tenantId}#${eventId}`);
  return result.ok;
}

/**
 * The draw: freezes the pre-queue count (the arrivals so far) and stores the seed, once. Only the first
 * call after opening succeeds; the event as written, or undefined when another call drew first.
 */
export async function drawQueue(
  tenantId: TenantId,
  eventId: string,
  seed: string,
  now: number,
): Promise<QueueEventRecord | undefined> {
  const out = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: waitingRoomKeys.event(tenantId, eventId),
        UpdateExpression: 'SET drawSeed = :seed, drawnAt = :now, preQueueCount = joined',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(drawSeed) AND opensAt <= :now',
        ExpressionAttributeValues: { ':seed': seed, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return out?.Attributes ? toEvent(out.Attributes) : undefined;
}

/**
 * The next arrival number. `beforeDraw`: only while the draw has not happened (a pre-queue arrival);
 * otherwise only once it has (a later arrival joins behind everyone drawn). Undefined when that
 * condition fails: the caller draws or re-reads and asks again.
 */
export async function takeArrivalNumber(
  tenantId: TenantId,
  eventId: string,
  beforeDraw: boolean,
): Promise<number | undefined> {
  const out = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: waitingRoomKeys.event(tenantId, eventId),
        UpdateExpression: 'ADD joined :one',
        ConditionExpression: `attribute_exists(pk) AND ${beforeDraw ? 'attribute_not_exists' : 'attribute_exists'}(drawSeed)`,
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return out?.Attributes ? Number(out.Attributes.joined) : undefined;
}

export async function getQueuePlace(
  tenantId: TenantId,
  eventId: string,
  sub: string,
): Promise<QueuePlaceRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: waitingRoomKeys.place(tenantId, eventId, sub),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return undefined;
  const { eventId: e, sub: s, arrival, client, joinedAt, admittedAt } = out.Item;
  return { eventId: e, sub: s, arrival, client, joinedAt, ...(admittedAt ? { admittedAt } : {}) };
}

/** The account's place; false when the account already has one (one place per account and event). */
export async function putQueuePlace(
  tenantId: TenantId,
  place: QueuePlaceRecord,
  eventEndsAt: number,
): Promise<boolean> {
  const out = await conditionally(
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...waitingRoomKeys.place(tenantId, place.eventId, place.sub),
          entity: 'QueuePlace',
          ...place,
          expiresAt: Math.floor(eventEndsAt / 1000) + DAY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
  return out !== undefined;
}

/** Records the place's first admission and counts it on the event; a repeat changes nothing. */
export async function markAdmitted(tenantId: TenantId, eventId: string, sub: string, now: number) {
  const first = await conditionally(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: waitingRoomKeys.place(tenantId, eventId, sub),
        UpdateExpression: 'SET admittedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(admittedAt)',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
  if (!first) return;
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: waitingRoomKeys.event(tenantId, eventId),
      UpdateExpression: 'ADD admitted :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
