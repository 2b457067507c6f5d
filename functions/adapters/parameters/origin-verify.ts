/**
 * The origin-verify secret: the value CloudFront sends the API in its origin header on the site's /v1/*
 * behaviour (lib/platform/web.ts), so the API can tell a request that came through CloudFront from one
 * sent to its own endpoint directly. On AWS a Secrets Manager secret the API stack generates, named by
 * ORIGIN_VERIFY_SECRET_NAME (its name) and read at run time and cached like the waiting-room secret;
 * unset (the local runtime, no CloudFront in front), there is none and no request is taken as CloudFront's.
 */
import { secretString } from './index.ts';

export const ORIGIN_VERIFY_SECRET_NAME_ENV = 'ORIGIN_VERIFY_SECRET_NAME';

export async function originVerifySecret(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const name = env[ORIGIN_VERIFY_SECRET_NAME_ENV];
  return name ? secretString(name) : undefined;
}
