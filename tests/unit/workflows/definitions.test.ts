/**
 * The two state machines' ASL (functions/workflows/definitions.ts): which states exist, how they
 * connect, what each Task sends the task Lambda, and that errors end in the right Fail state. The local
 * runner (aws-local-stepfunctions) must accept both definitions as they are deployed.
 */
import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import {
  RETRY,
  TASK_NAMES,
  checkoutDefinition,
  postbackDefinition,
  type StateMachineDefinition,
} from '../../../functions/workflows/definitions.ts';
import { TASK_ERROR } from '#adapters/workflows/types';

const ARN = 'arn:aws:lambda:us-west-2:123456789012:function:campfire-workflow-tasks';
const checkout = checkoutDefinition(ARN);
const postback = postbackDefinition(ARN);

type AnyState = Record<string, unknown> & { Type: string };
const state = (d: StateMachineDefinition, name: string) => d.States[name] as AnyState;

/** Every state a state can go to next (Next, Default, Choices, Catch). */
function successors(s: AnyState): string[] {
  const out: string[] = [];
  if (typeof s.Next === 'string') out.push(s.Next);
  if (typeof s.Default === 'string') out.push(s.Default);
  for (const c of (s.Choices as { Next: string }[] | undefined) ?? []) out.push(c.Next);
  for (const c of (s.Catch as { Next: string }[] | undefined) ?? []) out.push(c.Next);
  return out;
}

/** The path of the happy flow from StartAt, following Next (and a Choice's given branch). */
function path(d: StateMachineDefinition, choose: Record<string, string> = {}): string[] {
  const names: string[] = [];
  let name: string | undefined = d.StartAt;
  while (name) {
    names.push(name);
    const s = state(d, name);
    if (s.End || s.Type === 'Fail' || s.Type === 'Succeed') break;
    name = s.Type === 'Choice' ? (choose[name] ?? (s.Default as string)) : (s.Next as string);
  }
  return names;
}

describe.each([
  ['checkout', checkout],
  ['postback', postback],
])('the %s machine', (_name, d) => {
  it('is valid ASL for the local runner, with every transition to an existing state', () => {
    expect(() => new StateMachine(structuredClone(d) as never)).not.toThrow();
    for (const s of Object.values(d.States) as AnyState[]) {
      for (const next of successors(s)) expect(d.States).toHaveProperty(next);
    }
  });

  it('calls the task Lambda with {task, input} and retries transient errors briefly', () => {
    const tasks = Object.entries(d.States).filter(([, s]) => s.Type === 'Task');
    expect(tasks.length).toBeGreaterThan(0);
    for (const [name, s] of tasks) {
      expect(s.Resource).toBe(ARN);
      const params = s.Parameters as Record<string, unknown>;
      expect(TASK_NAMES).toContain(params.task);
      expect(params.task).toBe(name);
      expect(s.Retry).toEqual([
        expect.objectContaining({ ErrorEquals: expect.arrayContaining([TASK_ERROR.transient]), ...RETRY }),
      ]);
      // Refusals first (the message a person reads), anything else to the generic failure.
      expect(s.Catch).toEqual([
        { ErrorEquals: [TASK_ERROR.refused], ResultPath: '$.error', Next: 'Refused' },
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Failed' },
      ]);
    }
  });

  it('fails with the refusal message as the cause, and a generic message otherwise', () => {
    expect(state(d, 'Refused')).toEqual({
      Type: 'Fail',
      Error: TASK_ERROR.refused,
      CausePath: '$.error.Cause',
    });
    expect(state(d, 'Failed')).toEqual({
      Type: 'Fail',
      Error: 'Failed',
      Cause: CHECKOUT_MESSAGE.notCompleted,
    });
    expect(state(d, 'CancelledForRefund')).toEqual({
      Type: 'Fail',
      Error: TASK_ERROR.refused,
      CausePath: '$.completion.message',
    });
  });
});

describe('checkout', () => {
  it('loads the cart, checks the holds, creates the order, then opens the hosted payment page', () => {
    expect(path(checkout, { PaymentRequired: 'OpenPaymentSession' })).toEqual([
      'LoadCart',
      'CheckHolds',
      'CreateOrder',
      'PaymentRequired',
      'OpenPaymentSession',
    ]);
    expect(state(checkout, 'PaymentRequired').Choices).toEqual([
      {
        Variable: '$.cart.paymentType.requiresHostedPayment',
        BooleanEquals: true,
        Next: 'OpenPaymentSession',
      },
    ]);
    // The session's result is the whole output: {ccpRedirectUrl, orderId, isPaymentRequired: true}.
    expect(state(checkout, 'OpenPaymentSession')).toMatchObject({ End: true });
    expect(state(checkout, 'OpenPaymentSession')).not.toHaveProperty('ResultPath');
  });

  it('completes cash and checks at once: complete, confirm, no hosted page', () => {
    expect(path(checkout)).toEqual([
      'LoadCart',
      'CheckHolds',
      'CreateOrder',
      'PaymentRequired',
      'CompleteOrder',
      'OrderCompleted',
      'SendConfirmation',
      'PaidAtCounter',
    ]);
    expect(state(checkout, 'CompleteOrder').Parameters).toEqual({
      task: 'CompleteOrder',
      input: { 'tenantId.$': '$.tenantId', 'orderId.$': '$.order.orderId', counterPayment: true },
    });
    expect(state(checkout, 'PaidAtCounter').Parameters).toEqual({
      ccpRedirectUrl: '',
      'orderId.$': '$.order.orderId',
      isPaymentRequired: false,
    });
  });

  it('keeps each result beside the input (the holds check passes the state on unchanged)', () => {
    expect(state(checkout, 'LoadCart').ResultPath).toBe('$.cart');
    expect(state(checkout, 'CheckHolds').ResultPath).toBeNull();
    expect(state(checkout, 'CreateOrder').ResultPath).toBe('$.order');
  });
});

describe('postback', () => {
  it('verifies with the provider first, then completes and confirms an approved payment', () => {
    expect(path(postback, { PaymentOutcome: 'CompleteOrder' })).toEqual([
      'VerifyPayment',
      'PaymentOutcome',
      'CompleteOrder',
      'OrderCompleted',
      'SendConfirmation',
      'Completed',
    ]);
    expect(state(postback, 'CompleteOrder').Parameters).toEqual({
      task: 'CompleteOrder',
      input: { 'tenantId.$': '$.tenantId', 'orderId.$': '$.orderId', 'verification.$': '$.verification' },
    });
  });

  it('declines a declined or payer-cancelled payment and changes nothing while it is pending', () => {
    expect(state(postback, 'PaymentOutcome').Choices).toEqual([
      { Variable: '$.verification.status', StringEquals: 'approved', Next: 'CompleteOrder' },
      { Variable: '$.verification.status', StringEquals: 'declined', Next: 'DeclineOrder' },
      { Variable: '$.verification.status', StringEquals: 'cancelled', Next: 'DeclineOrder' },
    ]);
    expect(path(postback, { PaymentOutcome: 'DeclineOrder' })).toEqual([
      'VerifyPayment',
      'PaymentOutcome',
      'DeclineOrder',
      'Declined',
    ]);
    expect(path(postback)).toEqual(['VerifyPayment', 'PaymentOutcome', 'PaymentPending']);
    expect(state(postback, 'PaymentPending')).toMatchObject({ Type: 'Pass', End: true });
  });

  it('a paid order that cannot complete ends in CancelledForRefund instead of a confirmation', () => {
    expect(state(postback, 'OrderCompleted')).toEqual({
      Type: 'Choice',
      Choices: [
        { Variable: '$.completion.outcome', StringEquals: 'cancelledForRefund', Next: 'CancelledForRefund' },
      ],
      Default: 'SendConfirmation',
    });
  });
});

describe('running the definitions locally', () => {
  it('routes a refusal to the Refused Fail state with its message, and a counter payment to PaidAtCounter', async () => {
    const machine = new StateMachine(structuredClone(checkout) as never);
    const refuse = async () => {
      const e = new Error('Your cart is empty.');
      e.name = TASK_ERROR.refused;
      throw e;
    };
    const refused = machine.run(
      { tenantId: 'wa' },
      { overrides: { taskResourceLocalHandlers: { LoadCart: refuse } } },
    );
    await expect(refused.result).rejects.toMatchObject({
      cause: { name: TASK_ERROR.refused, message: 'Your cart is empty.' },
    });

    const results: Record<string, unknown> = {
      LoadCart: { items: [], paymentType: { id: 3, name: 'Cash', requiresHostedPayment: false } },
      CheckHolds: null,
      CreateOrder: { orderId: 41, orderNumber: 'WA-O-000041', totalCents: 2500 },
      CompleteOrder: { orderId: 41, outcome: 'completed', message: null },
      SendConfirmation: null,
    };
    const seen: unknown[] = [];
    const handlers = Object.fromEntries(
      Object.entries(results).map(([name, result]) => [
        name,
        async (input: unknown) => {
          seen.push(input);
          return result as never;
        },
      ]),
    );
    const paid = machine.run({ tenantId: 'wa' }, { overrides: { taskResourceLocalHandlers: handlers } });
    await expect(paid.result).resolves.toEqual({ ccpRedirectUrl: '', orderId: 41, isPaymentRequired: false });
    expect(seen).toContainEqual({ task: 'SendConfirmation', input: { tenantId: 'wa', orderId: 41 } });
  });

  it('retries a transient error and then goes on', async () => {
    const machine = new StateMachine(structuredClone(postback) as never);
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) {
        const e = new Error('throttled');
        e.name = TASK_ERROR.transient;
        throw e;
      }
      return { status: 'pending' } as never;
    };
    const run = machine.run(
      { tenantId: 'wa', orderId: 7, token: 't' },
      {
        overrides: {
          taskResourceLocalHandlers: { VerifyPayment: flaky },
          retryIntervalOverrides: { VerifyPayment: 1 },
        },
      },
    );
    await expect(run.result).resolves.toEqual({ orderId: 7, outcome: 'pending' });
    expect(calls).toBe(2);
  });
});
