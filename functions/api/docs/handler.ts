/**
 * Lambda entry of the docs context: the OpenAPI document at GET /v1/openapi.json. On AWS the document
 * is generated at synth time (lib/platform/api.ts) and shipped beside the bundle, so the bundle carries
 * no route table; run from the sources (the local runtime) it is generated from the route tables.
 */
import { readFile } from 'node:fs/promises';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NotFoundError } from '#domain/errors';
import { OPENAPI_PATH } from '#api/registry';
import { MethodNotAllowedError } from '#http/errors';
import { withApiMiddleware } from '#http/pipeline';

/** The generated document's name beside the bundle. */
export const OPENAPI_DOCUMENT_FILE = 'openapi.json';

/** What the docs Lambda's bundler defines: the document is the file beside the bundle. */
export const BUNDLED_DOCUMENT_DEFINE = { 'process.env.CAMPFIRE_OPENAPI_BUNDLED': '"true"' };

let document: Promise<string> | undefined;

function loadDocument(): Promise<string> {
  // An if/else on the defined constant: the bundler drops the other branch's import, route tables and all.
  if (process.env.CAMPFIRE_OPENAPI_BUNDLED === 'true') {
    return readFile(new URL(`./${OPENAPI_DOCUMENT_FILE}`, import.meta.url), 'utf8');
  } else {
    return import('./openapi.ts').then(({ buildOpenApiDocument }) => JSON.stringify(buildOpenApiDocument()));
  }
}

export const handler = withApiMiddleware('docs', async (event: APIGatewayProxyEventV2) => {
  const method = event.requestContext.http.method;
  if (event.rawPath.toLowerCase() !== OPENAPI_PATH)
    throw new NotFoundError(`No route for ${method} ${event.rawPath}.`);
  if (method !== 'GET')
    throw new MethodNotAllowedError(`${method} is not allowed on ${event.rawPath}.`, ['GET']);
  // A failed read is tried again by the next request.
  document ??= loadDocument().catch((err: unknown) => {
    document = undefined;
    throw err;
  });
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    body: await document,
  };
});
