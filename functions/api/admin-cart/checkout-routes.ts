/** admin/AdminCart/checkout (admin §7.6): starts the checkout workflow; cash and checks need no card. */
import { ForbiddenError } from '#domain/errors';
import { type Route, staff } from '#http/routes';
import { checkoutRoute } from '../cart/checkout-routes.ts';

/** The admin sales channel (DESIGN §3). */
const ADMIN_SALES_CHANNEL = 2;

export const adminCheckoutRoutes: Route[] = [
  checkoutRoute({
    base: 'admin/AdminCart',
    operationId: 'adminCheckoutCart',
    auth: staff('ReservationManagementAdd'),
    salesChannel: ADMIN_SALES_CHANNEL,
    receiptPath: '/admin/reservation-receipt',
    caller: async (_tenantId, auth) => {
      if (auth?.kind !== 'staff') throw new ForbiddenError('Staff only.');
      return {
        owner: { kind: 'staff', id: auth.userId },
        customerId: null,
        username: auth.username,
        email: null,
      };
    },
  }),
];
