/**
 * The tenant catalogue as it is stored: the records that the demo data produces, the store writes and
 * reads, and the API turns into the response shapes of the specification (functions/contract).
 * Pure types: no I/O. Money is integer cents; dates are ISO 'YYYY-MM-DD'; ids are numbers unless the
 * specification says otherwise (tenant ids are strings such as 'co').
 */
import type { TenantLimitSettings } from '#domain/limits';

declare const tenantIdBrand: unique symbol;
/**
 * A tenant's id, as only the HTTP pipeline (from the request's path, after the tenant was found) and
 * the runtime's own configuration (seeding, the sweeper's tenant list) make it: `toTenantId()` in
 * tenant-id.ts. Every store function takes one, so no key is built from an unchecked string.
 */
export type TenantId = string & { readonly [tenantIdBrand]: true };

export interface NamedLink {
  name: string;
  description: string;
  url: string;
}

export interface SupportInfoRecord {
  id: number;
  url: string;
  phoneNumber: string;
  email: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: number;
}

/** Tenant site settings (spec public §3.2), less the auth config which comes from the deployment. */
export interface TenantRecord {
  id: TenantId;
  name: string;
  stateName: string;
  departmentName: string;
  siteName: string;
  siteTitle: string;
  tagline: string;
  description: string;
  departmentWebsiteUrl: string;
  stateLogoUrl: string;
  departmentLogoUrl: string;
  websiteLogoUrl: string;
  bannerImageUrl: string;
  defaultLocationImageUrl: string;
  defaultProductImageUrl: string;
  searchBackgroundImageUrl: string;
  fiscalYearStartDate: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
  pinterestUrl: string;
  externalLinks: NamedLink[];
  policies: NamedLink[];
  supportInfo: SupportInfoRecord;
  defaultAccountingCode: { id: number; code: string; description: string };
  latitude: number;
  longitude: number;
  /** ISO 3166-2 code kept by the place search, e.g. 'US-CO'. */
  mapSearchStateFilter: string;
  /** IANA zone of the agency's office: "today" for tenant-wide rules such as web alerts. */
  timezone: string;
  adminOnlineHelpUrl: string;
  customerOnlineHelpUrl: string;
  /** Brand colours used by the web shell (CSS colours). */
  theme: { primary: string; primaryText: string; accent: string };
  /** Hold and call limits that differ from the defaults (`functions/domain/limits.ts`); never sent out. */
  limits?: TenantLimitSettings;
}

/** Written per tenant by the deployment (tenant stack) or the local runtime; spec public §3.2. */
export interface AuthConfigRecord {
  adminUserPoolId: string;
  adminClientId: string;
  adminOauthNicAdDomain: string;
  adminOauthNicAdRedirectSignInUrl: string;
  adminOauthNicAdRedirectSignOutUrl: string;
  publicClientId: string;
  publicUserPoolId: string;
  tenantAdminClientId: string;
  tenantAdminUserPoolId: string;
  awsRegion: string;
  /** Local runtime only: the cognito-local endpoint Amplify must talk to (absent on AWS). */
  userPoolEndpoint?: string;
}

export interface RegionRecord {
  id: number;
  shortName: string;
  longName: string;
  regionNumber: number;
}

export interface LocationDescriptionRecord {
  id: number;
  title: string; // 'General Description', 'Reservation Info', ...
  description: string; // HTML
  displayOrder: number;
}

export interface ImageRecord {
  id: number;
  url: string;
  title: string;
  description: string;
}

export interface ContactRecord {
  primaryContactName: string;
  primaryContactEmail: string;
  secondaryContactName: string; // may be '' or 'n/a'
  secondaryContactEmail: string;
  reportingEmail: string;
  phoneNumber: string; // 10 digits
  faxNumber: string; // '' when none
}

export interface LocationRecord extends ContactRecord {
  id: number;
  code: string;
  longName: string;
  shortName: string;
  regionId: number;
  annualVisitors: number;
  /** Null when the agency has not given it (the park page then leaves it out). */
  acreage: number | null;
  elevation: number | null; // feet
  url: string;
  timezone: string; // IANA, e.g. 'America/Denver'
  helpUrl: string;
  helpUrlName: string;
  directions: string; // HTML
  importantDates: string; // HTML, '' when none
  latitude: number;
  longitude: number;
  mapLatitude: number;
  mapLongitude: number;
  mapZoomLevel: number;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipcode: string;
  featured: boolean;
  featuredDescription: string;
  featuredImageUrl: string;
  isActive: boolean;
  operationalSeasonId: number | null;
  images: ImageRecord[];
  descriptions: LocationDescriptionRecord[];
}

export interface LoopRecord {
  id: number;
  locationId: number;
  name: string;
  code: string;
  description: string;
  elevation: number | null;
  directions: string;
}

export interface SpotTypeRecord {
  id: number;
  name: string; // Campsite, Shelter, Cabin, Group Campsite
  description: string;
  icon: string; // URL of an SVG icon
}

/** Product types drive map markers and per-park counts (Campsite, Cabin, Shelter, Group Campsite, Day Use...). */
export interface ProductTypeRecord {
  id: number;
  name: string;
  icon: string;
}

export interface EquipmentTypeRecord {
  id: number;
  name: string; // Tent, RV, Trailer...
}

export interface ProductClassificationRecord {
  id: number;
  name: string;
  description: string;
  internalDescription: string;
  message: string;
  applyMessageToWebsite: boolean;
  applyMessageToEmail: boolean;
  showMessageAtTop: boolean;
  icons: { id: number; icon: string }[];
  spotTypeIds: number[];
  equipmentTypeIds: number[];
}

export const BOOKING_TYPE = { Overnight: 1, DayUse: 2 } as const;
export type BookingTypeId = (typeof BOOKING_TYPE)[keyof typeof BOOKING_TYPE];

export interface ProductRecord {
  id: number;
  name: string;
  description: string;
  code: string;
  productTypeId: number;
  productClassificationId: number;
  bookingTypeId: BookingTypeId;
  requiresCustomerAccount: boolean;
  /** Nightly (or daily, for day use) base rate in cents, before pricing seasons. */
  baseDailyRateCents: number;
}

export type AttributeValueType = 'Yes/No' | 'Single Select' | 'Multi Select' | 'Numeric Free' | 'String Free';

export interface AttributeCategoryRecord {
  id: number;
  name: string;
}

export interface AttributeRecord {
  id: number;
  name: string;
  displayName: string; // '' when the name is used
  description: string;
  valueType: AttributeValueType;
  icon: string;
  categoryId: number;
  distanceApplies: boolean;
  options: { id: number; value: string }[]; // select types only; -99 is 'No Value'
  minValue: number | null;
  maxValue: number | null;
  isSearchable: boolean;
  showIcon: boolean;
  includedInAvailability: boolean;
  overridableAtSpot: boolean;
}

/** A spot's value for one attribute: `value` for Yes/No ('yes'/'no'), numeric and string; `optionIds` for selects. */
export interface SpotAttributeValue {
  attributeId: number;
  value: string | null;
  optionIds: number[];
}

export type SpotSalesChannel = 'All' | 'Agency';

export interface SpotRecord {
  id: number;
  locationId: number;
  loopId: number;
  name: string;
  area: string;
  areaDescription: string;
  productId: number;
  spotTypeIds: number[];
  equipmentTypeIds: number[];
  latitude: number;
  longitude: number;
  salesChannel: SpotSalesChannel;
  featuredImageUrl: string;
  photos: ImageRecord[];
  descriptions: LocationDescriptionRecord[];
  attributes: SpotAttributeValue[];
  isActive: boolean;
}

export interface PointOfInterestCategoryRecord {
  id: number;
  name: string;
  description: string;
}

export interface PointOfInterestRecord {
  id: number;
  name: string;
  description: string;
  icon: string;
  categoryId: number;
  isSearchable: boolean;
  isMappable: boolean;
}

export const DISTANCE_BAND = { WithinFacility: 1, Within10Miles: 2, Beyond10Miles: 3 } as const;

export interface LocationPointOfInterestRecord {
  id: number;
  locationId: number;
  pointOfInterestId: number;
  latitude: number;
  longitude: number;
  distanceDescriptionId: 1 | 2 | 3;
}

export interface AlertRecord {
  id: number;
  /** null for a tenant-wide alert. */
  locationId: number | null;
  startDate: string;
  endDate: string;
  alertTypeId: number;
  alertTypeName: string;
  message: string; // HTML
  applyToEmail: boolean;
  applyToWebsite: boolean;
  showAtTop: boolean;
  spotIds: number[];
}

export interface PaymentTypeRecord {
  id: number;
  name: string;
  description: string;
  adminOnly: boolean;
  /** Card payments go through the hosted payment page; others complete at the counter. */
  requiresHostedPayment: boolean;
}

export interface DiscountClassRecord {
  id: number;
  name: string;
  description: string;
  internalDescription: string;
  residencyId: number | null;
  verificationRequired: boolean;
  priority: number;
  accountingCodeSuffix: string;
}

export interface LookupValueRecord {
  id: number;
  name: string;
  description: string;
  /** 'status' or 'subStatus' of a reservation. */
  group: 'status' | 'subStatus';
}

/** Everything one tenant's catalogue holds; the demo data produces one per tenant. */
export interface TenantCatalogue {
  tenant: TenantRecord;
  regions: RegionRecord[];
  locations: LocationRecord[];
  loops: LoopRecord[];
  spotTypes: SpotTypeRecord[];
  productTypes: ProductTypeRecord[];
  equipmentTypes: EquipmentTypeRecord[];
  productClassifications: ProductClassificationRecord[];
  products: ProductRecord[];
  attributeCategories: AttributeCategoryRecord[];
  attributes: AttributeRecord[];
  spots: SpotRecord[];
  pointOfInterestCategories: PointOfInterestCategoryRecord[];
  pointsOfInterest: PointOfInterestRecord[];
  locationPointsOfInterest: LocationPointOfInterestRecord[];
  alerts: AlertRecord[];
  paymentTypes: PaymentTypeRecord[];
  discountClasses: DiscountClassRecord[];
  reservationStatuses: LookupValueRecord[];
}
