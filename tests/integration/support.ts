/** What every integration test uses: the environment pointing at the run's DynamoDB Local, and a client. */
import { inject } from 'vitest';
import { createApiDispatcher } from '../../bin/local/api-gateway.ts';
import { registerLocalReportAggregates } from '../../bin/local/report-aggregates-poller.ts';

process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.TABLE_NAME = inject('tableName');
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';

const dispatch = createApiDispatcher();
/** The reports read the day aggregates after draining the table's stream, as on the local runtime. */
export const reportAggregates = registerLocalReportAggregates({
  endpoint: process.env.DYNAMODB_ENDPOINT,
  tableName: process.env.TABLE_NAME,
});

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

/**
 * The payment sandbox of the local runtime on a free port, serving /sandbox-payments/ and /v1/ (the
 * same API as `call`) like `npm start` does, so the sandbox can post back to the product API. It points
 * paymentProvider() at itself (PAYMENT_PROVIDER_URL, PAYMENT_PROVIDER_SECRET), giving up on a call the
 * sandbox does not answer (its never-answering test cards) after PROVIDER_TIMEOUT_MS. Call in beforeAll.
 * `postbackFetch` stands between the sandbox and its postbacks (a test's outage or lost notice).
 */
/**
 * How long the product waits for the sandbox: ample for an in-process answer on a busy two-core machine,
 * short enough that the tests of a silent provider take seconds.
 */
const PROVIDER_TIMEOUT_MS = 4_000;

export async function startPaymentSandbox(
  options: { postbackFetch?: typeof fetch } = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const sandbox = await import('../../bin/local/sandbox-payments.ts');
  const { createApiRequestListener } = await import('../../bin/local/api-gateway.ts');
  const handleSandbox = sandbox.createSandboxPayments({
    secret: sandbox.SANDBOX_DEFAULT_SECRET,
    store: sandbox.memorySessionStore(),
    postbackRetryDelaysMs: [50, 100],
    fetch: options.postbackFetch,
  });
  // The API's own address (where the sandbox posts back) is this server, as the runtime's is its site.
  let origin = '';
  const handleApi = createApiRequestListener({ siteUrl: () => origin });
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const done = sandbox.isSandboxPaymentsPath(path)
      ? handleSandbox(req, res, req.url ?? '/')
      : handleApi(req, res);
    void Promise.resolve(done).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  process.env.PAYMENT_PROVIDER_URL = `${origin}${sandbox.SANDBOX_PAYMENTS_PREFIX}`;
  process.env.PAYMENT_PROVIDER_SECRET = sandbox.SANDBOX_DEFAULT_SECRET;
  process.env.PAYMENT_PROVIDER_TIMEOUT_MS = String(PROVIDER_TIMEOUT_MS);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
