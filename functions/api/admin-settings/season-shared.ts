/** What the season and price routes share: their permissions, product names and rates, park scoping, audit values. */
import { type SeasonRate } from '#contract/seasons';
import { FORBIDDEN_LOCATION_MESSAGE } from '#contract/users';
import type { ProductRecord, TenantId } from '#domain/catalogue';
import { ForbiddenError } from '#domain/errors';
import { type PermissionName, hasLocationPermission } from '#domain/permissions';
import { SEASON_MESSAGE, centsToDollarText } from '#domain/seasons';
import { type StaffAuth } from '#http/routes';
import { REFERENCE_KIND } from '#store/keys';
import { listLocations } from '#store/locations';
import { listReference } from '#store/reference';
import { throwFieldErrors } from '#api/shared/catalogue-records';

export const PRICING = 'SystemSettingsPricingSeasons' satisfies PermissionName;
export const OPERATIONAL = 'SystemSettingsOperationalSeasons' satisfies PermissionName;
export const DATES = 'SystemSettingsDateManagement' satisfies PermissionName;
export const DISCOUNTS = 'SystemSettingsDiscountClass' satisfies PermissionName;

/** How far ahead an operational season change is checked for sold stays: past any booking window. */
export const IMPACT_DAYS = 730;

export const stamp = () => new Date().toISOString();

export type ProductNames = Map<number, Pick<ProductRecord, 'name'>>;

export async function productsById(tenantId: TenantId) {
  return new Map((await listReference(tenantId, REFERENCE_KIND.product)).map((p) => [p.id, p]));
}

export function toRates(
  rates: readonly { productId: number; dailyRateCents: number }[],
  products: ProductNames,
) {
  return rates
    .map((r): SeasonRate => ({
      productId: r.productId,
      productName: products.get(r.productId)?.name ?? `Product ${r.productId}`,
      dailyRateCents: r.dailyRateCents,
      dailyRate: centsToDollarText(r.dailyRateCents),
    }))
    .sort((a, b) => a.productName.localeCompare(b.productName));
}

/** Rates as one audit value a person reads: 'Standard Campsite $45.00; Yurt $80.00'. */
export const ratesText = (
  rates: readonly { productId: number; dailyRateCents: number }[],
  products: ProductNames,
) =>
  toRates(rates, products)
    .map((r) => `${r.productName} $${r.dailyRate}`)
    .join('; ');

/** Rates in cents from a request, refusing products that do not exist (field messages by rate). */
export function ratesOf(req: { rates: { productId: number; dailyRate: number }[] }, products: ProductNames) {
  const errors: Record<string, string[]> = {};
  req.rates.forEach((r, i) => {
    if (!products.has(r.productId)) errors[`rates.${i}.dailyRate`] = [SEASON_MESSAGE.unknownProduct];
  });
  throwFieldErrors(errors);
  return req.rates.map((r) => ({ productId: r.productId, dailyRateCents: r.dailyRate }));
}

export function assertAtPark(staff: StaffAuth, permission: PermissionName, locationIds: readonly number[]) {
  if (!hasLocationPermission(staff, permission, locationIds))
    throw new ForbiddenError(FORBIDDEN_LOCATION_MESSAGE);
}

/** A record for some parks needs the permission at each; one for every park (none named) at every park. */
export async function assertAtParksNamed(
  tenantId: TenantId,
  staff: StaffAuth,
  permission: PermissionName,
  locationIds: readonly number[],
) {
  const scope = locationIds.length ? locationIds : (await listLocations(tenantId)).map((p) => p.id);
  assertAtPark(staff, permission, scope);
}

export async function parkNames(tenantId: TenantId) {
  return new Map((await listLocations(tenantId)).map((p) => [p.id, p.longName]));
}

/** The parks a list covers: one asked for, else every park the caller may see with the permission. */
export async function listedParks(
  tenantId: TenantId,
  staff: StaffAuth,
  permission: PermissionName,
  only?: number,
) {
  return (await listLocations(tenantId))
    .filter((p) => only === undefined || p.id === only)
    .filter((p) => hasLocationPermission(staff, permission, [p.id]));
}

export const atPark = (permission: PermissionName) => ({
  kind: 'staff' as const,
  permissions: [permission],
  locations: ({ params, body }: { params: unknown; body: unknown }) => [
    ((params as { locationId?: number }).locationId ?? (body as { locationId: number }).locationId) as number,
  ],
});

/** The audit values of a deleted record: each field old → nothing. */
export const gone = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, null])) as Record<F, null>;
