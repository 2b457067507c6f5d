/** One interface for starting the workflows: Step Functions on AWS, aws-local-stepfunctions locally. */
import type { CheckoutResult } from '#contract/orders';
import type { WorkflowName } from '../../workflows/definitions.ts';

export type { CheckoutInput, PostbackInput } from '../../workflows/tasks/types.ts';

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
