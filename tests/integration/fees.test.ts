/**
 * The agency's fees and add-ons in the back office (admin-settings context, admin/AdminFee and
 * admin/AdminAddOn): listed with the imported schedule, added, changed, read back and audited, turned
 * off, refused with field messages when malformed or stale, refused (403) without
 * SystemSettingsPricingSeasons or at parks the user does not hold, and charged at once by the public
 * quote and the cart. Every fee and add-on this file adds names only a park it makes through the admin
 * park API, so the demo's quotes elsewhere keep their price.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, get } from './support.ts';
import { buyer } from './checkout-support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callAs, callWithToken, demoPerson } from './identity-support.ts';
import { parkStaffToken } from './staff-support.ts';
import { addOwnPark, ownParkCode } from '../support/own-park.ts';
import type { Cart } from '#contract/cart';
import type { AdminAddOn, AdminFeeRule } from '#contract/fees';
import type { AdminPark, AdminSpot, CatalogueHistory, SpotSetupOptions } from '#contract/park-setup';
import type { FeesResponse } from '#contract/pricing';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { PERMISSION } from '#domain/permissions';
import { FEE_MESSAGE } from '#domain/pricing/fee-settings';
import { SEASON_MESSAGE } from '#domain/seasons';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('co');
const TZ = 'America/Denver';
const d = (n: number) => addDays(todayIn(TZ, new Date()), n);
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);
const ok = <T>(res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};
const flat = (amount: string) => ({ amount, min: '', percentage: '' });

let park: AdminPark;
const spots: AdminSpot[] = [];

beforeAll(async () => {
  const options = ok<SpotSetupOptions>(await admin('GET', 'admin/AdminSpotManagement/options'));
  const made = await addOwnPark(admin, {
    code: ownParkCode('F'),
    name: 'Fee Flats',
    regionId: options.regions[0]!.id,
    timezone: TZ,
    latitude: 38.6,
    longitude: -105.9,
    loop: { name: 'Fee Loop', code: 'F' },
    spotNames: ['F1', 'F2'],
    productId: options.products.find((p) => p.bookingType === 'Overnight')!.id,
    spotTypeId: options.spotTypes[0]!.id,
  });
  park = made.park;
  spots.push(...made.spots);
});

/** The public quote of two nights on the park's first spot (operation 0 new, 2 a cancellation). */
async function quote(operationId = 0) {
  const res = await get(
    api(
      TENANT,
      `Pricing/fees?SpotId=${spots[0]!.id}&StartDate=${d(20)}&EndDate=${d(22)}&NumberOfVehicles=1&OperationId=${operationId}`,
    ),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const fees = res.body as unknown as FeesResponse;
  return { lines: Object.fromEntries(fees.data.map((f) => [f.name, f.amount])), totals: fees.totals };
}

const gateFee = () => ({
  feeType: 2,
  name: 'Fee Flats gate fee',
  description: 'Kept by the park for its gate.',
  accountingCode: 'fee-gate',
  sku: `gate-${park.code}`,
  locationIds: [park.id],
  creditCard: flat('7'),
  echeck: flat('7'),
  cash: flat('7'),
});

describe('fees', () => {
  it('lists the agency’s imported fees with their charges by payment method', async () => {
    const fees = ok<AdminFeeRule[]>(await admin('GET', 'admin/AdminFee/search'));
    const transaction = fees.find((f) => f.name === 'Transaction fee')!;
    expect(transaction).toMatchObject({
      feeTypeName: 'Transaction fee',
      locationNames: ['All parks'],
      creditCard: { amountCents: 1000, text: '$10.00' },
      isActive: true,
    });
    expect(fees.find((f) => f.name === 'Convenience fee')).toMatchObject({
      salesChannels: [1],
      creditCard: { percentage: 3, minCents: 200, text: '3% (at least $2.00)' },
    });
    expect(fees.find((f) => f.name === 'Cancellation fee')).toMatchObject({ operation: 'cancellation' });
  });

  it('charges a park’s transaction fee in the quote and the cart at once, then its change, and nothing once off', async () => {
    const before = await quote();
    expect(before.lines['Fee Flats gate fee']).toBeUndefined();

    const added = ok<AdminFeeRule>(await admin('POST', 'admin/AdminFee', gateFee()));
    expect(added).toMatchObject({
      accountingCode: 'FEE-GATE',
      locationNames: [park.longName],
      creditCard: { amountCents: 700, amount: '7.00' },
      createdBy: demoPerson(TENANT, 'agencyAdmin').username,
    });
    const priced = await quote();
    expect(priced.lines['Fee Flats gate fee']).toBe(7);
    expect(priced.totals.cash).toBe(before.totals.cash + 7);

    // A customer's cart charges what the quote says.
    const customer = await confirmedCustomer(TENANT);
    await buyer({ tenantId: TENANT, origin: () => '', spots, dates: { start: d(20), end: d(22) } }).inCart(
      customer.token,
    );
    const cart = await callWithToken(customer.token, 'GET', api(TENANT, 'Cart'));
    expect((cart.body.cart as Cart).totalCartAmount).toBe(priced.totals.creditCard);

    const changed = ok<AdminFeeRule>(
      await admin('PUT', `admin/AdminFee/${added.id}`, {
        ...gateFee(),
        creditCard: flat('9.50'),
        dateLastModified: added.dateLastModified,
      }),
    );
    expect((await quote()).lines['Fee Flats gate fee']).toBe(9.5);
    expect(ok<AdminFeeRule>(await admin('GET', `admin/AdminFee/${added.id}`))).toEqual(changed);
    const history = ok<CatalogueHistory[]>(await admin('GET', `admin/AdminFee/${added.id}/history`));
    expect(history.map((h) => h.actionPerformed)).toEqual(['Fee changed', 'Fee added']);
    expect(history[0]).toMatchObject({
      username: demoPerson(TENANT, 'agencyAdmin').username,
      changes: [{ fieldName: 'creditCard', oldValue: '$7.00', newValue: '$9.50' }],
    });

    const stale = await admin('PUT', `admin/AdminFee/${added.id}`, {
      ...gateFee(),
      dateLastModified: added.dateLastModified,
    });
    expect(stale.body.messages).toEqual([PARK_SETUP_MESSAGE.changedMeanwhile('fee')]);

    const off = ok<AdminFeeRule>(
      await admin('PUT', `admin/AdminFee/${added.id}`, {
        ...gateFee(),
        isActive: false,
        dateLastModified: changed.dateLastModified,
      }),
    );
    expect(off.isActive).toBe(false);
    expect((await quote()).lines['Fee Flats gate fee']).toBeUndefined();
    const listed = ok<AdminFeeRule[]>(await admin('GET', `admin/AdminFee/search?locationId=${park.id}`));
    expect(listed.find((f) => f.id === added.id)).toMatchObject({ isActive: false });
    expect(listed.some((f) => f.name === 'Transaction fee')).toBe(true);
  });

  it('prices a cancellation fee only for the operation it names', async () => {
    const body = {
      ...gateFee(),
      feeType: 6,
      name: 'Fee Flats cancellation fee',
      sku: `cxl-${park.code}`,
      creditCard: flat('4'),
      echeck: flat('4'),
      cash: flat('4'),
    };
    const unnamed = await admin('POST', 'admin/AdminFee', body);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors).toEqual({ 'body.operation': [FEE_MESSAGE.operationRequired] });
    ok(await admin('POST', 'admin/AdminFee', { ...body, operation: 'cancellation' }));
    expect((await quote(2)).lines['Fee Flats cancellation fee']).toBe(4);
    expect((await quote(0)).lines['Fee Flats cancellation fee']).toBeUndefined();
  });

  it('refuses negative money, a percentage above 100, an unknown park and a SKU already used, at their fields', async () => {
    const bad = await admin('POST', 'admin/AdminFee', {
      ...gateFee(),
      creditCard: { amount: '-1', min: '', percentage: '' },
      echeck: { amount: '', min: '', percentage: '120' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'body.creditCard.amount': ['Card amount must not be negative'],
      'body.echeck.percentage': [FEE_MESSAGE.percentage('E-check percentage')],
    });
    const nowhere = await admin('POST', 'admin/AdminFee', {
      ...gateFee(),
      sku: 'nowhere',
      locationIds: [park.id, 999_999],
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ 'body.locationIds': [SEASON_MESSAGE.unknownPark] });
    const taken = await admin('POST', 'admin/AdminFee', { ...gateFee(), sku: 'Transaction-Fee' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({
      'body.sku': [FEE_MESSAGE.duplicateSku('TRANSACTION-FEE', 'Transaction fee')],
    });
  });
});

describe('add-ons', () => {
  const canoe = () => ({
    name: 'Fee Flats canoe',
    description: 'A canoe for the day.',
    locationIds: [park.id],
    price: '25',
    unit: 'day',
    maxQuantity: 2,
    accountingCode: 'addon-canoe',
    sku: `canoe-${park.code}`,
  });
  const sold = async () =>
    (await get(api(TENANT, `Pricing/addons?locationId=${park.id}`))).body.data as {
      name: string;
      price: number;
    }[];

  it('sells a park’s new add-on at once, at its changed price, and no longer once off', async () => {
    const added = ok<AdminAddOn>(await admin('POST', 'admin/AdminAddOn', canoe()));
    expect(added).toMatchObject({ priceCents: 2500, price: '25.00', locationNames: [park.longName] });
    expect((await sold()).find((a) => a.name === 'Fee Flats canoe')?.price).toBe(25);
    // The agency-wide add-ons are sold there too.
    expect((await sold()).map((a) => a.name)).toContain('Firewood bundle');

    const changed = ok<AdminAddOn>(
      await admin('PUT', `admin/AdminAddOn/${added.id}`, {
        ...canoe(),
        price: '30',
        dateLastModified: added.dateLastModified,
      }),
    );
    expect((await sold()).find((a) => a.name === 'Fee Flats canoe')?.price).toBe(30);
    ok(
      await admin('PUT', `admin/AdminAddOn/${added.id}`, {
        ...canoe(),
        price: '30',
        isActive: false,
        dateLastModified: changed.dateLastModified,
      }),
    );
    expect((await sold()).map((a) => a.name)).not.toContain('Fee Flats canoe');
    const history = ok<CatalogueHistory[]>(await admin('GET', `admin/AdminAddOn/${added.id}/history`));
    expect(history[0]).toMatchObject({
      actionPerformed: 'Add-on changed',
      changes: [{ fieldName: 'isActive', oldValue: 'true', newValue: 'false' }],
    });
    expect(history[1]!.changes).toContainEqual({
      fieldName: 'price',
      oldValue: '$25.00 a day',
      newValue: '$30.00 a day',
    });
  });

  it('refuses a blank price, a most of 0 and an unknown park with field messages', async () => {
    const bad = await admin('POST', 'admin/AdminAddOn', { ...canoe(), price: '', maxQuantity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'body.price': ['Price is required'],
      'body.maxQuantity': [FEE_MESSAGE.maxQuantity],
    });
    const missing = await admin('PUT', 'admin/AdminAddOn/999999', canoe());
    expect(missing.status).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses a user without SystemSettingsPricingSeasons with 403', async () => {
    const token = await parkStaffToken(
      TENANT,
      { name: 'No Fees', firstName: 'Pat', lastName: 'Feeless' },
      [PERMISSION.SystemSettingsDateManagement],
      [park.id],
    );
    for (const [method, path, body] of [
      ['GET', 'admin/AdminFee/search'],
      ['POST', 'admin/AdminFee', gateFee()],
      ['GET', 'admin/AdminAddOn/search'],
    ] as const)
      expect((await callWithToken(token, method, api(TENANT, path), body)).status).toBe(403);
  });

  it('lets a user price their own park only: an agency-wide fee or another park’s is refused', async () => {
    const token = await parkStaffToken(
      TENANT,
      { name: 'Park Pricer', firstName: 'Lee', lastName: 'Pricer' },
      [PERMISSION.SystemSettingsPricingSeasons],
      [park.id],
    );
    const send = (body: unknown) => callWithToken(token, 'POST', api(TENANT, 'admin/AdminFee'), body);
    const own = await send({ ...gateFee(), sku: `own-${park.code}`, isActive: false });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await send({ ...gateFee(), sku: `all-${park.code}`, locationIds: [] })).status).toBe(403);
    expect((await send({ ...gateFee(), sku: `one-${park.code}`, locationIds: [1] })).status).toBe(403);
  });
});
