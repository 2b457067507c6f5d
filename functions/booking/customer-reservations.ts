/**
 * A customer's sold reservations (public §2.16, §7.6): current (not yet departed) and past (departed, or
 * cancelled), each with everything its detail shows. Reads the customer's reservations by start date,
 * then the parks, spots, loops, orders and reference data they name, once each.
 */
import { isCurrent } from '#domain/booking/lifecycle';
import type { ReservationRecord } from '#domain/booking/reservation';
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import type { ReservationViewRecords } from '#mappers/reservations';
import { getLocation } from '#store/locations';
import { getOrder } from '#store/orders';
import { getReferenceData } from '#store/reference';
import { listCustomerReservations } from '#store/reservations';
import { getLoop, getSpot } from '#store/spots';

/** Sold reservations only: Pending ones are still in a cart, Expired ones were never bought. */
const SOLD = new Set(['Reserved', 'Cancelled']);

export async function reservationViews(
  tenantId: TenantId,
  reservations: readonly ReservationRecord[],
  now: Date,
): Promise<ReservationViewRecords[]> {
  const unique = <T>(xs: T[]) => [...new Set(xs)];
  const parkIds = unique(reservations.map((r) => r.locationId));
  const spotIds = unique(reservations.map((r) => r.spotId));
  const orderIds = unique(reservations.flatMap((r) => (r.orderId ? [r.orderId] : [])));
  const [parks, spots, orders, reference] = await Promise.all([
    Promise.all(parkIds.map((id) => getLocation(tenantId, id))),
    Promise.all(spotIds.map((id) => getSpot(tenantId, id))),
    Promise.all(orderIds.map((id) => getOrder(tenantId, id))),
    getReferenceData(tenantId),
  ]);
  const parkById = new Map(parks.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const spotById = new Map(spots.flatMap((s) => (s ? [[s.id, s] as const] : [])));
  const orderById = new Map(orders.flatMap((o) => (o ? [[o.id, o] as const] : [])));
  const loops = await Promise.all(
    [...spotById.values()].map((s) => getLoop(tenantId, s.locationId, s.loopId)),
  );
  const loopByKey = new Map(loops.flatMap((l) => (l ? [[`${l.locationId}:${l.id}`, l] as const] : [])));
  return reservations.map((r) => {
    const park = parkById.get(r.locationId);
    const spot = spotById.get(r.spotId);
    return {
      reservation: r,
      order: r.orderId ? orderById.get(r.orderId) : undefined,
      park,
      spot,
      loop: spot ? loopByKey.get(`${spot.locationId}:${spot.loopId}`) : undefined,
      reference,
      parkToday: todayIn(park?.timezone ?? 'UTC', now),
    };
  });
}

export interface ReservationPage {
  views: ReservationViewRecords[];
  totalItems: number;
}

/**
 * One page of the customer's current or past reservations: current soonest arrival first (the next trip
 * on top), past latest arrival first.
 */
export async function customerReservationPage(
  tenantId: TenantId,
  customerId: number,
  which: 'current' | 'past',
  pageNumber: number,
  itemsPerPage: number,
  now = new Date(),
): Promise<ReservationPage> {
  const sold = (await listCustomerReservations(tenantId, customerId)).filter((r) => SOLD.has(r.status));
  const views = await reservationViews(tenantId, sold, now);
  const wanted = views
    .filter((v) => {
      const current = v.reservation.status === 'Reserved' && isCurrent(v.reservation, v.parkToday);
      return which === 'current' ? current : !current;
    })
    .sort((a, b) => {
      const order =
        a.reservation.startDate.localeCompare(b.reservation.startDate) || a.reservation.id - b.reservation.id;
      return which === 'current' ? order : -order;
    });
  const start = (pageNumber - 1) * itemsPerPage;
  return { views: wanted.slice(start, start + itemsPerPage), totalItems: wanted.length };
}
