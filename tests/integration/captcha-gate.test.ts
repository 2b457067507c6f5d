/**
 * The captcha gate on sign-up and password reset (tenant limits `captcha`, on where a tenant's site runs
 * the captcha): a call without a passed User/CaptchaVerify from the same client is refused; a passed check
 * admits the client's next few such calls. The test runs on a tenant of its own with 'wa''s settings, the
 * captcha turned on, and no identity pools: a call the gate lets through goes on to the missing pools
 * (404), one it stops is a 403 with the message.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support.ts';
import { newCustomer } from './accounts-support.ts';
import { callFrom, freshClientIp } from './client-support.ts';
import { CAPTCHA_PASS, LIMIT_MESSAGE } from '#domain/limits';
import { dynamo, tableName } from '#store/client';
import { keys } from '#store/keys';
import { getTenant } from '#store/tenants';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('captcha-test');

beforeAll(async () => {
  const wa = await getTenant(toTenantId('wa'));
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.tenant(T), entity: 'Tenant', ...wa, id: T, limits: { captcha: true } },
    }),
  );
});

const signUp = (ip: string) => callFrom(ip, 'POST', api(T, 'Customer'), newCustomer());
const reset = (ip: string) => callFrom(ip, 'POST', api(T, 'User/ResetPassword/someone'));
const verify = (ip: string, token: string) =>
  callFrom(ip, 'POST', api(T, `User/CaptchaVerify?token=${token}`));

function expectStopped(res: { status: number; body: { messages: string[] } }) {
  expect(res.status).toBe(403);
  expect(res.body.messages).toEqual([LIMIT_MESSAGE.captchaRequired]);
}

describe('the captcha gate', () => {
  it('refuses sign-up and password reset without a passed check, or after a failed one', async () => {
    const ip = freshClientIp();
    expectStopped(await signUp(ip));
    expectStopped(await reset(ip));
    expect((await verify(ip, 'test-fail')).body.captcha).toMatchObject({ success: false });
    expect((await verify(ip, 'test-low-score')).body.captcha).toMatchObject({ success: true, score: 0.1 });
    expectStopped(await signUp(ip));
  });

  it('admits the same client a few calls after a passed check, and no other client', async () => {
    const ip = freshClientIp();
    expect((await verify(ip, 'test-pass')).body.captcha).toMatchObject({ success: true });
    expectStopped(await signUp(freshClientIp()));
    const admitted = [await signUp(ip), await reset(ip)];
    for (let i = 2; i < CAPTCHA_PASS.uses; i++) admitted.push(await signUp(ip));
    // Past the gate: the tenant has no sign-in configured.
    for (const res of admitted) expect(res.status, JSON.stringify(res.body)).toBe(404);
    expectStopped(await signUp(ip));
  });
});
