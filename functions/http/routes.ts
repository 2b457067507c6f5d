/**
 * The route-table types every bounded context uses. A route names its method, its path below
 * /v1/tenant/{tenantId}/, the zod schemas of its path parameters, query and body, its auth requirement,
 * its response schema (for the OpenAPI document) and its handler. The pipeline validates the request
 * against the schemas before the handler runs, so handlers receive typed, checked values.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { TenantRecord, TenantId } from '#domain/catalogue';
import type { LimitedAction } from '#domain/limits';
import type { PermissionName, PermissionPrincipal } from '#domain/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route (checked before the request is validated, so the status shows the decision):
 * - 'none': anyone.
 * - 'customer': a signed-in customer of the path's tenant; a staff caller gets 403 NON_CUSTOMER_MESSAGE.
 * - 'signedIn': any signed-in user of the path's tenant, customer or staff (e.g. one's own record).
 * - 'staff': a signed-in staff user of the path's tenant holding every listed permission (or, with
 *   `anyOf`, at least one); a customer gets 403. With `locations`, the permissions are also checked
 *   against the park ids it returns from the validated request (admin §6 location scoping).
 */
export type RouteAuth =
  | { kind: 'none' }
  | { kind: 'customer' }
  | { kind: 'signedIn' }
  | {
      kind: 'staff';
      permissions: readonly PermissionName[];
      anyOf?: boolean;
      /** May read the store (e.g. a spot's park); an unknown id it names is a 404. */
      locations?: (req: {
        tenantId: TenantId;
        params: unknown;
        query: unknown;
        body: unknown;
      }) => readonly number[] | Promise<readonly number[]>;
    };

/** The caller, as verified from the bearer id token and (for staff) the store. */
export type AuthContext = CustomerAuth | StaffAuth;

interface AuthBase {
  tenantId: TenantId;
  /** Cognito subject: the user's externalUserId. */
  sub: string;
  /** The product username (lower case). */
  username: string;
  email: string;
  /** The verified id token, e.g. for logout. */
  token: string;
  /** Token id (jti) and expiry (epoch seconds), for revocation. */
  tokenId: string;
  expiresAt: number;
  /** The pool that issued the token and the name Cognito knows the user by (cognito:username). */
  userPoolId: string;
  cognitoUsername: string;
}

export interface CustomerAuth extends AuthBase {
  kind: 'customer';
}

export interface StaffAuth extends AuthBase, PermissionPrincipal {
  kind: 'staff';
  userId: number;
  roleId: number;
  /** Names of the role's permissions. */
  permissions: PermissionName[];
  locationIds: number[];
}

/** Any signed-in user, or nobody. */
export const SIGNED_IN: RouteAuth = { kind: 'signedIn' };
export const CUSTOMER: RouteAuth = { kind: 'customer' };
/** A staff route: any staff user when no permission is named. */
export function staff(...permissions: PermissionName[]): RouteAuth {
  return { kind: 'staff', permissions };
}

export const PUBLIC: RouteAuth = { kind: 'none' };

export interface RouteRequest<P, Q, B> {
  tenantId: TenantId;
  /** The tenant's settings, loaded by tenant scoping (so a handler never runs for an unknown tenant). */
  tenant: TenantRecord;
  params: P;
  query: Q;
  body: B;
  event: APIGatewayProxyEventV2;
  logger: Logger;
  /** The verified caller; undefined only on 'none' routes called anonymously. */
  auth?: AuthContext;
}

/**
 * A counted route: per client (IP) and per account. A signed-in caller is counted as themselves; an
 * anonymous call as the account it names (`account`: a username, e-mail or id), known or not.
 */
export interface RouteRateLimit<P, Q, B> {
  action: LimitedAction;
  account?: (req: { params: P; query: Q; body: B }) => string | number | undefined;
}

export interface RouteDefinition<P, Q, B> {
  method: HttpMethod;
  /** Below /v1/tenant/{tenantId}/, with {name} parameters, e.g. 'Location/{locationId}/loop'. */
  path: string;
  /** Unique name of the operation (OpenAPI operationId, log key). */
  operationId: string;
  summary: string;
  /** Receives the path parameters as strings (Record<string, string>). */
  params?: z.ZodType<P>;
  /** Receives the query parameters as strings (repeated keys joined by commas). */
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  auth: RouteAuth;
  /** Counted against the tenant's rate limits of this kind (after validation; 429 when over). */
  rateLimit?: RouteRateLimit<P, Q, B>;
  /** Needs a passed captcha check from the same client when the tenant requires one (403 without). */
  captcha?: boolean;
  /**
   * A read a person makes before claiming: the answer carries a signed page-view token (PAGE_VIEW's
   * header, functions/http/captcha-gate.ts), which a claim sends back to show it came through the pages.
   */
  pageView?: boolean;
  /** The whole success envelope, for the OpenAPI document and the tests. */
  response: z.ZodType;
  /** Returns the payload field(s) of the envelope, e.g. `{ regions }`. */
  handler(req: RouteRequest<P, Q, B>): Promise<Record<string, unknown>>;
}

/** A route with its types erased, as route tables hold them. */
export type Route = RouteDefinition<unknown, unknown, unknown>;

/** Keeps the handler's types tied to its schemas, then erases them for the table. */
export function defineRoute<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  def: RouteDefinition<P, Q, B>,
): Route {
  return def as unknown as Route;
}

/** One bounded context's routes (one Lambda). */
export interface RouteTable {
  context: string;
  routes: Route[];
}
