/**
 * Forwards /cognito/* on the public port to cognito-local, so the browser (Amplify's
 * userPoolEndpoint) needs no second port. The prefix is stripped: /cognito/ -> /.
 *
 * Password sign-ins (InitiateAuth, AdminInitiateAuth) pass through the lockout first
 * (cognito-lockout.ts), standing in for the PreAuthentication and PostAuthentication triggers that
 * cognito-local does not run.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  LOCKED_RESPONSE,
  admitSignIn,
  clearSignInFailures,
  poolResolver,
  signInOf,
} from './cognito-lockout.ts';
import type { TenantId } from '#domain/catalogue';

export const COGNITO_PREFIX = '/cognito';

export interface CognitoProxyOptions {
  /** Tenants whose pools get the lockout (their auth config items name the pools). */
  tenantIds?: readonly TenantId[];
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * cognito-local answers a wrong password with InvalidPasswordException 'Invalid password'; Cognito
 * answers NotAuthorizedException 'Incorrect username or password.', which is what the web app maps.
 */
export function asCognitoAnswers(answer: Buffer): Buffer {
  const out = parseJson(answer) as { __type?: string } | undefined;
  if (out?.__type !== 'InvalidPasswordException') return answer;
  return Buffer.from(
    JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }),
  );
}

export function createCognitoProxy(target: string, opts: CognitoProxyOptions = {}) {
  const targetUrl = new URL(target);
  const resolvePool = poolResolver(opts.tenantIds ?? []);

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: Buffer | undefined,
    onAnswer?: (status: number, body: Buffer) => Promise<void>,
  ) => {
    const headers = { ...req.headers, host: targetUrl.host };
    if (body) headers['content-length'] = String(body.length);
    const upstream = request(
      { hostname: targetUrl.hostname, port: targetUrl.port, method: req.method, path, headers },
      (upstreamRes) => {
        if (!onAnswer) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        readBody(upstreamRes)
          .then(async (raw) => {
            await onAnswer(upstreamRes.statusCode ?? 502, raw).catch((err: unknown) =>
              console.error(`lockout: ${err instanceof Error ? err.message : String(err)}`),
            );
            const answer = asCognitoAnswers(raw);
            res.writeHead(upstreamRes.statusCode ?? 502, {
              ...upstreamRes.headers,
              'content-length': String(answer.length),
            });
            res.end(answer);
          })
          .catch(() => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
      }
      res.end(JSON.stringify({ message: 'cognito-local is not answering' }));
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  return async (req: IncomingMessage, res: ServerResponse, pathAndQuery: string): Promise<void> => {
    const upstreamPath = pathAndQuery.slice(COGNITO_PREFIX.length) || '/';
    const path = upstreamPath.startsWith('/') ? upstreamPath : `/${upstreamPath}`;
    const amzTarget = req.headers['x-amz-target'];
    if (req.method !== 'POST' || typeof amzTarget !== 'string' || !/InitiateAuth$/.test(amzTarget)) {
      forward(req, res, path, undefined);
      return;
    }
    const body = await readBody(req);
    const signIn = await signInOf(amzTarget, parseJson(body), resolvePool);
    if (!signIn) {
      forward(req, res, path, body);
      return;
    }
    if (!(await admitSignIn(signIn))) {
      res.writeHead(400, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-errortype': LOCKED_RESPONSE.__type,
      });
      res.end(JSON.stringify(LOCKED_RESPONSE));
      return;
    }
    forward(req, res, path, body, async (status, answer) => {
      const out = parseJson(answer) as { AuthenticationResult?: unknown } | undefined;
      if (status === 200 && out?.AuthenticationResult) await clearSignInFailures(signIn);
    });
  };
}
