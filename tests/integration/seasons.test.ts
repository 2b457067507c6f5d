/**
 * Seasons and prices in the back office (admin-settings context, admin/AdminSeason): pricing seasons,
 * operational seasons, date blocks and discount classes are added, changed, read back and audited,
 * refused with field messages when malformed, overlapping or stale, refused (403) without each screen's
 * permission, and visible at once in the public availability and fees. The seasons and the date block
 * belong to a park this file makes through the admin park API; discount classes are tenant-wide, so they
 * are changed in a tenant of this file's own ('sn': the demo staff and roles, and one park copied from
 * co's demo for a quote).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, get } from './support.ts';
import { addOwnPark, ownParkCode } from '../support/own-park.ts';
import { callAs, callWithToken, demoPerson } from './identity-support.ts';
import { parkStaffToken } from './staff-support.ts';
import { ensureDemoIdentities } from '../../bin/local/identities.ts';
import { cognitoClient, ensureTenantPools, localAuthConfig } from '../../bin/local/user-pools.ts';
import type { AdminPark, AdminSpot, CatalogueHistory, SpotSetupOptions } from '#contract/park-setup';
import type { FeesResponse } from '#contract/pricing';
import type {
  AdminDateBlock,
  AdminDiscountClass,
  AdminOperationalSeason,
  AdminPricingSeason,
  OperationalImpact,
} from '#contract/seasons';
import { buildDemoCatalogue } from '#demo/index';
import { coTenant } from '#demo/tenants/co-branding';
import { addDays, daysBetween } from '#domain/availability/calendar';
import { AVAILABILITY_CODE } from '#domain/availability/codes';
import type { ReservationRecord } from '#domain/booking/reservation';
import { BOOKING_TYPE } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { PERMISSION, type PermissionName } from '#domain/permissions';
import { SEASON_MESSAGE } from '#domain/seasons';
import { toTenantId } from '#domain/tenant-id';
import { putAuthConfig } from '#store/auth-config';
import { locationItem, spotItem, writeItems } from '#store/catalogue-writer';
import { dynamo, tableName } from '#store/client';
import { writeInventory } from '#store/inventory-writer';
import { keys } from '#store/keys';
import { nextReservationId, reservationItem } from '#store/reservations';
import { putTenantProfile } from '#store/tenants';

const TENANT = toTenantId('co');
const TZ = 'America/Denver';
// The park's today when the file starts: every date the tests ask about is fixed from it, so midnight
// passing during a run moves none of them (a day ahead stays ahead).
const TODAY = todayIn(TZ, new Date());
const d = (n: number) => addDays(TODAY, n);
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);
const publicCall = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'customer1', method, api(TENANT, path), body);
const enc = encodeURIComponent;

let park: AdminPark;
let productId: number;
let productName: string;
let baseCents: number;
const spots: AdminSpot[] = [];

beforeAll(async () => {
  const options = (await admin('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  const campsite = options.products.find((p) => p.bookingType === 'Overnight')!;
  productId = campsite.id;
  productName = campsite.name;
  const made = await addOwnPark(admin, {
    code: ownParkCode('S'),
    name: 'Season Flats',
    regionId: options.regions[0]!.id,
    timezone: TZ,
    latitude: 38.5,
    longitude: -106.0,
    loop: { name: 'Season Loop', code: 'S' },
    spotNames: ['S1', 'S2'],
    productId,
    spotTypeId: options.spotTypes[0]!.id,
  });
  park = made.park;
  spots.push(...made.spots);
  const seasonOptions = await admin('GET', 'admin/AdminSeason/options');
  const product = (
    seasonOptions.body.data as { products: { id: number; baseDailyRateCents: number }[] }
  ).products.find((p) => p.id === productId)!;
  baseCents = product.baseDailyRateCents;
  expect(
    (seasonOptions.body.data as { parks: { id: number; productIds: number[] }[] }).parks.find(
      (p) => p.id === park.id,
    )?.productIds,
  ).toEqual([productId]);
});

/** The public nightly rate range of the park's first spot over some days, in dollars. */
async function publicRates(from: string, to: string) {
  const res = await publicCall('POST', 'Spot/availability', {
    locationId: park.id,
    startDate: from,
    endDate: to,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const spot = (res.body.spots as { id: number; lowerDailyRate: number; higherDailyRate: number }[]).find(
    (s) => s.id === spots[0]!.id,
  )!;
  return [spot.lowerDailyRate, spot.higherDailyRate];
}

/** Each night's amount and name in the public quote of a stay on the park's first spot. */
async function quoteNights(from: string, to: string) {
  const res = await publicCall('GET', `Pricing/fees?SpotId=${spots[0]!.id}&StartDate=${from}&EndDate=${to}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const reservation = (res.body as unknown as FeesResponse).data.find((f) => f.name === 'Reservation fee')!;
  return reservation.feeBreakdown.map((n) => [n.date, n.amount, n.name]);
}

/** Day codes of each of the park's spots over some days. */
async function dayCodes(from: string, to: string) {
  const res = await publicCall('POST', 'Spot/availability', {
    locationId: park.id,
    startDate: from,
    endDate: to,
  });
  return Object.fromEntries(
    (res.body.spots as { id: number; spotAvailabilities: { availabilityCode: number }[] }[]).map((s) => [
      s.id,
      s.spotAvailabilities.map((a) => a.availabilityCode),
    ]),
  );
}

describe('pricing seasons', () => {
  let season: AdminPricingSeason;

  it('adds a season typed in dollars; the public availability and quote charge its rate at once', async () => {
    expect(await publicRates(d(3), d(4))).toEqual([baseCents / 100, baseCents / 100]);
    const res = await admin('POST', 'admin/AdminSeason/pricing', {
      locationId: park.id,
      name: 'Peak Weeks',
      startDate: d(3),
      endDate: d(20),
      rates: [{ productId, dailyRate: '$1,234.56' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    season = res.body.data as AdminPricingSeason;
    expect(season.rates).toEqual([
      expect.objectContaining({ productId, dailyRateCents: 123_456, dailyRate: '1234.56' }),
    ]);
    expect(season.createdBy).toBe(demoPerson(TENANT, 'agencyAdmin').username);

    expect(await publicRates(d(3), d(4))).toEqual([1234.56, 1234.56]);
    expect(await publicRates(d(1), d(3))).toEqual([baseCents / 100, 1234.56]);
    expect(await quoteNights(d(2), d(4))).toEqual([
      [d(2), baseCents / 100, 'Nightly rate'],
      [d(3), 1234.56, 'Nightly rate'],
    ]);
    const list = await admin(
      'GET',
      `admin/AdminSeason/pricing/search?locationId=${park.id}&year=${d(3).slice(0, 4)}`,
    );
    expect((list.body.data as AdminPricingSeason[]).map((s) => s.name)).toEqual(['Peak Weeks']);
  });

  it('changes the rate over the version read, refuses a stale save, and keeps the history old → new', async () => {
    const res = await admin('PUT', `admin/AdminSeason/pricing/${park.id}/${season.id}`, {
      locationId: park.id,
      name: 'Peak Weeks',
      startDate: d(3),
      endDate: d(20),
      rates: [{ productId, dailyRate: '99' }],
      dateLastModified: season.dateLastModified,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = res.body.data as AdminPricingSeason;
    expect(changed.rates[0]!.dailyRateCents).toBe(9900);
    expect(await publicRates(d(3), d(4))).toEqual([99, 99]);

    const stale = await admin('PUT', `admin/AdminSeason/pricing/${park.id}/${season.id}`, {
      locationId: park.id,
      name: 'Peak',
      startDate: d(3),
      endDate: d(20),
      rates: [{ productId, dailyRate: '1' }],
      dateLastModified: season.dateLastModified,
    });
    expect(stale.body.messages).toEqual([PARK_SETUP_MESSAGE.changedMeanwhile('pricing season')]);
    expect(await publicRates(d(3), d(4))).toEqual([99, 99]);

    const read = await admin('GET', `admin/AdminSeason/pricing/${park.id}/${season.id}`);
    expect((read.body.data as AdminPricingSeason).rates[0]!.dailyRate).toBe('99.00');
    const history = (await admin('GET', `admin/AdminSeason/pricing/${park.id}/${season.id}/history`)).body
      .data as CatalogueHistory[];
    expect(history.map((h) => h.actionPerformed)).toEqual(['Pricing season changed', 'Pricing season added']);
    expect(history[0]!.changes).toEqual([
      {
        fieldName: 'rates',
        oldValue: expect.stringContaining('$1234.56'),
        newValue: expect.stringContaining('$99.00'),
      },
    ]);
    expect(history[0]!.username).toBe(demoPerson(TENANT, 'agencyAdmin').username);
    season = changed;
  });

  it.each([
    [
      'an end before the start',
      { startDate: d(30), endDate: d(29) },
      'body.endDate',
      PARK_SETUP_MESSAGE.endBeforeStart,
    ],
    [
      'a season over a year long',
      { startDate: d(30), endDate: d(500) },
      'body.endDate',
      SEASON_MESSAGE.seasonTooLong,
    ],
    [
      'a negative rate',
      { rates: [{ productId, dailyRate: '-5' }] },
      'body.rates.0.dailyRate',
      'Nightly rate must not be negative',
    ],
    [
      'an absurd rate',
      { rates: [{ productId, dailyRate: '45000' }] },
      'body.rates.0.dailyRate',
      'Nightly rate must be at most $5000.00',
    ],
    [
      'three decimals',
      { rates: [{ productId, dailyRate: '45.999' }] },
      'body.rates.0.dailyRate',
      'Nightly rate must be in dollars and cents (at most two decimals)',
    ],
    [
      'text for a rate',
      { rates: [{ productId, dailyRate: 'cheap' }] },
      'body.rates.0.dailyRate',
      'Nightly rate must be an amount in dollars, such as 35.00',
    ],
    ['no rate', { rates: [] }, 'body.rates', SEASON_MESSAGE.noRates],
    ['a blank name', { name: '' }, 'body.name', 'Name is required'],
  ])('refuses %s with a field message', async (_what, change, field, message) => {
    const res = await admin('POST', 'admin/AdminSeason/pricing', {
      locationId: park.id,
      name: 'Late Fall',
      startDate: d(30),
      endDate: d(40),
      rates: [{ productId, dailyRate: '50' }],
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ [field]: [message] });
  });

  it('refuses a season overlapping another of the park for the same product class, then takes the next days', async () => {
    const clash = await admin('POST', 'admin/AdminSeason/pricing', {
      locationId: park.id,
      name: 'Holiday Fortnight',
      startDate: d(15),
      endDate: d(25),
      rates: [{ productId, dailyRate: '70' }],
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({
      'body.rates.0.dailyRate': [SEASON_MESSAGE.rateOverlap(productName, season)],
    });
    const next = await admin('POST', 'admin/AdminSeason/pricing', {
      locationId: park.id,
      name: 'After Peak',
      startDate: d(21),
      endDate: d(25),
      rates: [{ productId, dailyRate: '70' }],
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(await publicRates(d(20), d(21))).toEqual([70, 99]);
    const removed = next.body.data as AdminPricingSeason;
    const del = await admin(
      'DELETE',
      `admin/AdminSeason/pricing/${park.id}/${removed.id}?dateLastModified=${enc(removed.dateLastModified)}`,
    );
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await publicRates(d(21), d(21))).toEqual([baseCents / 100, baseCents / 100]);
    const history = (await admin('GET', `admin/AdminSeason/pricing/${park.id}/${removed.id}/history`)).body
      .data as CatalogueHistory[];
    expect(history[0]!.actionPerformed).toBe('Pricing season deleted');
  });
});

/** A reservation sold on the park's spot for these nights (the night index and the record). */
async function soldReservation(spotId: number, nights: string[]) {
  const id = await nextReservationId(TENANT);
  const r = {
    id,
    reservationNumber: `CO-${String(id).padStart(6, '0')}`,
    customerId: null,
    spotId,
    locationId: park.id,
    startDate: nights[0]!,
    endDate: addDays(nights.at(-1)!, 1),
    nights,
    dayUse: false,
    lockCode: `LOCK-${id}`,
    status: 'Reserved',
    orderId: null,
    salesChannel: 2,
    walkInReservation: false,
    adaRequirementAcknowledged: false,
    overriddenClosureDays: [],
    numberOfAdults: 2,
    numberOfVehicles: 1,
    equipmentTypeId: null,
    equipmentLength: null,
    isCustomerPrimaryOccupant: false,
    primaryOccupant: {
      firstName: 'Sam',
      lastName: 'Season',
      street1: '1 Main St',
      street2: null,
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      country: 'USA',
      email: 'sam@example.com',
      homePhone: null,
      mobilePhone: null,
    },
    discounts: [],
    addOns: [],
    fees: [],
    totalCents: 0,
    feeOverrides: [],
    overriddenRules: [],
    createdAt: new Date().toISOString(),
    createdBy: 'test',
    updatedAt: new Date().toISOString(),
  } as ReservationRecord;
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: reservationItem(TENANT, r) }));
  await writeInventory(TENANT, {
    nights: nights.map((night) => ({
      spotId,
      locationId: park.id,
      night,
      status: 'reserved',
      reservationId: id,
    })),
  });
  return r;
}

describe('operational seasons', () => {
  it('shows the sold stay a first season would close, saves it, and the days outside it become unavailable', async () => {
    const sold = await soldReservation(spots[1]!.id, [d(2), d(3)]);
    const request = { locationId: park.id, name: 'Open Season', startDate: d(5), endDate: d(200) };
    const preview = await admin('POST', 'admin/AdminSeason/operational/impact', request);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const impact = preview.body.data as OperationalImpact;
    expect(impact.reservations.map((r) => r.reservationId)).toEqual([sold.id]);
    // Today's days before the season and the days after it up to two years ahead (today read by the
    // server, which may be a day on from the test's own at midnight).
    const today = impact.firstClosedDay!;
    expect([d(0), d(1)]).toContain(today);
    expect(impact.closedDays).toBe(
      daysBetween(today, request.startDate) + 730 - daysBetween(today, request.endDate),
    );
    expect(impact.lastClosedDay).toBe(addDays(today, 730));

    const saved = await admin('POST', 'admin/AdminSeason/operational', request);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const season = saved.body.data as AdminOperationalSeason;
    const { Unavailable: U, Available: A, Reserved: R } = AVAILABILITY_CODE;
    const codes = await dayCodes(d(3), d(5));
    expect(codes[spots[0]!.id]).toEqual([U, U, A]);
    // The sold night stays the guest's: closing days never cancels or frees a reservation.
    expect(codes[spots[1]!.id]).toEqual([U, U, A]);
    const stay = await admin('GET', `admin/AdminSpotReservation/detail/${sold.id}`);
    expect(JSON.stringify(stay.body)).toContain('Reserved');
    expect(R).toBe(2);

    // Moving the start back to day 2 opens the guest's nights again (shown Reserved) and closes nothing.
    const widen = { ...request, startDate: d(2), dateLastModified: season.dateLastModified };
    const again = await admin('POST', 'admin/AdminSeason/operational/impact', {
      ...widen,
      seasonId: season.id,
    });
    expect((again.body.data as OperationalImpact).closedDays).toBe(0);
    const changed = await admin('PUT', `admin/AdminSeason/operational/${park.id}/${season.id}`, widen);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await dayCodes(d(2), d(3)))[spots[1]!.id]).toEqual([R, R]);
    const history = (await admin('GET', `admin/AdminSeason/operational/${park.id}/${season.id}/history`)).body
      .data as CatalogueHistory[];
    expect(history[0]).toMatchObject({
      actionPerformed: 'Operational season changed',
      changes: [{ fieldName: 'startDate', oldValue: d(5), newValue: d(2) }],
    });

    const overlap = await admin('POST', 'admin/AdminSeason/operational', {
      locationId: park.id,
      name: 'Second',
      startDate: d(100),
      endDate: d(120),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toEqual({
      'body.endDate': [SEASON_MESSAGE.openOverlap({ name: 'Open Season', startDate: d(2), endDate: d(200) })],
    });

    // Deleting the park's only season opens it all year again; the preview says it closes nothing.
    const current = changed.body.data as AdminOperationalSeason;
    const dropping = await admin('POST', 'admin/AdminSeason/operational/impact', {
      ...request,
      seasonId: current.id,
      deleting: true,
    });
    expect((dropping.body.data as OperationalImpact).closedDays).toBe(0);
    const del = await admin(
      'DELETE',
      `admin/AdminSeason/operational/${park.id}/${current.id}?dateLastModified=${enc(current.dateLastModified)}`,
    );
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect((await dayCodes(d(1), d(2)))[spots[0]!.id]).toEqual([A, A]);
  });
});

describe('date blocks', () => {
  it('prices a holiday day at only this park: its own rate for the product, the season rate elsewhere', async () => {
    // A day no agency-wide block covers (the demo's holiday weekends move with the calendar).
    const taken = new Set(
      ((await admin('GET', 'admin/AdminSeason/dateblock/search')).body.data as AdminDateBlock[]).flatMap(
        (b) => b.days.map((x) => x.date),
      ),
    );
    const day = [40, 41, 42, 43, 44, 45, 46, 47]
      .map(d)
      .find((x) => !taken.has(x) && !taken.has(addDays(x, 1)))!;
    const res = await admin('POST', 'admin/AdminSeason/dateblock', {
      name: 'Founders Day',
      description: 'Park anniversary',
      locationIds: [park.id],
      days: [day],
      rates: [{ productId, dailyRate: '88.50' }],
      surcharge: '5',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const block = res.body.data as AdminDateBlock;
    expect(block).toMatchObject({
      locationNames: [park.longName],
      surchargeCents: 500,
      days: [{ date: day }],
    });
    expect(await quoteNights(day, addDays(day, 2))).toEqual([
      [day, 88.5, 'Founders Day'],
      [addDays(day, 1), baseCents / 100, 'Nightly rate'],
    ]);
    const elsewhere = await admin('GET', `admin/AdminSeason/dateblock/search?locationId=1`);
    expect((elsewhere.body.data as AdminDateBlock[]).some((b) => b.id === block.id)).toBe(false);

    // Without its own rate the product pays the season (here base) rate plus the surcharge.
    const edit = await admin('PUT', `admin/AdminSeason/dateblock/${block.id}`, {
      name: 'Founders Day',
      description: 'Park anniversary',
      locationIds: [park.id],
      days: [day],
      rates: [],
      surcharge: '5',
      dateLastModified: block.dateLastModified,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await quoteNights(day, addDays(day, 1)))[0]).toEqual([day, baseCents / 100 + 5, 'Founders Day']);
    const history = (await admin('GET', `admin/AdminSeason/dateblock/${block.id}/history`)).body
      .data as CatalogueHistory[];
    expect(history[0]!.changes).toEqual([
      { fieldName: 'rates', oldValue: expect.stringContaining('$88.50'), newValue: null },
    ]);

    const clash = await admin('POST', 'admin/AdminSeason/dateblock', {
      name: 'Overlap',
      locationIds: [],
      days: [day],
      surcharge: '1',
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({ 'body.days': [SEASON_MESSAGE.blockOverlap('Founders Day', day)] });
    const none = await admin('POST', 'admin/AdminSeason/dateblock', {
      name: 'Empty',
      days: [],
      surcharge: '',
    });
    expect(none.body.errors).toMatchObject({ 'body.days': [SEASON_MESSAGE.noDays] });
  });
});

describe('permissions', () => {
  const ALL: PermissionName[] = [
    'SystemSettingsPricingSeasons',
    'SystemSettingsOperationalSeasons',
    'SystemSettingsDateManagement',
    'SystemSettingsDiscountClass',
  ];
  const CALLS: Record<string, (id: number) => [string, string, unknown?]> = {
    SystemSettingsPricingSeasons: (p) => [
      'POST',
      'admin/AdminSeason/pricing',
      { locationId: p, name: 'X', startDate: d(60), endDate: d(61), rates: [{ productId, dailyRate: '1' }] },
    ],
    SystemSettingsOperationalSeasons: (p) => [
      'POST',
      'admin/AdminSeason/operational/impact',
      { locationId: p, name: 'X', startDate: d(60), endDate: d(61) },
    ],
    SystemSettingsDateManagement: () => ['GET', 'admin/AdminSeason/dateblock/search'],
    SystemSettingsDiscountClass: () => ['GET', 'admin/AdminSeason/discountclass/search'],
  };

  it.each(ALL)(
    'refuses a user without %s (holding the other three at the park) with 403',
    async (missing) => {
      const token = await parkStaffToken(
        TENANT,
        { name: `No ${missing}`, firstName: 'Pat', lastName: 'Pricer' },
        ALL.filter((p) => p !== missing).map((p) => PERMISSION[p]),
        [park.id],
      );
      const [method, path, body] = CALLS[missing]!(park.id);
      const refused = await callWithToken(token, method, api(TENANT, path), body);
      expect(refused.status).toBe(403);
      const other = ALL.find((p) => p !== missing)!;
      const [m2, p2, b2] = CALLS[other]!(park.id);
      const allowed = await callWithToken(token, m2, api(TENANT, p2), b2);
      expect([200, 400]).toContain(allowed.status);
    },
  );

  it('keeps park-scoped seasons to the user’s parks', async () => {
    const token = await parkStaffToken(
      TENANT,
      { name: 'Elsewhere Pricer', firstName: 'Lee', lastName: 'Pricer' },
      [PERMISSION.SystemSettingsPricingSeasons],
      [1],
    );
    const [method, path, body] = CALLS.SystemSettingsPricingSeasons!(park.id);
    expect((await callWithToken(token, method, api(TENANT, path), body)).status).toBe(403);
  });
});

describe('discount classes (a tenant of this file’s own)', () => {
  const OWN = toTenantId('sn');
  const own = (method: string, path: string, body?: unknown) =>
    callAs(OWN, 'agencyAdmin', method, api(OWN, path), body);
  const CABIN = 2;
  // One park, its first spot and that spot's product, copied from co's demo into this tenant: enough
  // for a public quote.
  const co = buildDemoCatalogue(TENANT);
  const location = co.locations[0]!;
  const spot = co.spots.find(
    (s) =>
      s.locationId === location.id &&
      s.isActive &&
      co.products.find((p) => p.id === s.productId)?.bookingTypeId === BOOKING_TYPE.Overnight,
  )!;
  const product = co.products.find((p) => p.id === spot.productId)!;

  beforeAll(async () => {
    await putTenantProfile({
      ...coTenant,
      id: OWN,
      name: 'Season Test State Parks',
      siteName: 'Season Camping',
    });
    await writeItems([
      {
        ...keys.reference(OWN, 'PRODUCTTYPE', CABIN),
        entity: 'ProductType',
        id: CABIN,
        name: 'Cabin',
        icon: 'cabin',
      },
      { ...keys.reference(OWN, 'PRODUCT', product.id), entity: 'Product', ...product },
      locationItem(OWN, location),
      spotItem(OWN, spot),
    ]);
    const client = cognitoClient(inject('cognitoEndpoint'));
    try {
      const pools = await ensureTenantPools(client, OWN);
      await putAuthConfig(OWN, localAuthConfig(pools, `http://${OWN}.localhost:3000`));
      await ensureDemoIdentities(client, OWN, pools);
    } finally {
      client.destroy();
    }
  });

  it('adds a class with a fixed amount per night, edits it inactive, lists it and keeps its history', async () => {
    const body = {
      name: 'Volunteer',
      description: 'Park volunteers camp for less.',
      internalDescription: 'Volunteer card at check-in.',
      priority: 3,
      accountingCodeSuffix: 'vol',
      verificationRequired: true,
      kind: 'fixedPerNight',
      amount: '5',
      productTypeAmounts: [{ productTypeId: CABIN, amount: '12.50' }],
      daysOfWeek: [0, 1, 2, 3, 4],
      isActive: true,
    };
    const res = await own('POST', 'admin/AdminSeason/discountclass', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.data as AdminDiscountClass;
    expect(added).toMatchObject({
      accountingCodeSuffix: 'VOL',
      amountCents: 500,
      productTypeAmounts: [{ productTypeId: CABIN, productTypeName: 'Cabin', amountCents: 1250 }],
      isActive: true,
      hasRule: true,
    });
    const pub = await get(api(OWN, 'Tenant/discountClasses'));
    expect((pub.body.data as { name: string }[]).map((c) => c.name)).toContain('Volunteer');

    const edit = await own('PUT', `admin/AdminSeason/discountclass/${added.id}`, {
      ...body,
      kind: 'percentage',
      percentage: 25,
      isActive: false,
      dateLastModified: added.dateLastModified,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toMatchObject({
      kind: 'percentage',
      percentage: 25,
      amountCents: 0,
      isActive: false,
    });
    const list = (await own('GET', 'admin/AdminSeason/discountclass/search')).body
      .data as AdminDiscountClass[];
    expect(list.find((c) => c.id === added.id)).toMatchObject({ isActive: false });
    // Turned off, it is no longer offered to customers.
    const after = await get(api(OWN, 'Tenant/discountClasses'));
    expect((after.body.data as { name: string }[]).map((c) => c.name)).not.toContain('Volunteer');
    const history = (await own('GET', `admin/AdminSeason/discountclass/${added.id}/history`)).body
      .data as CatalogueHistory[];
    expect(history[0]).toMatchObject({
      actionPerformed: 'Discount class changed',
      changes: [
        { fieldName: 'priceRule', oldValue: '$5.00 off a night (Cabin $12.50)', newValue: '25% off' },
        { fieldName: 'isActive', oldValue: 'true', newValue: 'false' },
      ],
    });
    const stale = await own('PUT', `admin/AdminSeason/discountclass/${added.id}`, {
      ...body,
      dateLastModified: added.dateLastModified,
    });
    expect(stale.body.messages).toEqual([PARK_SETUP_MESSAGE.changedMeanwhile('discount class')]);
  });

  it('takes its amount off each night of the public quote while active, and nothing once turned off', async () => {
    const res = await own('POST', 'admin/AdminSeason/discountclass', {
      name: 'Trail Crew',
      priority: 1,
      accountingCodeSuffix: 'TRL',
      kind: 'fixedPerNight',
      amount: '5',
      isActive: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.data as AdminDiscountClass;
    const nights = async () => {
      const quote = await get(
        api(OWN, `Pricing/fees?SpotId=${spot.id}&StartDate=${d(30)}&EndDate=${d(32)}&Discounts=${added.id}`),
      );
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      return (quote.body as unknown as FeesResponse).data[0]!.feeBreakdown.map((n) => n.amount);
    };
    const base = product.baseDailyRateCents / 100;
    expect(await nights()).toEqual([base - 5, base - 5]);
    const off = await own('PUT', `admin/AdminSeason/discountclass/${added.id}`, {
      name: 'Trail Crew',
      priority: 1,
      accountingCodeSuffix: 'TRL',
      kind: 'fixedPerNight',
      amount: '5',
      isActive: false,
      dateLastModified: added.dateLastModified,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await nights()).toEqual([base, base]);
  });

  it('refuses a percentage above 100, a negative amount and an unknown product type', async () => {
    const base = { name: 'Bad', priority: 1, accountingCodeSuffix: 'BAD' };
    const pct = await own('POST', 'admin/AdminSeason/discountclass', {
      ...base,
      kind: 'percentage',
      percentage: 150,
    });
    expect(pct.body.errors).toMatchObject({ 'body.percentage': [SEASON_MESSAGE.percentage] });
    const neg = await own('POST', 'admin/AdminSeason/discountclass', {
      ...base,
      kind: 'fixedPerNight',
      amount: '-1',
    });
    expect(neg.body.errors).toMatchObject({ 'body.amount': ['Amount per night must not be negative'] });
    const type = await own('POST', 'admin/AdminSeason/discountclass', {
      ...base,
      kind: 'fixedPerNight',
      amount: '1',
      productTypeAmounts: [{ productTypeId: 99, amount: '2' }],
    });
    expect(type.body.errors).toMatchObject({
      'body.productTypeAmounts.0.amount': [SEASON_MESSAGE.unknownProductType],
    });
  });
});
