/**
 * The API pipeline every bounded context uses: middy with Powertools Tracer and logging (request ids,
 * route and tenant as keys), CORS, routing, zod validation, tenant scoping, the envelope and the one error mapper.
 * `createApiHandler(table)` gives a context's Lambda handler (API Gateway HTTP API, payload v2).
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { countClientError, countServerError, tracedMiddy } from '#adapters/observability/index';
import httpCors from '@middy/http-cors';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { tenantPathSchema } from '#contract/common';
import { success } from '#http/envelope';
import { mapError } from '#http/error-mapper';
import { type AuthDecision, decideAccess, decideLocationAccess } from '#http/auth-decision';
import { resolveCaller } from '#http/authenticate';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '#domain/errors';
import { MethodNotAllowedError } from '#http/errors';
import { logger } from '#http/logger';
import { createRouter } from '#http/router';
import type { Route, RouteTable } from '#http/routes';
import { parseRequestPart } from '#http/validation';
import { enforceRateLimits } from '#http/rate-limit';
import { enforceCaptcha, pageViewHeaders } from '#http/captcha-gate';
import { getTenant } from '#store/tenants';
import type { TenantId } from '#domain/catalogue';
import { PAGE_VIEW } from '#domain/limits';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** /v1/tenant/{tenantId}/{rest}; matched case-insensitively like the rest of the path. */
const TENANT_PATH = /^\/v1\/tenant\/([^/]*)(?:\/(.*))?$/i;

/** The tenants' site origins (`https://<siteDomain>`, comma separated), set by the API stack. */
export const CORS_ORIGINS_ENV = 'CORS_ALLOWED_ORIGINS';

/**
 * CORS answers only the tenants' sites on AWS (any other origin gets no allow header). The local
 * runtime serves the app and the API from one origin and sets no list, so it allows any.
 */
export function corsOptions(env: NodeJS.ProcessEnv = process.env) {
  const origins = (env[CORS_ORIGINS_ENV] ?? '').split(',').filter((o) => o !== '');
  return {
    ...(origins.length > 0 ? { origins } : { origin: '*' }),
    headers: `Authorization,Content-Type,${PAGE_VIEW.header}`,
    // The page-view token of a read, which the web app sends back with a claim.
    exposeHeaders: PAGE_VIEW.header,
    methods: 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    maxAge: 600,
  };
}

/** Wraps a plain (event) => result function with the shared middlewares: logging, CORS, error mapping. */
export function withApiMiddleware(
  contextName: string,
  handle: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>,
): ApiHandler {
  return tracedMiddy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpCors(corsOptions()))
    .use({
      // Registered after CORS so that its onError runs first and CORS then decorates the error response.
      onError: (request) => {
        request.response = mapError(request.error, logger);
        // A handled 5xx is no Lambda error: counted so that the context's errors alarm sees it too.
        // 4xx are counted per context because API Gateway counts them only API-wide.
        const status = request.response.statusCode ?? 0;
        if (status >= 500) countServerError(contextName);
        else if (status >= 400) countClientError(contextName);
      },
    })
    .handler(async (event) => {
      logger.appendKeys({ context: contextName, requestId: event.requestContext?.requestId });
      const started = Date.now();
      const response = await handle(event);
      logger.info('request handled', { status: response.statusCode, durationMs: Date.now() - started });
      return response;
    }) as unknown as ApiHandler;
}

/** The Lambda handler of one bounded context. */
export function createApiHandler(table: RouteTable): ApiHandler {
  const router = createRouter(table.routes);
  return withApiMiddleware(table.context, (event) => dispatch(router, event));
}

async function dispatch(router: ReturnType<typeof createRouter>, event: APIGatewayProxyEventV2) {
  const method = event.requestContext.http.method;
  const rawPath = event.rawPath;
  const tenantMatch = TENANT_PATH.exec(rawPath);
  if (!tenantMatch) throw new NotFoundError(`No route for ${method} ${rawPath}.`);

  const { tenantId } = parseRequestPart('path', tenantPathSchema, {
    tenantId: safeDecode(tenantMatch[1] ?? '').toLowerCase(),
  });
  const match = router.match(method, tenantMatch[2] ?? '');
  if (match.kind === 'not-found') throw new NotFoundError(`No route for ${method} ${rawPath}.`);
  if (match.kind === 'method-not-allowed') {
    throw new MethodNotAllowedError(`${method} is not allowed on ${rawPath}.`, match.allow);
  }
  const route = match.route;
  logger.appendKeys({ route: `${route.method} ${route.path}`, operationId: route.operationId, tenantId });

  const tenant = await getTenant(tenantId);
  if (!tenant) throw new NotFoundError(`Tenant '${tenantId}' was not found.`);
  // Who may call is decided before the request is validated, so a refusal never hides behind a 400.
  const auth = await authorize(route, event, tenantId);

  const params = parseRequestPart('path', route.params, match.pathParams);
  const query = parseRequestPart('query', route.query, event.queryStringParameters ?? {});
  const body = parseRequestPart('body', route.body, route.body ? parseJsonBody(event) : undefined);
  if (route.auth.kind === 'staff' && route.auth.locations) {
    const locationIds = await route.auth.locations({ tenantId, params, query, body });
    enforce(decideLocationAccess(route.auth, auth, locationIds));
  }

  await enforceRateLimits(route, { tenantId, tenant, params, query, body, event, auth });
  await enforceCaptcha(route, { tenantId, tenant, params, query, body, event, auth });

  const payload = await route.handler({ tenantId, tenant, params, query, body, event, logger, auth });
  const response = success(payload);
  if (route.pageView)
    Object.assign(response.headers!, await pageViewHeaders(route, { tenantId, event, auth }));
  return response;
}

/** The verified caller (undefined when anonymous), or a 401/403 per the route's declared auth. */
async function authorize(route: Route, event: APIGatewayProxyEventV2, tenantId: TenantId) {
  if (route.auth.kind === 'none') {
    // A public route serves everyone: an unusable token only means the caller is anonymous.
    const result = await resolveCaller(event, tenantId).catch(() => undefined);
    return result?.kind === 'caller' ? result.caller : undefined;
  }
  const result = await resolveCaller(event, tenantId);
  const caller = result.kind === 'caller' ? result.caller : undefined;
  if (result.kind === 'no-account') throw new ForbiddenError(result.message);
  if (result.kind === 'invalid') logger.info('bearer token rejected', { reason: result.reason });
  enforce(decideAccess(route.auth, caller));
  if (caller) logger.appendKeys({ callerKind: caller.kind, callerSub: caller.sub });
  return caller;
}

function enforce(decision: AuthDecision): void {
  if (decision.allowed) return;
  throw decision.status === 401
    ? new UnauthorizedError(decision.message)
    : new ForbiddenError(decision.message);
}

function parseJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.', {
      body: ['The request body is not valid JSON.'],
    });
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
