/**
 * The one HTTP server of the local runtime, on PORT: the API under /v1/, the tenant directory, the
 * cognito-local proxy and the built web app. The browser talks to nothing else.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TenantDirectoryEntry } from '../../lib/tenant-config.ts';
import { COGNITO_PREFIX, createCognitoProxy } from './cognito-proxy.ts';
import { createMailboxHandler, isMailboxPath } from './mailbox.ts';
import { isSandboxPaymentsPath, type SandboxHandler } from './sandbox-payments.ts';
import { createStaticFileHandler } from './static-files.ts';
import { BodyTooLargeError, answerTooLarge, declaresTooLargeBody } from './request-body.ts';
import { toTenantId } from '#domain/tenant-id';
import { DEFAULT_HOST } from './config.ts';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface ServerParts {
  /** Handles every /v1/* request (the API Gateway v2 adapter). */
  api: RequestListener;
  tenantDirectory: TenantDirectoryEntry[];
  cognitoEndpoint: string;
  webDist: string;
  /** Brand images staged for tenants without demo data, served at /tenants/<tenantId>/ as on AWS. */
  tenantImages?: { dir: string; tenantIds: string[] };
  /** The sandbox hosted payment page and its sessions API under /sandbox-payments/. */
  sandboxPayments?: SandboxHandler;
}

export function createLocalServer(parts: ServerParts): Server {
  const serveStatic = createStaticFileHandler(parts.webDist);
  const serveTenantImage = parts.tenantImages && createStaticFileHandler(parts.tenantImages.dir);
  const imageTenants = new Set(parts.tenantImages?.tenantIds);
  const proxyCognito = createCognitoProxy(parts.cognitoEndpoint, {
    tenantIds: parts.tenantDirectory.map((t) => toTenantId(t.tenantId)),
  });
  const directoryBody = JSON.stringify(parts.tenantDirectory);
  const mailbox = createMailboxHandler();

  return createServer((req, res) => {
    const pathAndQuery = req.url ?? '/';
    const path = pathAndQuery.split('?')[0] ?? '/';
    // API Gateway refuses a body over its limit before any handler sees it.
    if (declaresTooLargeBody(req)) return answerTooLarge(res);
    const handle = async () => {
      if (path === '/v1' || path.startsWith('/v1/')) return parts.api(req, res);
      if (path === COGNITO_PREFIX || path.startsWith(`${COGNITO_PREFIX}/`))
        return proxyCognito(req, res, pathAndQuery);
      if (isMailboxPath(path)) return mailbox(req, res, pathAndQuery);
      if (parts.sandboxPayments && isSandboxPaymentsPath(path))
        return parts.sandboxPayments(req, res, pathAndQuery);
      if (path === '/tenants.json' && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : directoryBody);
        return;
      }
      if (serveTenantImage && imageTenants.has(path.split('/')[2] ?? '') && path.startsWith('/tenants/'))
        return serveTenantImage(req, res, path);
      return serveStatic(req, res, path);
    };
    handle().catch((err: unknown) => {
      if (err instanceof BodyTooLargeError) return answerTooLarge(res);
      console.error(
        `request ${req.method} ${path} failed: ${err instanceof Error ? err.message : String(err)}`,
      );
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
}

export function listen(server: Server, port: number, host = DEFAULT_HOST): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections();
  });
}
