/**
 * `startCheckout()` and `startPaymentPostback()`: the product's two workflows, never chosen by the
 * caller: on AWS (CAMPFIRE_RUNTIME=aws) the Express state machines, started synchronously; on one
 * machine the runner the local runtime hands in (`useWorkflowRunner`, bin/local: the same definitions
 * in this process). A refused execution is a RefusedError with its message (a Failure envelope); any other failure an UnavailableError (503), never a 500.
 */
import type { CheckoutResult } from '#contract/orders';
import { createStepFunctionsRunner } from './aws.ts';
import type { CheckoutInput, PostbackInput, PostbackResult, WorkflowRunner } from './types.ts';

export type { CheckoutInput, PostbackInput, PostbackResult, WorkflowRunner } from './types.ts';

let runner: WorkflowRunner | undefined;

/** The local runtime's runner, set once when it starts. */
export function useWorkflowRunner(local: WorkflowRunner): void {
  runner = local;
}

async function workflows(): Promise<WorkflowRunner> {
  if (!runner) {
    if (process.env.CAMPFIRE_RUNTIME !== 'aws')
      throw new Error('No workflow runner: the local runtime hands one in (useWorkflowRunner).');
    runner = createStepFunctionsRunner();
  }
  return runner;
}

export async function startCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  return (await workflows()).run('checkout', input);
}

export async function startPaymentPostback(input: PostbackInput): Promise<PostbackResult> {
  return (await workflows()).run('postback', input);
}
