/**
 * The task dispatcher's error names, which the state machines' Retry and Catch match: what a retry may
 * cure leaves as Transient, a refusal as Refused, anything else as it is (the execution fails).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '#adapters/payments/index';
import { TASK_ERROR } from '#adapters/workflows/types';

const verifyPayment = vi.fn();
vi.mock('../../../functions/workflows/tasks/verify-payment.ts', () => ({ verifyPayment }));

const { runTask } = await import('../../../functions/workflows/tasks/dispatch.ts');
const { RefusedTaskError } = await import('../../../functions/workflows/tasks/types.ts');

const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name }, extra);

afterEach(() => verifyPayment.mockReset());

describe('runTask', () => {
  it('returns the task module result for its name and refuses an unknown task', async () => {
    verifyPayment.mockResolvedValue({ status: 'approved' });
    await expect(runTask({ task: 'VerifyPayment', input: { orderId: 1 } })).resolves.toEqual({
      status: 'approved',
    });
    expect(verifyPayment).toHaveBeenCalledWith({ orderId: 1 });
    await expect(runTask({ task: 'Nope' as never, input: {} })).rejects.toThrow("Unknown task 'Nope'");
  });

  it.each([
    ['a throttled table', named('ProvisionedThroughputExceededException')],
    ['a transaction conflict', named('TransactionConflictException')],
    ['an SDK error marked retryable', named('SomethingElse', { $retryable: {} })],
    ['a provider that did not answer', new PaymentProviderError('unreachable')],
    ['a provider failing with 503', new PaymentProviderError('down', 503)],
    ['a refused database connection', named('Error', { code: 'ECONNREFUSED' })],
    [
      'a connection cut under the SDK',
      new Error('socket hang up', { cause: named('Error', { code: 'ECONNRESET' }) }),
    ],
  ])('names %s Transient', async (_what, err) => {
    verifyPayment.mockRejectedValue(err);
    await expect(runTask({ task: 'VerifyPayment', input: {} })).rejects.toMatchObject({
      name: TASK_ERROR.transient,
    });
  });

  it.each([
    ['a refusal', new RefusedTaskError('Your cart is empty.'), TASK_ERROR.refused],
    ["the provider's 400", new PaymentProviderError('bad request', 400), 'PaymentProviderError'],
    ['a programming error', new TypeError('x is undefined'), 'TypeError'],
  ])('leaves %s as it is', async (_what, err, name) => {
    verifyPayment.mockRejectedValue(err);
    await expect(runTask({ task: 'VerifyPayment', input: {} })).rejects.toMatchObject({ name });
  });
});
