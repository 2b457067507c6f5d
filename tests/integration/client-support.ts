/**
 * Calls from a client address of the test's own (the API Gateway event's sourceIp), so that per-client
 * rate limits count only the test's calls and not those of other test files sharing the table.
 */
import { randomInt } from 'node:crypto';
import { callWithToken } from './identity-support.ts';
import type { ApiResult } from './support.ts';

/** An address in the TEST-NET-3 range, different for every call of this (with a random start). */
let next = randomInt(0, 250 * 250);
export function freshClientIp(): string {
  next += 1;
  return `203.0.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

export function callFrom(
  sourceIp: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  token?: string,
  headers?: Record<string, string>,
): Promise<ApiResult> {
  return callWithToken(token, method, pathAndQuery, body, sourceIp, headers);
}
