/**
 * The order receipt (public §3.6 "Order receipt", §7.5 POST Cart/receipt?ccpToken=&orderId=; admin §3.5,
 * §7.6 POST admin/AdminCart/receipt), and a reservation change's (POST Cart/modification/receipt, same
 * shape). Amounts arrive as text.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import type { OrderReceipt } from '#contract/receipts';
import type { ApiClient } from '#web/lib/api.ts';
import { CART_API_BASE, type CartChannel } from '#web/lib/cart/cart-channel.ts';

/** A purchase's receipt, or a reservation change's (public only). */
export type ReceiptKind = 'purchase' | 'modification';

/** How an order ended unpaid: the card declined, the payer cancelled on the payment page, or the hold ran out. */
export type UnpaidOutcome = 'declined' | 'cancelled' | 'abandoned';

export type ReceiptOutcome =
  | { kind: 'receipt'; receipt: OrderReceipt }
  | { kind: 'pending' }
  /** Nothing was paid: a purchase goes back to its cart (declined, cancelled), a change or an abandoned order says so. */
  | { kind: 'unpaid'; outcome: UnpaidOutcome }
  | { kind: 'failure'; message: string };

export const RECEIPT_MESSAGE = {
  pending: 'Your payment is being processed…',
  abandoned:
    'No payment arrived before the hold on your spots ended, so your reservations were not made. The spots have been released.',
  declinedChange:
    'Your payment was declined and your reservation was not changed. The new spot and dates have been released.',
  cancelledChange:
    'You cancelled the payment and your reservation was not changed. The new spot and dates have been released.',
  failed: 'We could not load your receipt.',
} as const;

interface ReceiptResponse {
  statusCode?: string;
  messages?: string[];
  orderReceipt?: OrderReceipt | null;
}

/**
 * What a receipt answer means for the screen: the receipt of a completed order, a payment the provider
 * has not answered yet (order Pending), an order that ended unpaid, or a refusal.
 */
export function receiptOutcome(response: ReceiptResponse): ReceiptOutcome {
  const receipt = response.orderReceipt ?? null;
  if (response.statusCode && response.statusCode !== 'Success') {
    return { kind: 'failure', message: response.messages?.[0] ?? RECEIPT_MESSAGE.failed };
  }
  if (!receipt) return { kind: 'failure', message: RECEIPT_MESSAGE.failed };
  if (receipt.orderStatus === 'Pending') return { kind: 'pending' };
  if (receipt.orderStatus === 'Declined') {
    return { kind: 'unpaid', outcome: receipt.paymentOutcome ?? 'declined' };
  }
  if (receipt.orderStatus === 'Abandoned') return { kind: 'unpaid', outcome: 'abandoned' };
  return { kind: 'receipt', receipt };
}

export async function fetchReceipt(
  api: ApiClient,
  channel: CartChannel,
  orderId: number,
  ccpToken: string | null,
  kind: ReceiptKind = 'purchase',
): Promise<ReceiptOutcome> {
  const path = `${CART_API_BASE[channel]}/${kind === 'modification' ? 'modification/receipt' : 'receipt'}`;
  const response = await api.post<ReceiptResponse>(path, undefined, {
    ccpToken: ccpToken || undefined,
    orderId,
  });
  return receiptOutcome(response ?? {});
}

export function useReceipt(
  channel: CartChannel,
  orderId: number | null,
  ccpToken: string | null,
  kind: ReceiptKind = 'purchase',
) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: ['me', 'receipt', channel, kind, orderId, ccpToken],
    queryFn: () => fetchReceipt(bearerApi, channel, orderId!, ccpToken, kind),
    enabled: orderId !== null,
    staleTime: Infinity,
  });
}
