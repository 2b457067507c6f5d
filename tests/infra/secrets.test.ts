/**
 * No secret in any function's configuration: every Lambda of every stack names where its secrets live
 * (an SSM parameter, a Secrets Manager secret) and reads them at run time; no environment value is a
 * CloudFormation dynamic reference, which would resolve into plaintext in the function's settings.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_SECRET_PARAMETER_ENV } from '#adapters/captcha/index';
import { PAYMENT_PROVIDER_SECRET_NAME_ENV } from '#adapters/parameters/index';
import { WAITING_ROOM_SECRET_NAME_ENV } from '#adapters/parameters/waiting-room-key';
import { synthCampfire, type Synthesised } from './campfire.ts';

type Environments = Array<{ stack: string; fn: string; env: Record<string, unknown> }>;

describe('secrets at run time', () => {
  let campfire: Synthesised;
  let environments: Environments;
  beforeAll(() => {
    campfire = synthCampfire({ context: { 'campfire:mailFrom': 'no-reply@parks.example.gov' } });
    environments = campfire.app.node
      .findAll()
      .filter((c): c is typeof c & { stackName: string } => 'templateOptions' in c)
      .flatMap((stack) => {
        const resources = campfire.template(stack as never).findResources('AWS::Lambda::Function');
        return Object.entries(resources).map(([fn, r]) => ({
          stack: (stack as { stackName: string }).stackName,
          fn,
          env: (r.Properties.Environment?.Variables ?? {}) as Record<string, unknown>,
        }));
      });
  });

  it('puts no secret value and no dynamic reference into any Lambda environment', () => {
    expect(environments.length).toBeGreaterThan(15);
    for (const { stack, fn, env } of environments) {
      const where = `${stack}/${fn}`;
      expect(JSON.stringify(env), where).not.toMatch(/resolve:(secretsmanager|ssm-secure)/);
      for (const name of Object.keys(env)) {
        // Only names of where a secret lives: *_PARAMETER, *_SECRET_NAME.
        if (/SECRET|PASSWORD|TOKEN|PRIVATE/.test(name))
          expect(name, where).toMatch(/_(PARAMETER|SECRET_NAME)$/);
      }
    }
  });

  it('names the captcha parameter and the payment secret under the variables the adapters read', () => {
    const names = new Set(environments.flatMap(({ env }) => Object.keys(env)));
    expect(names).toContain(CAPTCHA_SECRET_PARAMETER_ENV);
    expect(names).toContain(PAYMENT_PROVIDER_SECRET_NAME_ENV);
    expect(names).toContain(WAITING_ROOM_SECRET_NAME_ENV);
    expect(names).not.toContain('CAPTCHA_SECRET');
    expect(names).not.toContain('PAYMENT_PROVIDER_SECRET');
    expect(names).not.toContain('WAITING_ROOM_SECRET');
  });
});
