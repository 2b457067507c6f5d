/**
 * The workflows' port: their names, what starts each and what each returns, the errors their tasks
 * fail with, and one interface for running them (Step Functions on AWS, aws-local-stepfunctions
 * locally). The definitions and tasks (functions/workflows) build on this; this imports none of them.
 */
import type { CheckoutResult } from '#contract/orders';
import type { BookingParty } from '#domain/booking/party';
import type { TenantId } from '#domain/catalogue';

export const WORKFLOW_NAMES = ['checkout', 'postback'] as const;
export type WorkflowName = (typeof WORKFLOW_NAMES)[number];

/** The environment variable that names each state machine to the API Lambdas that start it. */
export const STATE_MACHINE_ARN_ENV: Record<WorkflowName, string> = {
  checkout: 'CHECKOUT_STATE_MACHINE_ARN',
  postback: 'POSTBACK_STATE_MACHINE_ARN',
};

/** Error names the tasks throw (the Lambda's errorType on AWS, the Error's name locally). */
export const TASK_ERROR = { refused: 'Refused', transient: 'Transient' } as const;

/** Checkout's input, built by the checkout routes from the verified caller (never from a body). */
export interface CheckoutInput {
  tenantId: TenantId;
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

/** The postback's input: the order and the provider's token, as the (untrusted) body names them. */
export interface PostbackInput {
  tenantId: TenantId;
  orderId: number;
  token: string;
}

export interface PostbackResult {
  orderId: number;
  outcome: 'completed' | 'declined' | 'pending';
}

export interface WorkflowOutputs {
  checkout: CheckoutResult;
  postback: PostbackResult;
}

/** Runs a workflow to its end: its output, or a thrown RefusedError with the message of its failure. */
export interface WorkflowRunner {
  run<N extends WorkflowName>(name: N, input: unknown): Promise<WorkflowOutputs[N]>;
}
