/**
 * Forwards /cognito/* on the public port to cognito-local, so the browser (Amplify's
 * userPoolEndpoint) needs no second port. The prefix is stripped: /cognito/ -> /.
 */
import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const COGNITO_PREFIX = '/cognito';

export function createCognitoProxy(target: string) {
  const targetUrl = new URL(target);
  return (req: IncomingMessage, res: ServerResponse, pathAndQuery: string): void => {
    const upstreamPath = pathAndQuery.slice(COGNITO_PREFIX.length) || '/';
    const headers = { ...req.headers, host: targetUrl.host };
    const upstream = request(
      {
        hostname: targetUrl.hostname,
        port: targetUrl.port,
        method: req.method,
        path: upstreamPath.startsWith('/') ? upstreamPath : `/${upstreamPath}`,
        headers,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
      }
      res.end(JSON.stringify({ message: 'cognito-local is not answering' }));
    });
    req.pipe(upstream);
  };
}
