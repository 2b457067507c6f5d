/**
 * A park's closures as staff add, change and lift them: items `RULE#CLOSURE#<id>` in the park's
 * partition, beside the other rules availability reads in one Query (README "Park availability rules"),
 * each write one transaction with its audit entry, conditional on the version it was read at.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import type { ClosureRecord } from '#domain/inventory';
import type { CatalogueAudit } from '#domain/park-setup';
import { catalogueHistoryPut, versionCondition } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { transactConditionally } from '#store/conditional';
import { PARK_RULE_KIND, keys, stripKeys } from '#store/keys';
import { queryPrefix } from '#store/query';

/** A closure as stored by the back office: the loop it closed (null: a park or chosen spots) and who. */
export type StoredClosure = ClosureRecord & Partial<CatalogueAudit> & { loopId?: number | null };

const closureKey = (tenantId: TenantId, locationId: number, closureId: number) => ({
  pk: keys.locationPk(tenantId, locationId),
  sk: keys.parkRuleSk(PARK_RULE_KIND.closure, closureId),
});

export function listParkClosures(tenantId: TenantId, locationId: number): Promise<StoredClosure[]> {
  return queryPrefix<StoredClosure>(keys.locationPk(tenantId, locationId), `RULE#${PARK_RULE_KIND.closure}#`);
}

export async function getClosure(
  tenantId: TenantId,
  locationId: number,
  closureId: number,
): Promise<StoredClosure | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: closureKey(tenantId, locationId, closureId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? stripKeys<StoredClosure>(out.Item) : undefined;
}

/** Adds (seenVersion null: its id free) or changes a closure; false when the condition failed. */
export async function saveClosure(
  tenantId: TenantId,
  closure: StoredClosure,
  seenVersion: string | null,
  entry: HistoryEntry,
): Promise<boolean> {
  return (
    await transactConditionally([
      {
        Put: {
          TableName: tableName(),
          Item: { ...closureKey(tenantId, closure.locationId, closure.id), entity: 'Closure', ...closure },
          ...versionCondition(seenVersion),
        },
      },
      catalogueHistoryPut(tenantId, 'CLOSURE', closure.id, entry),
    ])
  ).ok;
}

/** Lifts a closure (only the version read), recorded in its history. */
export async function deleteClosure(
  tenantId: TenantId,
  closure: StoredClosure,
  seenVersion: string,
  entry: HistoryEntry,
): Promise<boolean> {
  return (
    await transactConditionally([
      {
        Delete: {
          TableName: tableName(),
          Key: closureKey(tenantId, closure.locationId, closure.id),
          ...versionCondition(seenVersion),
        },
      },
      catalogueHistoryPut(tenantId, 'CLOSURE', closure.id, entry),
    ])
  ).ok;
}
