/** A reservation: one spot for one stay, sold in an order (its states: states.ts). */
import type { FeeLineCents } from '#domain/pricing/fees';
import type { FeeOverrideRecord } from '#domain/pricing/overrides';
import type { ReservationCharge } from './edit.ts';
import type { ReservationStatus } from './states.ts';

/** What a cancellation records on the reservation: who, when, why, and its money (lifecycle.ts). */
export interface ReservationCancellation {
  cancelledAt: string;
  cancelledBy: string;
  reason: string | null;
  paidCents: number;
  nonRefundableCents: number;
  cancellationFeeCents: number;
  refundCents: number;
  /** Cancelled at the desk: payments taken there are handed back in cash (allocateRefund's atCounter). */
  refundAtCounter?: boolean;
}

export interface PrimaryOccupant {
  firstName: string;
  lastName: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  email: string;
  homePhone: string | null;
  mobilePhone: string | null;
}

/** The occupant's name as the reports list it: first and last, no stray space when one is empty. */
export function occupantNameOf(o: Pick<PrimaryOccupant, 'firstName' | 'lastName'>): string {
  return `${o.firstName} ${o.lastName}`.trim();
}

export interface ReservationRecord {
  id: number;
  /** Tenant prefix upper-case and the id padded to 6, e.g. 'CO-000123'. */
  reservationNumber: string;
  customerId: number | null;
  spotId: number;
  locationId: number;
  startDate: string;
  endDate: string;
  nights: string[];
  dayUse: boolean;
  lockCode: string;
  status: ReservationStatus;
  orderId: number | null;
  salesChannel: number;
  walkInReservation: boolean;
  adaRequirementAcknowledged: boolean;
  overriddenClosureDays: string[];
  numberOfAdults: number;
  numberOfVehicles: number;
  equipmentTypeId: number | null;
  equipmentLength: number | null;
  isCustomerPrimaryOccupant: boolean;
  primaryOccupant: PrimaryOccupant;
  discounts: number[];
  addOns: { id: number; quantity: number }[];
  fees: FeeLineCents[];
  /** At the credit-card rate; the order re-totals per payment method. */
  totalCents: number;
  feeOverrides: FeeOverrideRecord[];
  /** Business rules a staff user overrode for this reservation (validate's overriddenRules), recorded. */
  overriddenRules: string[];
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  /**
   * The payments it received and what each gave back (edit.ts); absent until it is first changed, when
   * the purchase's share of its order is the one payment.
   */
  charges?: ReservationCharge[];
  /**
   * The order of its latest change (absent until first changed): its receipt shows the reservation as it
   * now is, so a resent confirmation is that one.
   */
  changeOrderId?: number;
  /** The orders of all its changes, oldest first (the details list each one's refunds). */
  changeOrderIds?: number[];
  /** Set when it was cancelled: who, when, and the money of the cancellation. */
  cancellation?: ReservationCancellation;
  /** Set at check-in (the front desk). */
  checkedInAt?: string | null;
}
