/**
 * The checkout route, built once for the customer cart (Cart/checkout, public §7.5) and the staff cart
 * (admin/AdminCart/checkout, admin §7.6): refuses a payment type the channel may not use, then starts
 * the checkout workflow.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { checkoutQuery, checkoutResponseSchema } from '#contract/orders';
import { startCheckout } from '#adapters/workflows/index';
import { RefusedError } from '#domain/errors';
import { type AuthContext, type Route, type RouteAuth, defineRoute } from '#http/routes';
import { REFERENCE_KIND } from '#store/keys';
import type { BookingParty } from '#domain/booking/party';
import { getReference } from '#store/reference';
import { paymentTypeRefusal } from '#domain/checkout';
import type { TenantId } from '#domain/catalogue';

/** Who checks out: the cart's owner, the order's customer and the address for the provider's receipt. */
export interface CheckoutCaller {
  owner: BookingParty;
  customerId: number | null;
  username: string;
  email: string | null;
}

export interface CheckoutRouteOptions {
  /** 'Cart' or 'admin/AdminCart'. */
  base: string;
  operationId: string;
  auth: RouteAuth;
  salesChannel: number;
  /** The receipt page the provider returns the browser to, below the site. */
  receiptPath: string;
  caller(tenantId: TenantId, auth: AuthContext | undefined): Promise<CheckoutCaller>;
}

/** The origin of this API as the request reached it (the provider posts back here, server to server). */
export function apiOrigin(event: APIGatewayProxyEventV2): string {
  const host = event.headers.host ?? event.requestContext.domainName;
  const proto =
    event.headers['x-forwarded-proto'] ??
    (/^(localhost|[^:]*\.localhost)(:|$)/.test(host) ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** The site the browser called from (its Origin), where the receipt page is; this API's origin otherwise. */
export function siteOrigin(event: APIGatewayProxyEventV2): string {
  return event.headers.origin ?? apiOrigin(event);
}

export function checkoutRoute(o: CheckoutRouteOptions): Route {
  return defineRoute({
    method: 'POST',
    path: `${o.base}/checkout`,
    operationId: o.operationId,
    summary:
      'Check out the cart: a Pending order, then the hosted payment page (ccpRedirectUrl) or, for cash and checks at the counter, a completed order',
    query: checkoutQuery,
    auth: o.auth,
    response: checkoutResponseSchema,
    handler: async ({ tenantId, query, auth, event }) => {
      const caller = await o.caller(tenantId, auth);
      // Refused here too, before any workflow starts: the message the person reads.
      const paymentType = await getReference(tenantId, REFERENCE_KIND.paymentType, query.paymentTypeId);
      const refusal = paymentTypeRefusal(paymentType, o.salesChannel);
      if (refusal) throw new RefusedError([refusal]);
      const result = await startCheckout({
        tenantId,
        ...caller,
        paymentTypeId: query.paymentTypeId,
        salesChannel: o.salesChannel,
        returnUrl: `${siteOrigin(event)}${o.receiptPath}`,
        postbackUrl: `${apiOrigin(event)}/v1/tenant/${tenantId}/SpotReservation/payment-postback`,
      });
      const { ccpRedirectUrl, orderId, isPaymentRequired } = result;
      return { ccpRedirectUrl, orderId, isPaymentRequired };
    },
  });
}
