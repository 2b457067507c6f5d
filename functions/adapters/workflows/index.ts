/**
 * `startCheckout()` and `startPaymentPostback()`: the product's two workflows, chosen by configuration,
 * never by the caller: CAMPFIRE_RUNTIME=aws starts the Express state machines synchronously; otherwise
 * (the local runtime, tests) aws-local-stepfunctions runs the same definitions in this process.
 * A failed execution is a RefusedError with its message (a Failure envelope), never a 500.
 */
import type { CheckoutResult } from '#contract/orders';
import { createStepFunctionsRunner } from './aws.ts';
import type { CheckoutInput, PostbackInput, PostbackResult, WorkflowRunner } from './types.ts';

export type { CheckoutInput, PostbackInput, PostbackResult, WorkflowRunner } from './types.ts';

let runner: WorkflowRunner | undefined;

async function workflows(): Promise<WorkflowRunner> {
  // The local runner is loaded only where it runs: a Lambda never initialises aws-local-stepfunctions.
  runner ??=
    process.env.CAMPFIRE_RUNTIME === 'aws'
      ? createStepFunctionsRunner()
      : (await import('./local.ts')).createLocalRunner();
  return runner;
}

export async function startCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  return (await workflows()).run('checkout', input);
}

export async function startPaymentPostback(input: PostbackInput): Promise<PostbackResult> {
  return (await workflows()).run('postback', input);
}
