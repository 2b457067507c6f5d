/**
 * Verifies Cognito id tokens: signature against the pool's JWKS, issuer, audience (the app client),
 * expiry and token_use 'id'. One verifier per pool and client, kept for the life of the process so
 * the JWKS is fetched once. On AWS it is aws-jwt-verify's CognitoJwtVerifier; for cognito-local
 * (plain http issuer) its generic verifier with the JWKS fetched through Node's fetch, because the
 * library's own fetcher speaks https only.
 */
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { type PoolRole, type TrustedPool, localCognitoEndpoint, poolIssuer } from './pools.ts';

export interface VerifiedIdToken {
  role: PoolRole;
  userPoolId: string;
  sub: string;
  /** cognito:username: the Cognito user name (a username, or the sub in e-mail-username pools). */
  cognitoUsername: string;
  email: string;
  tokenId: string;
  expiresAt: number;
  /** Custom attribute from the enterprise directory, if present (spec public §4.2). */
  mspEntityUserId?: string;
  claims: Record<string, unknown>;
}

export class TokenRejectedError extends Error {}

interface IdVerifier {
  verify(token: string): Promise<Record<string, unknown>>;
}

const httpFetcher: Fetcher = {
  async fetch(uri: string) {
    const res = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`JWKS ${uri}: HTTP ${res.status}`);
    return res.arrayBuffer();
  },
};

const verifiers = new Map<string, IdVerifier>();

function verifierFor(pool: TrustedPool): IdVerifier {
  const issuer = poolIssuer(pool.userPoolId);
  const cacheKey = `${issuer}|${pool.clientId}`;
  const hit = verifiers.get(cacheKey);
  if (hit) return hit;
  let verifier: IdVerifier;
  if (localCognitoEndpoint()) {
    const v = JwtVerifier.create(
      {
        issuer,
        audience: pool.clientId,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('Not an id token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
    );
    verifier = { verify: (t) => v.verify(t) as Promise<Record<string, unknown>> };
  } else {
    const v = CognitoJwtVerifier.create({
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      tokenUse: 'id',
    });
    verifier = { verify: (t) => v.verify(t) as Promise<Record<string, unknown>> };
  }
  verifiers.set(cacheKey, verifier);
  return verifier;
}

/** The issuer claim, read without trusting it: it only picks which pool's verifier to run. */
function unverifiedIssuer(token: string): string | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tokens this process verified, by pool and token, until they expire: a signature check costs more CPU
 * than the rest of a claim's own work, and a signed-in visitor sends the same token with every call.
 * Only verified tokens are kept (a refused one is checked again); sign-out is checked apart, per call.
 */
const verified = new Map<string, VerifiedIdToken>();
/** Tokens kept before the memory starts afresh. */
const MAX_VERIFIED = 10_000;

function rememberedVerification(key: string, nowSeconds: number): VerifiedIdToken | undefined {
  const hit = verified.get(key);
  if (hit && hit.expiresAt > nowSeconds) return hit;
  if (hit) verified.delete(key);
  return undefined;
}

/** Verifies a token against the pools trusted for one tenant; throws TokenRejectedError otherwise. */
export async function verifyIdToken(token: string, pools: readonly TrustedPool[]): Promise<VerifiedIdToken> {
  const iss = unverifiedIssuer(token);
  // A token of another tenant's (or any unknown) pool has an issuer none of these pools has.
  const candidates = pools.filter((p) => poolIssuer(p.userPoolId) === iss);
  if (!candidates.length) throw new TokenRejectedError('The token was not issued for this tenant.');
  const nowSeconds = Math.floor(Date.now() / 1000);
  let lastError: unknown;
  for (const pool of candidates) {
    const key = `${pool.userPoolId}|${pool.clientId}|${token}`;
    const known = rememberedVerification(key, nowSeconds);
    if (known) return known;
    try {
      const claims = await verifierFor(pool).verify(token);
      const result = toVerified(pool, claims);
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(key, result);
      return result;
    } catch (err) {
      lastError = err;
    }
  }
  throw new TokenRejectedError(lastError instanceof Error ? lastError.message : 'Invalid token.');
}

function toVerified(pool: TrustedPool, claims: Record<string, unknown>): VerifiedIdToken {
  const str = (k: string) => (typeof claims[k] === 'string' ? (claims[k] as string) : '');
  const sub = str('sub');
  if (!sub) throw new TokenRejectedError('The token has no subject.');
  return {
    role: pool.role,
    userPoolId: pool.userPoolId,
    sub,
    cognitoUsername: str('cognito:username') || sub,
    email: str('email').toLowerCase(),
    tokenId: str('jti') || str('event_id') || `${sub}:${String(claims.iat ?? '')}`,
    expiresAt: typeof claims.exp === 'number' ? claims.exp : 0,
    mspEntityUserId: str('custom:mspEntityUserId') || undefined,
    claims,
  };
}
