/** The booking screens' paths (public §2.2, admin §2.3). */
export const CREATE_RESERVATION_PATH = '/create-reservation';
export const REVIEW_RESERVATION_PATH = '/review-reservation';
export const SHOPPING_CART_PATH = '/shopping-cart';
export const ADMIN_ADD_RESERVATION_PATH = '/admin/reservation-add';
export const ADMIN_OCCUPANT_PATH = '/admin/reservation-add-occupant';
export const ADMIN_SHOPPING_CART_PATH = '/admin/shopping-cart';

/** '/login?redirect=<path>' for a path of this site. */
export function loginRedirectPathOf(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
