/**
 * `startCheckout()` and `startPaymentPostback()`: the product's two workflows, never chosen by the
 * caller: on AWS (CAMPFIRE_RUNTIME=aws) the Express state machines, started synchronously; on one
 * machine the runner the local runtime hands in (`useWorkflowRunner`, bin/local: the same definitions
 * in this process). A refused execution is a RefusedError with its message (a Failure envelope); any other failure an UnavailableError (503), never a 500.
 */
import type { CheckoutResult } from '#contract/orders';
import { METRIC, countMetric } from '#adapters/observability/index';
import { UnavailableError } from '#domain/errors';
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

/** Runs a workflow; one that failed for a system reason (an UnavailableError) is counted. */
async function run<N extends 'checkout' | 'postback'>(name: N, input: CheckoutInput | PostbackInput) {
  try {
    return await (await workflows()).run(name, input);
  } catch (err) {
    if (err instanceof UnavailableError) {
      countMetric(METRIC.workflowFailures, input.tenantId);
      if (name === 'postback') countMetric(METRIC.postbackFailures, input.tenantId);
    }
    throw err;
  }
}

export async function startCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  return run('checkout', input);
}

export async function startPaymentPostback(input: PostbackInput): Promise<PostbackResult> {
  countMetric(METRIC.postbacksReceived, input.tenantId);
  return run('postback', input);
}
