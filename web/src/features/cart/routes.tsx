/** The cart's routes: public (signed-in customer, public §2.2) and back office (admin §2.3). */
import type { RouteObject } from 'react-router-dom';
import type { AlertStore } from '#web/lib/alerts/alert-store.ts';
import type { AuthStore } from '#web/lib/auth/auth-store.ts';
import { CustomerOnly } from '#web/components/CustomerOnly.tsx';
import { requireCustomer } from '#web/lib/auth/guards.ts';
import { CANCELLATION_RECEIPT_PATH } from '#web/lib/cart/cancellation-receipt.ts';
import { EDIT_RECEIPT_PATH } from '#web/lib/reservation-edit/paths.ts';
import { RECEIPT_PATH, SHOPPING_CART_PATH } from './paths.ts';

const cartPage = (channel: 'public' | 'admin') => async () => {
  const { ShoppingCartPage } = await import('./ShoppingCartPage.tsx');
  return { Component: () => <ShoppingCartPage channel={channel} /> };
};

const receiptPage =
  (channel: 'public' | 'admin', kind: 'purchase' | 'modification' = 'purchase') =>
  async () => {
    const { ReceiptPage } = await import('./ReceiptPage.tsx');
    return { Component: () => <ReceiptPage channel={channel} kind={kind} /> };
  };

/**
 * /shopping-cart, /reservation-receipt, /reservation-edit-receipt and /reservation-cancel-receipt/{orderId}:
 * a signed-in customer, else /login?redirect={path}.
 */
export function cartRoutes(auth: AuthStore, alerts: AlertStore): RouteObject[] {
  return [
    {
      middleware: [requireCustomer(auth, alerts)],
      element: <CustomerOnly />,
      children: [
        { path: SHOPPING_CART_PATH, lazy: cartPage('public') },
        { path: RECEIPT_PATH, lazy: receiptPage('public') },
        { path: EDIT_RECEIPT_PATH, lazy: receiptPage('public', 'modification') },
        {
          path: CANCELLATION_RECEIPT_PATH,
          lazy: async () => ({
            Component: (await import('./CancellationReceiptPage.tsx')).CancellationReceiptPage,
          }),
        },
      ],
    },
  ];
}

/**
 * admin/shopping-cart, admin/reservation-receipt and admin/reservation-edit-receipt, inside the admin
 * entry guard (paths relative to /admin).
 */
export const adminCartRoutes: RouteObject[] = [
  { path: 'shopping-cart', lazy: cartPage('admin') },
  { path: 'reservation-receipt', lazy: receiptPage('admin') },
  { path: 'reservation-edit-receipt', lazy: receiptPage('admin', 'modification') },
];
