/**
 * A failed execution as the caller sees it: a business refusal (HTTP 200, statusCode Failure) with the
 * message of the Fail state, never a 500. Refusals carry the task's own message; any other failure the
 * generic one. On AWS a Lambda error's cause is the JSON `{errorType, errorMessage, trace}`; locally it
 * is the message itself.
 */
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import { RefusedError } from '#domain/errors';
import { TASK_ERROR } from './types.ts';

export function causeMessage(cause: string | undefined): string | undefined {
  if (!cause) return undefined;
  try {
    const parsed: unknown = JSON.parse(cause);
    if (parsed && typeof parsed === 'object' && 'errorMessage' in parsed) {
      return String((parsed as { errorMessage: unknown }).errorMessage);
    }
  } catch {
    // Not JSON: the cause is the message.
  }
  return cause;
}

export function failureToRefusal(error: string | undefined, cause: string | undefined): RefusedError {
  const message = error === TASK_ERROR.refused ? causeMessage(cause) : undefined;
  return new RefusedError([message || CHECKOUT_MESSAGE.notCompleted]);
}
