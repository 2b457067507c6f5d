/** admin/AdminCart/receipt (admin §7.6): the order receipt. */
import type { Route } from '#http/routes';

export const adminReceiptRoutes: Route[] = [];
