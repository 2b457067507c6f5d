/**
 * Calls from a client address of the test's own (the API Gateway event's sourceIp), so that per-client
 * rate limits count only the test's calls and not those of other test files sharing the table.
 */
import { randomInt } from 'node:crypto';
import { createApiDispatcher } from '../../bin/local/api-gateway.ts';
import type { ApiResult } from './support.ts';

const dispatch = createApiDispatcher();

/** An address in the TEST-NET-3 range, different for every call of this (with a random start). */
let next = randomInt(0, 250 * 250);
export function freshClientIp(): string {
  next += 1;
  return `203.0.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

export async function callFrom(
  sourceIp: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  token?: string,
): Promise<ApiResult> {
  const [path = '', query = ''] = pathAndQuery.split('?');
  const res = await dispatch({
    method,
    path,
    rawQueryString: query,
    sourceIp,
    headers: {
      host: 'localhost:3000',
      'user-agent': 'vitest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}
