/**
 * The point of sale's rules: an order's lines from the items asked for (priced as the park's items are,
 * the same item twice adding up), its total, what a refund may give back (per line, never more than is
 * left; to the card only when a card paid) and the ledger entries a sale and a refund write.
 */
import { describe, expect, it } from 'vitest';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import {
  type DeskItemRecord,
  type PosOrderRecord,
  POS_MESSAGE,
  applyRefund,
  buildLines,
  orderTotal,
  planRefund,
  posOrderIdOf,
  posOrderNumber,
  refundLedgerEntry,
  saleLedgerEntry,
} from '#domain/point-of-sale';

const AUDIT = { dateCreated: '', createdBy: '', dateLastModified: '', lastModifiedBy: '' };
const item = (
  id: number,
  name: string,
  priceCents: number,
  extra: Partial<DeskItemRecord> = {},
): DeskItemRecord => ({
  id,
  locationId: 7,
  name,
  sku: `SKU-${id}`,
  priceCents,
  feeType: FEE_TYPE.AddOn,
  accountingCode: `41${id}`,
  isActive: true,
  ...AUDIT,
  ...extra,
});
const ITEMS = [
  item(1, 'Firewood bundle', 800),
  item(2, 'Bag of ice', 350),
  item(3, 'Trail map', 200, { isActive: false }),
];

function paidOrder(paymentTypeId: 1 | 3 | 4 = 3): PosOrderRecord {
  const { lines } = buildLines(
    [
      { itemId: 1, quantity: 2 },
      { itemId: 2, quantity: 1 },
    ],
    ITEMS,
    7,
  );
  return {
    id: 12,
    orderNumber: posOrderNumber('co', 12),
    locationId: 7,
    status: 'paid',
    lines,
    customerName: '',
    reservationId: null,
    reservationNumber: null,
    totalCents: orderTotal(lines),
    payment: {
      paymentTypeId,
      amountCents: orderTotal(lines),
      cardLastFour: paymentTypeId === 1 ? '4242' : null,
      checkNumber: null,
      tenderedCents: null,
      paidAt: '2026-07-04T18:00:00.000Z',
      paidBy: 'riley',
    },
    refunds: [],
    refundedCents: 0,
    ...AUDIT,
    version: 2,
  };
}

describe('buildLines and orderTotal', () => {
  it('prices lines as the items are, adds up the same item twice and totals the order', () => {
    const { lines, problems } = buildLines(
      [
        { itemId: 1, quantity: 2 },
        { itemId: 2, quantity: 1 },
        { itemId: 1, quantity: 1 },
      ],
      ITEMS,
      7,
    );
    expect(problems).toEqual({});
    expect(lines.map((l) => [l.name, l.quantity, l.unitPriceCents])).toEqual([
      ['Firewood bundle', 3, 800],
      ['Bag of ice', 1, 350],
    ]);
    expect(orderTotal(lines)).toBe(2750);
  });

  it('drops a quantity of 0 and refuses an order left empty', () => {
    const { lines, problems } = buildLines([{ itemId: 1, quantity: 0 }], ITEMS, 7);
    expect(lines).toEqual([]);
    expect(problems).toEqual({ lines: [POS_MESSAGE.emptyOrder] });
  });

  it("refuses another park's item and an item no longer sold, by the request's field", () => {
    const { problems } = buildLines(
      [
        { itemId: 1, quantity: 1 },
        { itemId: 3, quantity: 1 },
      ],
      [...ITEMS, item(4, 'Elsewhere', 100, { locationId: 8 })],
      7,
    );
    expect(problems).toEqual({ 'lines.1.itemId': [POS_MESSAGE.inactiveItem('Trail map')] });
    expect(
      buildLines([{ itemId: 4, quantity: 1 }], [item(4, 'Elsewhere', 100, { locationId: 8 })], 7).problems,
    ).toEqual({
      'lines.0.itemId': [POS_MESSAGE.unknownItem],
    });
  });

  it('keeps an item switched off meanwhile on an unpaid order that already held it', () => {
    const kept = buildLines([{ itemId: 1, quantity: 1 }], ITEMS, 7).lines.map((l) => ({ ...l, itemId: 3 }));
    expect(buildLines([{ itemId: 3, quantity: 2 }], ITEMS, 7, kept).problems).toEqual({});
  });
});

describe('planRefund and applyRefund', () => {
  it('refunds a line in part, then the rest of the order, never more than is left', () => {
    const order = paidOrder();
    const one = planRefund(order, { lines: [{ lineIndex: 0, quantity: 1 }], method: 'cash' });
    expect(one).toMatchObject({ amountCents: 800, problems: {} });
    const after = applyRefund(order, {
      reference: 'r1',
      method: 'cash',
      amountCents: one.amountCents,
      lines: one.lines,
      reason: 'wet',
      refundedAt: '',
      refundedBy: 'riley',
    });
    expect(after).toMatchObject({ status: 'partiallyRefunded', refundedCents: 800 });
    expect(after.lines[0]!.refundedQuantity).toBe(1);

    const tooMany = planRefund(after, { lines: [{ lineIndex: 0, quantity: 2 }], method: 'cash' });
    expect(tooMany.problems).toEqual({ lines: [POS_MESSAGE.refundTooMany('Firewood bundle', 1)] });

    const rest = planRefund(after, { lines: [], method: 'cash' });
    expect(rest).toMatchObject({ amountCents: 1150, problems: {} });
    const done = applyRefund(after, {
      reference: 'r2',
      method: 'cash',
      amountCents: 1150,
      lines: rest.lines,
      reason: '',
      refundedAt: '',
      refundedBy: '',
    });
    expect(done).toMatchObject({ status: 'refunded', refundedCents: 1950 });
    expect(planRefund(done, { lines: [], method: 'cash' }).problems).toEqual({
      lines: [POS_MESSAGE.nothingToRefund],
    });
  });

  it('refuses an unpaid order, an unknown line, and a card refund of a cash sale', () => {
    const unpaid = { ...paidOrder(), status: 'unpaid' as const, payment: null };
    expect(planRefund(unpaid, { lines: [], method: 'cash' }).problems).toEqual({
      status: [POS_MESSAGE.notPaid],
    });
    expect(
      planRefund(paidOrder(), { lines: [{ lineIndex: 5, quantity: 1 }], method: 'cash' }).problems,
    ).toMatchObject({
      'lines.0.lineIndex': [POS_MESSAGE.unknownLine],
    });
    expect(planRefund(paidOrder(3), { lines: [], method: 'card' }).problems).toEqual({
      method: [POS_MESSAGE.cardRefundNeedsCard],
    });
    expect(planRefund(paidOrder(1), { lines: [], method: 'card' }).problems).toEqual({});
  });
});

describe('the ledger entries', () => {
  it('records a cash sale as desk money split by item, and a card sale as not', () => {
    const order = paidOrder(3);
    const entry = saleLedgerEntry(order, order.payment!);
    expect(entry).toMatchObject({
      kind: 'payment',
      atDesk: true,
      amountCents: 1950,
      by: 'riley',
      reference: 'pos-12-payment',
    });
    expect(entry.lines).toEqual([
      { feeType: FEE_TYPE.AddOn, name: 'Firewood bundle', accountingCode: '411', amountCents: 1600 },
      { feeType: FEE_TYPE.AddOn, name: 'Bag of ice', accountingCode: '412', amountCents: 350 },
    ]);
    const card = paidOrder(1);
    expect(saleLedgerEntry(card, card.payment!).atDesk).toBe(false);
  });

  it('records a cash refund as handed back at the desk, a card refund as not, split over the refunded lines', () => {
    const order = paidOrder(1);
    const refund = {
      reference: 'pos-12-refund-1',
      method: 'cash' as const,
      amountCents: 800,
      lines: [{ lineIndex: 0, quantity: 1, amountCents: 800 }],
      reason: '',
      refundedAt: '2026-07-04T19:00:00.000Z',
      refundedBy: 'sam',
    };
    expect(refundLedgerEntry(order, refund)).toMatchObject({
      kind: 'refund',
      atDesk: true,
      paymentTypeId: 3,
      amountCents: 800,
      by: 'sam',
      lines: [{ name: 'Firewood bundle', amountCents: 800 }],
    });
    expect(refundLedgerEntry(order, { ...refund, method: 'card' })).toMatchObject({
      atDesk: false,
      paymentTypeId: 1,
    });
  });
});

describe('order numbers', () => {
  it('are unique per tenant, apart from booking orders, and read back from what the desk types', () => {
    expect(posOrderNumber('co', 12)).toBe('CO-P-000012');
    expect(posOrderIdOf('CO-P-000012')).toBe(12);
    expect(posOrderIdOf('p-12')).toBe(12);
    expect(posOrderIdOf('12')).toBe(12);
    expect(posOrderIdOf('CO-000012')).toBeNull();
    expect(posOrderIdOf('firewood')).toBeNull();
  });
});
