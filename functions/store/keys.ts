/**
 * Every key the store writes, in one place (see README.md for the access patterns they serve).
 * Every partition key begins with `T#<tenantId>#`, so no query can cross tenants.
 */
import type { TenantId } from '#domain/catalogue';

/** Zero-padded so that sort keys order numerically. */
export function pad(id: number): string {
  return String(id).padStart(10, '0');
}

const t = (tenantId: TenantId) => `T#${tenantId}#`;

/** Kinds of reference records kept together in the tenant's catalogue partition. */
export const REFERENCE_KIND = {
  region: 'REGION',
  spotType: 'SPOTTYPE',
  productType: 'PRODUCTTYPE',
  equipmentType: 'EQUIPMENTTYPE',
  productClassification: 'CLASSIFICATION',
  product: 'PRODUCT',
  attributeCategory: 'ATTRCATEGORY',
  attribute: 'ATTRIBUTE',
  pointOfInterestCategory: 'POICATEGORY',
  pointOfInterest: 'POI',
  paymentType: 'PAYMENTTYPE',
  discountClass: 'DISCOUNTCLASS',
  reservationStatus: 'RESERVATIONSTATUS',
} as const;
export type ReferenceKind = (typeof REFERENCE_KIND)[keyof typeof REFERENCE_KIND];

export const keys = {
  /** The tenant's settings, auth config and catalogue-loaded marker. */
  tenant: (tenantId: TenantId) => ({ pk: `${t(tenantId)}TENANT`, sk: 'PROFILE' }),
  authConfig: (tenantId: TenantId) => ({ pk: `${t(tenantId)}TENANT`, sk: 'AUTHCONFIG' }),
  catalogueLoaded: (tenantId: TenantId) => ({ pk: `${t(tenantId)}TENANT`, sk: 'CATALOGUE_LOADED' }),

  /** Small reference lists, one partition per tenant, sort key `<KIND>#<id>`. */
  referencePk: (tenantId: TenantId) => `${t(tenantId)}CATALOGUE`,
  reference: (tenantId: TenantId, kind: ReferenceKind, id: number) => ({
    pk: `${t(tenantId)}CATALOGUE`,
    sk: `${kind}#${pad(id)}`,
  }),

  /** Every park of a tenant in one partition; by region on gsi1, featured parks (sparse) on gsi2. */
  locationsPk: (tenantId: TenantId) => `${t(tenantId)}LOCATIONS`,
  location: (tenantId: TenantId, locationId: number) => ({
    pk: `${t(tenantId)}LOCATIONS`,
    sk: `LOC#${pad(locationId)}`,
  }),
  locationsByRegion: (tenantId: TenantId, regionId: number) => `${t(tenantId)}REGION#${pad(regionId)}`,
  featuredLocations: (tenantId: TenantId) => `${t(tenantId)}FEATURED`,

  /** One partition per park for its loops, spots and points of interest. */
  locationPk: (tenantId: TenantId, locationId: number) => `${t(tenantId)}LOC#${pad(locationId)}`,
  loopSk: (loopId: number) => `LOOP#${pad(loopId)}`,
  spotSk: (spotId: number) => `SPOT#${pad(spotId)}`,
  locationPoiSk: (id: number) => `LPOI#${pad(id)}`,
  /** gsi1: a spot by its id alone. */
  spotById: (tenantId: TenantId, spotId: number) => `${t(tenantId)}SPOT#${pad(spotId)}`,

  /** Alerts of a tenant in one partition: tenant-wide ones first, then per park. */
  alertsPk: (tenantId: TenantId) => `${t(tenantId)}ALERTS`,
  globalAlertSk: (alertId: number) => `GLOBAL#${pad(alertId)}`,
  locationAlertPrefix: (locationId: number) => `LOC#${pad(locationId)}#`,
  locationAlertSk: (locationId: number, alertId: number) => `LOC#${pad(locationId)}#${pad(alertId)}`,
};

/** Attributes that make an item addressable; stripped before a record is returned. */
export const KEY_ATTRIBUTES = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'entity',
  'expiresAt',
] as const;

export function stripKeys<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const k of KEY_ATTRIBUTES) delete copy[k];
  return copy as T;
}
