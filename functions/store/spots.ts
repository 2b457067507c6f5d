/** A spot by its id alone (gsi1), and its loop. Key design: README.md. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LoopRecord, SpotRecord, TenantId } from '#domain/catalogue';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';
import { queryPrefix } from '#store/query';

export async function getSpot(tenantId: TenantId, spotId: number): Promise<SpotRecord | undefined> {
  const [spot] = await queryPrefix<SpotRecord>(keys.spotById(tenantId, spotId), 'SPOT', 'gsi1');
  return spot;
}

export async function getLoop(
  tenantId: TenantId,
  locationId: number,
  loopId: number,
): Promise<LoopRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: keys.locationPk(tenantId, locationId), sk: keys.loopSk(loopId) },
    }),
  );
  return out.Item ? stripKeys<LoopRecord>(out.Item) : undefined;
}
