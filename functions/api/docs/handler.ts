/** Lambda entry of the docs context: the OpenAPI document at GET /v1/openapi.json. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NotFoundError } from '#domain/errors';
import { MethodNotAllowedError } from '#http/errors';
import { withApiMiddleware } from '#http/pipeline';
import { OPENAPI_PATH, buildOpenApiDocument } from './openapi.ts';

export const handler = withApiMiddleware('docs', async (event: APIGatewayProxyEventV2) => {
  const method = event.requestContext.http.method;
  if (event.rawPath.toLowerCase() !== OPENAPI_PATH)
    throw new NotFoundError(`No route for ${method} ${event.rawPath}.`);
  if (method !== 'GET')
    throw new MethodNotAllowedError(`${method} is not allowed on ${event.rawPath}.`, ['GET']);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    body: JSON.stringify(buildOpenApiDocument()),
  };
});
