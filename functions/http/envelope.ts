/** Builds the response envelope (functions/contract/envelope.ts) around payloads and errors. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type ErrorEnvelope, STATUS_MESSAGE, type StatusCodeName } from '#contract/envelope';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** A successful response: `payload` holds the payload field(s), e.g. `{ regions }`. */
export function success(payload: Record<string, unknown>, status = 200): APIGatewayProxyStructuredResultV2 {
  const body = { statusCode: 'Success', statusMessage: STATUS_MESSAGE.success, messages: [], ...payload };
  return { statusCode: status, headers: { ...JSON_HEADERS }, body: JSON.stringify(body) };
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
