/**
 * The money reports: occupancy by revenue (what each sold night brought in), revenue breakup (money by
 * fee type and accounting code) and field deposit (the cash and checks a park's desk took each day).
 * Amounts in cents. Revenue breakup and field deposit read the park's ledger (ledger.ts); occupancy by
 * revenue reads the sold stays holding the range's nights.
 */
import { FEE_TYPE, type FeeType } from '#domain/pricing/fee-types';
import type { FeeLineCents } from '#domain/pricing/fees';
import { allocate, type LedgerEntry } from './ledger.ts';
import {
  type BreakupCell,
  type DepositCell,
  depositKey,
  ledgerDelta,
  sumBreakup,
  sumDeposit,
} from './ledger-cells.ts';
import type { ReportPark } from './park-data.ts';
import type { StayRollUp } from './roll-ups.ts';
import { type ReportRow, type ReportTable, sumOf } from './table.ts';

export const FEE_TYPE_NAME: Record<FeeType, string> = {
  [FEE_TYPE.Reservation]: 'Reservation (nightly)',
  [FEE_TYPE.Transaction]: 'Transaction',
  [FEE_TYPE.Convenience]: 'Convenience',
  [FEE_TYPE.ParkUse]: 'Park use',
  [FEE_TYPE.AddOn]: 'Add-on',
  [FEE_TYPE.CancellationModification]: 'Cancellation / modification',
};

/** Rounded cents per unit; 0 when there are no units. */
const per = (cents: number, units: number) => (units > 0 ? Math.round(cents / units) : 0);

// ---- Occupancy by revenue ------------------------------------------------------------------------

/** A sold stay as occupancy by revenue reads it. */
export interface RevenueStay {
  spotId: number;
  nights: string[];
  fees: Pick<FeeLineCents, 'feeType' | 'amountCents' | 'breakdown'>[];
}

export interface RevenuePark extends ReportPark {
  stays: RevenueStay[];
}

/**
 * What each night of a stay brought in: its nightly (reservation) fee, split over the nights as the
 * fee's per-night lines price them (so an override or discount of the fee is spread the same way), or
 * evenly when the fee has no per-night lines. The parts add up to the fee.
 */
export function nightlyRevenue(stay: RevenueStay): Map<string, number> {
  const out = new Map<string, number>(stay.nights.map((n) => [n, 0]));
  if (!stay.nights.length) return out;
  for (const fee of stay.fees.filter((f) => f.feeType === FEE_TYPE.Reservation)) {
    const byNight = stay.nights.map((night) => {
      const lines = fee.breakdown.filter((b) => b.date === night);
      return lines.length ? lines.reduce((n, b) => n + b.amountCents, 0) : 0;
    });
    const weights = byNight.some((w) => w > 0) ? byNight : stay.nights.map(() => 1);
    const parts = allocate(
      fee.amountCents,
      weights.map((w, i) => ({
        feeType: fee.feeType,
        name: stay.nights[i]!,
        accountingCode: '',
        amountCents: w,
      })),
    );
    for (const p of parts) out.set(p.name, (out.get(p.name) ?? 0) + p.amountCents);
  }
  return out;
}

/** A sold night with what it brought in (a stay's night, or the day aggregates'). */
export interface RevenueNight {
  spotId: number;
  night: string;
  cents: number;
}

/** The nights of sold stays that fall from `from` to `to`, with their revenue. */
export function revenueNights(stays: readonly RevenueStay[], from: string, to: string): RevenueNight[] {
  return stays.flatMap((stay) =>
    [...nightlyRevenue(stay)]
      .filter(([night]) => night >= from && night <= to)
      .map(([night, cents]) => ({ spotId: stay.spotId, night, cents })),
  );
}

export function occupancyByRevenueReport(
  parks: readonly RevenuePark[],
  from: string,
  to: string,
): ReportTable {
  return occupancyByRevenueFromNights(parks.map((p) => ({ ...p, nights: revenueNights(p.stays, from, to) })));
}

/** Occupancy by revenue from each park's sold nights of the range and their revenue. */
export function occupancyByRevenueFromNights(
  parks: readonly (ReportPark & { nights: readonly RevenueNight[] })[],
): ReportTable {
  return occupancyByRevenueFromRollUps(
    parks.map((park) => {
      const months = new Map<string, Pick<StayRollUp, 'from' | 'spots'>>();
      for (const { spotId, night, cents } of park.nights) {
        const month = night.slice(0, 7);
        const r = months.get(month) ?? months.set(month, { from: `${month}-01`, spots: {} }).get(month)!;
        const s = (r.spots[spotId] ??= [0, 0, 0]);
        s[1] += 1;
        s[2] += cents;
      }
      return { ...park, rollUps: [...months.values()] };
    }),
  );
}

/** The same from each park's roll-ups of the range (nights and money per spot and month). */
export function occupancyByRevenueFromRollUps(
  parks: readonly (ReportPark & { rollUps: readonly Pick<StayRollUp, 'from' | 'spots'>[] })[],
): ReportTable {
  const rows: ReportRow[] = [];
  const byMonth = new Map<string, { nights: number; revenue: number }>();
  for (const park of parks) {
    const classOf = new Map(park.spots.map((s) => [s.id, s.productClassName]));
    const cells = new Map<string, { nights: number; revenue: number }>();
    for (const r of park.rollUps)
      for (const [spotId, [, nights, cents]] of Object.entries(r.spots)) {
        if (!nights) continue;
        const key = `${r.from.slice(0, 7)}|${classOf.get(Number(spotId)) ?? 'Unclassified'}`;
        const cell = cells.get(key) ?? { nights: 0, revenue: 0 };
        cell.nights += nights;
        cell.revenue += cents;
        cells.set(key, cell);
      }
    for (const [key, cell] of [...cells].sort(([a], [b]) => a.localeCompare(b))) {
      const [month, productClass] = key.split('|') as [string, string];
      rows.push({
        park: park.name,
        month,
        productClass,
        nights: cell.nights,
        revenue: cell.revenue,
        perNight: per(cell.revenue, cell.nights),
      });
      const m = byMonth.get(month) ?? { nights: 0, revenue: 0 };
      m.nights += cell.nights;
      m.revenue += cell.revenue;
      byMonth.set(month, m);
    }
  }
  const nights = sumOf(rows, 'nights');
  const revenue = sumOf(rows, 'revenue');
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'month', label: 'Month', kind: 'text' },
      { key: 'productClass', label: 'Product class', kind: 'text' },
      { key: 'nights', label: 'Nights sold', kind: 'number' },
      { key: 'revenue', label: 'Revenue', kind: 'money' },
      { key: 'perNight', label: 'Revenue per night', kind: 'money' },
    ],
    rows,
    totals: {
      park: 'Total',
      month: null,
      productClass: null,
      nights,
      revenue,
      perNight: per(revenue, nights),
    },
    chart: {
      kind: 'bar',
      title: 'Revenue per occupied night, per month',
      valueLabel: 'Revenue per night',
      valueKind: 'money',
      points: [...byMonth]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, m]) => ({ label, value: per(m.revenue, m.nights) })),
    },
  };
}

// ---- The ledger reports ----------------------------------------------------------------------------

export interface LedgerPark extends Pick<ReportPark, 'id' | 'name'> {
  /** The park's IANA time zone: a movement counts on the park's calendar day. */
  timezone: string;
  entries: LedgerEntry[];
}

/** One formatter per time zone: building one per movement costs more than the rest of the report. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    // An unknown zone counts in UTC (as todayIn does); en-CA formats as YYYY-MM-DD.
    const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: timezone });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
    }
    dayFormats.set(timezone, format);
  }
  return format;
}

/** The park's calendar day of a movement. */
export function parkDay(at: string, timezone: string): string {
  return dayFormat(timezone).format(new Date(at));
}

/** The entries whose park day falls in the range (the ledger is read a day wider on each side, in UTC). */
function inRange(park: LedgerPark, from: string, to: string): (LedgerEntry & { day: string })[] {
  return park.entries
    .map((e) => ({ ...e, day: parkDay(e.at, park.timezone) }))
    .filter((e) => e.day >= from && e.day <= to);
}

/** Each park's ledger entries of the range folded into the money reports' cells. */
export function ledgerCells(park: LedgerPark, from: string, to: string): LedgerCellsPark {
  const breakup: BreakupCell[] = [];
  const deposit: DepositCell[] = [];
  for (const e of inRange(park, from, to)) {
    const delta = ledgerDelta(e, e.day);
    breakup.push(...delta.breakup);
    if (delta.deposit) deposit.push(delta.deposit);
  }
  return { name: park.name, breakup: sumBreakup(breakup), deposit: sumDeposit(deposit) };
}

/** A park's money cells of a range (summed), as the ledger folds them or the day aggregates hold them. */
export interface LedgerCellsPark {
  name: string;
  breakup: BreakupCell[];
  deposit: DepositCell[];
}

/**
 * Revenue breakup: per park, fee type and accounting code, the payments taken, the refunds given back,
 * the card payments charged back (less those undone) and the net, over the movements of the range (a
 * refund or chargeback is split over the fee lines it takes back).
 */
export function revenueBreakupReport(parks: readonly LedgerPark[], from: string, to: string): ReportTable {
  return revenueBreakupFromCells(parks.map((p) => ledgerCells(p, from, to)));
}

export function revenueBreakupFromCells(parks: readonly LedgerCellsPark[]): ReportTable {
  const rows: ReportRow[] = [];
  const byType = new Map<FeeType, number>();
  for (const park of parks) {
    const sorted = [...park.breakup].sort(
      (a, b) => a.feeType - b.feeType || a.accountingCode.localeCompare(b.accountingCode),
    );
    for (const c of sorted) {
      const net = c.payments - c.refunds - c.chargebacks;
      const feeType = c.feeType as FeeType;
      rows.push({
        park: park.name,
        feeType: FEE_TYPE_NAME[feeType] ?? String(c.feeType),
        accountingCode: c.accountingCode,
        description: [...c.names].sort().join(', '),
        payments: c.payments,
        refunds: c.refunds,
        chargebacks: c.chargebacks,
        net,
      });
      byType.set(feeType, (byType.get(feeType) ?? 0) + net);
    }
  }
  const payments = sumOf(rows, 'payments');
  const refunds = sumOf(rows, 'refunds');
  const chargebacks = sumOf(rows, 'chargebacks');
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'feeType', label: 'Fee type', kind: 'text' },
      { key: 'accountingCode', label: 'Accounting code', kind: 'text' },
      { key: 'description', label: 'Fees', kind: 'text' },
      { key: 'payments', label: 'Payments', kind: 'money' },
      { key: 'refunds', label: 'Refunds', kind: 'money' },
      { key: 'chargebacks', label: 'Chargebacks', kind: 'money' },
      { key: 'net', label: 'Net', kind: 'money' },
    ],
    rows,
    totals: {
      park: 'Total',
      feeType: null,
      accountingCode: null,
      description: null,
      payments,
      refunds,
      chargebacks,
      net: payments - refunds - chargebacks,
    },
    chart: {
      kind: 'bar',
      title: 'Net revenue by fee type',
      valueLabel: 'Net',
      valueKind: 'money',
      points: [...byType]
        .sort(([a], [b]) => a - b)
        .map(([feeType, value]) => ({ label: FEE_TYPE_NAME[feeType] ?? String(feeType), value })),
    },
  };
}

/**
 * Field deposit: per park, day, clerk and payment type, the cash and checks taken at the desk and the
 * cash handed back there (a desk refund is paid out in cash, whatever the payment was), and the deposit
 * they leave: one row per drawer and day, as a deposit is counted. `paymentTypeName` names a payment
 * type (3 'Cash', 4 'Check').
 */
export function fieldDepositReport(
  parks: readonly LedgerPark[],
  from: string,
  to: string,
  paymentTypeName: (id: number) => string,
): ReportTable {
  return fieldDepositFromCells(
    parks.map((p) => ledgerCells(p, from, to)),
    paymentTypeName,
  );
}

export function fieldDepositFromCells(
  parks: readonly LedgerCellsPark[],
  paymentTypeName: (id: number) => string,
): ReportTable {
  const rows: ReportRow[] = [];
  const byDay = new Map<string, number>();
  for (const park of parks) {
    const sorted = [...park.deposit]
      .map((c) => ({ key: depositKey(c), c }))
      .sort((a, b) => a.key.localeCompare(b.key));
    for (const { c } of sorted) {
      rows.push({
        park: park.name,
        day: c.day,
        clerk: c.by,
        paymentType: paymentTypeName(c.paymentTypeId),
        payments: c.payments,
        taken: c.taken,
        refunds: c.refunds,
        handedBack: c.handedBack,
        deposit: c.taken - c.handedBack,
      });
      byDay.set(c.day, (byDay.get(c.day) ?? 0) + c.taken - c.handedBack);
    }
  }
  const taken = sumOf(rows, 'taken');
  const handedBack = sumOf(rows, 'handedBack');
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'day', label: 'Day', kind: 'date' },
      { key: 'clerk', label: 'Taken by', kind: 'text' },
      { key: 'paymentType', label: 'Payment type', kind: 'text' },
      { key: 'payments', label: 'Payments', kind: 'number' },
      { key: 'taken', label: 'Taken', kind: 'money' },
      { key: 'refunds', label: 'Refunds', kind: 'number' },
      { key: 'handedBack', label: 'Handed back', kind: 'money' },
      { key: 'deposit', label: 'Deposit', kind: 'money' },
    ],
    rows,
    totals: {
      park: 'Total',
      day: null,
      clerk: null,
      paymentType: null,
      payments: sumOf(rows, 'payments'),
      taken,
      refunds: sumOf(rows, 'refunds'),
      handedBack,
      deposit: taken - handedBack,
    },
    chart: {
      kind: 'bar',
      title: 'Deposit per day',
      valueLabel: 'Deposit',
      valueKind: 'money',
      points: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([label, value]) => ({ label, value })),
    },
  };
}
