/**
 * One entry for every task of both state machines: `{task, input}` → the task module's result. The task
 * Lambda (handler.ts) and the local runner (functions/adapters/workflows/local.ts) both call this, so
 * the same code runs on AWS and on one machine. Errors leave as `Refused` (the person reads the
 * message), `Transient` (the state machine retries) or as they are (unexpected: the execution fails).
 */
import { PaymentProviderError } from '#adapters/payments/index';
import { isUnanswered } from '#store/unanswered';
import { type TaskName, TASK_NAMES } from '#workflows/definitions';
import { checkHolds } from './check-holds.ts';
import { completeOrderTask } from './complete-order.ts';
import { createOrder } from './create-order.ts';
import { declineOrderTask } from './decline-order.ts';
import { loadCart } from './load-cart.ts';
import { openPaymentSession } from './open-payment-session.ts';
import { sendOrderConfirmation } from '#booking/confirmation-mail';
import { TransientTaskError } from './types.ts';
import { verifyPayment } from './verify-payment.ts';
import type { TenantId } from '#domain/catalogue';

export interface TaskEvent {
  task: TaskName;
  input: unknown;
}

// Each task validates nothing itself: its input is the state the definition hands it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTask = (input: any) => Promise<unknown>;

const TASKS: Record<TaskName, AnyTask> = {
  LoadCart: loadCart,
  CheckHolds: async (input) => {
    await checkHolds(input);
    return null;
  },
  CreateOrder: createOrder,
  OpenPaymentSession: openPaymentSession,
  CompleteOrder: completeOrderTask,
  SendConfirmation: async (input: { tenantId: TenantId; orderId: number }) => {
    await sendOrderConfirmation({ tenantId: input.tenantId, orderId: input.orderId });
    return null;
  },
  VerifyPayment: verifyPayment,
  DeclineOrder: declineOrderTask,
};

/** Errors a retry may cure beside a database that did not answer: lost transaction races. */
const TRANSIENT_NAMES = new Set(['TransactionConflictException', 'TransactionInProgressException']);

function isTransient(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  // The provider unreachable, overloaded or failing; its 4xx answers will not change on a retry.
  if (err instanceof PaymentProviderError)
    return err.status === null || err.status === 429 || err.status >= 500;
  if (isUnanswered(err)) return true;
  return TRANSIENT_NAMES.has(err.name) || Boolean((err as { $retryable?: unknown }).$retryable);
}

export function isTaskName(name: unknown): name is TaskName {
  return typeof name === 'string' && (TASK_NAMES as readonly string[]).includes(name);
}

export async function runTask(event: TaskEvent): Promise<unknown> {
  if (!isTaskName(event.task)) throw new Error(`Unknown task '${String(event.task)}'`);
  try {
    return await TASKS[event.task](event.input);
  } catch (err) {
    if (isTransient(err)) throw new TransientTaskError((err as Error).message, { cause: err });
    throw err;
  }
}
