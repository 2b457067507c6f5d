/**
 * Pricing routes through the API adapter against DynamoDB Local, on the demo fee schedule of 'co'
 * (written by the global setup) and a pricing season this test writes for one park next summer:
 * GET Pricing/fees (PascalCase and camelCase), the POST variant with add-ons and staff overrides,
 * POST Pricing/conveniencefee and GET Pricing/addons, and their 400s and 404s.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call, get } from './support.ts';
import { callAs } from './identity-support.ts';
import type { FeeLine, FeesResponse } from '#contract/pricing';
import { buildDemoCatalogue } from '#demo/index';
import { CLASSIFICATION_ID } from '#demo/classifications';
import { todayIn } from '#domain/dates';
import { writeInventory } from '#store/inventory-writer';
import { toTenantId } from '#domain/tenant-id';

const TENANT = toTenantId('co');
const co = buildDemoCatalogue(TENANT);
// Elk meadow's lake and mountains: kayaks, paddleboards and bikes. No other test writes rules into it.
const park = co.locations.find((l) => l.code === 'ELKM')!;
const spotOf = (productId: number) =>
  co.spots.find((s) => s.locationId === park.id && s.isActive && s.productId === productId)!;
const electric = spotOf(CLASSIFICATION_ID.electric);
const cabin = spotOf(CLASSIFICATION_ID.deluxeCabin);
const forestPark = co.locations.find((l) => l.code === 'GRGU')!;

// Next summer: inside the demo holiday blocks (years around today), July 3 and 4 are Independence Day.
const Y = Number(todayIn('UTC', new Date()).slice(0, 4)) + 1;
const SEASON_RATE = 4200;

beforeAll(async () => {
  await writeInventory(TENANT, {
    pricingSeasons: [
      {
        id: 9101,
        locationId: park.id,
        name: `Summer ${Y}`,
        startDate: `${Y}-06-01`,
        endDate: `${Y}-09-15`,
        rates: [{ productId: CLASSIFICATION_ID.electric, dailyRateCents: SEASON_RATE }],
      },
    ],
  });
});

const feesPath = (q: string) => api(TENANT, `Pricing/fees?${q}`);
const stay = `StartDate=07/01/${Y}&EndDate=07/05/${Y}`;
const byName = (fees: FeeLine[], name: string) => fees.find((f) => f.name === name);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('GET Pricing/fees', () => {
  it('prices a 4-night electric stay: season nights, holiday block nights, extra vehicle, transaction, convenience', async () => {
    const res = await get(feesPath(`SpotId=${electric.id}&${stay}&NumberOfAdults=2&NumberOfVehicles=2`));
    expect(res.status).toBe(200);
    const body = res.body as unknown as FeesResponse;
    expect(body.statusCode).toBe('Success');
    const reservation = byName(body.data, 'Reservation fee')!;
    expect(reservation.feeBreakdown.map((n) => [n.date, n.amount, n.name])).toEqual([
      [`${Y}-07-01`, 42, 'Nightly rate'],
      [`${Y}-07-02`, 42, 'Nightly rate'],
      [`${Y}-07-03`, 52, `Independence Day ${Y}`],
      [`${Y}-07-04`, 52, `Independence Day ${Y}`],
    ]);
    expect(body.data.map((f) => [f.feeType, f.name, f.amount, f.quantity])).toEqual([
      [1, 'Reservation fee', 188, 4],
      [4, 'Extra vehicle pass', 40, 4],
      [2, 'Transaction fee', 10, 1],
      [3, 'Convenience fee', 7.14, 1], // 3% of 238.00
    ]);
    const convenience = byName(body.data, 'Convenience fee')!;
    expect([
      convenience.creditCardPercentage,
      convenience.creditCardMinAmount,
      convenience.echeckAmount,
    ]).toEqual([3, 2, 1.5]);
    expect(body.totals).toEqual({ creditCard: 245.14, echeck: 239.5, cash: 238 });
  });

  it('accepts camelCase names and repeated Discounts; the highest-priority class (Senior Pass) wins', async () => {
    const res = await get(
      feesPath(
        `spotId=${electric.id}&startDate=${Y}-07-01&endDate=${Y}-07-05&numberOfVehicles=1&discounts=4&discounts=1`,
      ),
    );
    expect(res.status).toBe(200);
    const reservation = (res.body as unknown as FeesResponse).data[0]!;
    const expected = reservation.feeBreakdown.map((n) => {
      const rate = n.undiscountedAmount;
      return weekday(n.date!) <= 4 ? rate / 2 : rate; // Senior Pass: half price Sunday–Thursday nights
    });
    expect(reservation.feeBreakdown.map((n) => n.amount)).toEqual(expected);
    expect(reservation.discountClassId).toBe(1);
    expect(reservation.undiscountedAmount).toBe(188);
    expect(reservation.description).toMatch(/Senior Pass discount/);
  });

  it('a deluxe cabin has its own holiday rate', async () => {
    const res = await get(feesPath(`SpotId=${cabin.id}&StartDate=07/03/${Y}&EndDate=07/04/${Y}`));
    expect((res.body as unknown as FeesResponse).data[0]!.amount).toBe(195);
  });

  it('operationId 2 adds the cancellation fee', async () => {
    const res = await get(feesPath(`SpotId=${electric.id}&${stay}&operationId=2`));
    expect(byName((res.body as unknown as FeesResponse).data, 'Cancellation fee')?.amount).toBe(10);
  });

  it('staff get no convenience fee (salesChannel 2, whatever SalesChannel says)', async () => {
    const res = await callAs(
      TENANT,
      'clerk',
      'GET',
      feesPath(`SpotId=${electric.id}&${stay}&SalesChannel=1`),
    );
    expect(res.status).toBe(200);
    const fees = (res.body as unknown as FeesResponse).data;
    expect(fees.some((f) => f.feeType === 3)).toBe(false);
  });

  it.each([
    ['no SpotId', `${stay}`, 'query.spotId', 'query.spotId is required.'],
    [
      'a date that is not one',
      `SpotId=${electric.id}&StartDate=13/45/${Y}&EndDate=07/05/${Y}`,
      'query.startDate',
      "startDate must be a date formatted 'MM/DD/YYYY'.",
    ],
    [
      'departure before arrival',
      `SpotId=${electric.id}&StartDate=07/05/${Y}&EndDate=07/01/${Y}`,
      'query.endDate',
      'Departure date must be greater than arrival date for overnight spots.',
    ],
    [
      'an overnight stay of no night',
      `SpotId=${electric.id}&StartDate=07/05/${Y}&EndDate=07/05/${Y}`,
      'endDate',
      'Departure date must be greater than arrival date for overnight spots.',
    ],
    [
      'Discounts not numbers',
      `SpotId=${electric.id}&${stay}&Discounts=abc`,
      'query.discounts.0',
      'discounts must be a number.',
    ],
    [
      'an unknown discount class',
      `SpotId=${electric.id}&${stay}&Discounts=99`,
      'discounts',
      'Discount class 99 does not exist.',
    ],
    [
      'too many vehicles',
      `SpotId=${electric.id}&${stay}&NumberOfVehicles=100`,
      'query.numberOfVehicles',
      'numberOfVehicles must be at most 99.',
    ],
  ])('400 for %s', async (_, q, field, message) => {
    const res = await get(feesPath(q));
    expect(res.status).toBe(400);
    expect((res.body as unknown as { errors: Record<string, string[]> }).errors[field]).toContain(message);
  });

  it('404 for an unknown spot', async () => {
    const res = await get(feesPath(`SpotId=99999999&${stay}`));
    expect(res.status).toBe(404);
    expect(res.body.messages).toContain('Spot 99999999 was not found.');
  });
});

describe('POST Pricing/fees', () => {
  const body = {
    spotId: electric.id,
    startDate: `${Y}-07-01`,
    endDate: `${Y}-07-03`,
    numberOfVehicles: 1,
    addOns: [
      { id: 3, quantity: 2 },
      { id: 1, quantity: 1 },
    ],
    feeOverrides: [{ feeType: 2, amount: 0, reason: 'Waived for a returning volunteer' }],
  };

  it('prices add-ons by quantity; the public cannot override a fee', async () => {
    const res = await call('POST', api(TENANT, 'Pricing/fees'), body);
    expect(res.status).toBe(200);
    const fees = (res.body as unknown as FeesResponse).data;
    expect(fees.filter((f) => f.feeType === 5).map((f) => [f.name, f.quantity, f.amount])).toEqual([
      ['Kayak rental', 2, 90],
      ['Firewood bundle', 1, 8],
    ]);
    expect(byName(fees, 'Transaction fee')).toMatchObject({ amount: 10, preModifiedAmount: null });
  });

  it('staff overrides replace the line and keep the amount before', async () => {
    const res = await callAs(TENANT, 'clerk', 'POST', api(TENANT, 'Pricing/fees'), body);
    expect(res.status).toBe(200);
    const data = res.body as unknown as FeesResponse;
    expect(byName(data.data, 'Transaction fee')).toMatchObject({
      amount: 0,
      preModifiedAmount: 10,
      cashAmount: 0,
    });
    // 2 nights × 42 + kayaks 90 + firewood 8, no transaction fee, no convenience fee at the office.
    expect(data.totals).toEqual({ creditCard: 182, echeck: 182, cash: 182 });
  });

  it.each([
    [
      'an add-on the park does not sell',
      { addOns: [{ id: 99, quantity: 1 }] },
      'addOns.0.id',
      `Add-on 99 is not sold at ${park.longName}.`,
    ],
    [
      'more than the add-on allows',
      { addOns: [{ id: 3, quantity: 5 }] },
      'addOns.0.quantity',
      'At most 4 of Kayak rental per reservation.',
    ],
    [
      'an override without a reason',
      { feeOverrides: [{ feeType: 2, amount: 1, reason: ' ' }] },
      'body.feeOverrides.0.reason',
      'A reason is required for a fee override.',
    ],
  ])('400 for %s', async (_, change, field, message) => {
    const res = await callAs(TENANT, 'clerk', 'POST', api(TENANT, 'Pricing/fees'), { ...body, ...change });
    expect(res.status).toBe(400);
    expect((res.body as unknown as { errors: Record<string, string[]> }).errors[field]).toContain(message);
  });

  it('400 for a staff override of a fee the stay does not have', async () => {
    const res = await callAs(TENANT, 'clerk', 'POST', api(TENANT, 'Pricing/fees'), {
      ...body,
      feeOverrides: [{ feeType: 6, amount: 0, reason: 'No such fee' }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/No CancellationModification fee to override/);
  });
});

describe('POST Pricing/conveniencefee', () => {
  const path = api(TENANT, 'Pricing/conveniencefee');
  it.each([
    ['card: 3% of the subtotal', { spotId: electric.id, paymentTypeId: 1, subtotal: 150 }, 4.5],
    ['card: the $2.00 minimum', { locationId: park.id, paymentTypeId: 1, subtotal: 20 }, 2],
    ['e-check: flat $1.50', { spotId: electric.id, paymentTypeId: 2, subtotal: 150 }, 1.5],
  ])('%s', async (_, request, amount) => {
    const res = await call('POST', path, request);
    expect(res.status).toBe(200);
    const fee = (res.body as unknown as { data: FeeLine }).data;
    expect([fee.feeType, fee.name, fee.amount]).toEqual([3, 'Convenience fee', amount]);
  });

  it('none at the park office', async () => {
    const res = await callAs(TENANT, 'clerk', 'POST', path, {
      spotId: electric.id,
      paymentTypeId: 3,
      subtotal: 150,
    });
    expect((res.body as unknown as { data: FeeLine }).data.amount).toBe(0);
  });

  it.each([
    ['no park', { paymentTypeId: 1, subtotal: 10 }, 'body.spotId', 'spotId or locationId is required.'],
    [
      'a subtotal with cents of cents',
      { spotId: electric.id, subtotal: 10.005 },
      'body.subtotal',
      'subtotal must have at most 2 decimals.',
    ],
    [
      'a negative subtotal',
      { spotId: electric.id, subtotal: -1 },
      'body.subtotal',
      'subtotal must not be negative.',
    ],
  ])('400 for %s', async (_, request, field, message) => {
    const res = await call('POST', path, request);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { errors: Record<string, string[]> }).errors[field]).toContain(message);
  });

  it('404 for an unknown park', async () => {
    expect((await call('POST', path, { locationId: 99999999, subtotal: 10 })).status).toBe(404);
  });
});

describe('GET Pricing/addons', () => {
  it('lists what a lake park sells, with prices', async () => {
    const res = await get(api(TENANT, `Pricing/addons?locationId=${park.id}`));
    expect(res.status).toBe(200);
    const addOns = (res.body as unknown as { data: { name: string; price: number; unit: string }[] }).data;
    expect(addOns.map((a) => [a.name, a.price, a.unit])).toEqual([
      ['Firewood bundle', 8, 'bundle'],
      ['Bag of ice', 4, 'bag'],
      ['Kayak rental', 45, 'day'],
      ['Stand-up paddleboard rental', 35, 'day'],
      ['Mountain bike rental', 30, 'day'],
    ]);
  });

  it('a forest park sells no boats', async () => {
    const res = await get(api(TENANT, `Pricing/addons?locationId=${forestPark.id}`));
    const names = (res.body as unknown as { data: { name: string }[] }).data.map((a) => a.name);
    expect(names).toContain('Mountain bike rental');
    expect(names).not.toContain('Kayak rental');
  });

  it('400 without a park, 404 for an unknown one', async () => {
    expect((await get(api(TENANT, 'Pricing/addons'))).status).toBe(400);
    expect((await get(api(TENANT, 'Pricing/addons?locationId=99999999'))).status).toBe(404);
  });
});
