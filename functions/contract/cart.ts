/**
 * The cart (public §3.6, §7.5; admin §3.5, §7.6): GET Cart, POST Cart/addreservation, additem,
 * removeitem, clear and extendtimeout, and the same under admin/AdminCart. Amounts in dollars, dates
 * `YYYY-MM-DD`, lockedUntilDate an ISO date-time.
 */
import { z } from 'zod';
import { booleanQuery } from './common.ts';
import { envelope } from './envelope.ts';
import { feeLineSchema } from './pricing.ts';

/** Cart status (public §3.6: enum 1–3; the labels are ours, the spec shows none). */
export const CART_STATUS = { Active: 1, CheckedOut: 2, Expired: 3 } as const;
export type CartStatusName = keyof typeof CART_STATUS;

/** productItemType 1 (the only value seen): the cart item is a spot reservation. */
export const PRODUCT_ITEM_TYPE = { SpotReservation: 1 } as const;

/** An amount for one payment type (Tenant/paymenttypes): card, e-check and cash fees differ. */
export const paymentTypeAmountSchema = z
  .object({ paymentTypeId: z.number().int(), amount: z.number() })
  .meta({ id: 'PaymentTypeAmount' });
export type PaymentTypeAmount = z.infer<typeof paymentTypeAmountSchema>;

export const cartItemSchema = z
  .object({
    id: z.string(),
    /** The spot, as a string. */
    productId: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    /** Dollars, at the credit-card rate (the order re-totals for the chosen payment method). */
    price: z.number(),
    /** The price paid by each payment type; checkout charges the chosen type's. */
    pricesByPaymentType: z.array(paymentTypeAmountSchema),
    quantity: z.number().int(),
    /** The park page of the spot. */
    url: z.string().nullable(),
    /** The reservation id, as a string. */
    productItemId: z.string(),
    productItemType: z.number().int(),
    numberOfTimesTimeoutExtended: z.number().int(),
    hasCartTimeoutBeenExtended: z.boolean(),
    lockedUntilDate: z.string(),
    spotId: z.number().int(),
    reservationStartDate: z.string(),
    reservationEndDate: z.string(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z
  .object({
    /** Whose cart: 'CUST-<customerId>' or 'STAFF-<userId>'. */
    id: z.string(),
    /** CART_STATUS: 1 Active, 2 CheckedOut, 3 Expired. */
    status: z.number().int(),
    /** Dollars, at the credit-card rate. */
    totalCartAmount: z.number(),
    /** The total paid by each payment type; checkout charges the chosen type's. */
    totalsByPaymentType: z.array(paymentTypeAmountSchema),
    /** The earliest lock of the items; null for an empty cart. */
    lockedUntilDate: z.string().nullable(),
    items: z.array(cartItemSchema),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = envelope('cart', cartSchema).meta({ id: 'CartResponse' });

/** The primary occupant of a reservation (public §3.5 Contact, the fields we keep). */
export const occupantSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    street1: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    country: z.string(),
    email: z.string(),
    homePhone: z.string().nullable(),
    mobilePhone: z.string().nullable(),
  })
  .meta({ id: 'ReservationOccupant' });

/** Spot reservation (public §3.5), the fields we have. */
export const spotReservationSchema = z
  .object({
    id: z.number().int(),
    tenantId: z.string(),
    reservationNumber: z.string(),
    spotId: z.number().int(),
    locationId: z.number().int(),
    customerId: z.number().int().nullable(),
    /** 'Pending' | 'Reserved' | 'Cancelled' | 'Expired'. */
    status: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    lockCode: z.string(),
    numberOfAdults: z.number().int(),
    numberOfVehicles: z.number().int(),
    equipmentTypeId: z.number().int().nullable(),
    equipmentLength: z.number().nullable(),
    isCustomerPrimaryOccupant: z.boolean(),
    salesChannelId: z.number().int(),
    walkInReservation: z.boolean(),
    adaRequirementAcknowledged: z.boolean(),
    orderId: z.number().int().nullable(),
    totalReservationPrice: z.number(),
    totalFeeAmount: z.number(),
    totalPaidAmount: z.number(),
    totalRefundedAmount: z.number(),
    reservationDiscountClasses: z.array(z.number().int()),
    /** The priced fee lines (public §3.5 fee line; dollars). */
    reservationFees: z.array(feeLineSchema),
    primaryOccupant: occupantSchema,
  })
  .meta({ id: 'SpotReservation' });
export type SpotReservation = z.infer<typeof spotReservationSchema>;

/** Add-reservation result (public §3.6): the Pending reservation and its cart item. */
export const addReservationResponseSchema = envelope('reservation', spotReservationSchema)
  .extend({ cartItem: cartItemSchema })
  .meta({ id: 'AddReservationResponse' });

/** POST Cart/additem: a cart item (public §7.5); refused, see the route. */
export const addItemRequestSchema = cartItemSchema.partial().loose().meta({ id: 'AddCartItemRequest' });

export const cartItemResponseSchema = envelope('cartItem', cartItemSchema).meta({
  id: 'CartItemResponse',
});

export const removeItemQuery = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}$/i, { error: 'id must be a cart item id.' }),
  releaseItemLock: booleanQuery('releaseItemLock'),
});
export type RemoveItemQuery = z.infer<typeof removeItemQuery>;
