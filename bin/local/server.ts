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

  const server = createServer((req, res) => {
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
  // Idle connections are kept a minute, as a load balancer keeps them: with Node's 5 s, a crowd's
  // browsers reconnect every few polls, and a request sent on a connection the server is closing that
  // moment (busy, it closes late) gets no answer at all.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

const KEEP_ALIVE_MS = 65_000;
/** Connections waiting to be accepted (the system's own limit, net.core.somaxconn, may be lower). */
const ACCEPT_BACKLOG = 4096;

export function listen(server: Server, port: number, host = DEFAULT_HOST): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    // A crowd's connections wait in the accept queue while the process is busy; with Node's default
    // of 511 the queue overflows, the connections of the rest are dropped and their browsers give up.
    server.listen(port, host, ACCEPT_BACKLOG, () => {
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
