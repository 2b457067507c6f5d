/**
 * A new agency from an empty tenant: deployed without a catalogue file, it starts from the product's
 * standard lists and no parks; its admin adds a region, a product class, a park with a loop and spots
 * through the back-office API, and a customer then books one of them on the public site and pays by card
 * (tenant 'empty-start', this file's own).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, call, startPaymentSandbox } from './support.ts';
import { CARD, buyer, pay, reservedNights } from './checkout-support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callAs } from './identity-support.ts';
import { addOwnPark } from '../support/own-park.ts';
import { ensureDemoIdentities } from '../../bin/local/identities.ts';
import { cognitoClient, ensureTenantPools, localAuthConfig } from '../../bin/local/user-pools.ts';
import { bootstrapTenant } from '../../functions/onboarding/tenant-bootstrap.ts';
import type { AdminProductClass, AdminRegion, CatalogueOptions } from '#contract/catalogue-settings';
import type { AdminSpot } from '#contract/park-setup';
import { CATALOGUE_MESSAGE } from '#domain/catalogue-settings';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';
import { coTenant } from '#demo/tenants/co-branding';
import { putAuthConfig } from '#store/auth-config';
import { getOrder } from '#store/orders';
import { getReservation } from '#store/reservations';

process.env.COGNITO_ENDPOINT = inject('cognitoEndpoint');

const TENANT = toTenantId('empty-start');
const TZ = 'America/Denver';
const d = (n: number) => addDays(todayIn(TZ, new Date()), n);
const admin = async (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);
const ok = <T>(res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
let bootstrapped: Awaited<ReturnType<typeof bootstrapTenant>>;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  const client = cognitoClient(inject('cognitoEndpoint'));
  try {
    const pools = await ensureTenantPools(client, TENANT);
    await putAuthConfig(TENANT, localAuthConfig(pools, `http://${TENANT}.localhost:3000`));
    bootstrapped = await bootstrapTenant({
      tenant: { ...coTenant, id: TENANT, name: 'Empty Start State Parks', siteName: 'Empty Start Camping' },
      superAdmin: {
        username: 'firstadmin',
        email: 'it@empty-start.example',
        firstName: 'Ada',
        lastName: 'Park',
      },
      staffPool: pools.tenantAdmin,
    });
    await ensureDemoIdentities(client, TENANT, pools);
  } finally {
    client.destroy();
  }
});

afterAll(async () => {
  await sandbox?.stop();
});

describe('an agency set up from an empty tenant', () => {
  let region: AdminRegion;
  let productClass: AdminProductClass;
  let spots: AdminSpot[];

  it('starts with the standard lists and no parks', async () => {
    expect(bootstrapped.catalogue).toBe('started');
    const parks = await call('GET', api(TENANT, 'Location'));
    expect(parks.status).toBe(200);
    expect(parks.body.data).toEqual([]);
    const options = ok<CatalogueOptions>(await admin('GET', 'admin/AdminCatalogue/options'));
    expect(options.productTypes.map((t) => t.name)).toContain('Campsite');
    expect(options.classifications.length).toBeGreaterThan(0);
    expect(ok<unknown[]>(await admin('GET', 'admin/AdminCatalogue/region/search'))).toEqual([]);
    expect(ok<unknown[]>(await admin('GET', 'admin/AdminCatalogue/productclass/search'))).toEqual([]);
  });

  it('adds a region, refusing a blank name and a duplicate, and lists it', async () => {
    const blank = await admin('POST', 'admin/AdminCatalogue/region', { longName: ' ', shortName: 'N' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Region Name');
    region = ok<AdminRegion>(
      await admin('POST', 'admin/AdminCatalogue/region', {
        longName: 'Northern Ranges',
        shortName: 'North',
        regionNumber: '3',
      }),
    );
    expect(region).toMatchObject({
      longName: 'Northern Ranges',
      shortName: 'North',
      regionNumber: 3,
      useCount: 0,
    });
    const again = await admin('POST', 'admin/AdminCatalogue/region', {
      longName: 'northern ranges',
      shortName: 'N2',
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain(CATALOGUE_MESSAGE.duplicateName('region'));
    const publicRegions = await call('GET', api(TENANT, 'Tenant/regions'));
    expect(JSON.stringify(publicRegions.body)).toContain('Northern Ranges');
  });

  it('adds a product class, a park in the region with a loop and three spots', async () => {
    const options = ok<CatalogueOptions>(await admin('GET', 'admin/AdminCatalogue/options'));
    productClass = ok<AdminProductClass>(
      await admin('POST', 'admin/AdminCatalogue/productclass', {
        name: 'Standard Tent Site',
        code: 'TENT',
        description: 'A tent pad and a fire ring.',
        productTypeId: options.productTypes.find((t) => t.name === 'Campsite')!.id,
        productClassificationId: options.classifications[0]!.id,
        bookingTypeId: options.bookingTypes.find((b) => b.name === 'Overnight')!.id,
        baseDailyRate: '24.00',
        requiresCustomerAccount: false,
      }),
    );
    const spotOptions = ok<{ spotTypes: { id: number; name: string }[] }>(
      await admin('GET', 'admin/AdminSpotManagement/options'),
    );
    const made = await addOwnPark(admin, {
      code: 'FIRST1',
      name: 'First Light',
      regionId: region.id,
      latitude: 39.1,
      longitude: -105.4,
      loop: { name: 'Aspen Loop', code: 'A' },
      spotNames: ['A1', 'A2', 'A3'],
      productId: productClass.id,
      spotTypeId: spotOptions.spotTypes.find((t) => t.name === 'Campsite')!.id,
    });
    spots = made.spots;
    const regions = ok<AdminRegion[]>(await admin('GET', 'admin/AdminCatalogue/region/search'));
    expect(regions.find((r) => r.id === region.id)?.useCount).toBe(1);
    // Refused, not deleted: a park belongs to it (the envelope's message, as every refusal).
    const version = encodeURIComponent(regions[0]!.dateLastModified);
    const refused = await admin(
      'DELETE',
      `admin/AdminCatalogue/region/${region.id}?dateLastModified=${version}`,
    );
    expect(refused.body.messages).toEqual([CATALOGUE_MESSAGE.inUse('region', 1, 'park')]);
    expect(ok<AdminRegion[]>(await admin('GET', 'admin/AdminCatalogue/region/search'))).toHaveLength(1);

    const parks = await call('GET', api(TENANT, 'Location'));
    expect(JSON.stringify(parks.body)).toContain('First Light FIRST1 State Park');
    const availability = await call('POST', api(TENANT, 'Spot/availability'), {
      locationId: made.park.id,
      startDate: d(20),
      endDate: d(22),
    });
    expect(availability.status, JSON.stringify(availability.body)).toBe(200);
    const listed = availability.body.spots as { id: number; name: string }[];
    expect(listed.map((s) => s.name).sort()).toEqual(['A1', 'A2', 'A3']);
  });

  it("lets a customer book one of the new park's spots and pay by card", async () => {
    const customer = await confirmedCustomer(TENANT);
    const { http, inCart } = buyer({
      tenantId: TENANT,
      origin: () => sandbox.origin,
      spots,
      dates: { start: d(20), end: d(22) },
    });
    const held = await inCart(customer.token);
    const checkout = await http(customer.token, 'POST', api(TENANT, 'Cart/checkout?paymentTypeId=1'));
    await pay(checkout.ccpRedirectUrl as string, CARD.approve);
    const order = (await getOrder(TENANT, checkout.orderId as number))!;
    expect(order.status).toBe('Completed');
    // Two nights at the class's base rate: the new agency has no fees of its own yet.
    expect(order.payment?.amountCents).toBe(4800);
    const reservation = (await getReservation(TENANT, held.reservationId))!;
    expect(reservation).toMatchObject({ status: 'Reserved', spotId: spots[0]!.id });
    expect(await reservedNights(TENANT, spots[0]!.id, d(20), d(22), held.reservationId)).toEqual([
      d(20),
      d(21),
    ]);
  });
});
