/** Builds the response envelope (functions/contract/envelope.ts) around payloads and errors. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type ErrorEnvelope, STATUS_MESSAGE, type StatusCodeName } from '#contract/envelope';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/**
 * Bodies already written for shared payloads: a cached answer (availability, the same for every caller
 * for a few seconds) is one object handed to many requests, serialized once rather than per request.
 */
const written = new WeakMap<object, string>();

/** Marks a payload that is never changed and is answered to many requests (a cached answer). */
export function sharedPayload<T extends object>(payload: T): T {
  if (!written.has(payload)) written.set(payload, '');
  return payload;
}

/** A successful response: `payload` holds the payload field(s), e.g. `{ regions }`. */
export function success(payload: Record<string, unknown>, status = 200): APIGatewayProxyStructuredResultV2 {
  const known = written.get(payload);
  if (known) return { statusCode: status, headers: { ...JSON_HEADERS }, body: known };
  const body = { statusCode: 'Success', statusMessage: STATUS_MESSAGE.success, messages: [], ...payload };
  const text = JSON.stringify(body);
  if (known === '') written.set(payload, text);
  return { statusCode: status, headers: { ...JSON_HEADERS }, body: text };
}

export function failure(
  status: number,
  statusMessage: string,
  messages: string[],
  opts: {
    statusCode?: StatusCodeName;
    errors?: Record<string, string[]>;
    headers?: Record<string, string>;
  } = {},
): APIGatewayProxyStructuredResultV2 {
  const body: ErrorEnvelope = {
    statusCode: opts.statusCode ?? 'Failure',
    statusMessage,
    messages,
    ...(opts.errors ? { errors: opts.errors } : {}),
  };
  return { statusCode: status, headers: { ...JSON_HEADERS, ...opts.headers }, body: JSON.stringify(body) };
}
