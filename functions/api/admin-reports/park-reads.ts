/**
 * What the reports read of a park, by key only (never a Scan): the park partition (spots, loops,
 * closures), the tenant's reference lists (product classes, attributes) and the park's night index
 * (gsi2, one Query per month and shard: a year is 13 months × 4 shards in parallel). Sold nights are the
 * index's reserved nights, so occupancy and changeovers need no per-day aggregate: the index already
 * is the per-park, per-day record of what is sold. The stays those nights name are read with only the
 * attributes each report shows (store/report-reads.ts). Money is not in them: the money reports read
 * the park's ledger (one Query per UTC month and shard), written where the money moves.
 */
import type { FrontDeskReservation } from '#domain/booking/front-desk';
import type { SpotRecord, TenantId } from '#domain/catalogue';
import type { ReportClosure, ReportSpot, SoldNight } from '#domain/reports/park-data';
import { type CancelledStay, cancelledStayOf } from '#domain/reports/cancellations';
import type { ReportStay } from '#domain/reports/guests';
import { overrideInRange, overriddenStayOf, reportStayOf, uniqueStays } from '#domain/reports/entries';
import { monthStart } from '#domain/reports/roll-ups';
import type { OverriddenStay } from '#domain/reports/overrides';
import type { LedgerEntry } from '#domain/reports/ledger';
import type { RevenueStay } from '#domain/reports/money';
import { addDays } from '#domain/availability/calendar';
import { listLedger } from '#store/ledger';
import { parkCancelledInWindow } from '#store/front-desk';
import { getReservationFields, listSoldNights } from '#store/report-reads';
import { readGuestMonths, readWholeStayMonths } from '#store/report-roll-ups';
import { readEntries } from '#store/report-aggregates';
import { CANCELLED_LOOKBACK_DAYS } from '#store/front-desk';
import { listParkClosures } from '#store/closures';
import { listLoops, listSpots } from '#store/locations';
import type { ReferenceData } from '#store/reference';

export interface ParkSpots {
  spots: ReportSpot[];
  /** The stored spots, for what a report reads beyond the common fields (attributes). */
  records: SpotRecord[];
  loopNames: Map<number, string>;
}

export async function readParkSpots(
  tenantId: TenantId,
  locationId: number,
  ref: ReferenceData,
): Promise<ParkSpots> {
  const [records, loops] = await Promise.all([
    listSpots(tenantId, locationId),
    listLoops(tenantId, locationId),
  ]);
  const loopNames = new Map(loops.map((l) => [l.id, l.name]));
  const spots = records.map((s) => {
    const product = ref.PRODUCT.get(s.productId);
    const productClass = product ? ref.CLASSIFICATION.get(product.productClassificationId) : undefined;
    return {
      id: s.id,
      name: s.name,
      loopName: loopNames.get(s.loopId) ?? '',
      productClassName: productClass?.name ?? 'Unclassified',
      isActive: s.isActive,
    };
  });
  return { spots, records, loopNames };
}

/** Reserved nights of a park from `start` to `end` (both included). */
export function readSoldNights(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<SoldNight[]> {
  return listSoldNights(tenantId, locationId, start, end);
}

/** What the guest reports read of a stay. */
export const GUEST_FIELDS = [
  'reservationNumber',
  'spotId',
  'startDate',
  'endDate',
  'primaryOccupant',
  'numberOfAdults',
  'numberOfVehicles',
  'walkInReservation',
  'salesChannel',
] as const;
/** What the admin override report reads of a stay. */
export const OVERRIDE_FIELDS = [
  'reservationNumber',
  'spotId',
  'startDate',
  'endDate',
  'createdBy',
  'createdAt',
  'feeOverrides',
  'overriddenRules',
  'overriddenClosureDays',
] as const;
/** What occupancy by revenue reads of a stay. */
export const REVENUE_FIELDS = ['status', 'spotId', 'nights', 'fees'] as const;

/** The named attributes of the reservations holding a park's nights from `start` to `end`. */
async function staysHolding<K extends keyof FrontDeskReservation>(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
  fields: readonly K[],
): Promise<Pick<FrontDeskReservation, K | 'id'>[]> {
  const nights = await listSoldNights(tenantId, locationId, start, end);
  return getReservationFields(
    tenantId,
    nights.map((n) => n.reservationId),
    fields,
  );
}

/** A park's closures with what each closes in words. */
export async function readClosures(
  tenantId: TenantId,
  locationId: number,
  park: ParkSpots,
): Promise<ReportClosure[]> {
  const spotNames = new Map(park.spots.map((s) => [s.id, s.name]));
  return (await listParkClosures(tenantId, locationId)).map((c) => ({
    id: c.id,
    startDate: c.startDate,
    endDate: c.endDate,
    spotIds: c.spotIds,
    reason: c.reason,
    overridable: c.overridable,
    scope:
      c.loopId != null
        ? `Loop ${park.loopNames.get(c.loopId) ?? c.loopId}`
        : c.spotIds.length
          ? `Spots ${c.spotIds.map((id) => spotNames.get(id) ?? String(id)).join(', ')}`
          : 'Whole park',
  }));
}

/** A spot's attributes as names and shown values: select options resolved, blanks and 'No Value' left out. */
export function attributeValues(spot: SpotRecord, ref: ReferenceData): { name: string; value: string }[] {
  return spot.attributes.flatMap((a) => {
    const attribute = ref.ATTRIBUTE.get(a.attributeId);
    if (!attribute) return [];
    const name = attribute.displayName || attribute.name;
    const options = a.optionIds
      .filter((id) => id !== -99)
      .map((id) => attribute.options.find((o) => o.id === id)?.value)
      .filter((v): v is string => !!v);
    const raw = options.length ? options.join(', ') : (a.value ?? '').trim();
    if (!raw) return [];
    const value = raw === 'true' ? 'Yes' : raw === 'false' ? 'No' : raw;
    return [{ name, value }];
  });
}

/** The stays holding a park's nights from `start` to `end` (both included), as the guest reports read them. */
export async function readStays(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<ReportStay[]> {
  const reservations = await staysHolding(tenantId, locationId, start, end, GUEST_FIELDS);
  return reservations.map(reportStayOf);
}

/** The cancelled stays whose nights at a park fell from `start` to `end` (both included). */
export async function readCancelledStays(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<CancelledStay[]> {
  return (await parkCancelledInWindow(tenantId, locationId, start, end)).flatMap((r) => {
    const cancelled = cancelledStayOf(r);
    return cancelled ? [cancelled] : [];
  });
}

/** The stays of a park whose nights fell from `start` to `end`, kept or cancelled, with their overrides. */
export async function readOverriddenStays(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<OverriddenStay[]> {
  const [reservations, cancelled] = await Promise.all([
    staysHolding(tenantId, locationId, start, end, OVERRIDE_FIELDS),
    parkCancelledInWindow(tenantId, locationId, start, end),
  ]);
  return [
    ...reservations.map((r) => overriddenStayOf(r, false)),
    ...cancelled.map((r) => overriddenStayOf(r, true)),
  ];
}

/** The sold stays holding a park's nights from `start` to `end` (both included), with their fees. */
export async function readRevenueStays(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<RevenueStay[]> {
  const reservations = await staysHolding(tenantId, locationId, start, end, REVENUE_FIELDS);
  return reservations
    .filter((r) => r.status === 'Reserved')
    .map((r) => ({ spotId: r.spotId, nights: r.nights, fees: r.fees }));
}

/**
 * A park's ledger entries that may fall on its calendar days `from` to `to`: the UTC days a day wider on
 * each side (a park's day starts and ends within a day of UTC's); the report keeps those of its days.
 */
export function readLedger(
  tenantId: TenantId,
  locationId: number,
  from: string,
  to: string,
): Promise<LedgerEntry[]> {
  return listLedger(tenantId, locationId, addDays(from, -1), addDays(to, 1));
}

// ---- From the per-park aggregates: month roll-ups and the edge months' days ------------------------

/**
 * The cancelled stays whose nights at a park fell from `start` to `end`, from its month roll-ups (each
 * filed in the month of its arrival, so the months back as far as the cancelled index looks).
 */
export async function aggregateCancelledStays(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<CancelledStay[]> {
  const months = await readWholeStayMonths(
    tenantId,
    locationId,
    addDays(start, -CANCELLED_LOOKBACK_DAYS),
    end,
  );
  return (
    months
      .flatMap((m) => m.cancelled)
      .filter((c) => c.arrivalDate <= end && c.departureDate > start)
      // In the cancelled index's order: by arrival, then reservation.
      .sort(
        (a, b) =>
          a.arrivalDate.localeCompare(b.arrivalDate) ||
          a.reservationNumber.localeCompare(b.reservationNumber),
      )
  );
}

/**
 * The stays in a park on a day from `start` to `end`, from its guest entries: those filed in the
 * range's months, from their month roll-ups (a stay is filed on its arrival and on the 1st of each
 * later month it is in, so these name every stay of the range with no look back). The report keeps
 * those of its days.
 */
export async function aggregateGuestStays(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<ReportStay[]> {
  return uniqueStays(await readGuestMonths(tenantId, locationId, start, end));
}

/** The overridden stays of a park over `start`–`end`, from its override entries (filed as the guests'). */
export async function aggregateOverriddenStays(
  tenantId: TenantId,
  locationId: number,
  start: string,
  end: string,
): Promise<OverriddenStay[]> {
  const entries = await readEntries(tenantId, locationId, 'override', monthStart(start), end);
  return uniqueStays(entries).filter((s) => overrideInRange(s, start, end));
}
