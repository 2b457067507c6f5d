/**
 * Errors a route may throw; the error mapper (error-mapper.ts) turns each into its HTTP status and
 * envelope. Anything else is unexpected and becomes a 500 with a generic message.
 */
export abstract class HttpError extends Error {
  abstract readonly status: number;
}

/** An unknown id or tenant: 404 with a message naming what was not found. */
export class NotFoundError extends HttpError {
  readonly status = 404;
}

/** "Location 123 was not found." */
export function notFound(entity: string, id: string | number): NotFoundError {
  return new NotFoundError(`${entity} ${id} was not found.`);
}

/** A malformed request: 400 with messages per field ('locationId', 'query.IsSearchable', ...). */
export class BadRequestError extends HttpError {
  readonly status = 400;
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export class MethodNotAllowedError extends HttpError {
  readonly status = 405;
  constructor(
    message: string,
    readonly allow: string[],
  ) {
    super(message);
  }
}

/** No valid identity on a route that needs one. */
export class UnauthorizedError extends HttpError {
  readonly status = 401;
}

/** An identity without the permission the route needs, or a tenant mismatch. */
export class ForbiddenError extends HttpError {
  readonly status = 403;
}

/**
 * A business refusal (DESIGN §3): the request was understood but the rules say no. HTTP 200 with
 * statusCode 'Failure' and the messages a person reads (the client shows the first).
 */
export class RefusedError extends HttpError {
  readonly status = 200;
  constructor(readonly messages: string[]) {
    super(messages[0] ?? 'The request was refused.');
  }
}
