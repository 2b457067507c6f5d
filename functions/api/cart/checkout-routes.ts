/** POST Cart/checkout (public §7.5): the signed-in customer's cart, paid on the hosted card page. */
import { SALES_CHANNEL } from '#domain/checkout';
import { ForbiddenError } from '#domain/errors';
import { type AuthContext, CUSTOMER, type Route } from '#http/routes';
import { getCustomerBySub } from '#store/customers';
import { type CheckoutCaller, checkoutRoute } from '#api/shared/checkout-route';
import type { TenantId } from '#domain/catalogue';

async function customerCaller(tenantId: TenantId, auth: AuthContext | undefined): Promise<CheckoutCaller> {
  const customer = auth ? await getCustomerBySub(tenantId, auth.sub) : undefined;
  if (!customer) throw new ForbiddenError('There is no customer account for this sign-in.');
  return {
    owner: { kind: 'customer', id: customer.id },
    customerId: customer.id,
    username: customer.username,
    email: customer.email,
  };
}

export const checkoutRoutes: Route[] = [
  checkoutRoute({
    base: 'Cart',
    operationId: 'checkoutCart',
    auth: CUSTOMER,
    salesChannel: SALES_CHANNEL.Public,
    receiptPath: '/reservation-receipt',
    caller: customerCaller,
  }),
];
