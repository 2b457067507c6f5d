/**
 * What flows through the two state machines (functions/workflows/definitions.ts) and the errors the
 * tasks throw. The state is JSON: keep it small (an Express execution's state is at most 256 KB).
 */
import { type CheckoutInput, TASK_ERROR } from '#adapters/workflows/types';

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
