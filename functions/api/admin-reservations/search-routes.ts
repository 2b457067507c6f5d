/**
 * admin/AdminSearch (admin §7.2): the reservation search, one park's check-in and check-out lists for
 * a day, and the staff home's summary of the day per park. Candidates are found by key (the
 * reservation number, the customer, or a park's nights in a date window: store README "Front desk"),
 * then filtered, sorted and paged by the domain's rules. A park-scoped user sees only their parks.
 */
import {
  type ReservationSearchQuery,
  dayListQuery,
  dayListResponseSchema,
  daySummaryQuery,
  daySummaryResponseSchema,
  reservationSearchQuery,
  reservationSearchResponseSchema,
} from '#contract/front-desk';
import { addDays, daysBetween } from '#domain/availability/calendar';
import {
  type FrontDeskReservation,
  isToCheckIn,
  isToCheckOut,
  parkDaySummary,
} from '#domain/booking/front-desk';
import {
  type ReservationCriteria,
  matchesCriteria,
  pageOf,
  sortReservations,
} from '#domain/booking/reservation-search';
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { BadRequestError } from '#domain/errors';
import { ROLE } from '#domain/permissions';
import { type AuthContext, type Route, type RouteAuth, defineRoute, staff } from '#http/routes';
import { toParkDaySummary, toSearchRow } from '#mappers/front-desk';
import { getCustomerByEmail } from '#store/customers';
import {
  deskWindow,
  getReservationsByIds,
  parkCancelledInWindow,
  parkReservationsInWindow,
} from '#store/front-desk';
import { type StoredLocation, listLocations, listSpots } from '#store/locations';
import { listCustomerReservations } from '#store/reservations';
import { getOrder } from '#store/orders';
import { getReferenceData } from '#store/reference';
import { frontDeskViews } from './front-desk-views.ts';

/** The longest date window a park search reads (its nights, at most three months of index). */
export const MAX_SEARCH_DAYS = 62;
export const SEARCH_MESSAGE = {
  windowTooLong: `Choose arrival or departure dates at most ${MAX_SEARCH_DAYS} days apart.`,
  rangeBackwards: 'The end of a date range cannot be before its start.',
} as const;

/** The parks a staff user may see: every park for roles 1 and 2, else the assigned ones. */
async function visibleParks(tenantId: TenantId, auth: AuthContext | undefined): Promise<StoredLocation[]> {
  const parks = await listLocations(tenantId);
  if (auth?.kind !== 'staff') return [];
  if (auth.roleId === ROLE.SuperAdmin || auth.roleId === ROLE.AgencyAdmin) return parks;
  return parks.filter((p) => auth.locationIds.includes(p.id));
}

function criteriaOf(
  q: ReservationSearchQuery,
  statusNames: ReadonlyMap<number, { name: string; group: string }>,
) {
  const named = (group: string) =>
    q.ReservationStatusIds.flatMap((id) => {
      const s = statusNames.get(id);
      return s && s.group === group ? [s.name] : [];
    });
  const c: ReservationCriteria = {
    reservationId: q.ReservationNumber ?? q.ConfirmationNumber,
    customerId: q.CustomerId,
    locationIds: q.LocationIds,
    arrivalFrom: q.ArrivalDate,
    arrivalTo: q.ArrivalDateTo ?? q.ArrivalDate,
    departureFrom: q.DepartureDate,
    departureTo: q.DepartureDateTo ?? q.DepartureDate,
    occupancyDate: q.OccupancyDate,
    statuses: named('status'),
    subStatuses: named('subStatus'),
    firstName: q.PrimaryOccupantFirstName ?? q.CustomerFirstName,
    lastName: q.PrimaryOccupantLastName ?? q.CustomerLastName,
    phone: q.CustomerPhoneNumber,
    salesChannel: q.SalesChannel,
  };
  return c;
}

/** The nights window a park search reads: the arrival range, else the departure range, else occupancy, else the coming month. */
function searchWindow(c: ReservationCriteria, today: string): { start: string; end: string } {
  const window = c.arrivalFrom
    ? { start: c.arrivalFrom, end: c.arrivalTo ?? c.arrivalFrom }
    : c.departureFrom
      ? deskWindow(c.departureFrom, c.departureTo ?? c.departureFrom)
      : c.occupancyDate
        ? { start: c.occupancyDate, end: c.occupancyDate }
        : { start: addDays(today, -1), end: addDays(today, 30) };
  if (window.end < window.start) {
    throw new BadRequestError(SEARCH_MESSAGE.rangeBackwards, {
      'query.ArrivalDateTo': [SEARCH_MESSAGE.rangeBackwards],
    });
  }
  if (daysBetween(window.start, window.end) > MAX_SEARCH_DAYS) {
    throw new BadRequestError(SEARCH_MESSAGE.windowTooLong, {
      'query.ArrivalDate': [SEARCH_MESSAGE.windowTooLong],
    });
  }
  return window;
}

/** Candidates by the most selective key the search names. */
async function candidates(
  tenantId: TenantId,
  q: ReservationSearchQuery,
  c: ReservationCriteria,
  parks: StoredLocation[],
): Promise<FrontDeskReservation[]> {
  if (c.reservationId !== undefined) return getReservationsByIds(tenantId, [c.reservationId]);
  if (q.OrderNumber !== undefined) {
    const order = await getOrder(tenantId, q.OrderNumber);
    return order ? getReservationsByIds(tenantId, order.reservationIds) : [];
  }
  if (c.customerId !== undefined) return listCustomerReservations(tenantId, c.customerId);
  // An e-mail alone names a customer account; with a park it matches the occupants of the park's stays.
  if (q.CustomerEmail && !c.locationIds.length) {
    const customer = await getCustomerByEmail(tenantId, q.CustomerEmail);
    return customer ? listCustomerReservations(tenantId, customer.id) : [];
  }
  const wanted = c.locationIds.length ? parks.filter((p) => c.locationIds.includes(p.id)) : parks;
  const today = q.Today ?? todayIn(wanted[0]?.timezone ?? 'UTC', new Date());
  const { start, end } = searchWindow(c, today);
  // Cancelling frees the nights, so cancelled stays come from the park's cancellations instead.
  const withCancelled = !c.statuses.length || c.statuses.includes('Cancelled');
  const found = await Promise.all(
    wanted.map(async (p) => {
      const [live, cancelled] = await Promise.all([
        parkReservationsInWindow(tenantId, p.id, start, end),
        withCancelled ? parkCancelledInWindow(tenantId, p.id, start, end) : [],
      ]);
      return [...live.reservations, ...cancelled];
    }),
  );
  // Just after a cancellation both indexes may still name it: the first (read consistently) wins.
  const byId = new Map<number, FrontDeskReservation>();
  for (const r of found.flat()) if (!byId.has(r.id)) byId.set(r.id, r);
  return [...byId.values()];
}

function scope(auth: AuthContext | undefined): readonly number[] | undefined {
  if (auth?.kind !== 'staff') return [];
  return auth.roleId === ROLE.SuperAdmin || auth.roleId === ROLE.AgencyAdmin ? undefined : auth.locationIds;
}

/** View at the park the query names (admin §6 location scoping). */
const VIEW_AT_QUERY_PARK: RouteAuth = {
  kind: 'staff',
  permissions: ['ReservationManagementView'],
  locations: ({ query }) => (query as { LocationIds: number[] }).LocationIds,
};

const dayListRoute = (which: 'checkin' | 'checkout') =>
  defineRoute({
    method: 'GET',
    path: `admin/AdminSearch/${which}`,
    operationId: which === 'checkin' ? 'adminSearchCheckIn' : 'adminSearchCheckOut',
    summary:
      which === 'checkin'
        ? "A park's reservations to check in on a day (arriving, or late and still due), by spot"
        : "A park's checked-in reservations departing on a day, by spot",
    query: dayListQuery,
    auth: VIEW_AT_QUERY_PARK,
    response: dayListResponseSchema,
    handler: async ({ tenantId, query }) => {
      const locationId = query.LocationIds[0]!;
      const [park] = (await listLocations(tenantId)).filter((p) => p.id === locationId);
      const day = query.Today ?? todayIn(park?.timezone ?? 'UTC', new Date());
      const { start, end } = deskWindow(day, day);
      const { reservations } = await parkReservationsInWindow(tenantId, locationId, start, end);
      const due = reservations.filter((r) =>
        which === 'checkin' ? isToCheckIn(r, day) : isToCheckOut(r, day),
      );
      const rows = (await frontDeskViews(tenantId, due)).map(toSearchRow);
      rows.sort((a, b) => a.spot.localeCompare(b.spot, undefined, { numeric: true }) || a.id - b.id);
      return { data: rows };
    },
  });

export const searchRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSearch/reservations',
    operationId: 'adminSearchReservations',
    summary:
      'Search reservations by number, order number, customer, park, arrival or departure range, status and sub-status (paged, sortable); only the parks the user may see',
    query: reservationSearchQuery,
    auth: staff('ReservationManagementView'),
    response: reservationSearchResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const [parks, reference] = await Promise.all([
        visibleParks(tenantId, auth),
        getReferenceData(tenantId),
      ]);
      const criteria = {
        ...criteriaOf(query, reference.RESERVATIONSTATUS),
        allowedLocationIds: scope(auth),
        email: query.CustomerEmail && query.LocationIds.length ? query.CustomerEmail : undefined,
      };
      const found = (await candidates(tenantId, query, criteria, parks)).filter((r) =>
        matchesCriteria(r, criteria),
      );
      const parkName = new Map(parks.map((p) => [p.id, p.longName] as const));
      const sorted = sortReservations(
        found,
        query.SortField ?? 'arrivalDate',
        query.SortDescending ?? false,
        (id) => parkName.get(id) ?? '',
      );
      const page = pageOf(sorted, query.PageNumber, query.ItemsPerPage);
      return {
        searchResults: {
          data: (await frontDeskViews(tenantId, page)).map(toSearchRow),
          pageNumber: query.PageNumber,
          itemsPerPage: query.ItemsPerPage,
          totalItems: sorted.length,
        },
      };
    },
  }),
  dayListRoute('checkin'),
  dayListRoute('checkout'),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSearch/summary',
    operationId: 'adminFrontDeskSummary',
    summary:
      "The staff home: for each park the user may see, the day's arrivals to check in, departures to check out, guests in house and occupancy",
    query: daySummaryQuery,
    auth: staff('ReservationManagementView'),
    response: daySummaryResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const parks = await visibleParks(tenantId, auth);
      const data = await Promise.all(
        parks.map(async (park) => {
          const day = query.Today ?? todayIn(park.timezone ?? 'UTC', new Date());
          const { start, end } = deskWindow(day, day);
          const [{ reservations, reservedSpotsByDay }, spots] = await Promise.all([
            parkReservationsInWindow(tenantId, park.id, start, end),
            listSpots(tenantId, park.id),
          ]);
          const summary = parkDaySummary(
            park.id,
            day,
            reservations,
            reservedSpotsByDay.get(day) ?? 0,
            spots.length,
          );
          return toParkDaySummary(summary, park.longName);
        }),
      );
      return { data };
    },
  }),
];
