/**
 * Business rule rows (README "Business rules"): every row of a tenant in one partition
 * (`T#<t>#BUSINESSRULES`, sort key `ROW#<id>`) beside a `VERSION` item that every change bumps, so a
 * change is checked against all rows as read (no two overlapping rows of one scope, even when two people
 * save at once). Each write is one transaction with its audit entry, conditional on the version read.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '#domain/audit';
import { type TenantBusinessRules, importedRuleRows } from '#domain/business-rules';
import { type BusinessRuleRow, IMPORTED_ROW_ID_BASE } from '#domain/business-rules/rows';
import type { TenantId } from '#domain/catalogue';
import type { WalkInPeriodRecord } from '#domain/inventory';
import type { CatalogueAudit } from '#domain/park-setup';
import { sameVersion, writeItems } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { type TransactItem, transactConditionally } from '#store/conditional';
import { PARK_RULE_KIND, keys, stripKeys } from '#store/keys';
import { maxIdInParks } from '#store/locations';
import { queryAll, queryPrefix } from '#store/query';

/** A row as stored: the rule values and who added and changed it last. */
export type StoredRuleRow = BusinessRuleRow & Partial<CatalogueAudit>;

/** The history partitions and id counter of rows (catalogue set-up's, under their own kind). */
const KIND = 'BUSINESSRULE';
export const WALKIN_KIND = 'WALKIN';
const VERSION_SK = 'VERSION';

const rowKey = (tenantId: TenantId, id: number) => ({
  pk: keys.businessRulesPk(tenantId),
  sk: keys.businessRuleSk(id),
});
const versionKey = (tenantId: TenantId) => ({ pk: keys.businessRulesPk(tenantId), sk: VERSION_SK });

/** The item of a row (the loaders write imported rows with it too). */
export function ruleRowItem(tenantId: TenantId, row: StoredRuleRow) {
  return { ...rowKey(tenantId, row.id), entity: 'BusinessRule', ...row };
}

/** Every row of the tenant, and the version of the set as read (0: never changed by staff). */
export async function listRuleRows(
  tenantId: TenantId,
  consistent = false,
): Promise<{ rows: StoredRuleRow[]; version: number }> {
  const items = await queryAll<StoredRuleRow & { n?: number }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.businessRulesPk(tenantId) },
    ConsistentRead: consistent,
  });
  const version = items.find((i) => i.n !== undefined && i.rule === undefined)?.n ?? 0;
  return { rows: items.filter((i) => i.rule !== undefined), version };
}

/** The rows that can apply at a park: the agency's and the park's own (availability, validation). */
export async function listParkRuleRows(tenantId: TenantId, locationId: number): Promise<BusinessRuleRow[]> {
  const rows = await queryPrefix<StoredRuleRow>(keys.businessRulesPk(tenantId), 'ROW#');
  return rows.filter((r) => r.locationId === null || r.locationId === locationId);
}

export async function getRuleRow(tenantId: TenantId, id: number): Promise<StoredRuleRow | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: rowKey(tenantId, id), ConsistentRead: true }),
  );
  return out.Item ? stripKeys<StoredRuleRow>(out.Item) : undefined;
}

/** The next id of a kind: above `floor` (asked only while the counter does not exist), counted atomically. */
async function nextId(tenantId: TenantId, kind: string, floor: () => Promise<number>): Promise<number> {
  const counter = keys.catalogueCounter(tenantId, kind);
  const existing = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: counter, ConsistentRead: true }),
  );
  const start = existing.Item ? 0 : await floor();
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counter,
      UpdateExpression: 'SET n = if_not_exists(n, :start) + :one',
      ExpressionAttributeValues: { ':start': start, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.n);
}

/** The next id of a row staff add: above every row id below the imported range. */
export function nextRuleRowId(tenantId: TenantId): Promise<number> {
  return nextId(tenantId, KIND, async () =>
    Math.max(
      0,
      ...(await listRuleRows(tenantId, true)).rows.map((r) => r.id).filter((id) => id < IMPORTED_ROW_ID_BASE),
    ),
  );
}

/** The set's version bump, conditional on the version the change was checked against. */
function versionBump(tenantId: TenantId, seen: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: versionKey(tenantId),
      UpdateExpression: 'SET n = :next',
      ConditionExpression: seen === 0 ? 'attribute_not_exists(n) OR n = :seen' : 'n = :seen',
      ExpressionAttributeValues: { ':next': seen + 1, ':seen': seen },
    },
  };
}

function historyPut(tenantId: TenantId, id: number, entry: HistoryEntry, kind = KIND): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: keys.catalogueHistoryPk(tenantId, kind, id),
        sk: keys.customerHistorySk(entry.activityDate, 0),
        entity: 'CatalogueHistory',
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function rowCondition(seenRowVersion: string | null) {
  const c =
    seenRowVersion === null
      ? { ConditionExpression: 'attribute_not_exists(pk)', values: {} }
      : sameVersion(seenRowVersion);
  return {
    ConditionExpression: c.ConditionExpression,
    ...(Object.keys(c.values).length ? { ExpressionAttributeValues: c.values } : {}),
  };
}

/**
 * Adds (rowVersion null) or changes rows over each row's version and the set's version as read, in one
 * transaction with their audit entries; false when anything changed meanwhile.
 */
export async function saveRuleRows(
  tenantId: TenantId,
  changes: readonly { row: StoredRuleRow; rowVersion: string | null; entry: HistoryEntry }[],
  setVersion: number,
): Promise<boolean> {
  return (
    await transactConditionally([
      ...changes.map((c): TransactItem => ({
        Put: { TableName: tableName(), Item: ruleRowItem(tenantId, c.row), ...rowCondition(c.rowVersion) },
      })),
      versionBump(tenantId, setVersion),
      ...changes.map((c) => historyPut(tenantId, c.row.id, c.entry)),
    ])
  ).ok;
}

/** Deletes a row (the version read), recorded in its history. */
export async function deleteRuleRow(
  tenantId: TenantId,
  row: StoredRuleRow,
  seen: { rowVersion: string; setVersion: number },
  entry: HistoryEntry,
): Promise<boolean> {
  return (
    await transactConditionally([
      { Delete: { TableName: tableName(), Key: rowKey(tenantId, row.id), ...rowCondition(seen.rowVersion) } },
      versionBump(tenantId, seen.setVersion),
      historyPut(tenantId, row.id, entry),
    ])
  ).ok;
}

/** A row's (or, kind WALKIN, a walk-in period's) audit history, newest first. */
export async function listRuleRowHistory(
  tenantId: TenantId,
  id: number,
  kind: typeof KIND | typeof WALKIN_KIND = KIND,
): Promise<HistoryEntry[]> {
  return (await queryPrefix<HistoryEntry>(keys.catalogueHistoryPk(tenantId, kind, id), 'HIST#')).reverse();
}

/** Whether the tenant has any rows (the local runtime adds the demo rules to data loaded before). */
export async function hasBusinessRules(tenantId: TenantId): Promise<boolean> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :row)',
      ExpressionAttributeValues: { ':pk': keys.businessRulesPk(tenantId), ':row': 'ROW#' },
      Limit: 1,
    }),
  );
  return (out.Items ?? []).length > 0;
}

/** Writes imported rules as rows (demo loader, onboarding, tests); loading again overwrites them. */
export async function writeBusinessRules(tenantId: TenantId, rules: TenantBusinessRules): Promise<void> {
  await writeItems(importedRuleRows(rules).map((r) => ruleRowItem(tenantId, r)));
}

// ------------------------------------------------------------------------------------------------
// Walk-in periods: items `RULE#WALKIN#<id>` in the park's partition, read by availability with the
// park's other rules (README "Park availability rules").

export type StoredWalkIn = WalkInPeriodRecord & Partial<CatalogueAudit>;

const walkInKey = (tenantId: TenantId, locationId: number, id: number) => ({
  pk: keys.locationPk(tenantId, locationId),
  sk: keys.parkRuleSk(PARK_RULE_KIND.walkInPeriod, id),
});

export function listParkWalkIns(tenantId: TenantId, locationId: number): Promise<StoredWalkIn[]> {
  return queryPrefix<StoredWalkIn>(
    keys.locationPk(tenantId, locationId),
    `${keys.parkRulePrefix}${PARK_RULE_KIND.walkInPeriod}#`,
  );
}

export async function getWalkIn(
  tenantId: TenantId,
  locationId: number,
  id: number,
): Promise<StoredWalkIn | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: walkInKey(tenantId, locationId, id),
      ConsistentRead: true,
    }),
  );
  return out.Item ? stripKeys<StoredWalkIn>(out.Item) : undefined;
}

/** The next walk-in period id, above the ids the parks already hold. */
export function nextWalkInId(tenantId: TenantId): Promise<number> {
  return nextId(tenantId, WALKIN_KIND, () =>
    maxIdInParks(tenantId, `${keys.parkRulePrefix}${PARK_RULE_KIND.walkInPeriod}#`),
  );
}

/** Adds (seenVersion null) or changes a walk-in period over the version read; false when it changed. */
export async function saveWalkIn(
  tenantId: TenantId,
  period: StoredWalkIn,
  seenVersion: string | null,
  entry: HistoryEntry,
): Promise<boolean> {
  const item = { ...walkInKey(tenantId, period.locationId, period.id), entity: 'WalkInPeriod', ...period };
  return (
    await transactConditionally([
      { Put: { TableName: tableName(), Item: item, ...rowCondition(seenVersion) } },
      historyPut(tenantId, period.id, entry, WALKIN_KIND),
    ])
  ).ok;
}

export async function deleteWalkIn(
  tenantId: TenantId,
  period: StoredWalkIn,
  seenVersion: string,
  entry: HistoryEntry,
): Promise<boolean> {
  return (
    await transactConditionally([
      {
        Delete: {
          TableName: tableName(),
          Key: walkInKey(tenantId, period.locationId, period.id),
          ...rowCondition(seenVersion),
        },
      },
      historyPut(tenantId, period.id, entry, WALKIN_KIND),
    ])
  ).ok;
}
