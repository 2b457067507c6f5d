/**
 * The client a request comes from, as the per-client rate limits, the captcha passes, the admission
 * tokens and the page-view tokens name it.
 *
 * Through the site's /v1/* behaviour CloudFront connects to API Gateway itself, so `sourceIp` is an edge
 * address that every visitor of that edge shares. CloudFront names the visitor in CloudFront-Viewer-Address
 * (`ip:port`, an IPv6 address unbracketed: `2001:db8::1:443`) and sends the origin-verify secret in
 * ORIGIN_VERIFY_HEADER (lib/platform/web.ts). The API's own endpoint is reachable without CloudFront, where
 * anyone may set either header, so the viewer address is taken only beside the right secret; otherwise
 * (the local runtime, a direct call, a secret that cannot be read) the client is `sourceIp`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { originVerifySecret } from '#adapters/parameters/origin-verify';
import { logger } from '#http/logger';

/** The custom origin header CloudFront adds on the API origin, holding the origin-verify secret. */
export const ORIGIN_VERIFY_HEADER = 'x-campfire-origin-verify';

/** The CloudFront header naming the viewer's address and source port. */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** Where the origin-verify secret comes from (the Secrets Manager secret by default). */
export type OriginSecretSource = () => Promise<string | undefined>;

/** The client's address: the viewer CloudFront names, when CloudFront sent the request; else `sourceIp`. */
export async function clientAddress(
  event: APIGatewayProxyEventV2,
  originSecret: OriginSecretSource = originVerifySecret,
): Promise<string> {
  const sourceIp = event.requestContext?.http?.sourceIp ?? '';
  // API Gateway passes header names in lower case.
  const presented = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!presented) return sourceIp;
  const secret = await originSecret().catch((error: unknown) => {
    logger.warn('origin-verify secret unavailable: the client is named by sourceIp', { error });
    return undefined;
  });
  if (!secret || !sameSecret(presented, secret)) return sourceIp;
  return viewerAddressOf(event.headers?.[VIEWER_ADDRESS_HEADER.toLowerCase()]) ?? sourceIp;
}

/** The address of a CloudFront-Viewer-Address value (its port stripped); undefined for anything else. */
export function viewerAddressOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // The port follows the last colon; an IPv6 address keeps its own colons before it.
  const colon = text.lastIndexOf(':');
  if (colon < 0 || !/^\d{1,5}$/.test(text.slice(colon + 1))) return undefined;
  const address = text.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return isIP(address) === 0 ? undefined : address.toLowerCase();
}

/** Compared in constant time (over digests, so lengths differ freely). */
function sameSecret(presented: string, secret: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}
