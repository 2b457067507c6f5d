/** The one place errors become HTTP responses. Never leaks a stack trace or internal message. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { STATUS_MESSAGE } from '#contract/envelope';
import { failure } from '#http/envelope';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  RefusedError,
  TooManyRequestsError,
  UnauthorizedError,
  UnavailableError,
} from '#domain/errors';
import { MethodNotAllowedError } from '#http/errors';
import { UNANSWERED_RETRY_AFTER_SECONDS, isUnanswered } from '#store/unanswered';

export interface ErrorLogger {
  error(message: string, ...extra: unknown[]): void;
}

export function mapError(err: unknown, log: ErrorLogger): APIGatewayProxyStructuredResultV2 {
  if (err instanceof BadRequestError) {
    const fieldMessages = Object.values(err.fieldErrors).flat();
    return failure(400, STATUS_MESSAGE.invalidRequest, fieldMessages.length ? fieldMessages : [err.message], {
      errors: err.fieldErrors,
    });
  }
  if (err instanceof RefusedError) return failure(200, STATUS_MESSAGE.refused, err.messages);
  if (err instanceof NotFoundError) return failure(404, STATUS_MESSAGE.notFound, [err.message]);
  if (err instanceof MethodNotAllowedError) {
    return failure(405, STATUS_MESSAGE.methodNotAllowed, [err.message], {
      headers: { allow: err.allow.join(', ') },
    });
  }
  if (err instanceof UnauthorizedError) return failure(401, err.message, [err.message]);
  if (err instanceof ForbiddenError) return failure(403, err.message, [err.message]);
  if (err instanceof TooManyRequestsError) {
    return failure(429, err.message, [err.message], {
      headers: { 'retry-after': String(err.retryAfterSeconds) },
    });
  }
  if (err instanceof UnavailableError) {
    log.error('Request could not be finished now', err);
    return failure(503, STATUS_MESSAGE.unavailable, [err.message], {
      statusCode: 'Error',
      headers: { 'retry-after': String(err.retryAfterSeconds) },
    });
  }
  // The database (or another AWS service) did not answer, even after the SDK's retries.
  if (isUnanswered(err)) {
    log.error('A service did not answer', err as Error);
    return failure(503, STATUS_MESSAGE.unavailable, [STATUS_MESSAGE.unavailable], {
      statusCode: 'Error',
      headers: { 'retry-after': String(UNANSWERED_RETRY_AFTER_SECONDS) },
    });
  }
  log.error('Unexpected error while handling the request', err as Error);
  return failure(500, STATUS_MESSAGE.serverError, [STATUS_MESSAGE.serverError], { statusCode: 'Error' });
}
