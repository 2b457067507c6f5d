/**
 * The agency's catalogue lists in the back office (admin-settings context): an agency admin adds and edits
 * product classes, spot types, product types, activities and amenities and attributes; each change is read
 * back, audited, refused with field messages when malformed or stale, and forbidden to staff without the
 * list's permission. A new product class's base rate prices a spot of a park this file makes at once.
 * The lists are tenant-wide and other files count co's and wa's, so this file makes a tenant of its own
 * ('cs': co's reference lists and one of its parks with its spots).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './support.ts';
import { callAs, demoPerson } from './identity-support.ts';
import { ensureDemoIdentities } from '../../bin/local/identities.ts';
import { cognitoClient, ensureTenantPools, localAuthConfig } from '../../bin/local/user-pools.ts';
import type {
  AdminAttribute,
  AdminPointOfInterest,
  AdminProductClass,
  AdminSpotType,
  CatalogueOptions,
} from '#contract/catalogue-settings';
import type { AdminPark, SpotSetupOptions } from '#contract/park-setup';
import { CATALOGUE_MESSAGE } from '#domain/catalogue-settings';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';
import { buildDemoCatalogue } from '#demo/index';
import { coTenant } from '#demo/tenants/co-branding';
import { putAuthConfig } from '#store/auth-config';
import { writeCatalogue } from '#store/catalogue-writer';
import { putTenantProfile } from '#store/tenants';

const TENANT = toTenantId('cs');
const TZ = 'America/Denver';
const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const d = (n: number) => addDays(todayIn(TZ, new Date()), n);
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);

let options: CatalogueOptions;

beforeAll(async () => {
  const co = buildDemoCatalogue(toTenantId('co'));
  const park = co.locations[0]!;
  const tenant = {
    ...coTenant,
    id: TENANT,
    name: 'Catalogue Test State Parks',
    siteName: 'Catalogue Camping',
  };
  await writeCatalogue({
    ...co,
    tenant,
    locations: [park],
    loops: co.loops.filter((l) => l.locationId === park.id),
    spots: co.spots.filter((s) => s.locationId === park.id),
    locationPointsOfInterest: co.locationPointsOfInterest.filter((l) => l.locationId === park.id),
    alerts: [],
  });
  await putTenantProfile(tenant);
  const client = cognitoClient(inject('cognitoEndpoint'));
  try {
    const pools = await ensureTenantPools(client, TENANT);
    await putAuthConfig(TENANT, localAuthConfig(pools, `http://${TENANT}.localhost:3000`));
    await ensureDemoIdentities(client, TENANT, pools);
  } finally {
    client.destroy();
  }
  const res = await admin('GET', 'admin/AdminCatalogue/options');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  options = res.body.data as CatalogueOptions;
});

function productClassBody(extra: object = {}) {
  return {
    name: `Juniper Deluxe Site ${RUN}`,
    code: `JD${RUN}`,
    description: 'A large, level site with a view.',
    productTypeId: options.productTypes[0]!.id,
    productClassificationId: options.classifications[0]!.id,
    bookingTypeId: 1,
    baseDailyRate: '77.25',
    requiresCustomerAccount: false,
    ...extra,
  };
}

describe('product classes', () => {
  let added: AdminProductClass;

  it('adds a product class, lists it with its rate and reads back its audited history', async () => {
    const res = await admin('POST', 'admin/AdminCatalogue/productclass', productClassBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    added = res.body.data as AdminProductClass;
    expect(added).toMatchObject({
      code: `JD${RUN}`,
      baseDailyRateCents: 7725,
      baseDailyRate: '77.25',
      bookingTypeName: 'Overnight',
      productTypeName: options.productTypes[0]!.name,
      spotCount: 0,
      createdBy: demoPerson(TENANT, 'agencyAdmin').username,
    });
    const list = await admin('GET', 'admin/AdminCatalogue/productclass/search');
    const row = (list.body.data as AdminProductClass[]).find((p) => p.id === added.id);
    expect(row).toMatchObject({ name: added.name, baseDailyRate: '77.25' });
    const history = await admin('GET', `admin/AdminCatalogue/productclass/${added.id}/history`);
    expect((history.body.data as { actionPerformed: string }[])[0]).toMatchObject({
      actionPerformed: 'Product class added',
    });
  });

  it('refuses a malformed or duplicate product class with field messages', async () => {
    const res = await admin(
      'POST',
      'admin/AdminCatalogue/productclass',
      productClassBody({ name: '', baseDailyRate: 'lots', productTypeId: '', bookingTypeId: 7 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'body.name': ['Name is required'],
      'body.baseDailyRate': [expect.stringContaining('Base Rate')],
      'body.productTypeId': [CATALOGUE_MESSAGE.unknownChoice('Product Type')],
      'body.bookingTypeId': [CATALOGUE_MESSAGE.unknownChoice('Booking Type')],
    });
    const dup = await admin('POST', 'admin/AdminCatalogue/productclass', productClassBody());
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toMatchObject({
      'body.name': [CATALOGUE_MESSAGE.duplicateName('product class')],
      'body.code': [CATALOGUE_MESSAGE.duplicateCode],
    });
  });

  it("prices a park's spot at the new base rate at once, and again after the rate changes", async () => {
    const setup = (await admin('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
    const parkRes = await admin('POST', 'admin/AdminLocation', {
      code: `C${RUN}`,
      longName: `Catalogue Flats ${RUN} State Park`,
      shortName: 'Catalogue Flats',
      regionId: setup.regions[0]!.id,
      timezone: TZ,
      street1: '1 Rate Rd',
      street2: '',
      city: 'Salida',
      state: 'co',
      zipcode: '81201',
      latitude: 38.5,
      longitude: -106.1,
      phoneNumber: '(719) 555-0101',
      primaryContactName: 'Pat Ranger',
      primaryContactEmail: 'pat@example.gov',
      url: 'https://parks.example.gov/catalogue',
      acreage: 10,
      elevation: 7000,
      directions: '',
      importantDates: '',
      featured: false,
      featuredDescription: '',
      isActive: true,
      images: [],
    });
    expect(parkRes.status, JSON.stringify(parkRes.body)).toBe(200);
    const park = parkRes.body.data as AdminPark;
    const loop = await admin('POST', `admin/AdminLocation/${park.id}/loop`, { name: 'Rate Loop', code: 'R' });
    expect(loop.status, JSON.stringify(loop.body)).toBe(200);
    const spot = await admin('POST', 'admin/AdminSpotManagement', {
      locationId: park.id,
      loopId: (loop.body.data as { id: number }).id,
      name: 'R1',
      area: 'Upper',
      areaDescription: '',
      productId: added.id,
      spotTypeIds: [setup.spotTypes[0]!.id],
      equipmentTypeIds: [],
      latitude: 38.501,
      longitude: -106.101,
      salesChannel: 'All',
      isActive: true,
      attributes: [],
      photos: [],
    });
    expect(spot.status, JSON.stringify(spot.body)).toBe(200);
    const spotId = (spot.body.data as { id: number }).id;
    const rateOfSpot = async () => {
      const res = await callAs(TENANT, 'customer1', 'POST', api(TENANT, 'Spot/availability'), {
        locationId: park.id,
        startDate: d(20),
        endDate: d(21),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const spots = res.body.spots as { id: number; spotAvailabilities: { baseDailyRate: number }[] }[];
      return spots.find((s) => s.id === spotId)!.spotAvailabilities.map((a) => a.baseDailyRate);
    };
    expect(await rateOfSpot()).toEqual([77.25, 77.25]);

    const used = await admin('GET', `admin/AdminCatalogue/productclass/${added.id}`);
    expect((used.body.data as AdminProductClass).spotCount).toBe(1);
    const edit = await admin('PUT', `admin/AdminCatalogue/productclass/${added.id}`, {
      ...productClassBody({ baseDailyRate: 81 }),
      dateLastModified: added.dateLastModified,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await rateOfSpot()).toEqual([81, 81]);
    const page = await callAs(TENANT, 'customer1', 'GET', api(TENANT, `Location/${park.id}`));
    expect(JSON.stringify(page.body.data)).toContain('81');

    const stale = await admin('PUT', `admin/AdminCatalogue/productclass/${added.id}`, {
      ...productClassBody({ baseDailyRate: 90 }),
      dateLastModified: added.dateLastModified,
    });
    expect(stale.body).toMatchObject({
      statusCode: 'Failure',
      messages: [PARK_SETUP_MESSAGE.changedMeanwhile('product class')],
    });
    const history = await admin('GET', `admin/AdminCatalogue/productclass/${added.id}/history`);
    expect((history.body.data as { changes: unknown[] }[])[0]).toMatchObject({
      actionPerformed: 'Product class changed',
      changes: [{ fieldName: 'baseRate', oldValue: '$77.25', newValue: '$81.00' }],
    });
  });
});

describe('spot and product types', () => {
  it('adds, renames and deletes an unused spot type; refuses to delete one spots use', async () => {
    const body = { name: `Yurt ${RUN}`, description: 'A round tent', icon: '/icons/spot-types/cabin.svg' };
    const res = await admin('POST', 'admin/AdminCatalogue/spottype', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.data as AdminSpotType;
    expect(added.useCount).toBe(0);
    const renamed = await admin('PUT', `admin/AdminCatalogue/spottype/${added.id}`, {
      ...body,
      name: `Yurt Deluxe ${RUN}`,
      dateLastModified: added.dateLastModified,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = renamed.body.data as AdminSpotType;
    const history = await admin('GET', `admin/AdminCatalogue/spottype/${added.id}/history`);
    expect((history.body.data as { changes: unknown[] }[])[0]).toMatchObject({
      changes: [{ fieldName: 'name', oldValue: `Yurt ${RUN}`, newValue: `Yurt Deluxe ${RUN}` }],
    });
    const gone = await admin(
      'DELETE',
      `admin/AdminCatalogue/spottype/${added.id}?dateLastModified=${encodeURIComponent(after.dateLastModified)}`,
    );
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const read = await admin('GET', `admin/AdminCatalogue/spottype/${added.id}`);
    expect(read.status).toBe(404);

    // A demo spot type that spots use: the refusal says so and nothing is deleted.
    const list = (await admin('GET', 'admin/AdminCatalogue/spottype/search')).body.data as AdminSpotType[];
    const usedType = list.find((t) => t.useCount > 0)!;
    const refused = await admin('DELETE', `admin/AdminCatalogue/spottype/${usedType.id}`);
    expect(refused.body).toMatchObject({ statusCode: 'Failure' });
    expect(refused.body.messages[0]).toContain('cannot be deleted');
  });

  it('refuses an icon that is not an svg or png address, and a product type in use cannot be deleted', async () => {
    const bad = await admin('POST', 'admin/AdminCatalogue/producttype', {
      name: `Lean-to ${RUN}`,
      icon: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ 'body.icon': [CATALOGUE_MESSAGE.iconUrl] });
    const list = (await admin('GET', 'admin/AdminCatalogue/producttype/search')).body.data as AdminSpotType[];
    const usedType = list.find((t) => t.useCount > 0)!;
    const refused = await admin('DELETE', `admin/AdminCatalogue/producttype/${usedType.id}`);
    expect(refused.body.messages[0]).toBe(
      CATALOGUE_MESSAGE.inUse(
        'product type',
        usedType.useCount,
        usedType.useCount === 1 ? 'product class' : 'product classes',
      ),
    );
  });
});

describe('activities and amenities', () => {
  it('adds and edits one with its category and flags', async () => {
    const body = {
      name: `Stargazing ${RUN}`,
      description: 'Dark-sky viewing pad',
      icon: '',
      categoryId: options.pointOfInterestCategories[0]!.id,
      isSearchable: true,
      isMappable: false,
    };
    const res = await admin('POST', 'admin/AdminCatalogue/activity', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.data as AdminPointOfInterest;
    expect(added).toMatchObject({ categoryName: options.pointOfInterestCategories[0]!.name, useCount: 0 });
    const edit = await admin('PUT', `admin/AdminCatalogue/activity/${added.id}`, {
      ...body,
      isMappable: true,
      dateLastModified: added.dateLastModified,
    });
    expect((edit.body.data as AdminPointOfInterest).isMappable).toBe(true);
    const bad = await admin('POST', 'admin/AdminCatalogue/activity', { ...body, categoryId: 999999 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'body.categoryId': [CATALOGUE_MESSAGE.unknownChoice('Category')],
    });
  });
});

describe('attributes', () => {
  it('adds a select with options, keeps option ids on a rename, and validates numbers', async () => {
    const body = {
      name: `Hammock Posts ${RUN}`,
      displayName: '',
      description: 'Posts to hang a hammock',
      valueType: 'Single Select',
      categoryId: options.attributeCategories[0]!.id,
      icon: '',
      options: [{ value: 'Two' }, { value: 'Four' }],
      minValue: '',
      maxValue: '',
      isSearchable: true,
    };
    const res = await admin('POST', 'admin/AdminCatalogue/attribute', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.data as AdminAttribute;
    const [two, four] = added.options;
    const edit = await admin('PUT', `admin/AdminCatalogue/attribute/${added.id}`, {
      ...body,
      options: [{ id: two!.id, value: 'Two posts' }, four],
      dateLastModified: added.dateLastModified,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((edit.body.data as AdminAttribute).options).toEqual([
      { id: two!.id, value: 'Two posts' },
      { id: four!.id, value: 'Four' },
    ]);
    const none = await admin('POST', 'admin/AdminCatalogue/attribute', {
      ...body,
      name: `Empty ${RUN}`,
      options: [],
    });
    expect(none.body.errors).toMatchObject({ 'body.options': [CATALOGUE_MESSAGE.optionsRequired] });
    const range = await admin('POST', 'admin/AdminCatalogue/attribute', {
      ...body,
      name: `Range ${RUN}`,
      valueType: 'Numeric Free',
      minValue: 10,
      maxValue: 'x',
    });
    expect(range.body.errors).toMatchObject({ 'body.maxValue': ['Maximum must be a number'] });
  });

  it('refuses to change the value type of an attribute that spots use', async () => {
    const list = (await admin('GET', 'admin/AdminCatalogue/attribute/search')).body.data as AdminAttribute[];
    const used = list.find((a) => a.useCount > 0 && a.valueType === 'Yes/No')!;
    expect(used).toBeDefined();
    const res = await admin('PUT', `admin/AdminCatalogue/attribute/${used.id}`, {
      ...used,
      valueType: 'String Free',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'body.valueType': [CATALOGUE_MESSAGE.valueTypeInUse(used.useCount)],
    });
  });
});

describe('numeric bounds', () => {
  it('refuses a Maximum below values spots hold, and keeps the attribute as it was', async () => {
    const list = (await admin('GET', 'admin/AdminCatalogue/attribute/search')).body.data as AdminAttribute[];
    const used = list.find((a) => a.useCount > 0 && a.valueType === 'Numeric Free')!;
    expect(used).toBeDefined();
    const res = await admin('PUT', `admin/AdminCatalogue/attribute/${used.id}`, {
      ...used,
      minValue: '',
      maxValue: -1,
    });
    expect(res.status).toBe(400);
    expect((res.body.errors as Record<string, string[]>)['body.maxValue']![0]).toMatch(
      /^\d+ spots? holds? (a value|values) above this Maximum \(the highest is [\d.]+\)\. Change those spots first\.$/,
    );
    const after = (await admin('GET', 'admin/AdminCatalogue/attribute/search')).body.data as AdminAttribute[];
    expect(after.find((a) => a.id === used.id)).toEqual(used);
  });
});

describe('permissions', () => {
  const reads = [
    'productclass/search',
    'spottype/search',
    'producttype/search',
    'activity/search',
    'attribute/search',
  ];
  it.each(['ranger', 'clerk'] as const)('forbids %s every list and write', async (who) => {
    for (const path of reads) {
      const res = await callAs(TENANT, who, 'GET', api(TENANT, `admin/AdminCatalogue/${path}`));
      expect(res.status, path).toBe(403);
    }
    const write = await callAs(TENANT, who, 'POST', api(TENANT, 'admin/AdminCatalogue/spottype'), {
      name: 'Nope',
      icon: '/icons/spot-types/cabin.svg',
    });
    expect(write.status).toBe(403);
  });
});
