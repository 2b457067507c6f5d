import { describe, expect, it } from 'vitest';
import type { OrderReceipt } from '#contract/receipts';
import { CallError, failureMessage } from '../../../web/src/lib/call.ts';
import { RECEIPT_MESSAGE, receiptOutcome } from '../../../web/src/features/cart/receipt-api.ts';
import { ApiError } from '../../../web/src/lib/api.ts';

const receipt = (orderStatus: OrderReceipt['orderStatus']) => ({ orderStatus }) as OrderReceipt;
const ok = { statusCode: 'Success', messages: [] };

describe('what a receipt answer shows (public §4.5)', () => {
  it('a completed order is its receipt', () => {
    expect(receiptOutcome({ ...ok, orderReceipt: receipt('Completed') })).toEqual({
      kind: 'receipt',
      receipt: receipt('Completed'),
    });
  });

  it('an order the provider has not answered yet is being processed', () => {
    expect(receiptOutcome({ ...ok, orderReceipt: receipt('Pending') })).toEqual({ kind: 'pending' });
    expect(RECEIPT_MESSAGE.pending).toBe('Your payment is being processed…');
  });

  it('a declined order says whether the card was declined or the payer cancelled; abandoned is its own', () => {
    const declined = { ...receipt('Declined'), paymentOutcome: 'declined' } as OrderReceipt;
    const cancelled = { ...receipt('Declined'), paymentOutcome: 'cancelled' } as OrderReceipt;
    expect(receiptOutcome({ ...ok, orderReceipt: declined })).toEqual({
      kind: 'unpaid',
      outcome: 'declined',
    });
    expect(receiptOutcome({ ...ok, orderReceipt: cancelled })).toEqual({
      kind: 'unpaid',
      outcome: 'cancelled',
    });
    // An order declined before the outcome was recorded was declined by the card.
    expect(receiptOutcome({ ...ok, orderReceipt: receipt('Declined') })).toEqual({
      kind: 'unpaid',
      outcome: 'declined',
    });
    expect(receiptOutcome({ ...ok, orderReceipt: receipt('Abandoned') })).toEqual({
      kind: 'unpaid',
      outcome: 'abandoned',
    });
  });

  it('a refusal shows its first message; an empty answer says the receipt could not be loaded', () => {
    expect(receiptOutcome({ statusCode: 'Failure', messages: ['Not your order.', 'x'] })).toEqual({
      kind: 'failure',
      message: 'Not your order.',
    });
    expect(receiptOutcome({ ...ok, orderReceipt: null })).toEqual({
      kind: 'failure',
      message: RECEIPT_MESSAGE.failed,
    });
  });
});

describe('what a failed cart call says (public §8: the first message)', () => {
  it("shows a refusal's first message, a malformed request's field message, else the screen's sentence", () => {
    const fallback = 'We could not remove the item. Please try again.';
    expect(failureMessage(new CallError(['Your cart is empty.', 'x']), fallback)).toBe('Your cart is empty.');
    expect(
      failureMessage(
        new ApiError(400, 'Bad Request', {
          messages: [],
          errors: { 'query.id': ['id must be a cart item id.'] },
        }),
        fallback,
      ),
    ).toBe('id must be a cart item id.');
    expect(failureMessage(new ApiError(0, 'Network Error', null), fallback)).toBe(fallback);
  });
});
