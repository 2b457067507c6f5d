/**
 * Staff reservation search (admin §7.2): which candidates match the criteria, in which order, and which
 * page. Pure: the store finds the candidates by key (reservation number, customer, a park's nights);
 * these rules filter, sort and page them, and keep a park-scoped user to their parks.
 */
import type { FrontDeskReservation } from './front-desk.ts';

export interface ReservationCriteria {
  reservationId?: number;
  customerId?: number;
  /** Parks asked for (empty: any the user may see). */
  locationIds: number[];
  /** The parks the user may see; undefined for every park (role 1 and 2). */
  allowedLocationIds?: readonly number[];
  arrivalFrom?: string;
  arrivalTo?: string;
  departureFrom?: string;
  departureTo?: string;
  /** On site some time that day: arriving, staying or departing. */
  occupancyDate?: string;
  statuses: string[];
  /** 'CheckedIn', 'CheckedOut', 'NotCheckedIn'. */
  subStatuses: string[];
  /** Matched against the primary occupant, case-insensitively, as a prefix. */
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Digits only; matched anywhere in the occupant's phones. */
  phone?: string;
  salesChannel?: number;
}

export type SortField = 'arrivalDate' | 'departureDate' | 'reservationNumber' | 'lastName' | 'park';

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

export function subStatusName(r: FrontDeskReservation): string {
  return r.subStatus ?? 'NotCheckedIn';
}

export function matchesCriteria(r: FrontDeskReservation, c: ReservationCriteria): boolean {
  // Pending reservations are still in someone's cart, Expired ones were never bought.
  if (r.status === 'Pending' || r.status === 'Expired') return false;
  if (c.allowedLocationIds && !c.allowedLocationIds.includes(r.locationId)) return false;
  if (c.reservationId !== undefined && r.id !== c.reservationId) return false;
  if (c.customerId !== undefined && r.customerId !== c.customerId) return false;
  if (c.locationIds.length && !c.locationIds.includes(r.locationId)) return false;
  if (c.arrivalFrom && r.startDate < c.arrivalFrom) return false;
  if (c.arrivalTo && r.startDate > c.arrivalTo) return false;
  if (c.departureFrom && r.endDate < c.departureFrom) return false;
  if (c.departureTo && r.endDate > c.departureTo) return false;
  if (c.occupancyDate && (r.startDate > c.occupancyDate || r.endDate < c.occupancyDate)) return false;
  if (c.statuses.length && !c.statuses.includes(r.status)) return false;
  if (c.subStatuses.length && !c.subStatuses.includes(subStatusName(r))) return false;
  if (c.salesChannel !== undefined && r.salesChannel !== c.salesChannel) return false;
  const o = r.primaryOccupant;
  if (c.firstName && !lower(o.firstName).startsWith(lower(c.firstName))) return false;
  if (c.lastName && !lower(o.lastName).startsWith(lower(c.lastName))) return false;
  if (c.email && lower(o.email) !== lower(c.email)) return false;
  if (c.phone && ![o.homePhone, o.mobilePhone].some((p) => digits(p).includes(digits(c.phone)))) return false;
  return true;
}

export function sortReservations(
  rs: readonly FrontDeskReservation[],
  field: SortField,
  descending: boolean,
  parkName: (locationId: number) => string = String,
): FrontDeskReservation[] {
  const key = (r: FrontDeskReservation): string => {
    switch (field) {
      case 'arrivalDate':
        return r.startDate;
      case 'departureDate':
        return r.endDate;
      case 'reservationNumber':
        return String(r.id).padStart(10, '0');
      case 'lastName':
        return lower(r.primaryOccupant.lastName);
      case 'park':
        return lower(parkName(r.locationId));
    }
  };
  const sign = descending ? -1 : 1;
  return [...rs].sort((a, b) => sign * (key(a).localeCompare(key(b)) || a.id - b.id));
}

export function pageOf<T>(items: readonly T[], pageNumber: number, itemsPerPage: number): T[] {
  const start = (pageNumber - 1) * itemsPerPage;
  return items.slice(start, start + itemsPerPage);
}
