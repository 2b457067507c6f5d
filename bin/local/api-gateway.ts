/**
 * The local stand-in for the API Gateway HTTP API: turns a plain HTTP request into an API Gateway v2
 * event (payload format 2.0), picks the bounded context by path prefix from functions/api/registry.ts,
 * and calls that context's real Lambda handler, as AWS would.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { STATUS_MESSAGE } from '#contract/envelope';
import { useWorkflowRunner } from '#adapters/workflows/index';
import { createLocalRunner } from '#adapters/workflows/local';
import { WORKFLOWS } from '#workflows/definitions';
import { runTask } from '#workflows/tasks/dispatch';
import { API_CONTEXTS, type ApiContext, DOCS_CONTEXT, OPENAPI_PATH, TENANT_API_BASE } from '#api/registry';
import { BodyTooLargeError, answerTooLarge, readBody } from './request-body.ts';
import { compress, negotiateEncoding } from './compression.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LocalApiRequest {
  method: string;
  /** The path without the query string, e.g. '/v1/tenant/co/Location/12'. */
  path: string;
  rawQueryString: string;
  headers: Record<string, string>;
  body: string | undefined;
  sourceIp?: string;
}

export interface LocalApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const TENANT_PATH = /^\/v1\/tenant\/([^/]+)\/(.+)$/i;

interface Resolved {
  context: ApiContext;
  routeKey: string;
  pathParameters?: Record<string, string>;
}

/**
 * Which context serves a path, and the route key and path parameters API Gateway would give it.
 * Prefixes may span segments ('admin/AdminUser'); the longest one that matches whole segments wins.
 */
export function resolveContext(path: string): Resolved | undefined {
  if (path.toLowerCase() === OPENAPI_PATH) return { context: DOCS_CONTEXT, routeKey: `GET ${OPENAPI_PATH}` };
  const m = TENANT_PATH.exec(path);
  if (!m) return undefined;
  const [, tenantId = '', below = ''] = m;
  const lower = below.toLowerCase();
  let best: { context: ApiContext; prefix: string } | undefined;
  for (const context of API_CONTEXTS) {
    for (const prefix of context.prefixes) {
      const p = prefix.toLowerCase();
      const matches = lower === p || lower.startsWith(`${p}/`);
      if (matches && (!best || prefix.length > best.prefix.length)) best = { context, prefix };
    }
  }
  if (!best) return undefined;
  const rest = below.slice(best.prefix.length + 1);
  return rest
    ? {
        context: best.context,
        routeKey: `ANY ${TENANT_API_BASE}/${best.prefix}/{proxy+}`,
        pathParameters: { tenantId, proxy: rest },
      }
    : {
        context: best.context,
        routeKey: `ANY ${TENANT_API_BASE}/${best.prefix}`,
        pathParameters: { tenantId },
      };
}

/** API Gateway joins repeated query keys with commas. */
export function parseQueryString(raw: string): Record<string, string> | undefined {
  if (!raw) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) out[key] = key in out ? `${out[key]},${value}` : value;
  return out;
}

export function buildEvent(req: LocalApiRequest, resolved: Resolved): APIGatewayProxyEventV2 {
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const now = new Date();
  const cookies = headers.cookie?.split(/;\s*/).filter(Boolean);
  return {
    version: '2.0',
    routeKey: resolved.routeKey,
    rawPath: req.path,
    rawQueryString: req.rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    queryStringParameters: parseQueryString(req.rawQueryString),
    ...(resolved.pathParameters ? { pathParameters: resolved.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method.toUpperCase(),
        path: req.path,
        protocol: 'HTTP/1.1',
        sourceIp: req.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: resolved.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: req.body,
    isBase64Encoded: false,
  };
}

function lambdaContext(context: ApiContext): Context {
  const deadline = Date.now() + 29_000; // API Gateway's integration timeout
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `campfire-api-${context.name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:campfire-api-${context.name}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/campfire-api-${context.name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function notFoundResponse(req: LocalApiRequest): LocalApiResponse {
  return {
    statusCode: 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
    body: JSON.stringify({
      statusCode: 'Failure',
      statusMessage: STATUS_MESSAGE.notFound,
      messages: [`No route for ${req.method.toUpperCase()} ${req.path}.`],
    }),
  };
}

export function createApiDispatcher(): (req: LocalApiRequest) => Promise<LocalApiResponse> {
  // Checkout and the postback run their state machines in this process, with the same task code.
  useWorkflowRunner(createLocalRunner({ definitions: WORKFLOWS, runTask }));
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const load = (context: ApiContext) => {
    let handler = handlers.get(context.entry);
    if (!handler) {
      handler = import(pathToFileURL(join(REPO_ROOT, context.entry)).href).then(
        (m: { handler: LambdaHandler }) => {
          if (typeof m.handler !== 'function') throw new Error(`${context.entry} does not export a handler`);
          return m.handler;
        },
      );
      handlers.set(context.entry, handler);
    }
    return handler;
  };

  return async (req) => {
    const resolved = resolveContext(req.path);
    if (!resolved) return notFoundResponse(req);
    const handler = await load(resolved.context);
    const result = await handler(buildEvent(req, resolved), lambdaContext(resolved.context));
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies.join(', ');
    const body =
      result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64').toString() : result.body;
    return { statusCode: result.statusCode ?? 200, headers, body: body ?? '' };
  };
}

/**
 * The headers API Gateway sets itself: the host it was reached at and the protocol. Locally that is the
 * tenant's configured site, never what the request says, since the API builds the payment notice's
 * address from them (a Host header must not send a payment notice elsewhere).
 */
export function withSiteHeaders(headers: Record<string, string>, siteUrl: string): Record<string, string> {
  const site = new URL(siteUrl);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (!/^(host|forwarded|x-forwarded-.*)$/i.test(k)) out[k.toLowerCase()] = v;
  out.host = site.host;
  out['x-forwarded-proto'] = site.protocol.replace(/:$/, '');
  return out;
}

export interface ApiListenerOptions {
  /** The configured site of the tenant a path names (the default site for other paths). */
  siteUrl(tenantId: string | undefined): string;
}

/** JSON and text answers are compressed; anything else (a file, a body already encoded) goes as it is. */
const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json)|text\/)/i;

/**
 * The last few bodies compressed, by encoding and text: a cached answer (availability for a crowd) is
 * the same text for every request of a few seconds, compressed once here as CloudFront's cache would.
 */
const compressedBodies = new Map<string, Promise<Buffer>>();
const MAX_COMPRESSED_BODIES = 16;

function compressedBody(body: string, raw: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}\n${body}`;
  let out = compressedBodies.get(key);
  if (!out) {
    out = compress(raw, encoding, 'each');
    if (compressedBodies.size >= MAX_COMPRESSED_BODIES) compressedBodies.clear();
    compressedBodies.set(key, out);
    out.catch(() => compressedBodies.delete(key));
  }
  return out;
}

/**
 * An answer as CloudFront's /v1 behaviour sends it on AWS: compressed (brotli, else gzip) when the
 * browser accepts it, so a page of spots crosses a phone's network in a few kilobytes.
 */
export async function encodeResponse(
  result: LocalApiResponse,
  acceptEncoding: string | undefined,
): Promise<{ headers: Record<string, string>; body: string | Buffer }> {
  const { headers, body } = result;
  const compressible = !headers['content-encoding'] && COMPRESSIBLE_TYPE.test(headers['content-type'] ?? '');
  const raw = Buffer.from(body);
  const encoding = compressible ? negotiateEncoding(raw.length, acceptEncoding) : undefined;
  const vary = compressible ? [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ') : headers.vary;
  const varied = vary ? { ...headers, vary } : headers;
  if (!encoding) return { headers: varied, body };
  return {
    headers: { ...varied, 'content-encoding': encoding },
    body: await compressedBody(body, raw, encoding),
  };
}

/** A node:http listener for every /v1/ request: the local server mounts it in one line. */
export function createApiRequestListener(
  opts: ApiListenerOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const dispatch = createApiDispatcher();
  return async (req, res) => {
    try {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const result = await dispatch({
        method: req.method ?? 'GET',
        path: url.pathname,
        rawQueryString: url.search.replace(/^\?/, ''),
        headers: withSiteHeaders(headers, opts.siteUrl(TENANT_PATH.exec(url.pathname)?.[1])),
        body: body.length ? body.toString('utf8') : undefined,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, ''),
      });
      const sent = await encodeResponse(result, req.headers['accept-encoding']);
      res.writeHead(result.statusCode, sent.headers);
      res.end(sent.body);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return answerTooLarge(res);
      // Only a failure of the adapter itself lands here (the handlers map their own errors).
      console.error('local API adapter error', err);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          statusCode: 'Error',
          statusMessage: STATUS_MESSAGE.serverError,
          messages: [STATUS_MESSAGE.serverError],
        }),
      );
    }
  };
}
