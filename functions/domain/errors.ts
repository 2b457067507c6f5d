/**
 * The outcomes a rule, a store lookup or an adapter may end a request with. They carry what a person
 * reads; the HTTP pipeline's error mapper (functions/http/error-mapper.ts) alone decides each one's
 * status and envelope. Anything else thrown is unexpected and becomes a 500 with a generic message.
 */
export abstract class OutcomeError extends Error {}

/** An unknown id or tenant: 404 with a message naming what was not found. */
export class NotFoundError extends OutcomeError {}

/** "Location 123 was not found." */
export function notFound(entity: string, id: string | number): NotFoundError {
  return new NotFoundError(`${entity} ${id} was not found.`);
}

/** A malformed request: 400 with messages per field ('locationId', 'query.IsSearchable', ...). */
export class BadRequestError extends OutcomeError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** No valid identity on a route that needs one. */
export class UnauthorizedError extends OutcomeError {}

/** An identity without the permission the route needs, or a tenant mismatch. */
export class ForbiddenError extends OutcomeError {}

/**
 * A business refusal (DESIGN §3): the request was understood but the rules say no. HTTP 200 with
 * statusCode 'Failure' and the messages a person reads (the client shows the first).
 */
export class RefusedError extends OutcomeError {
  constructor(readonly messages: string[]) {
    super(messages[0] ?? 'The request was refused.');
  }
}

/**
 * The request could not be finished now through no fault of its own (a database or provider that did not
 * answer, a workflow that failed): 503 with Retry-After, so a caller that retries (a payment provider's
 * postback, a person pressing the button again) gets the real outcome. Nothing is assumed done.
 */
export class UnavailableError extends OutcomeError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
  }
}

/**
 * Too many calls of one kind from one account or client within a window, or too many wrong codes: 429
 * with Retry-After (the seconds until the window ends) and the message a person reads.
 */
export class TooManyRequestsError extends OutcomeError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
