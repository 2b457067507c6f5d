/**
 * The point of sale's records (README "Point of sale"): a park's desk items with a marker per SKU (unique
 * within the park), the orders with their park-and-month index, a marker per create request (a resent
 * create returns the same order), and each record's audit history. A sale's payment and each refund are
 * written in one transaction with the park's ledger entry (store/ledger.ts), every Put conditional.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import type { LedgerEntry } from '#domain/reports/ledger';
import type { DeskItemRecord, PosOrderRecord } from '#domain/point-of-sale';
import { monthsOf } from '#domain/availability/calendar';
import { dynamo, tableName } from '#store/client';
import { type TransactItem, transactConditionally } from '#store/conditional';
import { keys, pad, stripKeys } from '#store/keys';
import { ledgerPut } from '#store/ledger';
import { queryAll, queryPrefix } from '#store/query';

const t = (tenantId: TenantId) => `T#${tenantId}#`;

/** The point of sale's keys, kept beside the code that writes them (README "Point of sale"). */
export const posKeys = {
  items: (tenantId: TenantId, locationId: number) => `${t(tenantId)}POSITEMS#${pad(locationId)}`,
  itemSk: (id: number) => `ITEM#${pad(id)}`,
  skuSk: (sku: string) => `SKU#${sku}`,
  counter: (tenantId: TenantId, kind: 'ITEM' | 'ORDER') => ({ pk: `${t(tenantId)}POSCOUNTER`, sk: kind }),
  order: (tenantId: TenantId, id: number) => ({ pk: `${t(tenantId)}POSORDER#${pad(id)}`, sk: 'ORDER' }),
  /** gsi1: a park's orders by UTC month of their creation, sorted by time. */
  ordersOfMonth: (tenantId: TenantId, locationId: number, month: string) =>
    `${t(tenantId)}POSORDERS#${pad(locationId)}#${month}`,
  orderRequest: (tenantId: TenantId, clientReference: string) => ({
    pk: `${t(tenantId)}POSREQUEST#${clientReference}`,
    sk: 'REQUEST',
  }),
};

type AuditKind = 'POSITEM' | 'POSORDER';

function historyPut(tenantId: TenantId, kind: AuditKind, id: number, entry: HistoryEntry): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.catalogueHistoryPk(tenantId, kind, id),
        sk: keys.customerHistorySk(entry.activityDate, 0),
        entity: 'PosHistory',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A record's audit history, newest first. */
export async function listPosHistory(
  tenantId: TenantId,
  kind: AuditKind,
  id: number,
): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(keys.catalogueHistoryPk(tenantId, kind, id), 'HIST#')).reverse();
}

/** The next id of desk items or orders of the tenant (an atomic counter: racing adds never share one). */
export async function nextPosId(tenantId: TenantId, kind: 'ITEM' | 'ORDER'): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: posKeys.counter(tenantId, kind),
      UpdateExpression: 'ADD lastId :one SET entity = :e',
      ExpressionAttributeValues: { ':one': 1, ':e': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.lastId);
}

// ------------------------------------------------------------------------------------------ desk items

export async function listDeskItems(tenantId: TenantId, locationId: number): Promise<DeskItemRecord[]> {
  return queryPrefix<DeskItemRecord>(posKeys.items(tenantId, locationId), 'ITEM#');
}

export async function getDeskItem(
  tenantId: TenantId,
  locationId: number,
  id: number,
): Promise<DeskItemRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: posKeys.items(tenantId, locationId), sk: posKeys.itemSk(id) },
      ConsistentRead: true,
    }),
  );
  return out.Item ? stripKeys<DeskItemRecord>(out.Item) : undefined;
}

const skuMarker = (tenantId: TenantId, item: DeskItemRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      pk: posKeys.items(tenantId, item.locationId),
      sk: posKeys.skuSk(item.sku),
      entity: 'DeskItemSku',
      itemId: item.id,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * Saves a desk item: new (`before` undefined) or over the version read. 'sku' when another item of
 * the park holds the SKU, 'changed' when the item changed meanwhile; nothing is written then.
 */
export async function saveDeskItem(
  tenantId: TenantId,
  item: DeskItemRecord,
  before: DeskItemRecord | undefined,
  entry: HistoryEntry,
): Promise<'ok' | 'sku' | 'changed'> {
  const pk = posKeys.items(tenantId, item.locationId);
  const skuChanged = !before || before.sku !== item.sku;
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { pk, sk: posKeys.itemSk(item.id), entity: 'DeskItem', ...item },
        ...(before
          ? {
              ConditionExpression: 'dateLastModified = :seen',
              ExpressionAttributeValues: { ':seen': before.dateLastModified },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    ...(skuChanged ? [skuMarker(tenantId, item)] : []),
    ...(before && skuChanged
      ? [
          {
            Delete: {
              TableName: tableName(),
              Key: { pk, sk: posKeys.skuSk(before.sku) },
              ConditionExpression: 'itemId = :id',
              ExpressionAttributeValues: { ':id': item.id },
            },
          },
        ]
      : []),
    historyPut(tenantId, 'POSITEM', item.id, entry),
  ];
  const result = await transactConditionally(items);
  if (result.ok) return 'ok';
  return skuChanged && result.failed.includes(1) ? 'sku' : 'changed';
}

// ---------------------------------------------------------------------------------------------- orders

function orderItem(tenantId: TenantId, order: PosOrderRecord) {
  return {
    ...posKeys.order(tenantId, order.id),
    gsi1pk: posKeys.ordersOfMonth(tenantId, order.locationId, order.dateCreated.slice(0, 7)),
    gsi1sk: `${order.dateCreated}#${pad(order.id)}`,
    entity: 'PosOrder',
    ...order,
  };
}

/** The Put of an order over the version it was read at (and, if asked, only while it is unpaid). */
function orderPutOver(
  tenantId: TenantId,
  order: PosOrderRecord,
  seenVersion: number,
  unpaid: boolean,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: orderItem(tenantId, order),
      ConditionExpression: unpaid ? 'version = :seen AND #status = :unpaid' : 'version = :seen',
      ExpressionAttributeValues: { ':seen': seenVersion, ...(unpaid ? { ':unpaid': 'unpaid' } : {}) },
      ...(unpaid ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
    },
  };
}

export async function getPosOrder(tenantId: TenantId, id: number): Promise<PosOrderRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: posKeys.order(tenantId, id), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<PosOrderRecord>(out.Item) : undefined;
}

/** The order a create request made already, if this request was sent before. */
export async function orderOfRequest(
  tenantId: TenantId,
  clientReference: string,
): Promise<number | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: posKeys.orderRequest(tenantId, clientReference),
      ConsistentRead: true,
    }),
  );
  return out.Item ? Number(out.Item.orderId) : undefined;
}

/** Writes a new order; false when its create request was written already (nothing is written). */
export async function createPosOrder(
  tenantId: TenantId,
  order: PosOrderRecord,
  entry: HistoryEntry,
  clientReference: string | undefined,
): Promise<boolean> {
  const result = await transactConditionally([
    {
      Put: {
        TableName: tableName(),
        Item: orderItem(tenantId, order),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(clientReference
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...posKeys.orderRequest(tenantId, clientReference),
                entity: 'PosRequest',
                orderId: order.id,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]
      : []),
    historyPut(tenantId, 'POSORDER', order.id, entry),
  ]);
  return result.ok;
}

/**
 * Saves an order over the version read, with its history entry and, for a payment or a refund, the
 * park's ledger entry of the money (conditional on being new). An edit or a payment also needs the order
 * still unpaid. False when any condition failed: nothing is written.
 */
export async function savePosOrder(
  tenantId: TenantId,
  order: PosOrderRecord,
  seenVersion: number,
  entry: HistoryEntry,
  o: { unpaid: boolean; ledger?: LedgerEntry },
): Promise<boolean> {
  const result = await transactConditionally([
    orderPutOver(tenantId, order, seenVersion, o.unpaid),
    ...(o.ledger ? [ledgerPut(tenantId, o.ledger)] : []),
    historyPut(tenantId, 'POSORDER', order.id, entry),
  ]);
  return result.ok;
}

/** A park's orders created on the UTC days `start` to `end` (both included), oldest first. */
export async function listPosOrders(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<PosOrderRecord[]> {
  const pages = await Promise.all(
    monthsOf(start, end).map((month) =>
      queryAll<PosOrderRecord & { gsi1pk?: string; gsi1sk?: string }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': posKeys.ordersOfMonth(tenantId, locationId, month),
          ':from': start,
          ':to': `${end}~`,
        },
      }),
    ),
  );
  return pages.flat().sort((a, b) => a.dateCreated.localeCompare(b.dateCreated) || a.id - b.id);
}

/**
 * Loads desk items (the demo's) when the tenant has never had any: the item counter does not exist yet.
 * Each item and its SKU marker are Put only if absent, and the counter is set past the highest id last,
 * so a half-load is finished on the next start.
 */
export async function writeDeskItemsIfAbsent(
  tenantId: TenantId,
  items: readonly DeskItemRecord[],
): Promise<boolean> {
  const counter = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: posKeys.counter(tenantId, 'ITEM'), ConsistentRead: true }),
  );
  if (counter.Item) return false;
  for (const item of items) {
    await transactConditionally([
      {
        Put: {
          TableName: tableName(),
          Item: {
            pk: posKeys.items(tenantId, item.locationId),
            sk: posKeys.itemSk(item.id),
            entity: 'DeskItem',
            ...item,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      skuMarker(tenantId, item),
    ]);
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: posKeys.counter(tenantId, 'ITEM'),
      UpdateExpression: 'SET lastId = if_not_exists(lastId, :n), entity = :e',
      ExpressionAttributeValues: { ':n': Math.max(0, ...items.map((i) => i.id)), ':e': 'Counter' },
    }),
  );
  return true;
}
