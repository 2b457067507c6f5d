/**
 * The captcha adapter on AWS: the secret key comes from the SSM SecureString parameter the stack names
 * (no local SSM, so aws-sdk-client-mock answers for it), decrypted, cached, and sent to siteverify.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { CAPTCHA_SECRET_PARAMETER_ENV, captchaVerifier } from '#adapters/captcha/index';

const ssm = mockClient(SSMClient);
const PARAMETER = '/campfire/captcha/secret-key';
const LAMBDA_ENV = { AWS_LAMBDA_FUNCTION_NAME: 'campfire-users', [CAPTCHA_SECRET_PARAMETER_ENV]: PARAMETER };

describe('captcha verifier on AWS', () => {
  const posted: URLSearchParams[] = [];
  beforeEach(() => {
    ssm.reset();
    clearCaches();
    posted.length = 0;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      posted.push(init.body as URLSearchParams);
      return Response.json({ success: true, score: 0.8, 'error-codes': [] });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the secret key from the decrypted parameter and verifies the token with it', async () => {
    ssm
      .on(GetParameterCommand, { Name: PARAMETER, WithDecryption: true })
      .resolves({ Parameter: { Name: PARAMETER, Value: 'the-secret-key' } });
    const result = await captchaVerifier(LAMBDA_ENV).verify('browser-token', '203.0.113.9');
    expect(result).toEqual({ success: true, score: 0.8, 'error-codes': [] });
    expect(posted[0]?.get('secret')).toBe('the-secret-key');
    expect(posted[0]?.get('response')).toBe('browser-token');
    expect(posted[0]?.get('remoteip')).toBe('203.0.113.9');
  });

  it('asks SSM once per warm Lambda, not per request', async () => {
    ssm.on(GetParameterCommand).resolves({ Parameter: { Name: PARAMETER, Value: 'the-secret-key' } });
    const verifier = captchaVerifier(LAMBDA_ENV);
    await verifier.verify('one');
    await captchaVerifier(LAMBDA_ENV).verify('two');
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
    expect(posted).toHaveLength(2);
  });

  it('fails (a 500, logged) when the parameter is missing, without calling the provider', async () => {
    ssm.on(GetParameterCommand).rejects(new ParameterNotFound({ message: 'not found', $metadata: {} }));
    await expect(captchaVerifier(LAMBDA_ENV).verify('token')).rejects.toThrow();
    expect(posted).toHaveLength(0);
  });

  it('refuses to fall back to the test tokens inside Lambda', () => {
    expect(() => captchaVerifier({ AWS_LAMBDA_FUNCTION_NAME: 'campfire-users' })).toThrow(
      CAPTCHA_SECRET_PARAMETER_ENV,
    );
  });

  it('uses the documented test tokens outside Lambda', async () => {
    expect(await captchaVerifier({}).verify('test-pass')).toMatchObject({ success: true });
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(0);
  });
});
