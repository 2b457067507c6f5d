/** The cart's screens (public §2.2; admin §2.3). */
import type { CartChannel } from '#web/lib/cart/cart-channel.ts';

export const SHOPPING_CART_PATH = '/shopping-cart';
export const RECEIPT_PATH = '/reservation-receipt';
export const ADMIN_SHOPPING_CART_PATH = '/admin/shopping-cart';
export const ADMIN_RECEIPT_PATH = '/admin/reservation-receipt';

/** What the cart page is told when the payment page sent the person back unpaid. */
export interface CartPageState {
  paymentOutcome: 'declined' | 'cancelled';
}

export function cartPath(channel: CartChannel): string {
  return channel === 'admin' ? ADMIN_SHOPPING_CART_PATH : SHOPPING_CART_PATH;
}

/** The receipt of an order; the ccpToken is the payment page's (absent when nothing was paid by card). */
export function receiptPath(channel: CartChannel, orderId: number, ccpToken?: string | null): string {
  const query = new URLSearchParams();
  if (ccpToken) query.set('ccpToken', ccpToken);
  query.set('orderId', String(orderId));
  return `${channel === 'admin' ? ADMIN_RECEIPT_PATH : RECEIPT_PATH}?${query.toString()}`;
}
