/** An order: one checkout of a cart, its payment and the reservations it pays for (states: states.ts). */
import type { FeeLineCents } from '#domain/pricing/fees';
import type { BookingParty } from './party.ts';
import type { OrderStatus } from './states.ts';

export interface OrderPayment {
  amountCents: number;
  paymentTypeId: number;
  lastFour: string | null;
  cardholderName: string | null;
  providerOrderId: string | null;
  datePaid: string;
}

export interface OrderRecord {
  id: number;
  orderNumber: string;
  owner: BookingParty;
  customerId: number | null;
  reservationIds: number[];
  lockCodes: string[];
  paymentTypeId: number;
  salesChannel: number;
  totalCents: number;
  feesByReservation: Record<number, FeeLineCents[]>;
  status: OrderStatus;
  /** The provider session token (ccpToken) of the latest checkout. */
  paymentToken: string | null;
  /** Every session opened for the order (a second checkout tab opens another); only these may settle it. */
  paymentTokens?: string[];
  payment: OrderPayment | null;
  /** Why a paid order could not complete (its payment is to be refunded). */
  cancellationReason?: string | null;
  confirmationSentAt: string | null;
  emailAddress: string | null;
  createdAt: string;
  createdBy: string;
  completedAt: string | null;
}
