/**
 * The point of sale at a park's front desk (admin §2.3 pos-reservations): the items a desk sells
 * (firewood, ice, maps, merchandise), its orders with their lines, the payment taken (cash, check, or a
 * card run on the desk's card reader, recorded with its last four digits) and the refunds given back,
 * whole or per line. Amounts are integer cents. Pure: the routes read and write, these rules decide.
 */
import { FEE_TYPE, type FeeType } from '#domain/pricing/fee-types';
import type { LedgerEntry, LedgerLine } from '#domain/reports/ledger';

/** An item a park's desk sells. */
export interface DeskItemRecord {
  id: number;
  locationId: number;
  name: string;
  /** Stock-keeping unit, unique within the park: what the desk scans or types. */
  sku: string;
  priceCents: number;
  /** Where the revenue reports count it (fee type and accounting code). */
  feeType: FeeType;
  accountingCode: string;
  isActive: boolean;
  dateCreated: string;
  createdBy: string;
  dateLastModified: string;
  lastModifiedBy: string;
}

/** The fee types a desk item may be counted under in the revenue reports. */
export const DESK_ITEM_FEE_TYPES: readonly FeeType[] = [FEE_TYPE.AddOn, FEE_TYPE.ParkUse];

/** Payment types the desk takes (Tenant/paymenttypes): 1 card on the desk's reader, 3 cash, 4 check. */
export const POS_PAYMENT_TYPE = { Card: 1, Cash: 3, Check: 4 } as const;
export type PosPaymentTypeId = (typeof POS_PAYMENT_TYPE)[keyof typeof POS_PAYMENT_TYPE];
export const POS_PAYMENT_TYPE_IDS: readonly PosPaymentTypeId[] = [1, 3, 4];
export const POS_PAYMENT_NAME: Record<PosPaymentTypeId, string> = { 1: 'Card', 3: 'Cash', 4: 'Check' };

/** How a refund is handed back: cash from the drawer, or onto the card that paid. */
export type PosRefundMethod = 'cash' | 'card';

/** unpaid: still being put together; paid; partiallyRefunded; refunded: every line given back. */
export type PosOrderStatus = 'unpaid' | 'paid' | 'partiallyRefunded' | 'refunded';

export const MAX_LINE_QUANTITY = 999;
export const MAX_ORDER_LINES = 50;

/** A line of an order: the item as it was sold (name, SKU and price kept, whatever the item becomes). */
export interface PosLine {
  itemId: number;
  name: string;
  sku: string;
  unitPriceCents: number;
  quantity: number;
  feeType: FeeType;
  accountingCode: string;
  /** How many of the line were refunded so far. */
  refundedQuantity: number;
}

export interface PosPayment {
  paymentTypeId: PosPaymentTypeId;
  amountCents: number;
  /** A card's last four digits (card only). */
  cardLastFour: string | null;
  /** A check's number (check only). */
  checkNumber: string | null;
  /** Cash handed over; the change given back is this less the amount (cash only). */
  tenderedCents: number | null;
  paidAt: string;
  paidBy: string;
}

export interface PosRefund {
  reference: string;
  method: PosRefundMethod;
  amountCents: number;
  lines: { lineIndex: number; quantity: number; amountCents: number }[];
  reason: string;
  refundedAt: string;
  refundedBy: string;
}

export interface PosOrderRecord {
  id: number;
  orderNumber: string;
  locationId: number;
  status: PosOrderStatus;
  lines: PosLine[];
  /** Who bought, as the desk typed it ('' when not asked). */
  customerName: string;
  /** The reservation the sale is attached to, if any. */
  reservationId: number | null;
  reservationNumber: string | null;
  totalCents: number;
  payment: PosPayment | null;
  refunds: PosRefund[];
  refundedCents: number;
  dateCreated: string;
  createdBy: string;
  dateLastModified: string;
  lastModifiedBy: string;
  /** Raised by every write: a pay, edit or refund names the version it was asked over. */
  version: number;
}

export const POS_MESSAGE = {
  unknownItem: 'This item is not sold at this park.',
  inactiveItem: (name: string) => `${name} is no longer sold.`,
  duplicateSku: (sku: string) => `Another item of this park already has SKU ${sku}.`,
  emptyOrder: 'Add at least one item to the order.',
  tooManyLines: `An order holds at most ${MAX_ORDER_LINES} different items.`,
  paidNotEdited: 'A paid order cannot be edited: refund its lines instead.',
  notPaid: 'Only a paid order can be refunded.',
  alreadyPaid: 'This order was already paid another way.',
  refundTooMany: (name: string, left: number) =>
    left === 0 ? `${name} was already refunded in full.` : `At most ${left} of ${name} can be refunded.`,
  nothingToRefund: 'Nothing is left to refund on this order.',
  unknownLine: 'The order has no such line.',
  cardRefundNeedsCard: 'Only an order paid by card can be refunded to the card.',
  lastFour: 'Card last four digits must be 4 digits.',
  tenderedTooLittle: 'The cash handed over is less than the total.',
  unknownReservation: 'No reservation has this number.',
  changedMeanwhile: 'Someone else changed this order meanwhile. Reload it and try again.',
} as const;

export const lineTotal = (l: Pick<PosLine, 'unitPriceCents' | 'quantity'>) => l.unitPriceCents * l.quantity;
export const orderTotal = (lines: readonly Pick<PosLine, 'unitPriceCents' | 'quantity'>[]) =>
  lines.reduce((n, l) => n + lineTotal(l), 0);

/** What a refund of a line's quantity gives back (its unit price times the quantity). */
export const refundableLeft = (l: PosLine) => l.quantity - l.refundedQuantity;

export type FieldProblems = Record<string, string[]>;

function add(problems: FieldProblems, field: string, message: string) {
  (problems[field] ??= []).push(message);
}

/**
 * The lines of an order from the items asked for (the same item twice adds up), priced and named as
 * the park's items are now. Problems are keyed by the request's field (`lines.<i>.itemId`).
 */
export function buildLines(
  requested: readonly { itemId: number; quantity: number }[],
  items: readonly DeskItemRecord[],
  locationId: number,
  kept: readonly PosLine[] = [],
): { lines: PosLine[]; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const byId = new Map(items.filter((i) => i.locationId === locationId).map((i) => [i.id, i]));
  const lines = new Map<number, PosLine>();
  requested.forEach((r, i) => {
    const item = byId.get(r.itemId);
    const previous = kept.find((l) => l.itemId === r.itemId);
    if (!item) return add(problems, `lines.${i}.itemId`, POS_MESSAGE.unknownItem);
    // An item switched off meanwhile stays on an unpaid order that already held it.
    if (!item.isActive && !previous)
      return add(problems, `lines.${i}.itemId`, POS_MESSAGE.inactiveItem(item.name));
    const line = lines.get(item.id);
    if (line) line.quantity += r.quantity;
    else
      lines.set(item.id, {
        itemId: item.id,
        name: item.name,
        sku: item.sku,
        unitPriceCents: item.priceCents,
        quantity: r.quantity,
        feeType: item.feeType,
        accountingCode: item.accountingCode,
        refundedQuantity: 0,
      });
  });
  const out = [...lines.values()].filter((l) => l.quantity > 0);
  out.forEach((l) => {
    if (l.quantity > MAX_LINE_QUANTITY)
      add(problems, 'lines', `At most ${MAX_LINE_QUANTITY} of ${l.name} in one order.`);
  });
  if (!Object.keys(problems).length && out.length === 0) add(problems, 'lines', POS_MESSAGE.emptyOrder);
  if (out.length > MAX_ORDER_LINES) add(problems, 'lines', POS_MESSAGE.tooManyLines);
  return { lines: out, problems };
}

/** The refund a request asks for: the lines named, or every line's remainder when none are named. */
export function planRefund(
  order: Pick<PosOrderRecord, 'status' | 'lines' | 'payment'>,
  request: { lines: readonly { lineIndex: number; quantity: number }[]; method: PosRefundMethod },
): { lines: PosRefund['lines']; amountCents: number; problems: FieldProblems } {
  const problems: FieldProblems = {};
  if (order.status === 'unpaid' || !order.payment) {
    add(problems, 'status', POS_MESSAGE.notPaid);
    return { lines: [], amountCents: 0, problems };
  }
  if (request.method === 'card' && order.payment.paymentTypeId !== POS_PAYMENT_TYPE.Card)
    add(problems, 'method', POS_MESSAGE.cardRefundNeedsCard);
  const asked = request.lines.length
    ? request.lines
    : order.lines.map((l, lineIndex) => ({ lineIndex, quantity: refundableLeft(l) }));
  const byLine = new Map<number, number>();
  request.lines.forEach((r, i) => {
    if (!order.lines[r.lineIndex]) add(problems, `lines.${i}.lineIndex`, POS_MESSAGE.unknownLine);
  });
  for (const r of asked) {
    if (!order.lines[r.lineIndex]) continue;
    byLine.set(r.lineIndex, (byLine.get(r.lineIndex) ?? 0) + r.quantity);
  }
  const lines: PosRefund['lines'] = [];
  for (const [lineIndex, quantity] of [...byLine].sort(([a], [b]) => a - b)) {
    const line = order.lines[lineIndex]!;
    const left = refundableLeft(line);
    if (quantity > left) add(problems, 'lines', POS_MESSAGE.refundTooMany(line.name, left));
    else if (quantity > 0) lines.push({ lineIndex, quantity, amountCents: line.unitPriceCents * quantity });
  }
  if (!Object.keys(problems).length && lines.length === 0)
    add(problems, 'lines', POS_MESSAGE.nothingToRefund);
  return { lines, amountCents: lines.reduce((n, l) => n + l.amountCents, 0), problems };
}

/** The order after a refund: each line's refunded quantity raised, the status following what is left. */
export function applyRefund(order: PosOrderRecord, refund: PosRefund): PosOrderRecord {
  const lines = order.lines.map((l, i) => ({
    ...l,
    refundedQuantity:
      l.refundedQuantity + refund.lines.filter((r) => r.lineIndex === i).reduce((n, r) => n + r.quantity, 0),
  }));
  const refundedCents = order.refundedCents + refund.amountCents;
  return {
    ...order,
    lines,
    refunds: [...order.refunds, refund],
    refundedCents,
    status: lines.every((l) => refundableLeft(l) === 0) ? 'refunded' : 'partiallyRefunded',
  };
}

/** Lines summed by what the revenue reports group by (fee type, name, accounting code). */
function ledgerLines(parts: readonly { line: PosLine; amountCents: number }[]): LedgerLine[] {
  const out = new Map<string, LedgerLine>();
  for (const { line, amountCents } of parts) {
    const key = `${line.feeType}|${line.name}|${line.accountingCode}`;
    const l = out.get(key) ?? {
      feeType: line.feeType,
      name: line.name,
      accountingCode: line.accountingCode,
      amountCents: 0,
    };
    l.amountCents += amountCents;
    out.set(key, l);
  }
  return [...out.values()].filter((l) => l.amountCents !== 0);
}

/**
 * The park ledger entry of a sale: the money taken, split by item. Cash and checks are desk money (they
 * make the field deposit); a card run on the reader is not. The order's id stands where a booking's
 * reservation id would (the ledger's shard) and its number where the reservation number would.
 */
export function saleLedgerEntry(order: PosOrderRecord, payment: PosPayment): LedgerEntry {
  return {
    kind: 'payment',
    locationId: order.locationId,
    reservationId: order.id,
    reservationNumber: order.orderNumber,
    orderId: order.id,
    at: payment.paidAt,
    paymentTypeId: payment.paymentTypeId,
    atDesk: payment.paymentTypeId !== POS_PAYMENT_TYPE.Card,
    by: payment.paidBy,
    amountCents: payment.amountCents,
    lines: ledgerLines(order.lines.map((line) => ({ line, amountCents: lineTotal(line) }))),
    reference: `pos-${order.id}-payment`,
  };
}

/** The park ledger entry of a refund: cash handed back at the desk, or given back onto the card. */
export function refundLedgerEntry(order: PosOrderRecord, refund: PosRefund): LedgerEntry {
  const cash = refund.method === 'cash';
  return {
    kind: 'refund',
    locationId: order.locationId,
    reservationId: order.id,
    reservationNumber: order.orderNumber,
    orderId: order.id,
    at: refund.refundedAt,
    paymentTypeId: cash ? POS_PAYMENT_TYPE.Cash : POS_PAYMENT_TYPE.Card,
    atDesk: cash,
    by: refund.refundedBy,
    amountCents: refund.amountCents,
    lines: ledgerLines(
      refund.lines.map((r) => ({ line: order.lines[r.lineIndex]!, amountCents: r.amountCents })),
    ),
    reference: refund.reference,
  };
}

/** A point-of-sale order's number: unique per tenant, apart from booking orders' `-O-` numbers. */
export function posOrderNumber(tenantId: string, id: number): string {
  return `${tenantId.toUpperCase()}-P-${String(id).padStart(6, '0')}`;
}

/** The id a typed order number names ('CO-P-000012', 'p-12' or '12'); null when it names none. */
export function posOrderIdOf(text: string): number | null {
  const m = /^(?:(?:[a-z]{2,10}-)?p-)?0*(\d{1,12})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}
