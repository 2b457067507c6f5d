/**
 * The workflows adapter on AWS: StartSyncExecution of the machine its environment names; a succeeded
 * execution's output is the result, a failed one a business refusal carrying the task's message (a
 * Lambda error's cause is JSON there), anything else the generic message, never a thrown 500.
 */
import type { SFNClient, StartSyncExecutionCommand } from '@aws-sdk/client-sfn';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import { RefusedError, UnavailableError } from '#domain/errors';
import { createStepFunctionsRunner } from '../../../functions/adapters/workflows/aws.ts';
import { causeMessage } from '../../../functions/adapters/workflows/failure.ts';

const ARN = 'arn:aws:states:us-west-2:123456789012:stateMachine:campfire-checkout';

function fakeClient(answer: Record<string, unknown>) {
  const sent: StartSyncExecutionCommand[] = [];
  const client = {
    send: async (command: StartSyncExecutionCommand) => {
      sent.push(command);
      return answer;
    },
  } as unknown as SFNClient;
  return { client, sent };
}

afterEach(() => {
  delete process.env.CHECKOUT_STATE_MACHINE_ARN;
});

describe('the Step Functions runner', () => {
  it('starts the machine named by CHECKOUT_STATE_MACHINE_ARN with the input and returns its output', async () => {
    process.env.CHECKOUT_STATE_MACHINE_ARN = ARN;
    const output = { ccpRedirectUrl: 'https://pay.example/p/1', orderId: 5, isPaymentRequired: true };
    const { client, sent } = fakeClient({ status: 'SUCCEEDED', output: JSON.stringify(output) });
    await expect(createStepFunctionsRunner(client).run('checkout', { tenantId: 'co' })).resolves.toEqual(
      output,
    );
    expect(sent[0]!.input).toEqual({ stateMachineArn: ARN, input: JSON.stringify({ tenantId: 'co' }) });
  });

  it("turns a Refused failure into a refusal with the task's own message", async () => {
    process.env.CHECKOUT_STATE_MACHINE_ARN = ARN;
    const cause = JSON.stringify({ errorType: 'Refused', errorMessage: 'Your cart is empty.', trace: [] });
    const { client } = fakeClient({ status: 'FAILED', error: 'Refused', cause });
    const run = createStepFunctionsRunner(client).run('checkout', {});
    await expect(run).rejects.toBeInstanceOf(RefusedError);
    await expect(run).rejects.toMatchObject({ messages: ['Your cart is empty.'] });
  });

  it('answers any other failure or a timeout as unavailable (503) with the generic message', async () => {
    process.env.CHECKOUT_STATE_MACHINE_ARN = ARN;
    for (const answer of [
      { status: 'FAILED', error: 'Failed', cause: CHECKOUT_MESSAGE.notCompleted },
      { status: 'FAILED', error: 'States.Runtime', cause: 'An error occurred while executing the state' },
      { status: 'TIMED_OUT' },
    ]) {
      const { client } = fakeClient(answer);
      const run = createStepFunctionsRunner(client).run('checkout', {});
      await expect(run).rejects.toBeInstanceOf(UnavailableError);
      await expect(run).rejects.toMatchObject({ message: CHECKOUT_MESSAGE.notCompleted });
    }
  });

  it('reads a cause as the Lambda error JSON or as the message itself', () => {
    expect(causeMessage('{"errorType":"Refused","errorMessage":"Held elsewhere."}')).toBe('Held elsewhere.');
    expect(causeMessage('The payment will be refunded.')).toBe('The payment will be refunded.');
    expect(causeMessage(undefined)).toBeUndefined();
  });
});
