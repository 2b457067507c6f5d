/**
 * The park search as it lives in the URL of /parksearchresults (so a search can be reloaded and shared):
 * the request fields under their API names (camelCase), the place text as searchTerm, and the view.
 * Pure: URLSearchParams in, request out, and back.
 */
import { formatSpotAttributeToken, parseSpotAttributeToken } from '#contract/park-search-url';
import type { ParkSearchRequestInput } from '#contract/locations';
import type { SpotAttributeFilter } from '#contract/availability';

export const PARK_SEARCH_RESULTS_PATH = '/parksearchresults';

export type ResultsView = 'list' | 'map';

export interface ParkSearchUrlState {
  /** The chosen place's text (public §2.6 "stores ... its text as the search term"). */
  searchTerm: string;
  locationName: string;
  latitude?: number;
  longitude?: number;
  zipcode: string;
  milesFromZipcode?: number;
  /** ISO dates. */
  startDate: string;
  endDate: string;
  numberOfPeople?: number;
  numberOfVehicles?: number;
  vehicleLength?: number;
  spotTypeIds: number[];
  regionIds: number[];
  pointsOfInterestIds: number[];
  spotAttributes: SpotAttributeFilter[];
  includeNonMatchingResults: boolean;
  pageNumber: number;
  view: ResultsView;
}

export const emptyParkSearch: ParkSearchUrlState = {
  searchTerm: '',
  locationName: '',
  zipcode: '',
  startDate: '',
  endDate: '',
  spotTypeIds: [],
  regionIds: [],
  pointsOfInterestIds: [],
  spotAttributes: [],
  includeNonMatchingResults: false,
  pageNumber: 1,
  view: 'list',
};

const num = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const ids = (v: string | null): number[] =>
  (v ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function readParkSearch(params: URLSearchParams): ParkSearchUrlState {
  return {
    searchTerm: params.get('searchTerm') ?? '',
    locationName: params.get('locationName') ?? '',
    latitude: num(params.get('latitude')),
    longitude: num(params.get('longitude')),
    zipcode: params.get('zipcode') ?? '',
    milesFromZipcode: num(params.get('milesFromZipcode')),
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    numberOfPeople: num(params.get('numberOfPeople')),
    numberOfVehicles: num(params.get('numberOfVehicles')),
    vehicleLength: num(params.get('vehicleLength')),
    spotTypeIds: ids(params.get('spotTypeIds')),
    regionIds: ids(params.get('regionIds')),
    pointsOfInterestIds: ids(params.get('pointsOfInterestIds')),
    spotAttributes: params
      .getAll('spotAttributes')
      .map(parseSpotAttributeToken)
      .filter((f): f is SpotAttributeFilter => typeof f === 'object' && f !== null),
    includeNonMatchingResults: params.get('includeNonMatchingResults') === 'true',
    pageNumber: Math.max(1, Math.floor(num(params.get('pageNumber')) ?? 1)),
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The URL query of a search; empty and default values are left out. */
export function writeParkSearch(state: Partial<ParkSearchUrlState>): URLSearchParams {
  const s = { ...emptyParkSearch, ...state };
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined | boolean) => {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  };
  put('searchTerm', s.searchTerm);
  put('locationName', s.locationName);
  put('latitude', s.latitude);
  put('longitude', s.longitude);
  put('zipcode', s.zipcode);
  put('milesFromZipcode', s.milesFromZipcode);
  put('startDate', s.startDate);
  put('endDate', s.endDate);
  put('numberOfPeople', s.numberOfPeople);
  put('numberOfVehicles', s.numberOfVehicles);
  put('vehicleLength', s.vehicleLength);
  put('spotTypeIds', s.spotTypeIds.join(','));
  put('regionIds', s.regionIds.join(','));
  put('pointsOfInterestIds', s.pointsOfInterestIds.join(','));
  for (const f of s.spotAttributes) params.append('spotAttributes', formatSpotAttributeToken(f));
  put('includeNonMatchingResults', s.includeNonMatchingResults);
  if (s.pageNumber > 1) put('pageNumber', s.pageNumber);
  if (s.view !== 'list') put('view', s.view);
  return params;
}

export function parkSearchResultsUrl(state: Partial<ParkSearchUrlState>): string {
  const query = writeParkSearch(state).toString();
  return query ? `${PARK_SEARCH_RESULTS_PATH}?${query}` : PARK_SEARCH_RESULTS_PATH;
}

export type SearchKind = 'place' | 'name' | 'criteria';

/** What the search is about, for the heading: a place, a park name, or the criteria form. */
export function searchKind(s: ParkSearchUrlState): SearchKind {
  if (s.latitude !== undefined && s.longitude !== undefined) return 'place';
  if (s.locationName) return 'name';
  return 'criteria';
}

/**
 * The request the results page sends (public §7.2): a place search sorts by miles from the point; the
 * map view asks for every park at once, the list one page.
 */
export function toParkSearchRequest(s: ParkSearchUrlState, itemsPerPage: number): ParkSearchRequestInput {
  const hasPoint = s.latitude !== undefined && s.longitude !== undefined;
  return {
    locationName: s.locationName || undefined,
    latitude: hasPoint ? s.latitude : undefined,
    longitude: hasPoint ? s.longitude : undefined,
    sortByMilesFromLatLong: hasPoint || Boolean(s.zipcode),
    zipcode: s.zipcode || undefined,
    milesFromZipcode: s.zipcode ? s.milesFromZipcode : undefined,
    startDate: s.startDate || undefined,
    endDate: s.endDate || undefined,
    numberOfPeople: s.numberOfPeople,
    numberOfVehicles: s.numberOfVehicles,
    vehicleLength: s.vehicleLength,
    spotTypeIds: s.spotTypeIds,
    regionIds: s.regionIds,
    pointsOfInterestIds: s.pointsOfInterestIds,
    spotAttributes: s.spotAttributes,
    includeNonMatchingResults: s.includeNonMatchingResults,
    pageNumber: s.view === 'map' ? 1 : s.pageNumber,
    itemsPerPage,
  };
}
