/**
 * The point of sale (admin-reservations context, admin/AdminPointOfSale) against DynamoDB Local: an agency
 * admin sets up a park's desk items; a ranger of that park opens an order, corrects it while unpaid,
 * takes cash for it (sent twice: one payment, one ledger entry) and refunds a line; the park's field
 * deposit and revenue breakup count the sale and the refund. Bad input is a 400 with field messages; a
 * paid order is not edited; staff of another park, or without the permission, are refused. The file owns
 * its park: it makes it through the admin API.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeskItem, PosOrder, PosOrderList } from '#contract/point-of-sale';
import type { AdminPark, SpotSetupOptions } from '#contract/park-setup';
import { addDays } from '#domain/availability/calendar';
import { todayIn } from '#domain/dates';
import { PERMISSION } from '#domain/permissions';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { POS_MESSAGE } from '#domain/point-of-sale';
import { toTenantId } from '#domain/tenant-id';
import { listLedger } from '#store/ledger';
import { callAs, callWithToken } from './identity-support.ts';
import { parkStaffToken } from './staff-support.ts';
import { api } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('co');
const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);
const code = `P${Date.now().toString(36).slice(-6).toUpperCase()}`;
const otherPark = testPark(TENANT, 5).park;

let park: AdminPark;
let firewood: DeskItem;
let ice: DeskItem;
let ranger = '';
let rangerName = '';
let today = '';
const as = (token: string) => (method: string, path: string, body?: unknown) =>
  callWithToken(token, method, api(TENANT, path), body);

type Table = { rows: Record<string, unknown>[]; totals: Record<string, number> };
async function report(slug: string): Promise<Table> {
  const res = await admin(
    'GET',
    `admin/AdminReport/${slug}?locationIds=${park.id}&from=${addDays(today, -1)}&to=${addDays(today, 1)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { table: Table }).table;
}
const ledgerOf = async () => listLedger(TENANT, park.id, addDays(today, -2), addDays(today, 2));

beforeAll(async () => {
  const options = (await admin('GET', 'admin/AdminSpotManagement/options')).body.data as SpotSetupOptions;
  const added = await admin('POST', 'admin/AdminLocation', {
    code,
    longName: `Cedar Gulch ${code}`,
    shortName: 'Cedar Gulch',
    regionId: options.regions[0]!.id,
    timezone: 'America/Denver',
    street1: '2 Gulch Rd',
    city: 'Salida',
    state: 'co',
    zipcode: '81201',
    latitude: 38.5,
    longitude: -106,
    phoneNumber: '(719) 555-0177',
    directions: '',
    importantDates: '',
    featured: false,
    featuredDescription: '',
    isActive: true,
    images: [],
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  park = added.body.data as AdminPark;
  today = todayIn('America/Denver', new Date());
  ranger = await parkStaffToken(
    TENANT,
    { name: 'Desk Ranger', firstName: 'Dana', lastName: 'Desk' },
    [PERMISSION.ReservationManagementPointOfSaleManagement, PERMISSION.ReservationManagementView],
    [park.id],
  );
  const me = await as(ranger)('GET', `admin/AdminPointOfSale/items?locationId=${park.id}`);
  expect(me.status).toBe(200);
});

describe('desk items', () => {
  it('adds items, refuses a second item with the same SKU and bad fields with messages', async () => {
    const add = (body: Record<string, unknown>) =>
      admin('POST', 'admin/AdminPointOfSale/items', {
        locationId: park.id,
        feeType: FEE_TYPE.AddOn,
        accountingCode: '4410-FIRE',
        isActive: true,
        ...body,
      });
    const a = await add({ name: 'Firewood bundle', sku: 'fw-01', priceCents: 800 });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    firewood = a.body.data as DeskItem;
    expect(firewood).toMatchObject({ sku: 'FW-01', priceCents: 800, lastModifiedBy: 'co.agencyadmin' });
    const b = await add({ name: 'Bag of ice', sku: 'ICE-5', priceCents: 350, accountingCode: '4420-ICE' });
    expect(b.status).toBe(200);
    ice = b.body.data as DeskItem;

    const dup = await add({ name: 'Other wood', sku: 'FW-01', priceCents: 900 });
    expect(dup.status).toBe(400);
    expect((dup.body.errors as Record<string, string[]>)['body.sku'], JSON.stringify(dup.body)).toContain(
      POS_MESSAGE.duplicateSku('FW-01'),
    );
    const bad = await add({ name: '', sku: 'x y', priceCents: -5, feeType: 99 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Item Name');
    expect(JSON.stringify(bad.body)).toContain('Price must be between 0');
    expect(JSON.stringify(bad.body)).toContain('Fee Type must be Add-on or Park use');

    const list = await as(ranger)('GET', `admin/AdminPointOfSale/items?locationId=${park.id}`);
    expect((list.body.data as DeskItem[]).map((i) => i.sku)).toEqual(['ICE-5', 'FW-01']);
  });

  it('changes an item over the version read and frees its old SKU', async () => {
    const res = await admin('PUT', `admin/AdminPointOfSale/items/${ice.id}`, {
      ...ice,
      sku: 'ICE-10',
      priceCents: 400,
      dateLastModified: ice.dateLastModified,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ice = res.body.data as DeskItem;
    expect(ice).toMatchObject({ sku: 'ICE-10', priceCents: 400 });
    const history = await as(ranger)(
      'GET',
      `admin/AdminPointOfSale/items/${ice.id}/history?locationId=${park.id}`,
    );
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const [changed, added] = history.body.data as PosOrder['history'];
    expect(changed).toMatchObject({ username: 'co.agencyadmin', actionPerformed: 'Desk item changed' });
    expect(changed!.changes).toEqual([
      { fieldName: 'sku', oldValue: 'ICE-5', newValue: 'ICE-10' },
      { fieldName: 'priceCents', oldValue: '350', newValue: '400' },
    ]);
    expect(added!.actionPerformed).toBe('Desk item added');
    const reuse = await admin('POST', 'admin/AdminPointOfSale/items', {
      locationId: park.id,
      name: 'Small ice',
      sku: 'ICE-5',
      priceCents: 250,
      feeType: FEE_TYPE.AddOn,
      accountingCode: '',
      isActive: false,
    });
    expect(reuse.status, JSON.stringify(reuse.body)).toBe(200);
  });
});

describe('an order at the desk', () => {
  let order: PosOrder;

  it('opens an unpaid order, and the same request sent again returns the same order', async () => {
    const body = {
      locationId: park.id,
      lines: [
        { itemId: firewood.id, quantity: 1 },
        { itemId: ice.id, quantity: 1 },
      ],
      customerName: 'Pat Camper',
      clientReference: randomUUID(),
    };
    const res = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    order = res.body.data as PosOrder;
    expect(order).toMatchObject({
      status: 'unpaid',
      totalCents: 1200,
      locationName: park.longName,
      timezone: 'America/Denver',
    });
    expect(order.orderNumber).toMatch(/^CO-P-\d{6}$/);
    const again = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', body);
    expect((again.body.data as PosOrder).id).toBe(order.id);
  });

  it('refuses bad lines with field messages (400, nothing saved)', async () => {
    const res = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', {
      locationId: park.id,
      lines: [
        { itemId: 999_999, quantity: 1 },
        { itemId: firewood.id, quantity: -2 },
      ],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Quantity must be between 0');
    const unknown = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', {
      locationId: park.id,
      lines: [{ itemId: 999_999, quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(POS_MESSAGE.unknownItem);
    const empty = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', {
      locationId: park.id,
      lines: [],
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(POS_MESSAGE.emptyOrder);
    const reservation = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', {
      locationId: park.id,
      lines: [{ itemId: firewood.id, quantity: 1 }],
      reservationNumber: 'CO-999999999',
    });
    expect(reservation.status).toBe(400);
    expect(JSON.stringify(reservation.body)).toContain(POS_MESSAGE.unknownReservation);
  });

  it('corrects the unpaid order: two bundles of firewood, no ice, audited old → new', async () => {
    const res = await as(ranger)('PUT', `admin/AdminPointOfSale/orders/${order.id}`, {
      lines: [{ itemId: firewood.id, quantity: 2 }],
      customerName: 'Pat Camper',
      version: order.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    order = res.body.data as PosOrder;
    expect(order.totalCents).toBe(1600);
    expect(order.lines).toMatchObject([{ name: 'Firewood bundle', quantity: 2, totalCents: 1600 }]);
    const corrected = order.history.find((h) => h.actionPerformed === 'Order corrected')!;
    expect(corrected.changes).toContainEqual({ fieldName: 'total', oldValue: '$12.00', newValue: '$16.00' });
    rangerName = corrected.username;
    expect(rangerName).toMatch(/^desk\.ranger\./);
    const stale = await as(ranger)('PUT', `admin/AdminPointOfSale/orders/${order.id}`, {
      lines: [{ itemId: firewood.id, quantity: 3 }],
      version: order.version - 1,
    });
    expect(stale.body.statusCode).toBe('Failure');
  });

  it('takes cash once: a resent payment changes nothing and the ledger holds one entry', async () => {
    const pay = { paymentTypeId: 3, tenderedCents: 2000, version: order.version };
    const res = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${order.id}/pay`, pay);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    order = res.body.data as PosOrder;
    expect(order.status).toBe('paid');
    expect(order.payment).toMatchObject({ paymentType: 'Cash', amountCents: 1600, changeCents: 400 });
    const again = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${order.id}/pay`, pay);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((again.body.data as PosOrder).version).toBe(order.version);
    const card = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${order.id}/pay`, {
      paymentTypeId: 1,
      cardLastFour: '4242',
      version: order.version - 1,
    });
    expect(card.status).toBe(400);
    expect(JSON.stringify(card.body)).toContain(POS_MESSAGE.alreadyPaid);
    const entries = (await ledgerOf()).filter((e) => e.orderId === order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'payment',
      amountCents: 1600,
      atDesk: true,
      paymentTypeId: 3,
      by: rangerName,
      lines: [
        { feeType: FEE_TYPE.AddOn, name: 'Firewood bundle', accountingCode: '4410-FIRE', amountCents: 1600 },
      ],
    });
  });

  it('counts the sale in the field deposit per clerk and in the revenue breakup by fee type', async () => {
    const deposit = await report('fielddeposit');
    expect(deposit.rows).toContainEqual(
      expect.objectContaining({ clerk: rangerName, paymentType: 'Cash', payments: 1, taken: 1600 }),
    );
    const breakup = await report('revenuebreakup');
    expect(breakup.rows).toContainEqual(
      expect.objectContaining({ accountingCode: '4410-FIRE', payments: 1600, refunds: 0, net: 1600 }),
    );
  });

  it('does not edit a paid order; refunds a line in cash within what is left', async () => {
    const edit = await as(ranger)('PUT', `admin/AdminPointOfSale/orders/${order.id}`, {
      lines: [{ itemId: firewood.id, quantity: 1 }],
      version: order.version,
    });
    expect(edit.status).toBe(400);
    expect(JSON.stringify(edit.body)).toContain(POS_MESSAGE.paidNotEdited);
    const tooMany = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${order.id}/refund`, {
      lines: [{ lineIndex: 0, quantity: 3 }],
      method: 'cash',
      reason: 'Wet wood',
      version: order.version,
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(POS_MESSAGE.refundTooMany('Firewood bundle', 2));
    const toCard = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${order.id}/refund`, {
      lines: [],
      method: 'card',
      reason: 'Wet wood',
      version: order.version,
    });
    expect(toCard.status).toBe(400);
    expect(JSON.stringify(toCard.body)).toContain(POS_MESSAGE.cardRefundNeedsCard);

    const refund = {
      lines: [{ lineIndex: 0, quantity: 1 }],
      method: 'cash',
      reason: 'Wet wood',
      version: order.version,
    };
    const res = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${order.id}/refund`, refund);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    order = res.body.data as PosOrder;
    expect(order).toMatchObject({ status: 'partiallyRefunded', refundedCents: 800 });
    // The same refund sent again is over an older version: refused, nothing more handed back.
    const again = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${order.id}/refund`, refund);
    expect(again.body.statusCode).toBe('Failure');
    const entries = (await ledgerOf()).filter((e) => e.orderId === order.id);
    expect(entries.map((e) => [e.kind, e.amountCents, e.atDesk])).toEqual([
      ['payment', 1600, true],
      ['refund', 800, true],
    ]);
    const deposit = await report('fielddeposit');
    expect(deposit.rows).toContainEqual(
      expect.objectContaining({ clerk: rangerName, taken: 1600, handedBack: 800, deposit: 800 }),
    );
    const breakup = await report('revenuebreakup');
    expect(breakup.rows).toContainEqual(
      expect.objectContaining({ accountingCode: '4410-FIRE', payments: 1600, refunds: 800, net: 800 }),
    );
  });

  it('lists the order by day, park and number with totals', async () => {
    const list = await as(ranger)('GET', `admin/AdminPointOfSale/orders?from=${today}&to=${today}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const data = list.body.data as PosOrderList;
    expect(data.rows.map((r) => r.orderNumber)).toContain(order.orderNumber);
    expect(data.rows.every((r) => r.locationId === park.id)).toBe(true);
    expect(data.totals.netCents).toBe(data.totals.totalCents - data.totals.refundedCents);
    const byNumber = await admin(
      'GET',
      `admin/AdminPointOfSale/orders?from=${today}&to=${today}&orderNumber=${order.orderNumber}`,
    );
    expect((byNumber.body.data as PosOrderList).rows).toMatchObject([
      { id: order.id, totalCents: 1600, refundedCents: 800, paymentType: 'Cash', itemCount: 2 },
    ]);
  });

  it('takes a card on the reader by its last four, refunds it whole onto the card (not desk money)', async () => {
    const opened = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', {
      locationId: park.id,
      lines: [{ itemId: ice.id, quantity: 3 }],
    });
    const o = opened.body.data as PosOrder;
    const noDigits = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${o.id}/pay`, {
      paymentTypeId: 1,
      version: o.version,
    });
    expect(noDigits.status).toBe(400);
    expect(JSON.stringify(noDigits.body)).toContain(POS_MESSAGE.lastFour);
    const paid = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${o.id}/pay`, {
      paymentTypeId: 1,
      cardLastFour: '4242',
      version: o.version,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const p = paid.body.data as PosOrder;
    const refunded = await as(ranger)('POST', `admin/AdminPointOfSale/orders/${o.id}/refund`, {
      method: 'card',
      reason: 'Changed mind',
      version: p.version,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refundedCents: 1200 });
    const entries = (await ledgerOf()).filter((e) => e.orderId === o.id);
    expect(entries.map((e) => [e.kind, e.amountCents, e.atDesk, e.paymentTypeId])).toEqual([
      ['payment', 1200, false, 1],
      ['refund', 1200, false, 1],
    ]);
  });
});

describe('who may sell where', () => {
  it('refuses staff of another park and staff without the permission', async () => {
    const elsewhere = await parkStaffToken(
      TENANT,
      { name: 'Other Ranger', firstName: 'Oz', lastName: 'Other' },
      [PERMISSION.ReservationManagementPointOfSaleManagement],
      [otherPark.id],
    );
    const noPos = await parkStaffToken(
      TENANT,
      { name: 'Viewer', firstName: 'Vi', lastName: 'Ewer' },
      [PERMISSION.ReservationManagementView],
      [park.id],
    );
    const sale = { locationId: park.id, lines: [{ itemId: firewood.id, quantity: 1 }] };
    expect((await as(elsewhere)('POST', 'admin/AdminPointOfSale/orders', sale)).status).toBe(403);
    expect((await as(noPos)('POST', 'admin/AdminPointOfSale/orders', sale)).status).toBe(403);
    expect((await as(elsewhere)('GET', `admin/AdminPointOfSale/items?locationId=${park.id}`)).status).toBe(
      403,
    );
    const opened = await as(ranger)('POST', 'admin/AdminPointOfSale/orders', sale);
    const id = (opened.body.data as PosOrder).id;
    expect((await as(elsewhere)('GET', `admin/AdminPointOfSale/orders/${id}`)).status).toBe(403);
    // Their own list never shows this park's orders.
    const list = await as(elsewhere)('GET', `admin/AdminPointOfSale/orders?from=${today}&to=${today}`);
    expect(list.status).toBe(200);
    expect((list.body.data as PosOrderList).rows.some((r) => r.locationId === park.id)).toBe(false);
    expect(
      (
        await as(elsewhere)(
          'GET',
          `admin/AdminPointOfSale/orders?from=${today}&to=${today}&locationIds=${park.id}`,
        )
      ).status,
    ).toBe(403);
  });
});
