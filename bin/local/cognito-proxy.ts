/**
 * Forwards /cognito/* on the public port to cognito-local, so the browser (Amplify's
 * userPoolEndpoint) needs no second port. The prefix is stripped: /cognito/ -> /.
 *
 * Only what a browser may ask of Cognito passes: the public actions Amplify's auth client sends
 * (AMPLIFY_ACTIONS, matched to the X-Amz-Target exactly) and the public health and key documents.
 * Everything else, the Admin* and List* actions above all, is refused: cognito-local checks no
 * credentials, so forwarding them would hand every account to anyone who can reach the port.
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
import { readBody } from './request-body.ts';

export const COGNITO_PREFIX = '/cognito';

export interface CognitoProxyOptions {
  /** Tenants whose pools get the lockout (their auth config items name the pools). */
  tenantIds?: readonly TenantId[];
}

/** The Cognito user pool actions the web app's Amplify client sends, all callable without credentials. */
export const AMPLIFY_ACTIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GlobalSignOut',
  'RevokeToken',
  'GetUser',
  'ChangePassword',
]);

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The action an X-Amz-Target names when it is exactly one the browser may call; else undefined. */
export function allowedAction(amzTarget: string | string[] | undefined): string | undefined {
  if (typeof amzTarget !== 'string' || !amzTarget.startsWith(TARGET_PREFIX)) return undefined;
  const action = amzTarget.slice(TARGET_PREFIX.length);
  return AMPLIFY_ACTIONS.has(action) ? action : undefined;
}

/** GET requests a browser may make: cognito-local's health check and a pool's public signing keys. */
function isPublicDocument(method: string | undefined, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    (path === '/health' || /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$/.test(path))
  );
}

/** Cognito's answer to an action it does not offer to this caller (HTTP 400). */
function refuse(res: ServerResponse, what: string) {
  const body = JSON.stringify({
    __type: 'AccessDeniedException',
    message: `${what} is not available here: the local runtime forwards only the sign-in actions of the web app.`,
  });
  res.writeHead(400, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': 'AccessDeniedException',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
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
        readAll(upstreamRes)
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
    if (isPublicDocument(req.method, path.split('?')[0] ?? path)) {
      forward(req, res, path, undefined);
      return;
    }
    const amzTarget = req.headers['x-amz-target'];
    const action = req.method === 'POST' ? allowedAction(amzTarget) : undefined;
    if (!action) {
      refuse(res, typeof amzTarget === 'string' ? amzTarget : `${req.method} ${path}`);
      return;
    }
    const body = await readBody(req);
    const signIn = await signInOf(amzTarget as string, parseJson(body), resolvePool);
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
