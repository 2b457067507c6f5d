/**
 * A customer's discounts (public §7.6): POST Customer/{customerId}/check-previous-discounts (does a
 * discounted stay of theirs already overlap these dates, in the cart or reserved?) and
 * /verifydiscounts (which of the claimed discount classes they may use). Only the customer themself.
 */
import { idParam } from '#contract/common';
import {
  previousDiscountCheckRequestSchema,
  previousDiscountCheckResponseSchema,
  verifyDiscountsRequestSchema,
  verifyDiscountsResponseSchema,
} from '#contract/reservations';
import { previousDiscounts } from '#domain/discounts';
import { CUSTOMER, type Route, defineRoute } from '#http/routes';
import { pathCustomer } from '#booking/caller';
import { customerDiscountVerification } from '#api/shared/customer-discounts';
import { listCustomerReservations } from '#store/reservations';
import { z } from 'zod';

const customerIdParams = z.object({ customerId: idParam('customerId') });

export const OWN_DISCOUNTS_ONLY = 'You can only check and verify discounts of your own account.';

export const discountRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'Customer/{customerId}/check-previous-discounts',
    operationId: 'checkPreviousDiscounts',
    summary: 'Whether a discounted stay of the customer overlaps these dates, in the cart or reserved',
    params: customerIdParams,
    body: previousDiscountCheckRequestSchema,
    auth: CUSTOMER,
    response: previousDiscountCheckResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const customer = await pathCustomer(tenantId, auth, params.customerId, OWN_DISCOUNTS_ONLY);
      const reservations = await listCustomerReservations(tenantId, customer.id);
      return { data: previousDiscounts(reservations, body) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'Customer/{customerId}/verifydiscounts',
    operationId: 'verifyCustomerDiscounts',
    summary: 'Which of the claimed discount classes the customer may use, and why not for the others',
    params: customerIdParams,
    body: verifyDiscountsRequestSchema,
    auth: CUSTOMER,
    response: verifyDiscountsResponseSchema,
    handler: async ({ tenantId, tenant, params, body, auth }) => {
      const customer = await pathCustomer(tenantId, auth, params.customerId, OWN_DISCOUNTS_ONLY);
      return { data: await customerDiscountVerification(tenantId, tenant, customer, body.customerDiscounts) };
    },
  }),
];
