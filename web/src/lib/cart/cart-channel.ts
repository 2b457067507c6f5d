/**
 * Whose cart: a customer's on the public site (Cart/), a staff user's in the back office
 * (admin/AdminCart/); same shapes.
 */
/** Whose cart: a customer's on the public site, a staff user's in the back office. */
export type CartChannel = 'public' | 'admin';

/** Where each channel's cart calls live. */
export const CART_API_BASE: Record<CartChannel, string> = { public: 'Cart', admin: 'admin/AdminCart' };
