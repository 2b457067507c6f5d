/**
 * The parks' month roll-ups of the report aggregates (README "Report aggregates"): in the park's
 * `T#<tenant>#LOC#<park>#REPORTS` partition, `MDAY#<yyyy-mm>` rolls up the month's `DAY#` items (and the
 * last day of the month before, for the turnovers of the 1st) and `MMONEY#<yyyy-mm>` its `MONEY#` items
 * (domain/reports/roll-ups.ts), as JSON in `j`; `MGUEST#<yyyy-mm>` holds the month's `GUEST#` entries
 * (each stay once: a stay is filed once a month) as one gzipped JSON array in `j`. A report reads a
 * range's whole months from them and only its edge months' days (the camper report every month whole).
 *
 * A roll-up is computed from its days, never added to, so folding a change twice cannot count it twice.
 * Whoever changes a month's days then rolls it up: adds one to the roll-up's version `v`, reads the days
 * (strongly consistent) and writes the roll-up only if `v` is still the one it added. A roll-up begun
 * before another change of the month is refused, and the other change's own roll-up, begun after it,
 * writes the month as it now is. A consumer that dies between its day writes and its roll-up is handed
 * the same records again, and rolls the months up then.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { addDays } from '#domain/availability/calendar';
import type { TenantId } from '#domain/catalogue';
import type { ReportStay } from '#domain/reports/guests';
import type { LedgerCellsPark } from '#domain/reports/money';
import {
  type MoneyRollUp,
  type StayLists,
  type StayRollUp,
  monthEnd,
  rollUpMoney,
  rollUpStays,
  stretchesOf,
} from '#domain/reports/roll-ups';
import { sumBreakup } from '#domain/reports/ledger-cells';
import { dynamo, tableName } from '#store/client';
import {
  type AggregateDay,
  guestsOfJson,
  readEntries,
  readMoneyDays,
  readStayDays,
  readStoredEntries,
  reportAggregateKeys,
} from '#store/report-aggregates';

/** `guests`: the month's guest entries (store/report-aggregates.ts `GUEST#`), compressed into one item. */
export type RollUpKind = 'stays' | 'money' | 'guests';

/** A month of a park whose days changed: its roll-up is due. */
export interface MonthTouch {
  tenantId: TenantId;
  locationId: number;
  kind: RollUpKind;
  month: string;
}

export const monthTouchKey = (t: MonthTouch) => `${t.tenantId}|${t.locationId}|${t.kind}|${t.month}`;

/** The months whose roll-ups a changed day is part of: its own, and for sold nights the next month's first turnovers. */
export function monthsTouchedBy(kind: RollUpKind, date: string): string[] {
  const month = date.slice(0, 7);
  return kind === 'stays' && date === monthEnd(date) ? [month, addDays(date, 1).slice(0, 7)] : [month];
}

const skOf = (kind: RollUpKind, month: string) =>
  kind === 'stays'
    ? reportAggregateKeys.stayMonth(month)
    : kind === 'money'
      ? reportAggregateKeys.moneyMonth(month)
      : reportAggregateKeys.guestMonth(month);

/**
 * A compressed month of guests larger than this is not kept (an item holds at most 400 KB): its
 * readers read the month's days instead. A month of the 511-spot demo park is some 3 000 guests,
 * 450 KB as JSON and a fraction of it compressed.
 */
const MAX_GUEST_MONTH_BYTES = 350_000;
/** What a guest roll-up too big to keep holds instead: read the days. */
export const READ_THE_DAYS = 'days';

/** A park's guest entries of a month, as one compressed JSON array (or READ_THE_DAYS). */
async function guestMonth(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
): Promise<Uint8Array | string> {
  const stored = await readStoredEntries(tenantId, locationId, 'guest', from, to, true);
  const zipped = gzipSync(`[${stored.join(',')}]`);
  return zipped.length > MAX_GUEST_MONTH_BYTES ? READ_THE_DAYS : zipped;
}

/** The lists a stretch is rolled up from, out of its day items. */
export function stayListsOf(days: readonly AggregateDay[]): StayLists {
  const lists = {
    soldNights: [] as StayLists['soldNights'][number][],
    revenueNights: [] as StayLists['revenueNights'][number][],
    arrivals: [] as StayLists['arrivals'][number][],
    cancelled: [] as StayLists['cancelled'][number][],
  };
  for (const d of days) {
    lists.soldNights.push(...d.nights);
    for (const { part } of d.stays) {
      if (part.spotId !== undefined)
        lists.revenueNights.push({ spotId: part.spotId, night: d.date, cents: part.cents ?? 0 });
      if (part.arrival)
        lists.arrivals.push({
          arrivalDate: d.date,
          channel: part.arrival.channel,
          people: part.arrival.people,
          occupantState: part.arrival.state,
          occupantCountry: part.arrival.country,
        });
      if (part.cancelled) lists.cancelled.push(part.cancelled);
    }
  }
  return lists;
}

/** A park's stay stretch rolled up from its day items (and the day before it). */
async function stayStretch(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
  consistent: boolean,
): Promise<StayRollUp> {
  const days = await readStayDays(tenantId, locationId, addDays(from, -1), to, consistent);
  return rollUpStays(from, to, stayListsOf(days));
}

async function moneyStretch(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
  consistent: boolean,
): Promise<MoneyRollUp> {
  return rollUpMoney(from, to, await readMoneyDays(tenantId, locationId, from, to, consistent));
}

const isConditionFailure = (err: unknown) =>
  err instanceof ConditionalCheckFailedException ||
  (err as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * Rolls up one month of a park from its days. Answers whether this roll-up was written (false: a change
 * of the month came after it began, whose own roll-up writes the month).
 */
export async function rollUpMonth(touch: MonthTouch): Promise<boolean> {
  const { tenantId, locationId, kind, month } = touch;
  const Key = { pk: reportAggregateKeys.pk(tenantId, locationId), sk: skOf(kind, month) };
  const bumped = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'v' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const version = Number(bumped.Attributes?.v);
  const [from, to] = [`${month}-01`, monthEnd(`${month}-01`)];
  const rollUp =
    kind === 'stays'
      ? JSON.stringify(await stayStretch(tenantId, locationId, from, to, true))
      : kind === 'money'
        ? JSON.stringify(await moneyStretch(tenantId, locationId, from, to, true))
        : await guestMonth(tenantId, locationId, from, to);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression: 'SET #j = :j',
        ConditionExpression: '#v = :v',
        ExpressionAttributeNames: { '#v': 'v', '#j': 'j' },
        ExpressionAttributeValues: { ':v': version, ':j': rollUp },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Rolls up the given months, a few at a time; answers those that failed (to be rolled up again). */
export async function rollUpMonths(touches: Iterable<MonthTouch>): Promise<MonthTouch[]> {
  const pending = [...new Map([...touches].map((t) => [monthTouchKey(t), t])).values()];
  const failed: MonthTouch[] = [];
  const worker = async () => {
    for (let t = pending.shift(); t; t = pending.shift()) {
      try {
        await rollUpMonth(t);
      } catch (err) {
        console.error(`report roll-ups: ${(err as Error).message}`);
        failed.push(t);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, pending.length) }, worker));
  return failed;
}

/** A whole month's roll-up as stored, or null when nothing was rolled up (no day of it changed). */
async function readMonth<T>(tenantId: TenantId, locationId: number, kind: RollUpKind, month: string) {
  const out = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: skOf(kind, month) },
      ProjectionExpression: '#j',
      ExpressionAttributeNames: { '#j': 'j' },
    }),
  );
  const j = out.Item?.j;
  return typeof j === 'string' ? (JSON.parse(j) as T) : null;
}

const NO_STAYS = { soldNights: [], revenueNights: [], arrivals: [], cancelled: [] };

/**
 * A park's stays from `from` to `to` as one roll-up per month: whole months as rolled up, the edge
 * months' stretches from their days. With `soldNightsOnly` (a report that reads only the sold nights'
 * day bits and the turnovers, each kept by day), an edge month is its whole roll-up cut to the stretch
 * instead: its other figures are the whole month's, so only such a report may ask.
 */
export async function readStayRollUps(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
  soldNightsOnly = false,
): Promise<StayRollUp[]> {
  return Promise.all(
    stretchesOf(from, to).map(async (s) => {
      if (!s.whole && !soldNightsOnly) return stayStretch(tenantId, locationId, s.from, s.to, false);
      const month = await readMonth<StayRollUp>(tenantId, locationId, 'stays', s.from.slice(0, 7));
      if (!month) return rollUpStays(s.from, s.to, NO_STAYS);
      return s.whole
        ? month
        : {
            ...month,
            from: s.from,
            to: s.to,
            turnovers: month.turnovers.filter(([day]) => day >= s.from && day <= s.to),
          };
    }),
  );
}

/**
 * The whole months' roll-ups of a park that hold any day from `from` to `to`, edge months too (for what
 * a report filters by its own dates: cancelled stays by their dates).
 */
export async function readWholeStayMonths(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
): Promise<StayRollUp[]> {
  const months = stretchesOf(from, to).map((s) => s.from.slice(0, 7));
  const found = await Promise.all(months.map((m) => readMonth<StayRollUp>(tenantId, locationId, 'stays', m)));
  return found.filter((r): r is StayRollUp => r !== null);
}

/**
 * A park's guest entries filed in the months from `from` to `to`, whole months (edge months too: the
 * camper report keeps the stays of its own days), each from its compressed roll-up: thirteen GetItems
 * a year. A month too big to keep in one item is read from its days.
 */
export async function readGuestMonths(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
): Promise<ReportStay[]> {
  const months = stretchesOf(from, to).map((s) => s.from.slice(0, 7));
  const found = await Promise.all(
    months.map(async (month) => {
      const out = await dynamo().send(
        new GetCommand({
          TableName: tableName(),
          Key: { pk: reportAggregateKeys.pk(tenantId, locationId), sk: skOf('guests', month) },
          ProjectionExpression: '#j',
          ExpressionAttributeNames: { '#j': 'j' },
        }),
      );
      const j = out.Item?.j;
      if (j instanceof Uint8Array) return guestsOfJson(gunzipSync(j).toString('utf8'));
      if (j === READ_THE_DAYS)
        return readEntries(tenantId, locationId, 'guest', `${month}-01`, monthEnd(`${month}-01`));
      // Nothing rolled up: no guest was filed in the month.
      return [];
    }),
  );
  return found.flat();
}

/** A park's money cells of its calendar days `from` to `to`: whole months as rolled up, edges from days. */
export async function readMoneyRollUps(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
): Promise<Omit<LedgerCellsPark, 'name'>> {
  const stretches = await Promise.all(
    stretchesOf(from, to).map(async (s) =>
      s.whole
        ? ((await readMonth<MoneyRollUp>(tenantId, locationId, 'money', s.from.slice(0, 7))) ??
          rollUpMoney(s.from, s.to, { breakup: [], deposit: [] }))
        : moneyStretch(tenantId, locationId, s.from, s.to, false),
    ),
  );
  return {
    breakup: sumBreakup(stretches.flatMap((s) => s.breakup)),
    deposit: stretches.flatMap((s) => s.deposit),
  };
}
