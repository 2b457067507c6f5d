/**
 * A database (or another AWS service) that did not answer: the one classification the API (503 with
 * Retry-After) and the workflows (a retried task) both use. Pure: it reads the error, never the table.
 */

/** Seconds a caller is asked to wait (Retry-After) when the database did not answer. */
export const UNANSWERED_RETRY_AFTER_SECONDS = 5;

/** The AWS SDK's names for a request the service did not answer in time or turned away for now. */
const NOT_NOW_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
]);

/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

/**
 * True when an AWS service (the database above all) did not answer, after the SDK's own retries: the
 * request may succeed later, so it is answered 503 with Retry-After rather than as a fault of ours.
 */
export function isUnanswered(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const { code, $metadata } = err as { code?: unknown; $metadata?: { httpStatusCode?: number } };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (NOT_NOW_NAMES.has(err.name)) return true;
  if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
  return err.cause instanceof Error && isUnanswered(err.cause);
}
