/**
 * The table stream's consumer that keeps the reports' per-park, per-day aggregates (README "Report
 * aggregates", store/report-aggregates.ts). Of every change to the table it folds two kinds and ignores
 * the rest: a reservation's new image against its old one (created, changed, cancelled, checked in) into
 * the days each touches, and a new ledger entry (payments, refunds, chargebacks of any origin: sales,
 * changes, desk sales) into its park's calendar day. Each write is conditional on the change being new
 * to that day, so a batch delivered again (a retried Lambda, a second local poller) counts once.
 *
 * On AWS the table's stream invokes `handler` with batches of records in order (lib/platform/
 * report-aggregates.ts); locally the runtime's poller reads DynamoDB Local's stream and calls
 * `foldStreamRecords` (bin/local/report-aggregates-poller.ts).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { TenantId } from '#domain/catalogue';
import { type AggregatedReservation, changedStayDays, stayDays } from '#domain/reports/aggregates';
import type { LedgerEntry } from '#domain/reports/ledger';
import { ledgerDelta } from '#domain/reports/ledger-cells';
import { parkDay } from '#domain/reports/money';
import { toTenantId } from '#domain/tenant-id';
import { traced } from '#adapters/observability/index';
import { keys } from '#store/keys';
import { getLocation } from '#store/locations';
import { addLedgerDay, writeStayDays } from '#store/report-aggregates';

/** A stream record as both the Lambda event and the streams API give it. */
export interface TableStreamRecord {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' | string;
  dynamodb?: {
    SequenceNumber?: string;
    NewImage?: Record<string, AttributeValue>;
    OldImage?: Record<string, AttributeValue>;
  };
}

const RESERVATION_PK = /^T#([a-z][a-z0-9-]*)#RES#\d+$/;
const TENANT_PK = /^T#([a-z][a-z0-9-]*)#/;

type Image = Record<string, unknown>;
const imageOf = (raw: Record<string, AttributeValue> | undefined): Image | undefined =>
  raw ? (unmarshall(raw) as Image) : undefined;

/**
 * What a change is, by the item it changed (read from the raw image: most changes are neither, and are
 * passed over without reading the rest of the item): a reservation, a ledger entry, or neither.
 */
function sourceOf(raw: Record<string, AttributeValue> | undefined): 'reservation' | 'ledger' | null {
  if (!raw) return null;
  if (raw.sk?.S === 'RESERVATION' && RESERVATION_PK.test(raw.pk?.S ?? '')) return 'reservation';
  if (raw.entity?.S === 'LedgerEntry') return 'ledger';
  return null;
}

/** A park's time zone, remembered for the life of the process (a park's zone is set once). */
const zones = new Map<string, Promise<string>>();
function parkZone(tenantId: TenantId, locationId: number): Promise<string> {
  const key = `${tenantId}|${locationId}`;
  let zone = zones.get(key);
  if (!zone) {
    // An unknown park counts in UTC, as the reports do.
    zone = getLocation(tenantId, locationId).then((l) => l?.timezone ?? 'UTC');
    zone.catch(() => zones.delete(key));
    zones.set(key, zone);
  }
  return zone;
}

/** The reservation's part of its days, as the day aggregates keep it. */
function reservationDays(tenantId: TenantId, image: Image | undefined) {
  if (!image) return new Map();
  const r = image as unknown as AggregatedReservation;
  const onIndex =
    image.gsi2pk === keys.parkCancellations(tenantId, r.locationId, String(r.startDate).slice(0, 7));
  return stayDays(r, onIndex);
}

/** Folds one record; answers the aggregate writes it made. */
export async function foldStreamRecord(record: TableStreamRecord): Promise<number> {
  const sequence = record.dynamodb?.SequenceNumber;
  const source = sourceOf(record.dynamodb?.NewImage ?? record.dynamodb?.OldImage);
  if (!source || !sequence) return 0;
  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  const image = (after ?? before)!;
  const tenantId = toTenantId(TENANT_PK.exec(String(image.pk))![1]!);
  if (source === 'reservation') {
    const changed = changedStayDays(reservationDays(tenantId, before), reservationDays(tenantId, after));
    if (!changed.size) return 0;
    const { id, locationId } = image as unknown as AggregatedReservation;
    return writeStayDays(tenantId, locationId, id, changed, sequence);
  }
  // A ledger entry is written once and never changed: only its arrival counts.
  if (record.eventName !== 'INSERT' || !after) return 0;
  const entry = after as unknown as LedgerEntry;
  const day = parkDay(entry.at, await parkZone(tenantId, entry.locationId));
  return (await addLedgerDay(tenantId, entry.locationId, day, entry.reference, ledgerDelta(entry, day)))
    ? 1
    : 0;
}

/** Records folded at once: each item's records stay in order, different items go side by side. */
const PARALLEL_ITEMS = 16;

const itemKey = (record: TableStreamRecord) => {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
  return `${image?.pk?.S ?? ''}|${image?.sk?.S ?? ''}`;
};

/**
 * Folds records in their order per item. Answers the sequence number of the first record that failed
 * (the records from it on are to be delivered again), or null when all were folded.
 */
export async function foldStreamRecords(
  records: readonly TableStreamRecord[],
): Promise<{ writes: number; failedFrom: string | null }> {
  const byItem = new Map<string, { record: TableStreamRecord; index: number }[]>();
  records.forEach((record, index) => {
    const key = itemKey(record);
    byItem.set(key, [...(byItem.get(key) ?? []), { record, index }]);
  });
  const queues = [...byItem.values()];
  let writes = 0;
  let failedAt = Infinity;
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const { record, index } of queue) {
        if (index > failedAt) break;
        try {
          writes += await foldStreamRecord(record);
        } catch (err) {
          console.error(`report aggregates: ${(err as Error).message}`);
          failedAt = Math.min(failedAt, index);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ITEMS, queues.length) }, worker));
  const failed = Number.isFinite(failedAt) ? records[failedAt]! : null;
  return { writes, failedFrom: failed ? (failed.dynamodb?.SequenceNumber ?? null) : null };
}

/**
 * The Lambda entry: a failed record and those after it are reported as failures, so the stream delivers
 * them again (ReportBatchItemFailures) and nothing after a failure is lost or folded out of order.
 */
export const handler = traced(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const records = event.Records as unknown as TableStreamRecord[];
  const { failedFrom } = await foldStreamRecords(records);
  return { batchItemFailures: failedFrom ? [{ itemIdentifier: failedFrom }] : [] };
});
