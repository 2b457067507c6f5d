/**
 * Signing in as the demo identities of the integration run (created by global-setup.ts) and calling
 * the API with a bearer token. Sign-in is Cognito's USER_PASSWORD_AUTH against cognito-local, as the
 * web app does it; tokens are cached per identity for the test file.
 */
import { type JsonWebKeyInput, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { createRequire } from 'node:module';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { createApiDispatcher } from '../../bin/local/api-gateway.ts';
import { cognitoClient } from '../../bin/local/user-pools.ts';
import type { ApiResult } from './support.ts';
import { type DemoCustomerKey, type DemoStaffKey, demoIdentities } from '#demo/identities';
import { getAuthConfig } from '#store/auth-config';
import { getStaffUserByUsername } from '#store/staff-users';
import { toTenantId } from '#domain/tenant-id';

process.env.COGNITO_ENDPOINT = inject('cognitoEndpoint');
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = inject('tableName');
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';

export type IdentityKey = DemoStaffKey | DemoCustomerKey;
export const STAFF_KEYS: DemoStaffKey[] = ['superAdmin', 'agencyAdmin', 'ranger', 'clerk'];

const cognito = cognitoClient(inject('cognitoEndpoint'));
const dispatch = createApiDispatcher();
const tokens = new Map<string, Promise<string>>();

export function demoPerson(tenantId: string, key: IdentityKey) {
  const demo = demoIdentities(toTenantId(tenantId));
  const person = [...demo.staff, ...demo.customers].find((p) => p.key === key);
  if (!person) throw new Error(`no demo identity ${key}`);
  return { ...person, password: demo.password, isStaff: demo.staff.some((s) => s.key === key) };
}

/** Raw pool sign-in; returns the id token or throws the provider's error. */
export async function poolSignIn(clientId: string, username: string, password: string): Promise<string> {
  const out = await cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  const idToken = out.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`no id token for ${username}`);
  return idToken;
}

/** A new sign-in, not cached (for calls that sign the token out). */
export async function signInFresh(tenantId: string, key: IdentityKey): Promise<string> {
  const person = demoPerson(tenantId, key);
  const cfg = await getAuthConfig(toTenantId(tenantId));
  if (!cfg) throw new Error(`no auth config for ${tenantId}`);
  if (person.isStaff) {
    const staff = await getStaffUserByUsername(toTenantId(tenantId), person.username);
    return poolSignIn(cfg.tenantAdminClientId, staff?.cognitoUsername ?? person.username, person.password);
  }
  // Pools keyed by e-mail (cognito-local's default) know customers by e-mail; others by username.
  return poolSignIn(cfg.publicClientId, person.username, person.password).catch(() =>
    poolSignIn(cfg.publicClientId, person.email, person.password),
  );
}

/** An id token of a demo identity (cached). */
export function idToken(tenantId: string, key: IdentityKey): Promise<string> {
  const cacheKey = `${tenantId}:${key}`;
  let token = tokens.get(cacheKey);
  if (!token) {
    token = signInFresh(tenantId, key);
    tokens.set(cacheKey, token);
  }
  return token;
}

/** A request with an optional bearer token; `pathAndQuery` may carry a query string. */
export async function callWithToken(
  token: string | undefined,
  method: string,
  pathAndQuery: string,
  body?: unknown,
  /** The client address (API Gateway's sourceIp); the runtime's loopback when absent. */
  sourceIp?: string,
  /** More request headers (lower-case names). */
  headers?: Record<string, string>,
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
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

/** A request as a demo identity of a tenant. */
export async function callAs(
  tenantId: string,
  key: IdentityKey,
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<ApiResult> {
  return callWithToken(await idToken(tenantId, key), method, pathAndQuery, body);
}

/**
 * A hand-made RS256 token, for the token checks: signed with cognito-local's own key (valid signature,
 * claims chosen by the test) or with a fresh key (a forgery).
 */
export function mintToken(claims: Record<string, unknown>, signer: 'cognito-local' | 'forger'): string {
  const key =
    signer === 'forger'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : createPrivateKey({ key: cognitoLocalJwk(), format: 'jwk' } as JsonWebKeyInput);
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${enc({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${enc(claims)}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
}

function cognitoLocalJwk(): JsonWebKey {
  const require = createRequire(import.meta.url);
  return (require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JsonWebKey }).jwk;
}

/** The claims of a token (not verified: the tests read what they were given). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
