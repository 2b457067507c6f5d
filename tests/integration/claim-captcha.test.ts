/**
 * A burst of claims from one account (more than CLAIM_BURST in its window, more than a person makes)
 * needs a passed captcha check from the same client where the tenant runs the captcha; a passed check
 * admits a few more claims from that client only. The test runs on a tenant of its own with 'wa''s
 * settings and sign-in (its tokens are 'wa''s) and the captcha on, but no customers: a claim the gate
 * lets through goes on to find no customer account (403 with that message), one it stops is a 403
 * with the captcha message.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callFrom, freshClientIp } from './client-support.ts';
import { testPark } from './test-park.ts';
import { CAPTCHA_PASS, LIMIT_MESSAGE } from '#domain/limits';
import { CLAIM_BURST } from '#domain/waiting-room';
import { dynamo, tableName } from '#store/client';
import { getAuthConfig } from '#store/auth-config';
import { keys } from '#store/keys';
import { getTenant } from '#store/tenants';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('claim-captcha');
const WA = toTenantId('wa');
const { spots, d } = testPark(WA, 10);
const NO_ACCOUNT = 'There is no customer account for this sign-in.';

let token = '';

beforeAll(async () => {
  const [wa, auth] = await Promise.all([getTenant(WA), getAuthConfig(WA)]);
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.tenant(T), entity: 'Tenant', ...wa, id: T, limits: { captcha: true } },
    }),
  );
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.authConfig(T), ...auth } }));
  token = (await confirmedCustomer(WA)).token;
});

const claim = (ip: string) =>
  callFrom(
    ip,
    'POST',
    api(T, `SpotReservation/spot/${spots[0]!.id}/claim`),
    { reservationStartDate: d(150), reservationEndDate: d(152) },
    token,
  );
const verify = (ip: string, captchaToken: string) =>
  callFrom(ip, 'POST', api(T, `User/CaptchaVerify?token=${captchaToken}`));

function expectPassed(res: { status: number; body: { messages: string[] } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.messages).toEqual([NO_ACCOUNT]);
}

function expectStopped(res: { status: number; body: { messages: string[] } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.messages).toEqual([LIMIT_MESSAGE.captchaRequired]);
}

describe('a burst of claims from one account', () => {
  it('needs a passed captcha check from the same client, which admits a few more', async () => {
    const ip = freshClientIp();
    // A window of its own: a burst that began in the last window would start the count anew.
    const left = CLAIM_BURST.windowSeconds - (Math.floor(Date.now() / 1000) % CLAIM_BURST.windowSeconds);
    if (left < 5) await new Promise((r) => setTimeout(r, left * 1000));
    for (let i = 0; i < CLAIM_BURST.limit; i++) expectPassed(await claim(ip));
    expectStopped(await claim(ip));
    expect((await verify(ip, 'test-fail')).body.captcha).toMatchObject({ success: false });
    expectStopped(await claim(ip));

    expect((await verify(ip, 'test-pass')).body.captcha).toMatchObject({ success: true });
    // Another client has no pass.
    expectStopped(await claim(freshClientIp()));
    for (let i = 0; i < CAPTCHA_PASS.uses; i++) expectPassed(await claim(ip));
    expectStopped(await claim(ip));
  });
});
