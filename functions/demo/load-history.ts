/**
 * Writes the demo year (history.ts) with the product's own item builders: reservations (a cancelled one
 * on the park's cancellations index, as a cancellation leaves it), orders, taken nights, closures, history
 * entries and ledger entries. A batch load, not a transaction per sale: it runs once, on a fresh table,
 * and a marker written last says it is done, so an interrupted load is repeated (every write is a Put by
 * key). It takes a minute or more on DynamoDB Local, so it is a step of its own (the reports bench runs
 * it), never part of the catalogue load every start and test run pays for.
 */
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { writeItems } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { inventoryItems } from '#store/inventory-writer';
import { keys } from '#store/keys';
import { ledgerPut } from '#store/ledger';
import { reservationHistoryPut, reservationItem } from '#store/reservations';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildDemoFees } from './fees.ts';
import { type DemoHistory, HISTORY_DAYS, buildDemoHistory } from './history.ts';
import { buildDemoCatalogue, buildDemoInventory } from './index.ts';

type Item = Record<string, unknown> & { pk: string; sk: string };

/** Beside the catalogue's own marker in the tenant partition. */
const marker = (tenantId: TenantId) => ({ pk: keys.catalogueLoaded(tenantId).pk, sk: 'DEMO_HISTORY_LOADED' });

export function historyItems(tenantId: TenantId, h: DemoHistory): Item[] {
  const reservations = h.reservations.map(
    (r) =>
      ({
        ...reservationItem(tenantId, r),
        ...(r.status === 'Cancelled'
          ? {
              gsi2pk: keys.parkCancellations(tenantId, r.locationId, r.startDate.slice(0, 7)),
              gsi2sk: keys.parkCancellationSk(r.startDate, r.id),
            }
          : {}),
      }) as Item,
  );
  const orders = h.orders.map((o) => ({ ...keys.order(tenantId, o.id), entity: 'Order', ...o }));
  return [
    ...inventoryItems(tenantId, { closures: h.closures, nights: h.nights }),
    ...reservations,
    ...orders,
    ...h.history.map((x) => reservationHistoryPut(tenantId, x.reservationId, x.entry, x.n).Put.Item as Item),
    ...h.ledger.map((e) => ledgerPut(tenantId, e).Put!.Item as Item),
  ];
}

export async function isDemoHistoryLoaded(tenantId: TenantId): Promise<boolean> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: marker(tenantId) }));
  return out.Item !== undefined;
}

/**
 * Loads the year of history for a demo tenant's biggest park unless it is there; laid out from the park's
 * today like the availability data, which must be loaded already (the history's six weeks ahead are its
 * reserved nights). Answers what it wrote.
 */
export async function loadDemoHistoryIfAbsent(
  tenantId: TenantId,
  now: Date = new Date(),
  days = HISTORY_DAYS,
): Promise<{ loaded: boolean; items: number; reservations: number }> {
  if (await isDemoHistoryLoaded(tenantId)) return { loaded: false, items: 0, reservations: 0 };
  const catalogue = buildDemoCatalogue(tenantId);
  const today = todayIn(catalogue.tenant.timezone, now);
  const history = buildDemoHistory(
    catalogue,
    buildDemoInventory(catalogue, today),
    buildDemoFees(catalogue, today),
    today,
    days,
  );
  const items = historyItems(tenantId, history);
  await writeItems(items);
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...marker(tenantId), entity: 'DemoHistoryLoaded', today, itemCount: items.length },
    }),
  );
  return { loaded: true, items: items.length, reservations: history.reservations.length };
}
