/**
 * Business rule values (README "Business rules"): the tenant's defaults beside its settings
 * (`T#<t>#TENANT` / `BUSINESSRULES`) and a park's own values in the park's partition with its other
 * rules (`T#<t>#LOC#<id>` / `RULE#BUSINESS`). Both are read with one GetItem each, in parallel.
 * Stay length and arrival days are the park's booking window (`RULE#BOOKINGWINDOW`), not stored here.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BusinessRuleValues, TenantBusinessRules } from '#domain/business-rules';
import type { TenantId } from '#domain/catalogue';
import { writeItems } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { keys, stripKeys } from '#store/keys';

const tenantKey = (tenantId: TenantId) => ({ pk: keys.tenant(tenantId).pk, sk: 'BUSINESSRULES' });
const parkKey = (tenantId: TenantId, locationId: number) => ({
  pk: keys.locationPk(tenantId, locationId),
  sk: `${keys.parkRulePrefix}BUSINESS`,
});

async function getValues(key: { pk: string; sk: string }): Promise<BusinessRuleValues | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
  return out.Item ? stripKeys<BusinessRuleValues>(out.Item) : undefined;
}

/** The tenant's defaults and the park's own values (either may be absent). */
export async function getBusinessRuleValues(tenantId: TenantId, locationId: number) {
  const [tenantDefaults, park] = await Promise.all([
    getValues(tenantKey(tenantId)),
    getValues(parkKey(tenantId, locationId)),
  ]);
  return { tenantDefaults, park };
}

/** Whether the tenant has stored its defaults (the local runtime adds the demo rules to data loaded before). */
export async function hasBusinessRules(tenantId: TenantId): Promise<boolean> {
  return (await getValues(tenantKey(tenantId))) !== undefined;
}

/** Writes the tenant's defaults and parks' values (demo loader, tests; the brm screens later). */
export async function writeBusinessRules(tenantId: TenantId, rules: TenantBusinessRules): Promise<void> {
  const items = [
    { ...tenantKey(tenantId), entity: 'BusinessRules', ...rules.tenantDefaults },
    ...rules.parks.map((p) => ({ ...parkKey(tenantId, p.locationId), entity: 'BusinessRules', ...p })),
  ];
  await writeItems(items);
}
