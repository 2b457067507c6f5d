/** admin/AdminCart/checkout (admin §7.6): starts the checkout workflow; cash and checks need no card. */
import { ForbiddenError } from '#domain/errors';
import { type Route, staff } from '#http/routes';
import { checkoutRoute } from '#api/shared/checkout-route';
import { SALES_CHANNEL } from '#domain/checkout';

export const adminCheckoutRoutes: Route[] = [
  checkoutRoute({
    base: 'admin/AdminCart',
    operationId: 'adminCheckoutCart',
    auth: staff('ReservationManagementAdd'),
    salesChannel: SALES_CHANNEL.Admin,
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
