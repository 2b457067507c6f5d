/** What every integration test uses: the environment pointing at the run's DynamoDB Local, and a client. */
import { inject } from 'vitest';
import { createApiDispatcher } from '../../bin/local/api-gateway.ts';

process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = inject('tableName');
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';

const dispatch = createApiDispatcher();

export interface ApiResult {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> & { statusCode: string; statusMessage: string; messages: string[] };
}

/** A request as the local runtime forwards it; `path` may carry a query string. */
export async function call(method: string, pathAndQuery: string, body?: unknown): Promise<ApiResult> {
  const [path = '', query = ''] = pathAndQuery.split('?');
  const res = await dispatch({
    method,
    path,
    rawQueryString: query,
    headers: {
      host: 'localhost:3000',
      'user-agent': 'vitest',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

export const get = (pathAndQuery: string) => call('GET', pathAndQuery);

/** `/v1/tenant/<tenantId>/<rest>` */
export const api = (tenantId: string, rest: string) => `/v1/tenant/${tenantId}/${rest}`;
