/**
 * A failed execution as the caller sees it. A refusal (the Fail state `Refused`) is a business answer:
 * HTTP 200, statusCode Failure, with the task's own message. Any other failure (a task that kept failing,
 * a timeout) means the work could not be done now: 503 with Retry-After, so the payment provider retries
 * its postback and a person may press the button again; nothing was assumed done. On AWS a Lambda
 * error's cause is the JSON `{errorType, errorMessage, trace}`; locally it is the message itself.
 */
import { CHECKOUT_MESSAGE } from '#domain/checkout';
import { RefusedError, UnavailableError } from '#domain/errors';
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

export function failureToError(
  error: string | undefined,
  cause: string | undefined,
): RefusedError | UnavailableError {
  if (error === TASK_ERROR.refused)
    return new RefusedError([causeMessage(cause) || CHECKOUT_MESSAGE.notCompleted]);
  return new UnavailableError(CHECKOUT_MESSAGE.notCompleted);
}
