/**
 * Where the reports that would read a year of nights, reservations or ledger entries get them: from the
 * items they are about (the night index, the reservations, the ledger) or from the parks' per-day
 * aggregates kept by the table's stream (store/report-aggregates.ts). Both answer the same shapes, so
 * each report is built one way from either: the routes read the aggregates, and the integration tests
 * compare them with the items.
 */
import type { TenantId } from '#domain/catalogue';
import type { CancelledStay } from '#domain/reports/cancellations';
import type { ArrivalPark } from '#domain/reports/guests';
import type { BreakupCell, DepositCell } from '#domain/reports/ledger-cells';
import { type RevenueNight, ledgerCells, revenueNights } from '#domain/reports/money';
import type { SoldNight } from '#domain/reports/park-data';
import { reportAggregatesCaughtUp } from '#store/report-aggregates';
import {
  aggregateArrivals,
  aggregateCancelledStays,
  aggregateMoney,
  aggregateRevenueNights,
  aggregateSoldNights,
  readCancelledStays,
  readLedger,
  readRevenueStays,
  readSoldNights,
  readStays,
} from './park-reads.ts';

type Read<T> = (tenantId: TenantId, locationId: number, from: string, to: string) => Promise<T>;

export interface ReportSource {
  /** Waited for before the reads (the local runtime's stream poller catching up). */
  ready(): Promise<void>;
  /** Reserved nights from `from` to `to`, both included. */
  soldNights: Read<SoldNight[]>;
  /** Sold nights of the range with each one's share of the nightly fee. */
  revenueNights: Read<RevenueNight[]>;
  /** The sold stays arriving in the range (a source may give more; the reports keep the range's). */
  arrivals: Read<ArrivalPark['stays']>;
  /** The cancelled stays whose nights fell in the range. */
  cancelledStays: Read<CancelledStay[]>;
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
  soldNights: readSoldNights,
  revenueNights: async (tenantId, locationId, from, to) =>
    revenueNights(await readRevenueStays(tenantId, locationId, from, to), from, to),
  arrivals: readStays,
  cancelledStays: readCancelledStays,
  money: async (tenantId, park, from, to) =>
    ledgerCells({ ...park, entries: await readLedger(tenantId, park.id, from, to) }, from, to),
};

export const AGGREGATE_SOURCE: ReportSource = {
  ready: reportAggregatesCaughtUp,
  soldNights: aggregateSoldNights,
  revenueNights: aggregateRevenueNights,
  arrivals: aggregateArrivals,
  cancelledStays: aggregateCancelledStays,
  money: (tenantId, park, from, to) => aggregateMoney(tenantId, park.id, from, to),
};
