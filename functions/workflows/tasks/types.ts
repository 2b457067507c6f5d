/**
 * What flows through the two state machines (functions/workflows/definitions.ts) and the errors the
 * tasks throw. The state is JSON: keep it small (an Express execution's state is at most 256 KB).
 */
import type { BookingParty } from '#domain/booking/party';
import { TASK_ERROR } from '../definitions.ts';

/** Checkout's input, built by the checkout routes from the verified caller (never from a body). */
export interface CheckoutInput {
  tenantId: string;
  owner: BookingParty;
  customerId: number | null;
  /** Who checks out (the order's createdBy). */
  username: string;
  /** The customer's address for the provider's receipt; staff: null (the occupant's is used). */
  email: string | null;
  paymentTypeId: number;
  /** 1 public, 2 admin: from the route. */
  salesChannel: number;
  /** The receipt page the provider sends the browser back to. */
  returnUrl: string;
  /** The postback the provider posts to, server to server. */
  postbackUrl: string;
}

/** The cart as LoadCart leaves it in the state. */
export interface LoadedCart {
  items: { id: string; reservationId: number; spotId: number; lockCode: string }[];
  paymentType: { id: number; name: string; requiresHostedPayment: boolean };
}

export interface CreatedOrder {
  orderId: number;
  orderNumber: string;
  totalCents: number;
}

export interface CheckoutState extends CheckoutInput {
  cart: LoadedCart;
  order: CreatedOrder;
}

/** The postback's input: the order and the provider's token, as the (untrusted) body names them. */
export interface PostbackInput {
  tenantId: string;
  orderId: number;
  token: string;
}

/** A business refusal: the execution fails with this message for the caller to read. */
export class RefusedTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = TASK_ERROR.refused;
  }
}

/** Worth a retry (a throttled table, a transaction conflict, a provider that did not answer). */
export class TransientTaskError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = TASK_ERROR.transient;
  }
}
