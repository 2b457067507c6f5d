/** Cart and reservation records → the contract (cents → dollars, epoch seconds → ISO), at the edge only. */
import {
  CART_STATUS,
  type Cart,
  type CartItem,
  PRODUCT_ITEM_TYPE,
  type PaymentTypeAmount,
  type SpotReservation,
} from '#contract/cart';
import { type CartStatusName, cartTotalCents } from '#domain/cart';
import { PAYMENT_TYPE_IDS, type PaymentMethod, paymentMethodOf } from '#domain/pricing/totals';
import type { CartItemRecord } from '#store/cart';
import type { BookingParty } from '#domain/booking/party';
import type { ReservationRecord } from '#domain/booking/reservation';
import { toFeeLine } from '#mappers/fees';
import type { TenantId } from '#domain/catalogue';

const dollars = (cents: number) => Math.round(cents) / 100;
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

function byPaymentType(centsFor: (method: PaymentMethod) => number): PaymentTypeAmount[] {
  return PAYMENT_TYPE_IDS.map((paymentTypeId) => ({
    paymentTypeId,
    amount: dollars(centsFor(paymentMethodOf(paymentTypeId))),
  }));
}

export function toCartItem(item: CartItemRecord): CartItem {
  return {
    id: item.id,
    productId: String(item.spotId),
    description: item.description,
    imageUrl: item.imageUrl,
    price: dollars(item.pricesCents.creditCard),
    pricesByPaymentType: byPaymentType((method) => item.pricesCents[method]),
    quantity: item.quantity,
    url: `/location/${item.locationId}`,
    productItemId: String(item.reservationId),
    productItemType: PRODUCT_ITEM_TYPE.SpotReservation,
    numberOfTimesTimeoutExtended: item.numberOfTimesTimeoutExtended,
    hasCartTimeoutBeenExtended: item.numberOfTimesTimeoutExtended > 0,
    lockedUntilDate: iso(item.lockedUntil),
    spotId: item.spotId,
    reservationStartDate: item.reservationStartDate,
    reservationEndDate: item.reservationEndDate,
  };
}

export function toCart(
  owner: BookingParty,
  cart: { lockedUntil: number | null; items: CartItemRecord[] },
  status: CartStatusName = 'Active',
): Cart {
  return {
    id: `${owner.kind === 'customer' ? 'CUST' : 'STAFF'}-${owner.id}`,
    status: CART_STATUS[status],
    totalCartAmount: dollars(cartTotalCents(cart.items, 'creditCard')),
    totalsByPaymentType: byPaymentType((method) => cartTotalCents(cart.items, method)),
    lockedUntilDate: cart.lockedUntil === null ? null : iso(cart.lockedUntil),
    items: cart.items.map(toCartItem),
  };
}

export function toSpotReservation(tenantId: TenantId, r: ReservationRecord): SpotReservation {
  return {
    id: r.id,
    tenantId,
    reservationNumber: r.reservationNumber,
    spotId: r.spotId,
    locationId: r.locationId,
    customerId: r.customerId,
    status: r.status,
    startDate: r.startDate,
    endDate: r.endDate,
    lockCode: r.lockCode,
    numberOfAdults: r.numberOfAdults,
    numberOfVehicles: r.numberOfVehicles,
    equipmentTypeId: r.equipmentTypeId,
    equipmentLength: r.equipmentLength,
    isCustomerPrimaryOccupant: r.isCustomerPrimaryOccupant,
    salesChannelId: r.salesChannel,
    walkInReservation: r.walkInReservation,
    adaRequirementAcknowledged: r.adaRequirementAcknowledged,
    orderId: r.orderId,
    totalReservationPrice: dollars(r.totalCents),
    totalFeeAmount: dollars(r.totalCents),
    totalPaidAmount: 0,
    totalRefundedAmount: 0,
    reservationDiscountClasses: r.discounts,
    reservationFees: r.fees.map(toFeeLine),
    primaryOccupant: r.primaryOccupant,
  };
}
