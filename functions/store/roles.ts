/** Staff roles of a tenant (admin §3.1): one partition, sk ROLE#<id>; the list is one Query. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TenantId } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryPrefix } from '#store/query';

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  /** Permission numbers (functions/domain/permissions.ts). */
  permissionIds: number[];
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
