import { describe, expect, it } from 'vitest';
import {
  lookupValuesResponseSchema,
  paymentTypesResponseSchema,
  regionsResponseSchema,
  discountClassesResponseSchema,
} from '#contract/lookups';
import { tenantResponseSchema } from '#contract/tenant';
import { buildDemoCatalogue } from '#demo/index';
import { api, get } from './support.ts';
import { toTenantId } from '#domain/tenant-id';

describe.each(['co', 'wa'])('tenant %s', (tenantId) => {
  const catalogue = buildDemoCatalogue(toTenantId(tenantId));

  it('GET Tenant returns tenant and authConfig in the envelope', async () => {
    const res = await get(api(tenantId, 'Tenant'));
    expect(res.status).toBe(200);
    const body = tenantResponseSchema.parse(res.body);
    expect(body.statusCode).toBe('Success');
    expect(body.messages).toEqual([]);
    expect(body.tenant.id).toBe(tenantId);
    expect(body.tenant.siteTitle).toBe(catalogue.tenant.siteTitle);
    expect(body.tenant.supportInfo.tenantId).toBe(tenantId);
    expect(body).toHaveProperty('authConfig');
  });

  it('GET Tenant/regions → regions', async () => {
    const body = regionsResponseSchema.parse((await get(api(tenantId, 'Tenant/regions'))).body);
    expect(body.regions.map((r) => r.id)).toEqual(catalogue.regions.map((r) => r.id));
    expect(body.regions.every((r) => r.tenantId === tenantId)).toBe(true);
  });

  it('GET Tenant/paymenttypes → data, with adminOnly', async () => {
    const body = paymentTypesResponseSchema.parse((await get(api(tenantId, 'Tenant/paymenttypes'))).body);
    expect(body.data).toHaveLength(catalogue.paymentTypes.length);
    expect(body.data.some((p) => p.adminOnly)).toBe(true);
  });

  it('GET Tenant/discountClasses → data', async () => {
    const body = discountClassesResponseSchema.parse(
      (await get(api(tenantId, 'Tenant/discountClasses'))).body,
    );
    expect(body.data.map((d) => d.id).sort()).toEqual(catalogue.discountClasses.map((d) => d.id).sort());
  });

  it('GET Lookup/reservationstatuses → lookupValues', async () => {
    const body = lookupValuesResponseSchema.parse(
      (await get(api(tenantId, 'Lookup/reservationstatuses'))).body,
    );
    expect(body.lookupValues).toHaveLength(catalogue.reservationStatuses.length);
  });
});
