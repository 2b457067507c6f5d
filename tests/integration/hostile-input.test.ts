/**
 * Hostile input on every route of every route table (a route added to a table joins by itself): bodies,
 * queries and path parameters of the wrong shape and type, oversized or holding markup, and forged,
 * tampered or foreign tokens. Whatever arrives, the answer is an envelope and never a 5xx; a token that
 * is not a valid one of the path's tenant is a 401 with the sign-in message. Inputs are structurally
 * wrong (no string a schema could accept as a name) and name no record, so nothing is stored; the
 * callers are a fresh customer and the demo super admin, and calls come from their own test address so
 * no other file's rate counters move.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiDispatcher } from '../../bin/local/api-gateway.ts';
import { ROUTE_TABLES } from '#api/route-tables';
import { errorEnvelopeSchema } from '#contract/envelope';
import { SIGN_IN_MESSAGE } from '#contract/users';
import { toTenantId } from '#domain/tenant-id';
import type { Route } from '#http/routes';
import { confirmedCustomer } from './accounts-support.ts';
import { claimsOf, mintToken, signInFresh } from './identity-support.ts';
import { api } from './support.ts';

const TENANT = toTenantId('co');
const dispatch = createApiDispatcher();
/** Calls that sign a token out would end the callers' sessions for the rest of the file. */
const SIGNS_OUT = /logout|signout/i;
const routes = ROUTE_TABLES.flatMap((t) => t.routes).filter((r) => !SIGNS_OUT.test(r.operationId));
const protectedRoutes = routes.filter((r) => r.auth.kind !== 'none');

/** Values no schema of ours accepts where it wants a string, number, date or flag. */
const WRONG = [{ $ne: 1 }, [[]], { __proto__: { admin: true } }];
const HOSTILE_PATH = [
  '-1',
  '1e309',
  '99999999999999999999999',
  '%00',
  '..%2F..%2Fetc',
  '%3Cscript%3E',
  "'%20OR%201=1",
];
const HOSTILE_QUERY = ['%3Cimg%20src=x%20onerror=alert(1)%3E', '-1', 'NaN', '1e309', '%00', 'a'.repeat(5000)];
const HOSTILE_BODIES: unknown[] = [null, [], 'text', 42, true, { [String.fromCharCode(0)]: 1 }];

function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const inner = (schema as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } })?.def;
  return inner ? keysOf(inner.in ?? inner.innerType ?? inner.schema) : [];
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The id in a path when the body is what is tested: no test makes that many records, so a body the
 * route accepts finds nothing to act on, and no other file's reservation, customer or user is changed.
 */
const NOBODY = 987_654;

let n = 0;
async function send(
  route: Route,
  options: { token?: string; authorization?: string; path?: string; query?: string; body?: string },
): Promise<Answer> {
  const path = options.path ?? route.path.replace(/\{\w+\}/g, String(NOBODY));
  const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
  const res = await dispatch({
    method: route.method,
    path: api(TENANT, path),
    rawQueryString: options.query ?? '',
    headers: {
      host: 'localhost:3000',
      'user-agent': 'vitest hostile input',
      ...(authorization ? { authorization } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body,
    // TEST-NET-2 addresses, one per call: this file's calls count against no other file's client.
    sourceIp: `198.51.100.${(n++ % 250) + 1}`,
  });
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    body = { unparsed: res.body };
  }
  return { status: res.statusCode, body };
}

function expectHandled(answer: Answer, what: string) {
  const seen = `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  expect(answer.status, seen).toBeLessThan(500);
  expect(['Success', 'Failure', 'Error'], seen).toContain(answer.body.statusCode);
  expect(Array.isArray(answer.body.messages), seen).toBe(true);
  if (answer.status >= 400) expect(errorEnvelopeSchema.safeParse(answer.body).success, seen).toBe(true);
}

let customerToken = '';
let staffToken = '';
const tokenFor = (route: Route) =>
  route.auth.kind === 'none' ? undefined : route.auth.kind === 'staff' ? staffToken : customerToken;

beforeAll(async () => {
  customerToken = (await confirmedCustomer(TENANT)).token;
  staffToken = await signInFresh(TENANT, 'superAdmin');
});

describe('malformed input on every route', () => {
  it('covers the routes of every context', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  describe.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
    it('answers bodies of the wrong shape and fields of the wrong type with an envelope, never a 5xx', async () => {
      if (route.method === 'GET' || route.method === 'DELETE') return;
      const token = tokenFor(route);
      const fields = keysOf(route.body);
      const bodies = [
        ...HOSTILE_BODIES.map((b) => JSON.stringify(b)),
        '{"unterminated": ',
        ...WRONG.map((wrong) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, wrong])))),
        JSON.stringify(Object.fromEntries(fields.map((f) => [f, 'x'.repeat(200_000)]))),
      ];
      for (const body of bodies)
        expectHandled(await send(route, { token, body }), `body ${body.slice(0, 60)}`);
    });

    it('answers hostile path parameters and query values with an envelope, never a 5xx', async () => {
      const token = tokenFor(route);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      if (/\{\w+\}/.test(route.path))
        for (const value of HOSTILE_PATH) {
          const path = route.path.replace(/\{\w+\}/g, value);
          expectHandled(await send(route, { token, path, body }), `path ${path}`);
        }
      const keys = [...keysOf(route.query), 'unknownParameter'];
      for (const value of HOSTILE_QUERY) {
        const query = keys.map((k) => `${k}=${value}&${k}=${value}`).join('&');
        expectHandled(await send(route, { token, query, body }), `query ${query.slice(0, 80)}`);
      }
    });
  });
});

describe('hostile tokens on every protected route', () => {
  const forged = () => {
    const claims = claimsOf(staffToken);
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const [header, payload, signature] = staffToken.split('.') as [string, string, string];
    return {
      garbage: 'Bearer not-a-token',
      'not a bearer': `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      'alg none': `Bearer ${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`,
      'a tampered payload': `Bearer ${header}.${enc({ ...claims, 'custom:tenantId': 'wa', exp: 4102444800 })}.${signature}`,
      'a cut signature': `Bearer ${header}.${payload}.${signature.slice(0, -4)}`,
      'signed by another key': `Bearer ${mintToken(claims, 'forger')}`,
      expired: `Bearer ${mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60, iat: 1 }, 'cognito-local')}`,
      'an empty bearer': 'Bearer ',
      'a megabyte header': `Bearer ${'a'.repeat(1_000_000)}`,
    };
  };

  describe.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
    it('refuses each with 401 and the sign-in message', async () => {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      for (const [what, authorization] of Object.entries(forged())) {
        const answer = await send(route, { authorization, body });
        expectHandled(answer, what);
        expect(answer.status, what).toBe(401);
        expect(answer.body.messages, what).toEqual([SIGN_IN_MESSAGE]);
      }
    });
  });
});
