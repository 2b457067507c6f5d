/**
 * `startCheckout()` and `startPaymentPostback()`: the product's two workflows, chosen by configuration,
 * never by the caller: CAMPFIRE_RUNTIME=aws starts the Express state machines synchronously; otherwise
 * (the local runtime, tests) aws-local-stepfunctions runs the same definitions in this process.
 * A failed execution is a RefusedError with its message (a Failure envelope), never a 500.
 */
import type { CheckoutResult } from '#contract/orders';
import { createStepFunctionsRunner } from './aws.ts';
import { createLocalRunner } from './local.ts';
import type { CheckoutInput, PostbackInput, PostbackResult, WorkflowRunner } from './types.ts';

export type { CheckoutInput, PostbackInput, PostbackResult, WorkflowRunner } from './types.ts';

let runner: WorkflowRunner | undefined;

function workflows(): WorkflowRunner {
  runner ??= process.env.CAMPFIRE_RUNTIME === 'aws' ? createStepFunctionsRunner() : createLocalRunner();
  return runner;
}

export function startCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  return workflows().run('checkout', input);
}

export function startPaymentPostback(input: PostbackInput): Promise<PostbackResult> {
  return workflows().run('postback', input);
}
