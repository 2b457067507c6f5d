import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#contract/envelope';
import { buildDemoCatalogue } from '#demo/index';
import { api, call, get } from './support.ts';
import { toTenantId } from '#domain/tenant-id';

const co = buildDemoCatalogue(toTenantId('co'));
const coPark = co.locations[0]!;
const coSpot = co.spots[0]!;

describe('errors, scoping and routing', () => {
  it.each([['Tenant'], ['Location'], ['Spot/spotTypes'], ['Alert/global/web']])(
    'an unknown tenant is a 404 naming it (%s)',
    async (rest) => {
      const res = await get(api('zz', rest));
      expect(res.status).toBe(404);
      const body = errorEnvelopeSchema.parse(res.body);
      expect(body.statusCode).toBe('Failure');
      expect(body.messages).toEqual(["Tenant 'zz' was not found."]);
    },
  );

  it('a malformed tenant id is a 400', async () => {
    const res = await get(api('not_a_tenant!', 'Tenant'));
    expect(res.status).toBe(400);
    expect(errorEnvelopeSchema.parse(res.body).errors).toHaveProperty('tenantId');
  });

  it.each([
    ['Location/999999', 'Location 999999 was not found.'],
    ['Location/999999/loop', 'Location 999999 was not found.'],
    ['Location/999999/spot', 'Location 999999 was not found.'],
    ['Location/999999/pointsofinterest', 'Location 999999 was not found.'],
    ['Spot/999999999', 'Spot 999999999 was not found.'],
    ['Alert/location/999999', 'Location 999999 was not found.'],
    ['Alert/location/999999/web', 'Location 999999 was not found.'],
    ['region/999999/locations', 'Region 999999 was not found.'],
    ['Spot/productClassifications?locationId=999999', 'Location 999999 was not found.'],
  ])('an unknown id is a 404 with a clear message (%s)', async (rest, message) => {
    const res = await get(api('co', rest));
    expect(res.status).toBe(404);
    expect(errorEnvelopeSchema.parse(res.body).messages).toEqual([message]);
  });

  it.each([
    ['Location/abc', 'locationId'],
    ['Location/-1/loop', 'locationId'],
    ['Location/1.5/spot', 'locationId'],
    ['Spot/abc', 'spotId'],
    ['Alert/location/abc/web', 'locationId'],
    ['region/x/locations', 'regionId'],
    ['Spot/productClassifications?locationId=abc', 'query.locationId'],
    ['Location/attributes?IsSearchable=maybe', 'query.IsSearchable'],
    ['Location/pointsofinterest?IsMappable=1', 'query.IsMappable'],
  ])('a malformed id or flag is a 400 with field messages (%s)', async (rest, field) => {
    const res = await get(api('co', rest));
    expect(res.status).toBe(400);
    const body = errorEnvelopeSchema.parse(res.body);
    expect(body.statusCode).toBe('Failure');
    expect(body.errors?.[field]?.length).toBeGreaterThan(0);
    expect(body.messages.length).toBeGreaterThan(0);
  });

  it('keeps tenants apart: a co park or spot is a 404 under wa', async () => {
    expect((await get(api('wa', `Location/${coPark.id}`))).status).toBe(404);
    expect((await get(api('wa', `Spot/${coSpot.id}`))).status).toBe(404);
    expect((await get(api('wa', `Alert/location/${coPark.id}`))).status).toBe(404);
    expect((await get(api('co', `Location/${coPark.id}`))).status).toBe(200);
  });

  it('matches paths case-insensitively', async () => {
    for (const path of [
      `location/${coPark.id}`,
      `LOCATION/${coPark.id}/LOOP`,
      'spot/spottypes',
      'tenant/REGIONS',
      'alert/GLOBAL/web',
    ]) {
      const res = await get(api('co', path));
      expect(res.status, path).toBe(200);
      expect(res.body.statusCode).toBe('Success');
    }
    expect((await get(`/V1/TENANT/co/Tenant`)).status).toBe(200);
  });

  it("accepts and ignores the cache-busting '_' parameter", async () => {
    const res = await get(api('co', `Tenant?_=${Date.now()}`));
    expect(res.status).toBe(200);
  });

  it('an unknown route is a 404 and a wrong method a 405', async () => {
    expect((await get(api('co', 'Location/1/nothing'))).status).toBe(404);
    expect((await get(api('co', 'Nowhere'))).status).toBe(404);
    expect((await get('/v2/elsewhere')).status).toBe(404);
    const res = await call('DELETE', api('co', 'Tenant'));
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
  });

  it('answers with CORS headers', async () => {
    const res = await call('GET', api('co', 'Tenant/regions'));
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('optional query parameters sent empty', () => {
  it('count as absent (IsSearchable=&IsMappable=, locationId=)', async () => {
    expect((await get(api('co', 'Location/pointsofinterest?IsSearchable=&IsMappable='))).status).toBe(200);
    const res = await get(api('co', 'Spot/productClassifications?locationId='));
    expect(res.status).toBe(200);
    expect((res.body.productClassificationsWithSpotTypes as unknown[]).length).toBe(
      co.productClassifications.length,
    );
  });
});
