/**
 * Park search and place search for the locations context (public §2.6, §2.7, §7.2): reads what the
 * search needs (parks always; loops only for a name, points of interest and spots only when those
 * criteria are asked) and hands it to the pure rules in functions/domain/park-search.ts.
 */
import { PLACE_SEARCH_LIMIT, geocoder, zipCentre, type Place } from '#adapters/geocoding/index';
import type { LocationSummaryItem, LocationSummaryItemsPage, ParkSearchRequest } from '#contract/locations';
import type { TenantRecord, TenantId } from '#domain/catalogue';
import { availabilityRequestSchema } from '#contract/availability';
import { addDays, daysBetween } from '#domain/availability/calendar';
import { PUBLIC_CALLER } from '#domain/availability/day-codes';
import {
  amenityFilters,
  dollars,
  needsSpots,
  searchParks,
  type ParkContents,
  type ParkHit,
  type ParkSearchCriteria,
} from '#domain/park-search';
import { BadRequestError } from '#domain/errors';
import { REFERENCE_KIND } from '#store/keys';
import { listReference } from '#store/reference';
import { spotAvailability } from '#booking/spot-availability';
import {
  listLocationPointsOfInterest,
  listLocations,
  listLoops,
  listSpotSearchFields,
  type StoredLocation,
} from '#store/locations';

/** The searched point and radius: latitude/longitude first, else the zip code's centre. */
async function searchedPoint(
  req: ParkSearchRequest,
  zipField: string,
): Promise<Pick<ParkSearchCriteria, 'point' | 'miles'>> {
  if (req.latitude !== undefined && req.longitude !== undefined) {
    return { point: { latitude: req.latitude, longitude: req.longitude }, miles: req.milesFromLatLong };
  }
  if (req.zipcode) {
    const point = await zipCentre(req.zipcode);
    if (!point) {
      throw new BadRequestError('The request is not valid.', {
        [zipField]: [`Zip code ${req.zipcode} was not found.`],
      });
    }
    return { point, miles: req.milesFromZipcode };
  }
  return {};
}

export async function toCriteria(req: ParkSearchRequest, zipField = 'zipcode'): Promise<ParkSearchCriteria> {
  return {
    locationName: req.locationName || undefined,
    locationIds: req.locationIds,
    regionIds: req.regionIds,
    pointsOfInterestIds: req.pointsOfInterestIds,
    spotTypeIds: req.spotTypeIds,
    spotAttributes: req.spotAttributes,
    numberOfPeople: req.numberOfPeople,
    numberOfVehicles: req.numberOfVehicles,
    vehicleLength: req.vehicleLength,
    ...(await searchedPoint(req, zipField)),
    sortByMiles: req.sortByMilesFromLatLong,
    includeNonMatchingResults: req.includeNonMatchingResults,
    pageNumber: req.pageNumber,
    itemsPerPage: req.itemsPerPage,
  };
}

async function readContents(
  tenantId: TenantId,
  parks: StoredLocation[],
  c: ParkSearchCriteria,
): Promise<Map<number, ParkContents>> {
  const withSpots = needsSpots(c);
  const entries = await Promise.all(
    parks
      .filter((p) => p.isActive)
      .map(async (p) => {
        const [loops, pois, spots] = await Promise.all([
          c.locationName ? listLoops(tenantId, p.id) : [],
          c.pointsOfInterestIds.length > 0 ? listLocationPointsOfInterest(tenantId, p.id) : [],
          withSpots ? listSpotSearchFields(tenantId, p.id) : undefined,
        ]);
        const contents: ParkContents = {
          loopNames: loops.map((l) => l.name),
          pointOfInterestIds: pois.map((lp) => lp.pointOfInterestId),
          ...(spots ? { spots } : {}),
        };
        return [p.id, contents] as const;
      }),
  );
  return new Map(entries);
}

/** The longest window one availability call reads (the spot availability contract's limit). */
const MAX_WINDOW_DAYS = 62;

type ParkStatus = Pick<LocationSummaryItem, 'availabilityStatus' | 'bookingOpensOn'>;

/**
 * 'Available' when the park has a spot free for the whole stay that meets the spot criteria, by the
 * spot search's own engine (POST Spot/availability's rules, as the public sees them); '' without dates.
 * An arrival beyond the booking window also says when booking opens.
 */
async function availabilityStatus(
  tenantId: TenantId,
  parkId: number,
  req: ParkSearchRequest,
  criteria: ParkSearchCriteria,
): Promise<ParkStatus> {
  if (!req.startDate || !req.endDate) return { availabilityStatus: '' };
  const windowEnd =
    daysBetween(req.startDate, req.endDate) < MAX_WINDOW_DAYS
      ? req.endDate
      : addDays(req.startDate, MAX_WINDOW_DAYS - 1);
  const body = availabilityRequestSchema.parse({
    locationId: parkId,
    startDate: req.startDate,
    endDate: windowEnd,
    arrivalDate: req.startDate,
    departureDate: req.endDate,
    includeDayAvailability: false,
    selectedSpotTypes: criteria.spotTypeIds,
    selectedAttributes: amenityFilters(criteria),
    onlyShowAvailable: true,
    pageNumber: 1,
    itemsPerPage: 1,
  });
  const page = await spotAvailability(tenantId, body, PUBLIC_CALLER);
  if (page.totalItems > 0) return { availabilityStatus: 'Available' };
  return page.bookingOpensOn
    ? { availabilityStatus: 'Unavailable', bookingOpensOn: page.bookingOpensOn }
    : { availabilityStatus: 'Unavailable' };
}

function toSummaryItem(
  hit: ParkHit & { park: StoredLocation },
  tenant: TenantRecord,
  status: ParkStatus,
): LocationSummaryItem {
  const { park } = hit;
  return {
    locationId: park.id,
    locationName: park.longName,
    matchingAreaName: hit.matchingAreaName,
    minPrice: dollars(park.minPriceCents),
    maxPrice: dollars(park.maxPriceCents),
    featuredImageUrl: park.featuredImageUrl || tenant.defaultLocationImageUrl,
    latitude: park.latitude,
    longitude: park.longitude,
    mapLatitude: park.mapLatitude,
    mapLongitude: park.mapLongitude,
    meetsSearchCriteria: hit.meetsSearchCriteria,
    ...status,
    productTypeCounts: park.productTypeCounts ?? [],
    ...(hit.milesAway === undefined ? {} : { milesAway: Math.round(hit.milesAway * 10) / 10 }),
  };
}

export async function runParkSearch(
  tenant: TenantRecord,
  req: ParkSearchRequest,
  zipField?: string,
): Promise<LocationSummaryItemsPage> {
  const criteria = await toCriteria(req, zipField);
  const [parks, attributes] = await Promise.all([
    listLocations(tenant.id),
    needsSpots(criteria) ? listReference(tenant.id, REFERENCE_KIND.attribute) : [],
  ]);
  const contents = await readContents(tenant.id, parks, criteria);
  const empty: ParkContents = { loopNames: [], pointOfInterestIds: [] };
  const page = searchParks(
    parks,
    (id) => contents.get(id) ?? empty,
    criteria,
    new Map(attributes.map((a) => [a.id, a])),
  );
  // Only the page's parks are asked about the stay: the status neither filters nor orders.
  const statuses = await Promise.all(
    page.hits.map((h) => availabilityStatus(tenant.id, h.park.id, req, criteria)),
  );
  return {
    data: page.hits.map((h, i) =>
      toSummaryItem(
        h as ParkHit & { park: StoredLocation },
        tenant,
        statuses[i] ?? { availabilityStatus: '' },
      ),
    ),
    pageNumber: criteria.pageNumber,
    itemsPerPage: criteria.itemsPerPage,
    totalItems: page.totalItems,
  };
}

/** Places of the tenant's state for the typed text, nearest the tenant's centre first (public §2.6). */
export function searchTenantPlaces(tenant: TenantRecord, text: string): Promise<Place[]> {
  return geocoder().searchPlaces(text, {
    proximity: [tenant.longitude, tenant.latitude],
    limit: PLACE_SEARCH_LIMIT,
    stateFilter: tenant.mapSearchStateFilter,
  });
}
