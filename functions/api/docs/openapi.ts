/**
 * The OpenAPI 3.1 document, generated from the route tables and their contract schemas, so the document
 * cannot drift from what the API validates and returns. The CDK app generates it at synth time for the
 * docs Lambda (lib/platform/api.ts); the local runtime's docs handler generates it on first request.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { tenantIdSchema } from '#contract/common';
import { errorEnvelopeSchema } from '#contract/envelope';
import type { Route } from '#http/routes';
import { TENANT_API_BASE } from '#api/registry';
import { PAGE_VIEW } from '#domain/limits';
import { ROUTE_TABLES } from '#api/route-tables';

const ERROR_RESPONSES = {
  400: 'Malformed request: the messages and `errors` name each invalid field.',
  404: 'Unknown tenant, id or route.',
  405: 'The path exists but not with this method.',
  500: 'Unexpected server error (generic message; details are logged).',
} as const;

/** The page-view token a person's reads answer with (functions/http/captcha-gate.ts). */
const PAGE_VIEW_HEADERS = {
  [PAGE_VIEW.header]: {
    description:
      'A signed page-view token (15 minutes, bound to the client and, read signed in, the account). The web ' +
      'app sends the latest back in the same header with SpotReservation/spot/{spotId}/claim; on a tenant ' +
      'that runs the captcha, a claim without a valid one is asked for the captcha.',
    schema: { type: 'string' as const },
  },
};

function paramsObject(route: Route): z.ZodObject {
  const shape: Record<string, z.ZodType> = { tenantId: tenantIdSchema };
  if (route.params instanceof z.ZodObject) Object.assign(shape, route.params.shape);
  return z.object(shape);
}

function register(registry: OpenAPIRegistry, context: string, route: Route): void {
  const errors = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: errorEnvelopeSchema } } },
    ]),
  );
  registry.registerPath({
    method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: `${TENANT_API_BASE}/${route.path}`,
    operationId: route.operationId,
    summary: route.summary,
    tags: [context],
    request: {
      params: paramsObject(route),
      ...(route.query instanceof z.ZodObject ? { query: route.query } : {}),
      ...(route.body ? { body: { content: { 'application/json': { schema: route.body } } } } : {}),
    },
    responses: {
      200: {
        description: 'Success envelope',
        ...(route.pageView ? { headers: PAGE_VIEW_HEADERS } : {}),
        content: { 'application/json': { schema: route.response } },
      },
      ...errors,
    },
  });
}

let cached: object | undefined;

export function buildOpenApiDocument(): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  for (const table of ROUTE_TABLES)
    for (const route of table.routes) register(registry, table.context, route);
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Campfire API',
      version: '1',
      description:
        'Multi-tenant park and campground reservations. Every response is the envelope ' +
        '{statusCode, statusMessage, messages, <payload>}; statusCode is serialised by name ' +
        '(Success = 1, Failure = 2, Error = 3). Paths below /v1/tenant/{tenantId}/ match case-insensitively; ' +
        "GET calls may add the cache-busting parameter '_', which is ignored.",
    },
  });
  return cached;
}
