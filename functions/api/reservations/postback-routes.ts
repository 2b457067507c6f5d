/** SpotReservation/payment-postback (public §7.3): starts the payment-postback workflow. */
import type { Route } from '#http/routes';

export const postbackRoutes: Route[] = [];
