/**
 * SpotReservation/payment-postback (public §7.3): the payment page's server-to-server notice. The body
 * only names the order and the provider's token; the outcome is asked of the provider by the postback
 * workflow. A duplicate or replayed postback changes nothing and answers Success.
 */
import { paymentPostbackResponseSchema, paymentPostbackSchema } from '#contract/orders';
import { startPaymentPostback } from '#adapters/workflows/index';
import { PUBLIC, type Route, defineRoute } from '#http/routes';

export const postbackRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: 'SpotReservation/payment-postback',
    operationId: 'paymentPostback',
    summary:
      'The hosted payment page reports a payment: verified with the provider, then the order completes or is declined',
    body: paymentPostbackSchema,
    auth: PUBLIC,
    response: paymentPostbackResponseSchema,
    handler: async ({ tenantId, body }) => {
      const result = await startPaymentPostback({
        tenantId,
        orderId: body.orderInfo.orderId,
        token: body.orderInfo.token,
      });
      return { orderId: result.orderId };
    },
  }),
];
