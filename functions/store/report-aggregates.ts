/**
 * The reports' per-park, per-day aggregates (README "Report aggregates"), kept by the table's stream
 * consumer (functions/workflows/report-aggregates.ts) and read by the reports instead of a year of items.
 * One partition per park, `T#<tenant>#LOC#<park>#REPORTS`, two items per day:
 *
 * - `DAY#<date>`: one attribute `r<reservationId>` per reservation touching the day, its part of the day
 *   (domain/reports/aggregates.ts StayDay, in short names) and `q`, the stream sequence number of the
 *   change it was written from. A write is conditional on that number being newer, so a change applied
 *   twice, or an older one delivered again after a newer, leaves the day as it was. A reservation that
 *   leaves a day keeps only its `q` there. And `n`, the day's sold nights (the night index's reserved
 *   nights) as a string set of `<spotId>:<reservationId>`: a night's change adds or takes out its member,
 *   which done twice is done once, and a night item's changes arrive in order.
 * - `MONEY#<date>` (the park's calendar day): counters per revenue breakup cell (`bp|`, `br|`, `bc|`
 *   with the fee type and accounting code as JSON, `bn|` the set of fee names) and per field deposit
 *   cell (`dp|`, `dt|`, `dr|`, `dh|` with the clerk and payment type as JSON), and one marker `l|<ref>`
 *   per ledger entry counted: the counters are added to only if the entry's marker is not there yet.
 *
 * - `GUEST#<date>` and `OVERRIDE#<date>`: the stay entries of the camper and admin override reports
 *   (domain/reports/entries.ts), one attribute `r<reservationId>` per stay filed on the day, a string
 *   `<q>|<entry as JSON>` (`<q>` alone once the stay is no longer filed there). The written string is
 *   conditional on being less than the change's `<q>`: its first 40 characters are the sequence number
 *   it was written from, so it is less exactly when that change is older (the same change's string is
 *   longer, so greater). Kept apart from `DAY#` so each report reads only its own stays (a guest is
 *   some 150 bytes, a `DAY#` item a stay on each of its nights). A stay is filed once in each month it
 *   is in, so a month's entries are the month's stays each once: the guests are copied per month into
 *   one compressed item (`MGUEST#`, store/report-roll-ups.ts), since a year of them as items is some
 *   7 MB to read; the overrides are sparse (a stay without one has no entry) and are read as they are.
 *
 * A day item stays far under DynamoDB's 400 KB: a 500-spot park's busiest day holds some 500 short
 * entries. A year is 365 items per kind, read by one Query per month in parallel.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { monthsOf } from '#domain/availability/calendar';
import type { TenantId } from '#domain/catalogue';
import type { StayDay } from '#domain/reports/aggregates';
import type { CancelledStay } from '#domain/reports/cancellations';
import type { ReportStay } from '#domain/reports/guests';
import type { OverriddenStay } from '#domain/reports/overrides';
import type { SoldNight } from '#domain/reports/park-data';
import type { BreakupCell, DepositCell } from '#domain/reports/ledger-cells';
import { dynamo, tableName } from '#store/client';
import { pad } from '#store/keys';

export const reportAggregateKeys = {
  pk: (tenantId: TenantId, locationId: number) => `T#${tenantId}#LOC#${pad(locationId)}#REPORTS`,
  day: (date: string) => `DAY#${date}`,
  money: (date: string) => `MONEY#${date}`,
  /** A month's roll-up of the day items (store/report-roll-ups.ts). */
  stayMonth: (month: string) => `MDAY#${month}`,
  moneyMonth: (month: string) => `MMONEY#${month}`,
  guest: (date: string) => `GUEST#${date}`,
  /** A month's guest entries in one item (store/report-roll-ups.ts). */
  guestMonth: (month: string) => `MGUEST#${month}`,
  override: (date: string) => `OVERRIDE#${date}`,
  /**
   * The tenant's marker: its aggregates were built from its items (rebuildReportAggregates). Named by
   * the newest kind of item the build writes (the stay entries), so a table built before them is built
   * again.
   */
  built: (tenantId: TenantId) => ({ pk: `T#${tenantId}#REPORTS`, sk: 'BUILT#ENTRIES' }),
};

/**
 * Stream sequence numbers are decimal strings of 21 to 40 digits: padded to 40 they order as strings,
 * which is how the condition compares them.
 */
export const sequenceKey = (sequenceNumber: string) => sequenceNumber.padStart(40, '0');

/** A stay's part of a day as stored: short names, since a year of days is read at once. */
interface StoredPart {
  q: string;
  s?: number;
  c?: number;
  /** Arrival: channel, people, state, country. */
  a?: [string, number, string, string];
  x?: CancelledStay;
}

function toStored(part: StayDay, q: string): StoredPart {
  return {
    q,
    ...(part.spotId !== undefined ? { s: part.spotId, c: part.cents ?? 0 } : {}),
    ...(part.arrival
      ? { a: [part.arrival.channel, part.arrival.people, part.arrival.state, part.arrival.country] }
      : {}),
    ...(part.cancelled ? { x: part.cancelled } : {}),
  };
}

function fromStored(p: StoredPart): StayDay {
  return {
    ...(p.s !== undefined ? { spotId: p.s, cents: p.c ?? 0 } : {}),
    ...(p.a
      ? {
          arrival: {
            channel: p.a[0] as NonNullable<StayDay['arrival']>['channel'],
            people: p.a[1],
            state: p.a[2],
            country: p.a[3],
          },
        }
      : {}),
    ...(p.x ? { cancelled: p.x } : {}),
  };
}

const isConditionFailure = (err: unknown) =>
  err instanceof ConditionalCheckFailedException ||
  (err as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Writes a reservation's part of each of the given days (an empty part: it no longer touches the day),
 * each only if the day holds an older change of it. Answers how many days were written.
 */
export async function writeStayDays(
  tenantId: TenantId,
  locationId: number,
  reservationId: number,
  days: ReadonlyMap<string, StayDay>,
  sequenceNumber: string,
): Promise<number> {
  const q = sequenceKey(sequenceNumber);
  const written = await Promise.all(
    [...days].map(async ([date, part]) => {
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: reportAggregateKeys.day(date) },
            UpdateExpression: 'SET #r = :part',
            ConditionExpression: 'attribute_not_exists(#r) OR #r.#q < :q',
            ExpressionAttributeNames: { '#r': `r${reservationId}`, '#q': 'q' },
            ExpressionAttributeValues: { ':part': toStored(part, q), ':q': q },
          }),
        );
        return 1;
      } catch (err) {
        if (isConditionFailure(err)) return 0;
        throw err;
      }
    }),
  );
  return written.reduce<number>((n, w) => n + w, 0);
}

const nightMember = (n: Pick<SoldNight, 'spotId' | 'reservationId'>) => `${n.spotId}:${n.reservationId}`;

/** A part written from the items rather than a change: any change of the stream is newer. */
const FROM_ITEMS = sequenceKey('0');
/** Parts per update: DynamoDB takes an update expression of at most 4 KB. */
const PARTS_PER_UPDATE = 60;

/**
 * Fills a day from the items (the aggregates' rebuild): each reservation's part where the day has none
 * (a part folded from the stream is as new or newer, and stays), and its sold nights added to the set.
 * Answers the writes made.
 */
export async function fillDay(
  tenantId: TenantId,
  locationId: number,
  date: string,
  parts: ReadonlyMap<number, StayDay>,
  nights: readonly SoldNight[],
): Promise<number> {
  const entries = [...parts];
  let writes = 0;
  for (let i = 0; i === 0 || i < entries.length; i += PARTS_PER_UPDATE) {
    const chunk = entries.slice(i, i + PARTS_PER_UPDATE);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = chunk.map(([reservationId, part], j) => {
      names[`#r${j}`] = `r${reservationId}`;
      values[`:p${j}`] = toStored(part, FROM_ITEMS);
      return `#r${j} = if_not_exists(#r${j}, :p${j})`;
    });
    const addNights = i === 0 && nights.length > 0;
    if (addNights) {
      names['#n'] = 'n';
      values[':n'] = new Set(nights.map(nightMember));
    }
    if (!sets.length && !addNights) break;
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: reportAggregateKeys.day(date) },
        UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', addNights ? 'ADD #n :n' : '']
          .filter(Boolean)
          .join(' '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    writes += 1;
  }
  return writes;
}

/** Whether the tenant's aggregates were built from its items (or found complete without it). */
export async function areReportAggregatesBuilt(tenantId: TenantId): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: reportAggregateKeys.built(tenantId) }),
  );
  return out.Item !== undefined;
}

export async function markReportAggregatesBuilt(
  tenantId: TenantId,
  built: { from: string; to: string; at: string },
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...reportAggregateKeys.built(tenantId), entity: 'ReportAggregatesBuilt', ...built },
    }),
  );
}

/**
 * Takes the `removed` members out of a day's sold nights, then adds the `added` (each a taken night of
 * that day: one member per spot, so the two lists never name the same member). Answers the writes made.
 */
export async function writeDayNights(
  tenantId: TenantId,
  locationId: number,
  night: string,
  removed: readonly SoldNight[],
  added: readonly SoldNight[],
): Promise<number> {
  let writes = 0;
  // One operation per call: DynamoDB refuses an ADD and a DELETE of the same attribute in one update.
  for (const [op, members] of [
    ['DELETE', removed],
    ['ADD', added],
  ] as const) {
    if (!members.length) continue;
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: reportAggregateKeys.day(night) },
        UpdateExpression: `${op} #n :m`,
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':m': new Set(members.map(nightMember)) },
      }),
    );
    writes += 1;
  }
  return writes;
}

/**
 * Adds one ledger entry's cells to its park day, unless its reference was counted there already.
 * Answers whether it was added.
 */
export async function addLedgerDay(
  tenantId: TenantId,
  locationId: number,
  date: string,
  reference: string,
  delta: { breakup: readonly BreakupCell[]; deposit: DepositCell | null },
): Promise<boolean> {
  const names: Record<string, string> = { '#l': `l|${reference}` };
  const values: Record<string, unknown> = { ':one': 1 };
  const adds: string[] = [];
  const add = (attribute: string, value: unknown) => {
    const i = adds.length;
    names[`#a${i}`] = attribute;
    values[`:v${i}`] = value;
    adds.push(`#a${i} :v${i}`);
  };
  for (const c of delta.breakup) {
    const cell = JSON.stringify([c.feeType, c.accountingCode]);
    add(`bp|${cell}`, c.payments);
    add(`br|${cell}`, c.refunds);
    add(`bc|${cell}`, c.chargebacks);
    // As JSON: a string set holds no empty string, and a fee's name may be empty.
    add(`bn|${cell}`, new Set(c.names.map((n) => JSON.stringify(n))));
  }
  if (delta.deposit) {
    const d = delta.deposit;
    const cell = JSON.stringify([d.by, d.paymentTypeId]);
    add(`dp|${cell}`, d.payments);
    add(`dt|${cell}`, d.taken);
    add(`dr|${cell}`, d.refunds);
    add(`dh|${cell}`, d.handedBack);
  }
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: reportAggregateKeys.money(date) },
        UpdateExpression: `SET #l = :one${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_not_exists(#l)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** The items of one kind (`DAY#` or `MONEY#`) of a park from `from` to `to`: one Query per month. */
async function readDays(
  tenantId: TenantId,
  locationId: number,
  skOf: (date: string) => string,
  from: string,
  to: string,
  consistent = false,
): Promise<Record<string, unknown>[]> {
  const months = monthsOf(from, to);
  const pages = await Promise.all(
    months.map(async (month) => {
      const start = month === from.slice(0, 7) ? from : `${month}-01`;
      const end = month === to.slice(0, 7) ? to : `${month}-31`;
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const out = await dynamo().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: {
              ':pk': reportAggregateKeys.pk(tenantId, locationId),
              ':from': skOf(start),
              ':to': skOf(end),
            },
            ExclusiveStartKey: startKey,
            ConsistentRead: consistent,
          }),
        );
        items.push(...(out.Items ?? []));
        startKey = out.LastEvaluatedKey;
      } while (startKey);
      return items;
    }),
  );
  return pages.flat();
}

/** One day of a park: each reservation's part of it, and its sold nights. */
export interface AggregateDay {
  date: string;
  stays: { reservationId: number; part: StayDay }[];
  nights: SoldNight[];
}

/** A park's days from `from` to `to` (both included) with the stays' parts; days nothing touched are absent. */
export async function readStayDays(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
  consistent = false,
): Promise<AggregateDay[]> {
  const items = await readDays(tenantId, locationId, reportAggregateKeys.day, from, to, consistent);
  return items.map((item) => ({
    date: String(item.sk).slice('DAY#'.length),
    stays: Object.entries(item).flatMap(([name, value]) =>
      /^r\d+$/.test(name)
        ? [{ reservationId: Number(name.slice(1)), part: fromStored(value as StoredPart) }]
        : [],
    ),
    nights: [...((item.n as Set<string> | undefined) ?? [])].map((m) => {
      const [spotId, reservationId] = m.split(':');
      return {
        spotId: Number(spotId),
        night: String(item.sk).slice('DAY#'.length),
        reservationId: Number(reservationId),
      };
    }),
  }));
}

/** A park's money cells of each day from `from` to `to` (its calendar days). */
export async function readMoneyDays(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
  consistent = false,
): Promise<{ breakup: BreakupCell[]; deposit: DepositCell[] }> {
  const items = await readDays(tenantId, locationId, reportAggregateKeys.money, from, to, consistent);
  const breakup: BreakupCell[] = [];
  const deposit: DepositCell[] = [];
  for (const item of items) {
    const date = String(item.sk).slice('MONEY#'.length);
    const cells = new Map<string, BreakupCell>();
    const drawers = new Map<string, DepositCell>();
    for (const [name, value] of Object.entries(item)) {
      const bar = name.indexOf('|');
      if (bar !== 2) continue;
      const kind = name.slice(0, 2);
      const key = name.slice(3);
      if (kind[0] === 'b') {
        const [feeType, accountingCode] = JSON.parse(key) as [number, string];
        const c = cells.get(key) ?? {
          feeType,
          accountingCode,
          names: [],
          payments: 0,
          refunds: 0,
          chargebacks: 0,
        };
        if (kind === 'bp') c.payments = Number(value);
        else if (kind === 'br') c.refunds = Number(value);
        else if (kind === 'bc') c.chargebacks = Number(value);
        else if (kind === 'bn') c.names = [...(value as Set<string>)].map((n) => JSON.parse(n) as string);
        cells.set(key, c);
      } else if (kind[0] === 'd') {
        const [by, paymentTypeId] = JSON.parse(key) as [string, number];
        const d = drawers.get(key) ?? {
          day: date,
          by,
          paymentTypeId,
          payments: 0,
          taken: 0,
          refunds: 0,
          handedBack: 0,
        };
        if (kind === 'dp') d.payments = Number(value);
        else if (kind === 'dt') d.taken = Number(value);
        else if (kind === 'dr') d.refunds = Number(value);
        else if (kind === 'dh') d.handedBack = Number(value);
        drawers.set(key, d);
      }
    }
    breakup.push(...cells.values());
    deposit.push(...drawers.values());
  }
  return { breakup, deposit };
}

// ---- Stay entries (camper, admin override) ----------------------------------------------------------

export type EntryKind = 'guest' | 'override';
interface EntryOf {
  guest: ReportStay;
  override: OverriddenStay;
}

/** An entry as stored: a guest as a list of its fields (a year is 30 000 of them), an override whole. */
function encodeEntry<K extends EntryKind>(kind: K, entry: EntryOf[K]): string {
  if (kind === 'override') return JSON.stringify(entry);
  const g = entry as ReportStay;
  return JSON.stringify([
    g.reservationNumber,
    g.spotId,
    g.arrivalDate,
    g.departureDate,
    g.occupantName,
    g.phone,
    g.email,
    g.people,
    g.vehicles,
    g.occupantState,
    g.occupantCountry,
    g.channel,
  ]);
}

function decodeEntry<K extends EntryKind>(kind: K, json: string): EntryOf[K] {
  if (kind === 'override') return JSON.parse(json) as EntryOf[K];
  return guestOf(JSON.parse(json) as unknown[]) as EntryOf[K];
}

function guestOf(g: unknown[]): ReportStay {
  return {
    reservationNumber: g[0] as string,
    spotId: g[1] as number,
    arrivalDate: g[2] as string,
    departureDate: g[3] as string,
    occupantName: g[4] as string,
    phone: g[5] as string,
    email: g[6] as string,
    people: g[7] as number,
    vehicles: g[8] as number,
    occupantState: g[9] as string,
    occupantCountry: g[10] as string,
    channel: g[11] as ReportStay['channel'],
  };
}

const entrySk = (kind: EntryKind, date: string) =>
  kind === 'guest' ? reportAggregateKeys.guest(date) : reportAggregateKeys.override(date);
const storedEntry = <K extends EntryKind>(kind: K, q: string, entry: EntryOf[K] | null) =>
  entry === null ? q : `${q}|${encodeEntry(kind, entry)}`;

/**
 * Writes a stay's entry on each of the given days (null: it is no longer filed there), each only if
 * the day holds an older change of it. Answers how many days were written.
 */
export async function writeEntryDays<K extends EntryKind>(
  tenantId: TenantId,
  locationId: number,
  kind: K,
  reservationId: number,
  days: ReadonlyMap<string, EntryOf[K] | null>,
  sequenceNumber: string,
): Promise<number> {
  const q = sequenceKey(sequenceNumber);
  const written = await Promise.all(
    [...days].map(async ([date, entry]) => {
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: entrySk(kind, date) },
            UpdateExpression: 'SET #r = :entry',
            ConditionExpression: 'attribute_not_exists(#r) OR #r < :q',
            ExpressionAttributeNames: { '#r': `r${reservationId}` },
            ExpressionAttributeValues: { ':entry': storedEntry(kind, q, entry), ':q': q },
          }),
        );
        return 1;
      } catch (err) {
        if (isConditionFailure(err)) return 0;
        throw err;
      }
    }),
  );
  return written.reduce<number>((n, w) => n + w, 0);
}

/**
 * Fills a day's entries from the items (the aggregates' rebuild): each stay's where the day has none
 * (an entry folded from the stream is as new or newer, and stays). Answers the writes made.
 */
export async function fillEntryDay<K extends EntryKind>(
  tenantId: TenantId,
  locationId: number,
  kind: K,
  date: string,
  entries: ReadonlyMap<number, EntryOf[K]>,
): Promise<number> {
  const all = [...entries];
  let writes = 0;
  // Fewer to an update than the day parts: a guest entry is longer.
  for (let i = 0; i < all.length; i += PARTS_PER_UPDATE / 2) {
    const chunk = all.slice(i, i + PARTS_PER_UPDATE / 2);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = chunk.map(([reservationId, entry], j) => {
      names[`#r${j}`] = `r${reservationId}`;
      values[`:e${j}`] = storedEntry(kind, FROM_ITEMS, entry);
      return `#r${j} = if_not_exists(#r${j}, :e${j})`;
    });
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: entrySk(kind, date) },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    writes += 1;
  }
  return writes;
}

/** The entries filed on a park's days from `from` to `to`, as stored (JSON). */
export async function readStoredEntries(
  tenantId: TenantId,
  locationId: number,
  kind: EntryKind,
  from: string,
  to: string,
  consistent = false,
): Promise<string[]> {
  const items = await readDays(tenantId, locationId, (d) => entrySk(kind, d), from, to, consistent);
  const out: string[] = [];
  const start = sequenceKey('0').length + 1;
  for (const item of items)
    for (const [name, value] of Object.entries(item))
      if (name[0] === 'r' && typeof value === 'string' && value.length > start && /^r\d+$/.test(name))
        out.push(value.slice(start));
  return out;
}

/**
 * The entries filed on a park's days from `from` to `to` (a stay filed on several of them is there
 * once per day: domain/reports/entries.ts uniqueStays).
 */
export async function readEntries<K extends EntryKind>(
  tenantId: TenantId,
  locationId: number,
  kind: K,
  from: string,
  to: string,
): Promise<EntryOf[K][]> {
  return (await readStoredEntries(tenantId, locationId, kind, from, to)).map((j) => decodeEntry(kind, j));
}

/** Guest entries as stored, listed as one JSON array (a month's roll-up), read back. */
export function guestsOfJson(json: string): ReportStay[] {
  return (JSON.parse(json) as unknown[][]).map(guestOf);
}

/**
 * What a report awaits before it reads the aggregates. On AWS nothing is registered: the stream's
 * consumer keeps the days seconds behind the table. The local runtime registers its stream poller's
 * drain, so a report read there right after a sale or a refund shows it.
 */
let catchUp: (() => Promise<void>) | undefined;

export function setReportAggregatesCatchUp(fn: (() => Promise<void>) | undefined): void {
  catchUp = fn;
}

export async function reportAggregatesCaughtUp(): Promise<void> {
  await catchUp?.();
}
