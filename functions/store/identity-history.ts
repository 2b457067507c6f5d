/**
 * Audit history of staff users and roles (DESIGN §4: who, when, what changed, old and new values).
 * Each record's entries live in its own audit partition (`AUDIT#<kind>#<id>`, sk `HIST#<when>#<n>`),
 * written in the transaction that changes the record; a deleted user's history stays readable.
 */
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { tableName } from '#store/client';
import { keys } from '#store/keys';
import { queryPrefix } from '#store/query';

export type IdentityKind = 'STAFFUSER' | 'ROLE';

export function identityHistoryPut(tenantId: TenantId, kind: IdentityKind, id: number, entry: HistoryEntry) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.catalogueHistoryPk(tenantId, kind, id),
        // Two changes in one millisecond stay two entries.
        sk: `${keys.customerHistorySk(entry.activityDate, 0)}#${entry.auditTransactionId}`,
        entity: 'IdentityHistory',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** A staff user's or role's history, newest first. */
export async function listIdentityHistory(
  tenantId: TenantId,
  kind: IdentityKind,
  id: number,
): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(keys.catalogueHistoryPk(tenantId, kind, id), 'HIST#')).reverse();
}
