/**
 * Communication templates (README "Communication templates"): the agency's per mail type and each park's
 * own, one partition per tenant; every save and reset conditional on the version read and written with
 * its audit entry in one transaction.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import {
  type TemplateContent,
  type TemplateRecord,
  type TemplateType,
  templateInUse,
} from '#domain/templates/catalogue';
import { sameVersion } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { conditionally, transactConditionally } from '#store/conditional';
import { keys, stripKeys } from '#store/keys';
import { queryAll, queryPrefix } from '#store/query';

const historyPk = (tenantId: TenantId, type: TemplateType, locationId: number | null) =>
  keys.catalogueHistoryPk(tenantId, `TEMPLATE#${type}`, locationId ?? 0);

/** Every stored template of the tenant (the list screen: one partition, a few dozen items). */
export function listTemplates(tenantId: TenantId): Promise<TemplateRecord[]> {
  return queryAll<TemplateRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.templatesPk(tenantId) },
    ConsistentRead: true,
  });
}

export async function getTemplate(
  tenantId: TenantId,
  type: TemplateType,
  locationId: number | null,
): Promise<TemplateRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.template(tenantId, type, locationId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? stripKeys<TemplateRecord>(out.Item) : undefined;
}

/**
 * The template a mail of a type is rendered from (templateInUse): the park's own when the mail has one
 * park, else the agency's, else the built-in default. Read consistently, so the next mail after a save
 * uses it.
 */
export async function mailTemplate(
  tenantId: TenantId,
  type: TemplateType,
  locationId?: number | null,
): Promise<TemplateContent> {
  const [park, agency] = await Promise.all([
    locationId ? getTemplate(tenantId, type, locationId) : undefined,
    getTemplate(tenantId, type, null),
  ]);
  return templateInUse(type, park, agency).template;
}

function versionGuard(before: TemplateRecord | undefined) {
  if (!before) return { ConditionExpression: 'attribute_not_exists(pk)' };
  const version = sameVersion(before.dateLastModified ?? '');
  return {
    ConditionExpression: version.ConditionExpression,
    ...(Object.keys(version.values).length ? { ExpressionAttributeValues: version.values } : {}),
  };
}

function historyPut(tenantId: TenantId, t: Pick<TemplateRecord, 'type' | 'locationId'>, entry: HistoryEntry) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: historyPk(tenantId, t.type, t.locationId),
        sk: keys.customerHistorySk(entry.activityDate, 0),
        entity: 'CatalogueHistory',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Adds (`before` undefined: none stored yet) or changes a template over the version read; false when it changed meanwhile. */
export async function saveTemplate(
  tenantId: TenantId,
  template: TemplateRecord,
  before: TemplateRecord | undefined,
  entry: HistoryEntry,
): Promise<boolean> {
  return (
    await transactConditionally([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.template(tenantId, template.type, template.locationId),
            entity: 'CommunicationTemplate',
            ...template,
          },
          ...versionGuard(before),
        },
      },
      historyPut(tenantId, template, entry),
    ])
  ).ok;
}

/** Removes a customised template over the version read (the next one up is used again); false when it changed meanwhile. */
export async function deleteTemplate(
  tenantId: TenantId,
  before: TemplateRecord,
  entry: HistoryEntry,
): Promise<boolean> {
  return (
    await transactConditionally([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.template(tenantId, before.type, before.locationId),
          ...versionGuard(before),
        },
      },
      historyPut(tenantId, before, entry),
    ])
  ).ok;
}

/** A template's audit history, newest first (kept after a reset). */
export async function listTemplateHistory(
  tenantId: TenantId,
  type: TemplateType,
  locationId: number | null,
): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(historyPk(tenantId, type, locationId), 'HIST#')).reverse();
}

/** Writes templates that are absent (demo data); one already there, perhaps edited since, is kept. */
export async function writeTemplatesIfAbsent(tenantId: TenantId, templates: TemplateRecord[]): Promise<void> {
  for (const template of templates)
    await conditionally(
      dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.template(tenantId, template.type, template.locationId),
            entity: 'CommunicationTemplate',
            ...template,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
}
