/** Parks (locations) and loops (spec public §3.3, §7.2). */
import { z } from 'zod';
import { absent, imageSchema, numeric } from './common.ts';
import { calendarDate, spotAttributeFilterSchema } from './availability.ts';
import { envelope } from './envelope.ts';
import { PARK_SEARCH_PAGE_SIZE, parseSpotAttributeToken } from './park-search-url.ts';

import { regionSchema } from './lookups.ts';
import { locationPointOfInterestNestedSchema } from './points-of-interest.ts';

export const locationDescriptionSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    locationId: z.number(),
    title: z.string(),
    description: z.string(),
    displayOrder: z.number(),
  })
  .meta({ id: 'LocationDescription' });
export type LocationDescription = z.infer<typeof locationDescriptionSchema>;

/** Titles of the well-known location descriptions. */
export const LOCATION_DESCRIPTION_TITLE = {
  general: 'General Description',
  reservationInfo: 'Reservation Info',
} as const;

export const productTypeCountSchema = z
  .object({
    locationId: z.number(),
    productTypeId: z.number(),
    productTypeName: z.string(),
    productTypeIcon: z.string(),
    count: z.number(),
  })
  .meta({ id: 'ProductTypeCount' });
export type ProductTypeCount = z.infer<typeof productTypeCountSchema>;

/** A named area of a park, as its spots name it. */
export const areaSchema = z.object({ name: z.string(), description: z.string() }).meta({ id: 'Area' });

export const locationSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    tenantId: z.string(),
    code: z.string(),
    longName: z.string(),
    shortName: z.string(),
    annualVisitors: z.number(),
    acreage: z.number().nullable(),
    elevation: z.number().nullable(),
    url: z.string(),
    region: regionSchema,
    regionId: z.number(),
    timezone: z.string(),
    helpUrl: z.string(),
    helpUrlName: z.string(),
    directions: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    mapLatitude: z.number(),
    mapLongitude: z.number(),
    mapZoomLevel: z.number(),
    street1: z.string(),
    street2: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    primaryContactName: z.string(),
    primaryContactEmail: z.string(),
    secondaryContactName: z.string(),
    secondaryContactEmail: z.string(),
    reportingEmail: z.string(),
    phoneNumber: z.string(),
    faxNumber: z.string(),
    featured: z.boolean(),
    featuredDescription: z.string(),
    featuredImageUrl: z.string(),
    meetsSearchCriteria: z.boolean(),
    operationalSeasonId: z.number().nullable(),
    isActive: z.boolean(),
    importantDates: z.string(),
    areas: z.array(areaSchema),
    images: z.array(imageSchema),
    locationDescriptions: z.array(locationDescriptionSchema),
    /** Filled by GET Location/{locationId}; empty in park lists. */
    locationPointOfInterests: z.array(locationPointOfInterestNestedSchema),
    productTypeCounts: z.array(productTypeCountSchema),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

export const loopSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    locationId: z.number(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    elevation: z.number().nullable(),
    directions: z.string(),
  })
  .meta({ id: 'Loop' });
export type Loop = z.infer<typeof loopSchema>;

export const locationsResponseSchema = envelope('data', z.array(locationSchema)).meta({
  id: 'LocationsResponse',
});
export const locationResponseSchema = envelope('data', locationSchema).meta({ id: 'LocationResponse' });
export const loopsResponseSchema = envelope('data', z.array(loopSchema)).meta({ id: 'LoopsResponse' });

/* ---------------------------------------------------------------------------------------------------
 * Park search (public §2.6, §2.7, §7.2): GET Location/search, POST Location/search/summary_items, and
 * the place search the search box uses (GET Location/places).
 * ------------------------------------------------------------------------------------------------- */

export const MAX_SEARCH_MILES = 1000;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .number()
    .int({ error: `${name} must be a whole number.` })
    .min(min, { error: `${name} must be at least ${min}.` })
    .max(max, { error: `${name} must be at most ${max}.` });
const decimal = (name: string, min: number, max: number) =>
  z
    .number()
    .min(min, { error: `${name} must be between ${min} and ${max}.` })
    .max(max, { error: `${name} must be between ${min} and ${max}.` });
/** A list of ids; a query string sends them as repeated keys or comma-separated. */
const ids = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : (absent(v) ?? [])),
    z.array(numeric(name, wholeNumber(name, 1, Number.MAX_SAFE_INTEGER))).max(200),
  );
const flag = (name: string) =>
  z.preprocess((v, ctx) => {
    const value = absent(v);
    if (value === undefined) return false;
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false.`, input: value });
    return false;
  }, z.boolean());
const text = <S extends z.ZodType>(schema: S) => z.preprocess(absent, schema.optional());

const SEARCH_FIELD_NAMES = [
  'locationName',
  'spotAttributes',
  'locationIds',
  'spotTypeIds',
  'regionIds',
  'pointsOfInterestIds',
  'zipcode',
  'milesFromZipcode',
  'startDate',
  'endDate',
  'numberOfPeople',
  'numberOfVehicles',
  'vehicleLength',
  'latitude',
  'longitude',
  'milesFromLatLong',
  'sortByMilesFromLatLong',
  'pageNumber',
  'itemsPerPage',
  'includeNonMatchingResults',
] as const;
type SearchFieldName = (typeof SEARCH_FIELD_NAMES)[number];

/** The search fields, each named in messages as `name` spells it (camelCase body, PascalCase query). */
function searchFields(name: (field: SearchFieldName) => string) {
  const n = name;
  return {
    locationName: text(
      z
        .string()
        .trim()
        .max(100, { error: `${n('locationName')} must be at most 100 characters.` }),
    ),
    spotAttributes: z.preprocess(
      (v) =>
        typeof v === 'string' ? v.split(',').filter(Boolean).map(parseSpotAttributeToken) : (absent(v) ?? []),
      z.array(spotAttributeFilterSchema).max(50),
    ),
    locationIds: ids(n('locationIds')),
    spotTypeIds: ids(n('spotTypeIds')),
    regionIds: ids(n('regionIds')),
    pointsOfInterestIds: ids(n('pointsOfInterestIds')),
    zipcode: text(
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, { error: `${n('zipcode')} must be a 5-digit zip code.` }),
    ),
    milesFromZipcode: numeric(
      n('milesFromZipcode'),
      decimal(n('milesFromZipcode'), 0, MAX_SEARCH_MILES).optional(),
    ),
    startDate: text(calendarDate(n('startDate'))),
    endDate: text(calendarDate(n('endDate'))),
    numberOfPeople: numeric(n('numberOfPeople'), wholeNumber(n('numberOfPeople'), 1, 999).optional()),
    numberOfVehicles: numeric(n('numberOfVehicles'), wholeNumber(n('numberOfVehicles'), 0, 99).optional()),
    vehicleLength: numeric(n('vehicleLength'), wholeNumber(n('vehicleLength'), 0, 999).optional()),
    latitude: numeric(n('latitude'), decimal(n('latitude'), -90, 90).optional()),
    longitude: numeric(n('longitude'), decimal(n('longitude'), -180, 180).optional()),
    milesFromLatLong: numeric(
      n('milesFromLatLong'),
      decimal(n('milesFromLatLong'), 0, MAX_SEARCH_MILES).optional(),
    ),
    sortByMilesFromLatLong: flag(n('sortByMilesFromLatLong')),
    pageNumber: numeric(n('pageNumber'), wholeNumber(n('pageNumber'), 1, 10_000).default(1)),
    itemsPerPage: numeric(
      n('itemsPerPage'),
      wholeNumber(n('itemsPerPage'), 1, 100).default(PARK_SEARCH_PAGE_SIZE),
    ),
    includeNonMatchingResults: flag(n('includeNonMatchingResults')),
  };
}

const camel = (field: SearchFieldName) => field;
const pascal = (field: SearchFieldName) => field.charAt(0).toUpperCase() + field.slice(1);

const parkSearchObject = z.object(searchFields(camel));
type SearchFields = z.output<typeof parkSearchObject>;

/** Cross-field rules, reported on the field the person would fix. */
function checkSearch(v: SearchFields, ctx: z.RefinementCtx, name: (field: SearchFieldName) => string) {
  if ((v.latitude === undefined) !== (v.longitude === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [name(v.latitude === undefined ? 'latitude' : 'longitude')],
      message: `${name('latitude')} and ${name('longitude')} go together.`,
    });
  }
  if ((v.startDate === undefined) !== (v.endDate === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [name(v.startDate === undefined ? 'startDate' : 'endDate')],
      message: 'Both Arrival Date and Departure Date are needed to search by dates.',
    });
  }
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: [name('endDate')],
      message: 'Departure date must be greater than arrival date for overnight spots.',
    });
  }
}

/** POST Location/search/summary_items: the search fields in camelCase. */
export const parkSearchRequestSchema = parkSearchObject
  .superRefine((v, ctx) => checkSearch(v, ctx, camel))
  .meta({ id: 'ParkSearchRequest' });
export type ParkSearchRequest = z.output<typeof parkSearchRequestSchema>;
/** What a client sends: any of the fields, in their parsed types (omitted ones take their defaults). */
export type ParkSearchRequestInput = Partial<ParkSearchRequest>;

/** GET Location/search: the same fields in PascalCase; ids and SpotAttributes may repeat. */
const pascalFields = searchFields(pascal);
export const parkSearchQuerySchema = z
  .object({
    _: z.string().optional(),
    ...Object.fromEntries(SEARCH_FIELD_NAMES.map((f) => [pascal(f), pascalFields[f]])),
  })
  .transform((q, ctx) => {
    const query = q as Record<string, unknown>;
    const v = Object.fromEntries(SEARCH_FIELD_NAMES.map((f) => [f, query[pascal(f)]])) as SearchFields;
    checkSearch(v, ctx, pascal);
    return v;
  })
  .meta({ id: 'ParkSearchQuery' });

export const locationSummaryItemSchema = z
  .object({
    locationId: z.number(),
    locationName: z.string(),
    matchingAreaName: z.string(),
    /** Lowest and highest base daily rate of the park's active spots, in dollars (0 without spots). */
    minPrice: z.number(),
    maxPrice: z.number(),
    featuredImageUrl: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    mapLatitude: z.number(),
    mapLongitude: z.number(),
    meetsSearchCriteria: z.boolean(),
    /** 'Available' / 'Unavailable' for the searched dates; '' without dates. */
    availabilityStatus: z.string(),
    /** Unavailable because the arrival is beyond the park's booking window: the day booking opens (YYYY-MM-DD). */
    bookingOpensOn: z.string().optional(),
    productTypeCounts: z.array(productTypeCountSchema),
    /** Miles from the searched point (latitude/longitude or zip code); absent without one. */
    milesAway: z.number().optional(),
  })
  .meta({ id: 'LocationSummaryItem' });
export type LocationSummaryItem = z.infer<typeof locationSummaryItemSchema>;

export const locationSummaryItemsPageSchema = z
  .object({
    data: z.array(locationSummaryItemSchema),
    pageNumber: z.number(),
    itemsPerPage: z.number(),
    totalItems: z.number(),
  })
  .meta({ id: 'LocationSummaryItemsPage' });
export type LocationSummaryItemsPage = z.infer<typeof locationSummaryItemsPageSchema>;

export const parkSearchResponseSchema = envelope(
  'locationSummaryItemsPage',
  locationSummaryItemsPageSchema,
).meta({
  id: 'ParkSearchResponse',
});

/** The place search of the search box's 'Locations' card (public §2.6), through our API (README). */
export const PLACE_SEARCH_TEXT_MAX = 100;
export const placesQuery = z.object({
  _: z.string().optional(),
  searchText: z
    .string({ error: 'searchText is required.' })
    .trim()
    .min(1, { error: 'searchText is required.' })
    .max(PLACE_SEARCH_TEXT_MAX, { error: `searchText must be at most ${PLACE_SEARCH_TEXT_MAX} characters.` }),
});

export const placeSchema = z
  .object({
    text: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    context: z.array(z.object({ short_code: z.string() })),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;

export const placesResponseSchema = envelope('places', z.array(placeSchema)).meta({ id: 'PlacesResponse' });
