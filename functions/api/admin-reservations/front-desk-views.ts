/**
 * What the front desk's routes share: the reservation a path names (its park decides the staff user's
 * access), its view with customer, order, park and spot, and the park's today.
 */
import type { FrontDeskReservation } from '#domain/booking/front-desk';
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { NotFoundError } from '#domain/errors';
import type { RouteAuth } from '#http/routes';
import type { PermissionName } from '#domain/permissions';
import { reservationViews } from '#booking/customer-reservations';
import type { FrontDeskView } from '#mappers/front-desk';
import { getCustomer } from '#store/customers';
import { getReservationsByIds } from '#store/front-desk';
import { getLocation } from '#store/locations';

/** A sold reservation (Pending and Expired ones were never bought: not found). */
export async function soldReservation(tenantId: TenantId, id: number): Promise<FrontDeskReservation> {
  const [r] = await getReservationsByIds(tenantId, [id]);
  if (!r || r.status === 'Pending' || r.status === 'Expired')
    throw new NotFoundError(`Reservation ${id} was not found.`);
  return r;
}

/** `permissions` at the park of the reservation the path (or query) names (admin §6 location scoping). */
export function atReservationsPark(...permissions: PermissionName[]): RouteAuth {
  return {
    kind: 'staff',
    permissions,
    locations: async ({ tenantId, params, query }) => {
      const id =
        (params as { reservationId?: number }).reservationId ??
        (query as { reservationId?: number }).reservationId;
      return [(await soldReservation(tenantId, id ?? 0)).locationId];
    },
  };
}

export async function frontDeskViews(
  tenantId: TenantId,
  reservations: readonly FrontDeskReservation[],
  now = new Date(),
): Promise<FrontDeskView[]> {
  const customerIds = [...new Set(reservations.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  const [views, customers] = await Promise.all([
    reservationViews(tenantId, reservations, now),
    Promise.all(customerIds.map((id) => getCustomer(tenantId, id))),
  ]);
  const byId = new Map(customers.flatMap((c) => (c ? [[c.id, c] as const] : [])));
  return views.map((v, i) => ({
    ...v,
    reservation: reservations[i]!,
    customer: reservations[i]!.customerId ? byId.get(reservations[i]!.customerId!) : undefined,
  }));
}

/** The park's calendar day now (a request's date defaults to it). */
export async function parkToday(tenantId: TenantId, locationId: number, now = new Date()): Promise<string> {
  const park = await getLocation(tenantId, locationId);
  return todayIn(park?.timezone ?? 'UTC', now);
}
