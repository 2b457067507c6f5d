/**
 * Staff roles of a tenant (admin §3.1): one partition, sk ROLE#<id>; the list is one Query. A role's
 * changes carry a version and their history entry (store/identity-history.ts) in the same transaction.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { transactConditionally } from '#store/conditional';
import { identityHistoryPut, listIdentityHistory } from '#store/identity-history';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryPrefix } from '#store/query';

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  /** Permission numbers (functions/domain/permissions.ts). */
  permissionIds: number[];
  /** Counts saves made through the back office; absent on seeded roles nobody changed. */
  version?: number;
}

export interface RoleChange {
  /** As read; undefined for a new role. */
  before: RoleRecord | undefined;
  after: RoleRecord;
  entry: HistoryEntry;
}

/**
 * Saves new and changed roles with their history entries in one transaction: each over the version
 * it was read at (a new one only if its id is free), so all are saved or none; 'stale' when any role
 * changed (or a new id was taken) meanwhile.
 */
export async function saveRoles(
  tenantId: TenantId,
  changes: readonly RoleChange[],
): Promise<'saved' | 'stale'> {
  const result = await transactConditionally(
    changes.flatMap(({ before, after, entry }) => {
      const version = before?.version;
      const condition = !before
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : version === undefined
          ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(version)' }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } };
      return [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.role(tenantId, after.id),
              entity: 'Role',
              ...after,
              version: (version ?? 0) + 1,
            },
            ...condition,
          },
        },
        identityHistoryPut(tenantId, 'ROLE', after.id, entry),
      ];
    }),
  );
  return result.ok ? 'saved' : 'stale';
}

/** A role's history, newest first. */
export function listRoleHistory(tenantId: TenantId, roleId: number): Promise<HistoryEntry[]> {
  return listIdentityHistory(tenantId, 'ROLE', roleId);
}

export async function putRole(tenantId: TenantId, role: RoleRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.role(tenantId, role.id), entity: 'Role', ...role },
    }),
  );
}

export async function getRole(tenantId: TenantId, roleId: number): Promise<RoleRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.role(tenantId, roleId), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<RoleRecord>(out.Item) : undefined;
}

export function listRoles(tenantId: TenantId): Promise<RoleRecord[]> {
  return queryPrefix<RoleRecord>(keys.rolesPk(tenantId), 'ROLE#');
}
