/** The tenant context: tenant settings and tenant-wide lookups (spec public §7.1). */
import { noQuery } from '#contract/common';
import {
  discountClassesResponseSchema,
  lookupValuesResponseSchema,
  paymentTypesResponseSchema,
  regionsResponseSchema,
} from '#contract/lookups';
import { tenantResponseSchema } from '#contract/tenant';
import { PUBLIC, type RouteTable, defineRoute } from '#http/routes';
import { publicProfile } from '#domain/tenant-settings';
import { getAuthConfig } from '#store/auth-config';
import { listDiscountRules } from '#store/pricing';
import { listReference } from '#store/reference';
import { REFERENCE_KIND } from '#store/keys';
import { readTenantNow } from '#store/tenants';
import {
  toAuthConfig,
  toDiscountClass,
  toLookupValue,
  toPaymentType,
  toRegion,
  toTenant,
} from '#mappers/lookups';

export const tenantRoutes: RouteTable = {
  context: 'tenant',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'Tenant',
      operationId: 'getTenant',
      summary: "The tenant's site settings and auth config",
      query: noQuery,
      auth: PUBLIC,
      response: tenantResponseSchema,
      handler: async ({ tenantId, tenant }) => {
        // Read as it is now, not from a warm Lambda's cache: a save on the settings screen shows on the
        // next page load.
        const [current, authConfig] = await Promise.all([readTenantNow(tenantId), getAuthConfig(tenantId)]);
        return {
          tenant: toTenant(publicProfile(current ?? tenant)),
          authConfig: authConfig ? toAuthConfig(authConfig) : null,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Tenant/regions',
      operationId: 'listRegions',
      summary: "The tenant's regions",
      query: noQuery,
      auth: PUBLIC,
      response: regionsResponseSchema,
      handler: async ({ tenantId }) => ({
        regions: (await listReference(tenantId, REFERENCE_KIND.region)).map((r) => toRegion(tenantId, r)),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Tenant/paymenttypes',
      operationId: 'listPaymentTypes',
      summary: 'Payment types (some are for staff only: adminOnly)',
      query: noQuery,
      auth: PUBLIC,
      response: paymentTypesResponseSchema,
      handler: async ({ tenantId }) => ({
        data: (await listReference(tenantId, REFERENCE_KIND.paymentType)).map((p) =>
          toPaymentType(tenantId, p),
        ),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Tenant/discountClasses',
      operationId: 'listDiscountClasses',
      summary: 'Discount classes a customer may claim (not those staff turned off)',
      query: noQuery,
      auth: PUBLIC,
      response: discountClassesResponseSchema,
      handler: async ({ tenantId }) => {
        const [classes, rules] = await Promise.all([
          listReference(tenantId, REFERENCE_KIND.discountClass),
          listDiscountRules(tenantId),
        ]);
        const off = new Set(rules.filter((r) => r.isActive === false).map((r) => r.id));
        return {
          data: classes
            .filter((d) => !off.has(d.id))
            .sort((a, b) => a.priority - b.priority || a.id - b.id)
            .map((d) => toDiscountClass(tenantId, d)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Lookup/reservationstatuses',
      operationId: 'listReservationStatuses',
      summary: 'Reservation statuses and sub-statuses',
      query: noQuery,
      auth: PUBLIC,
      response: lookupValuesResponseSchema,
      handler: async ({ tenantId }) => ({
        lookupValues: (await listReference(tenantId, REFERENCE_KIND.reservationStatus)).map(toLookupValue),
      }),
    }),
  ],
};
