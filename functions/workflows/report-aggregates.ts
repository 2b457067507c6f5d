/**
 * The table stream's consumer that keeps the reports' per-park, per-day aggregates (README "Report
 * aggregates", store/report-aggregates.ts). Of every change to the table it folds three kinds and ignores
 * the rest: a reservation's new image against its old one (created, changed, cancelled, checked in) into
 * the days each touches; a taken night's (reserved, released, moved to another reservation) into its
 * day's sold nights, since the sold-night reports count the night index, which holds nights no
 * reservation record stands behind (the demo's availability data); and a new ledger entry (payments,
 * refunds, chargebacks of any origin: sales, changes, desk sales) into its park's calendar day. Each
 * write counts a change once, so a batch delivered again (a retried Lambda, a second local poller)
 * leaves the days as they were.
 *
 * On AWS the table's stream invokes `handler` with batches of records in order (lib/platform/
 * report-aggregates.ts); locally the runtime's poller reads DynamoDB Local's stream and calls
 * `foldStreamRecords` (bin/local/report-aggregates-poller.ts).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { TenantId } from '#domain/catalogue';
import {
  type AggregatedReservation,
  type NightImage,
  type StayDay,
  changedStayDays,
  soldNightOf,
  stayDays,
} from '#domain/reports/aggregates';
import { type EntryReservation, changedEntryDays, guestDays, overrideDays } from '#domain/reports/entries';
import type { ReportStay } from '#domain/reports/guests';
import type { OverriddenStay } from '#domain/reports/overrides';
import type { LedgerEntry } from '#domain/reports/ledger';
import type { SoldNight } from '#domain/reports/park-data';
import { ledgerDelta } from '#domain/reports/ledger-cells';
import { parkDay } from '#domain/reports/money';
import { toTenantId } from '#domain/tenant-id';
import { traced } from '#adapters/observability/index';
import { keys } from '#store/keys';
import { getLocation, listLocations } from '#store/locations';
import { parkCancelledInWindow } from '#store/front-desk';
import { listLedger } from '#store/ledger';
import { getReservationFields, listSoldNights } from '#store/report-reads';
import {
  addLedgerDay,
  fillDay,
  fillEntryDay,
  markReportAggregatesBuilt,
  writeDayNights,
  writeEntryDays,
  writeStayDays,
} from '#store/report-aggregates';
import {
  type MonthTouch,
  type RollUpKind,
  monthTouchKey,
  monthsTouchedBy,
  rollUpMonths,
} from '#store/report-roll-ups';

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
const NIGHT_PK = /^T#([a-z][a-z0-9-]*)#SPOTNIGHT#\d+$/;
const TENANT_PK = /^T#([a-z][a-z0-9-]*)#/;

type Image = Record<string, unknown>;
const imageOf = (raw: Record<string, AttributeValue> | undefined): Image | undefined =>
  raw ? (unmarshall(raw) as Image) : undefined;

/**
 * What a change is, by the item it changed (read from the raw image: most changes are none of these, and
 * are passed over without reading the rest of the item): a reservation, a taken night, a ledger entry.
 */
function sourceOf(
  raw: Record<string, AttributeValue> | undefined,
): 'reservation' | 'night' | 'ledger' | null {
  if (!raw) return null;
  if (raw.sk?.S === 'RESERVATION' && RESERVATION_PK.test(raw.pk?.S ?? '')) return 'reservation';
  if (NIGHT_PK.test(raw.pk?.S ?? '')) return 'night';
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

/** Whether a reservation's image is filed on its park's cancelled index. */
function onCancelledIndex(tenantId: TenantId, image: Image): boolean {
  const r = image as unknown as AggregatedReservation;
  return image.gsi2pk === keys.parkCancellations(tenantId, r.locationId, String(r.startDate).slice(0, 7));
}

/** The reservation's part of its days, as the day aggregates keep it. */
function reservationDays(tenantId: TenantId, image: Image | undefined) {
  if (!image) return new Map();
  return stayDays(image as unknown as AggregatedReservation, onCancelledIndex(tenantId, image));
}

/** The reservation's guest and override entries on the days they are filed on. */
function reservationEntries(tenantId: TenantId, image: Image | undefined) {
  const r = image as unknown as EntryReservation | undefined;
  return {
    guest: guestDays(r),
    override: overrideDays(r, image ? onCancelledIndex(tenantId, image) : false),
  };
}

/** What folding a record did: the aggregate writes it made, and the months whose roll-ups are due. */
export interface Folded {
  writes: number;
  touched: MonthTouch[];
}

const touches = (
  tenantId: TenantId,
  locationId: number,
  kind: RollUpKind,
  dates: Iterable<string>,
): MonthTouch[] =>
  [...new Set([...dates].flatMap((d) => monthsTouchedBy(kind, d)))].map((month) => ({
    tenantId,
    locationId,
    kind,
    month,
  }));

/**
 * Folds one record. The months it touches are due a roll-up whether or not its writes were made now: a
 * record delivered again finds its days written, but its months may not have been rolled up.
 */
export async function foldStreamRecord(record: TableStreamRecord): Promise<Folded> {
  const none = { writes: 0, touched: [] };
  const sequence = record.dynamodb?.SequenceNumber;
  const source = sourceOf(record.dynamodb?.NewImage ?? record.dynamodb?.OldImage);
  if (!source || !sequence) return none;
  const after = imageOf(record.dynamodb?.NewImage);
  const before = imageOf(record.dynamodb?.OldImage);
  const image = (after ?? before)!;
  const tenantId = toTenantId(TENANT_PK.exec(String(image.pk))![1]!);
  if (source === 'reservation') {
    const changed = changedStayDays(reservationDays(tenantId, before), reservationDays(tenantId, after));
    const [was, is] = [reservationEntries(tenantId, before), reservationEntries(tenantId, after)];
    const guests = changedEntryDays(was.guest, is.guest);
    const overrides = changedEntryDays(was.override, is.override);
    if (!changed.size && !guests.size && !overrides.size) return none;
    const { id, locationId } = image as unknown as AggregatedReservation;
    const written = await Promise.all([
      changed.size ? writeStayDays(tenantId, locationId, id, changed, sequence) : 0,
      guests.size ? writeEntryDays(tenantId, locationId, 'guest', id, guests, sequence) : 0,
      overrides.size ? writeEntryDays(tenantId, locationId, 'override', id, overrides, sequence) : 0,
    ]);
    return {
      writes: written.reduce((a, b) => a + b, 0),
      // The override entries have no roll-up (a year of them is a few hundred).
      touched: [
        ...touches(tenantId, locationId, 'stays', changed.keys()),
        ...touches(tenantId, locationId, 'guests', guests.keys()),
      ],
    };
  }
  if (source === 'night') {
    const [was, is] = [
      soldNightOf(before as NightImage | undefined),
      soldNightOf(after as NightImage | undefined),
    ];
    if (was?.reservationId === is?.reservationId) return none;
    const { locationId, night } = image as unknown as NightImage;
    return {
      writes: await writeDayNights(tenantId, locationId, night, was ? [was] : [], is ? [is] : []),
      touched: touches(tenantId, locationId, 'stays', [night]),
    };
  }
  // A ledger entry is written once and never changed: only its arrival counts.
  if (record.eventName !== 'INSERT' || !after) return none;
  const entry = after as unknown as LedgerEntry;
  const day = parkDay(entry.at, await parkZone(tenantId, entry.locationId));
  const added = await addLedgerDay(tenantId, entry.locationId, day, entry.reference, ledgerDelta(entry, day));
  return { writes: added ? 1 : 0, touched: touches(tenantId, entry.locationId, 'money', [day]) };
}

/** Records folded at once: each item's records stay in order, different items go side by side. */
const PARALLEL_ITEMS = 16;

const itemKey = (record: TableStreamRecord) => {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
  return `${image?.pk?.S ?? ''}|${image?.sk?.S ?? ''}`;
};

/**
 * Folds records in their order per item, then rolls up the months they touched (or, with `deferred`,
 * adds those months to it for the caller to roll up: the local poller does once per pass, not per
 * batch). Answers the sequence number of the first record that failed (the records from it on are to be
 * delivered again, and the months of a failed roll-up with the first record that touched them), or null
 * when all were folded.
 */
export async function foldStreamRecords(
  records: readonly TableStreamRecord[],
  deferred?: Map<string, MonthTouch>,
): Promise<{ writes: number; failedFrom: string | null }> {
  // The first record index that touched each month.
  const touchedAt = new Map<string, { touch: MonthTouch; index: number }>();
  const touched = (index: number, list: readonly MonthTouch[]) => {
    for (const touch of list) {
      const key = monthTouchKey(touch);
      const seen = touchedAt.get(key);
      if (!seen || seen.index > index) touchedAt.set(key, { touch, index });
    }
  };
  const byItem = new Map<string, { record: TableStreamRecord; index: number }[]>();
  records.forEach((record, index) => {
    const key = itemKey(record);
    byItem.set(key, [...(byItem.get(key) ?? []), { record, index }]);
  });
  const isNight = (queue: { record: TableStreamRecord }[]) =>
    sourceOf(queue[0]!.record.dynamodb?.NewImage ?? queue[0]!.record.dynamodb?.OldImage) === 'night';
  const all = [...byItem.values()];
  const queues = all.filter((q) => !isNight(q));
  const nights = await foldNightQueues(all.filter(isNight), touched);
  let writes = nights.writes;
  let failedAt = nights.failedAt;
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const { record, index } of queue) {
        if (index > failedAt) break;
        try {
          // Awaited first: `writes += await …` would add to the count read before the await, and the
          // workers' counts would overwrite each other's.
          const folded = await foldStreamRecord(record);
          writes += folded.writes;
          touched(index, folded.touched);
        } catch (err) {
          console.error(`report aggregates: ${(err as Error).message}`);
          failedAt = Math.min(failedAt, index);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ITEMS, queues.length) }, worker));
  // Months touched only by records after a failure are rolled up when those are delivered again.
  const due = [...touchedAt.values()].filter((t) => t.index < failedAt);
  if (deferred) for (const { touch } of due) deferred.set(monthTouchKey(touch), touch);
  else
    for (const t of await rollUpMonths(due.map((d) => d.touch)))
      failedAt = Math.min(failedAt, touchedAt.get(monthTouchKey(t))!.index);
  const failed = Number.isFinite(failedAt) ? records[failedAt]! : null;
  return { writes, failedFrom: failed ? (failed.dynamodb?.SequenceNumber ?? null) : null };
}

/**
 * The taken nights' changes of a batch, one queue per night item in order: each item's net change (its
 * first old image against its last new image), gathered per park day into one removal and one addition,
 * so a load of thousands of nights is a few writes per day. Answers the index of the first record of a
 * day that failed (all its records are delivered again: adding or removing a member twice is once).
 */
async function foldNightQueues(
  queues: readonly { record: TableStreamRecord; index: number }[][],
  touched: (index: number, list: readonly MonthTouch[]) => void,
): Promise<{ writes: number; failedAt: number }> {
  type Day = { tenantId: TenantId; locationId: number; night: string; first: number };
  const days = new Map<string, Day & { removed: SoldNight[]; added: SoldNight[] }>();
  for (const queue of queues) {
    const first = queue[0]!;
    const last = queue[queue.length - 1]!;
    const was = soldNightOf(imageOf(first.record.dynamodb?.OldImage) as NightImage | undefined);
    const is = soldNightOf(imageOf(last.record.dynamodb?.NewImage) as NightImage | undefined);
    if (was?.reservationId === is?.reservationId) continue;
    const image = imageOf(last.record.dynamodb?.NewImage ?? last.record.dynamodb?.OldImage)!;
    const { locationId, night } = image as unknown as NightImage;
    const tenantId = toTenantId(TENANT_PK.exec(String(image.pk))![1]!);
    const key = `${tenantId}|${locationId}|${night}`;
    const day = days.get(key) ?? { tenantId, locationId, night, first: first.index, removed: [], added: [] };
    day.first = Math.min(day.first, first.index);
    if (was) day.removed.push(was);
    if (is) day.added.push(is);
    days.set(key, day);
  }
  const pending = [...days.values()];
  let writes = 0;
  let failedAt = Infinity;
  const worker = async () => {
    for (let day = pending.shift(); day; day = pending.shift()) {
      try {
        const written = await writeDayNights(day.tenantId, day.locationId, day.night, day.removed, day.added);
        writes += written;
        touched(day.first, touches(day.tenantId, day.locationId, 'stays', [day.night]));
      } catch (err) {
        console.error(`report aggregates: ${(err as Error).message}`);
        failedAt = Math.min(failedAt, day.first);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ITEMS, pending.length) }, worker));
  return { writes, failedAt };
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

/** The fields of a reservation its days are folded from. */
const AGGREGATED_FIELDS = [
  'reservationNumber',
  'spotId',
  'locationId',
  'startDate',
  'endDate',
  'nights',
  'status',
  'fees',
  'salesChannel',
  'walkInReservation',
  'numberOfAdults',
  'primaryOccupant',
  'cancellation',
  'numberOfVehicles',
  'createdBy',
  'createdAt',
  'feeOverrides',
  'overriddenRules',
  'overriddenClosureDays',
] as const satisfies readonly (keyof EntryReservation)[];

/**
 * How far around today a rebuild reads: the reports' year back and the one before it, and every night
 * the booking windows let anyone hold ahead.
 */
export const REBUILD_WINDOW = { daysBack: 760, daysAhead: 400 };

/**
 * Builds a tenant's aggregates from its items over `from`–`to`: for data the stream never carried (a
 * tenant whose data predates the stream: a deployment before it, or a local data directory made before
 * it). Reads by key like the reports (each park's night index, the stays it names, its cancellations
 * index and its ledger) and folds them with the same rules as the stream. Idempotent, and safe beside
 * the stream's consumer: a part is written only where the day has none, a sold night is a set member, a
 * ledger entry is counted once by its reference; each month it filled is rolled up again from its days. A night released while the rebuild runs may be added
 * back by it, so the local runtime rebuilds before its poller reads the stream from its start (and the
 * release after it); on AWS run it while the tenant is quiet. Marks the tenant built, unless asked for
 * some parks `only`.
 */
export async function rebuildReportAggregates(
  tenantId: TenantId,
  from: string,
  to: string,
  only?: { locationIds: readonly number[] },
): Promise<{ parks: number; days: number; ledgerEntries: number; months: number }> {
  // `months`: the month roll-ups written.
  let days = 0;
  let months = 0;
  let ledgerEntries = 0;
  const parks = (await listLocations(tenantId)).filter((p) => !only || only.locationIds.includes(p.id));
  for (const park of parks) {
    const [nights, cancelled, ledger] = await Promise.all([
      listSoldNights(tenantId, park.id, from, to),
      parkCancelledInWindow(tenantId, park.id, from, to),
      listLedger(tenantId, park.id, from, to),
    ]);
    const reserved = await getReservationFields(
      tenantId,
      nights.map((n) => n.reservationId),
      AGGREGATED_FIELDS,
    );
    const byDay = new Map<string, { parts: Map<number, StayDay>; nights: SoldNight[] }>();
    const dayOf = (date: string) =>
      byDay.get(date) ?? byDay.set(date, { parts: new Map(), nights: [] }).get(date)!;
    for (const n of nights) dayOf(n.night).nights.push(n);
    const guests = new Map<string, Map<number, ReportStay>>();
    const overrides = new Map<string, Map<number, OverriddenStay>>();
    const file = <T>(days: Map<string, Map<number, T>>, id: number, entries: Map<string, T>) => {
      for (const [date, entry] of entries)
        (days.get(date) ?? days.set(date, new Map()).get(date)!).set(id, entry);
    };
    for (const [r, onCancelledIndex] of [
      ...reserved.map((r) => [r, false] as const),
      ...cancelled.map((r) => [r, true] as const),
    ]) {
      for (const [date, part] of stayDays(r, onCancelledIndex)) dayOf(date).parts.set(r.id, part);
      file(guests, r.id, guestDays(r));
      file(overrides, r.id, overrideDays(r, onCancelledIndex));
    }
    const dates = [...byDay.keys()];
    // A few days at a time: each is a handful of updates.
    const fills = [
      ...dates.map((date) => () => {
        const day = byDay.get(date)!;
        return fillDay(tenantId, park.id, date, day.parts, day.nights);
      }),
      ...[...guests].map(
        ([date, e]) =>
          () =>
            fillEntryDay(tenantId, park.id, 'guest', date, e),
      ),
      ...[...overrides].map(
        ([date, e]) =>
          () =>
            fillEntryDay(tenantId, park.id, 'override', date, e),
      ),
    ];
    for (let i = 0; i < fills.length; i += 8) await Promise.all(fills.slice(i, i + 8).map((f) => f()));
    days += dates.length;
    // Side by side: entries of one day add to one item, which DynamoDB applies one after another.
    const entries = [...ledger];
    const counted = await Promise.all(
      Array.from({ length: Math.min(PARALLEL_ITEMS, entries.length) }, async () => {
        let n = 0;
        for (let entry = entries.shift(); entry; entry = entries.shift()) {
          const day = parkDay(entry.at, park.timezone || 'UTC');
          if (await addLedgerDay(tenantId, park.id, day, entry.reference, ledgerDelta(entry, day))) n += 1;
        }
        return n;
      }),
    );
    ledgerEntries += counted.reduce((a, b) => a + b, 0);
    // The months of the days just filled, rolled up from them (and from any the stream wrote there).
    const due = [
      ...touches(tenantId, park.id, 'stays', dates),
      ...touches(tenantId, park.id, 'guests', guests.keys()),
      ...touches(
        tenantId,
        park.id,
        'money',
        ledger.map((e) => parkDay(e.at, park.timezone || 'UTC')),
      ),
    ];
    const failed = await rollUpMonths(due);
    if (failed.length) throw new Error(`report roll-ups: ${failed.length} months of park ${park.id} failed`);
    months += due.length;
  }
  if (!only) await markReportAggregatesBuilt(tenantId, { from, to, at: new Date().toISOString() });
  return { parks: parks.length, days, ledgerEntries, months };
}
