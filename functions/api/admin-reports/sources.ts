/**
 * Where the reports that would read a year of nights, reservations or ledger entries get them: from the
 * items they are about (the night index, the reservations, the ledger) or from the parks' aggregates
 * kept by the table's stream (store/report-aggregates.ts: whole months from their roll-ups, the edge
 * months from their days, store/report-roll-ups.ts). Both answer the same shapes (one roll-up per month
 * of the range, domain/reports/roll-ups.ts), so each report is built one way from either: the routes
 * read the aggregates, and the integration tests compare them with the items.
 */
import type { TenantId } from '#domain/catalogue';
import { addDays } from '#domain/availability/calendar';
import type { CancelledStay } from '#domain/reports/cancellations';
import type { ReportStay } from '#domain/reports/guests';
import type { OverriddenStay } from '#domain/reports/overrides';
import type { BreakupCell, DepositCell } from '#domain/reports/ledger-cells';
import { ledgerCells, revenueNights } from '#domain/reports/money';
import { type StayLists, type StayRollUp, rollUpStays, stretchesOf } from '#domain/reports/roll-ups';
import { reportAggregatesCaughtUp } from '#store/report-aggregates';
import { readMoneyRollUps, readStayRollUps } from '#store/report-roll-ups';
import {
  aggregateCancelledStays,
  aggregateGuestStays,
  aggregateOverriddenStays,
  readOverriddenStays,
  readCancelledStays,
  readLedger,
  readRevenueStays,
  readSoldNights,
  readStays,
} from './park-reads.ts';

/** What of a stay roll-up a report uses: the item source reads only that. */
export type StayNeed = 'sold' | 'revenue' | 'arrivals';

export interface ReportSource {
  /** Waited for before the reads (the local runtime's stream poller catching up). */
  ready(): Promise<void>;
  /**
   * A park's stays from `from` to `to` as one roll-up per month of the range (its sold nights, their
   * money, its arrivals, its turnovers). A source may fill more than the `needs` asked.
   */
  stayRollUps(
    tenantId: TenantId,
    locationId: number,
    from: string,
    to: string,
    needs: readonly StayNeed[],
  ): Promise<StayRollUp[]>;
  /** The cancelled stays whose nights fell in the range. */
  cancelledStays(tenantId: TenantId, locationId: number, from: string, to: string): Promise<CancelledStay[]>;
  /**
   * The stays in the park on a day of the range, as the camper report lists them (a source may add
   * stays of other days: the report keeps those of its range).
   */
  guestStays(tenantId: TenantId, locationId: number, from: string, to: string): Promise<ReportStay[]>;
  /** The stays with a staff override sold over the range or cancelled from it. */
  overriddenStays(
    tenantId: TenantId,
    locationId: number,
    from: string,
    to: string,
  ): Promise<OverriddenStay[]>;
  /** The money cells of the park's calendar days in the range, summed. */
  money(
    tenantId: TenantId,
    park: { id: number; name: string; timezone: string },
    from: string,
    to: string,
  ): Promise<{ breakup: BreakupCell[]; deposit: DepositCell[] }>;
}

export const ITEM_SOURCE: ReportSource = {
  ready: async () => undefined,
  stayRollUps: async (tenantId, locationId, from, to, needs) => {
    const [soldNights, revenue, arrivals] = await Promise.all([
      needs.includes('sold') ? readSoldNights(tenantId, locationId, addDays(from, -1), to) : [],
      needs.includes('revenue')
        ? readRevenueStays(tenantId, locationId, from, to).then((stays) => revenueNights(stays, from, to))
        : [],
      needs.includes('arrivals') ? readStays(tenantId, locationId, from, to) : [],
    ]);
    const lists: StayLists = { soldNights, revenueNights: revenue, arrivals, cancelled: [] };
    return stretchesOf(from, to).map((s) => rollUpStays(s.from, s.to, lists));
  },
  cancelledStays: readCancelledStays,
  guestStays: readStays,
  overriddenStays: readOverriddenStays,
  money: async (tenantId, park, from, to) =>
    ledgerCells({ ...park, entries: await readLedger(tenantId, park.id, from, to) }, from, to),
};

export const AGGREGATE_SOURCE: ReportSource = {
  ready: reportAggregatesCaughtUp,
  // The sold nights are kept by day in the roll-ups: a report of those alone reads no day items.
  stayRollUps: (tenantId, locationId, from, to, needs) =>
    readStayRollUps(
      tenantId,
      locationId,
      from,
      to,
      needs.every((n) => n === 'sold'),
    ),
  cancelledStays: aggregateCancelledStays,
  guestStays: aggregateGuestStays,
  overriddenStays: aggregateOverriddenStays,
  money: async (tenantId, park, from, to) => readMoneyRollUps(tenantId, park.id, from, to),
};
