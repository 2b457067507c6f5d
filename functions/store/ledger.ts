/**
 * A park's money ledger (README "Money ledger"): the entries are Put in the transaction that moves the
 * money (an order's completion, a refund's record), each conditional on being new, and read by park and
 * time range: one Query per UTC month and shard, in parallel.
 */
import { monthsOf } from '#domain/availability/calendar';
import type { TenantId } from '#domain/catalogue';
import type { LedgerEntry } from '#domain/reports/ledger';
import { tableName } from '#store/client';
import type { TransactItem } from '#store/conditional';
import { LEDGER_SHARDS, keys } from '#store/keys';
import { queryAll } from '#store/query';

/** The Put of one entry, refused if the same movement was recorded already. */
export function ledgerPut(tenantId: TenantId, entry: LedgerEntry): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.parkLedger(
          tenantId,
          entry.locationId,
          entry.at.slice(0, 7),
          entry.reservationId % LEDGER_SHARDS,
        ),
        sk: keys.parkLedgerSk(entry.at, entry.reference),
        entity: 'LedgerEntry',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A park's entries whose time falls on the UTC days `start` to `end` (both included). */
export async function listLedger(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<LedgerEntry[]> {
  const pages = await Promise.all(
    monthsOf(start, end).flatMap((month) =>
      Array.from({ length: LEDGER_SHARDS }, (_, shard) =>
        queryAll<LedgerEntry>({
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.parkLedger(tenantId, locationId, month, shard),
            ':from': start,
            ':to': `${end}~`,
          },
        }),
      ),
    ),
  );
  return pages.flat().sort((a, b) => a.at.localeCompare(b.at) || a.reference.localeCompare(b.reference));
}
