/**
 * Where the tenant runs the captcha, a claim that looks automated needs a passed captcha check from the
 * same client: one with no page-view token from the client's own reads (availability, a spot's
 * details), or a burst from one account (more than CLAIM_BURST in its window, more than a person
 * makes). A passed check admits a few more claims from that client only.
 *
 * The tests run on a tenant of their own: a copy of 'wa''s catalogue, settings and sign-in (its tokens
 * are 'wa''s) with the captcha on. One customer signs up on it and gets real holds; another, a 'wa'
 * customer with no account on it, shows the gate's decisions without holding anything: a claim the gate
 * lets through goes on to find no customer account (403 with that message), one it stops is a 403 with
 * the captcha message.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, call } from './support.ts';
import { confirmedCustomer } from './accounts-support.ts';
import { callFrom, freshClientIp } from './client-support.ts';
import { callWithToken } from './identity-support.ts';
import { testPark } from './test-park.ts';
import { CAPTCHA_PASS, LIMIT_MESSAGE, PAGE_VIEW } from '#domain/limits';
import { CLAIM_BURST } from '#domain/waiting-room';
import { buildDemoCatalogue } from '#demo/index';
import { dynamo, tableName } from '#store/client';
import { getAuthConfig } from '#store/auth-config';
import { writeCatalogue } from '#store/catalogue-writer';
import { keys } from '#store/keys';
import { getTenant } from '#store/tenants';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('claim-captcha');
const WA = toTenantId('wa');
const { park, spots, d } = testPark(WA, 10);
const NO_ACCOUNT = 'There is no customer account for this sign-in.';
const HEADER = PAGE_VIEW.header.toLowerCase();

/** A 'wa' customer with no account on T. */
let stranger = '';
/** A customer of T. */
let customer = '';

beforeAll(async () => {
  const [wa, auth] = await Promise.all([getTenant(WA), getAuthConfig(WA)]);
  await writeCatalogue({ ...buildDemoCatalogue(WA), tenant: { ...wa!, id: T, limits: { captcha: true } } });
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.authConfig(T), ...auth } }));
  stranger = (await confirmedCustomer(WA)).token;
  // Signing up on T needs the check too: a pass for the loopback client the sign-up calls come from.
  expect((await call('POST', api(T, 'User/CaptchaVerify?token=test-pass'))).body.captcha).toMatchObject({
    success: true,
  });
  customer = (await confirmedCustomer(T)).token;
}, 60_000);

/** POST Spot/availability of the test park from `ip` (signed in with `token`, if given). */
const readAvailability = (ip: string, token?: string) =>
  callWithToken(
    token,
    'POST',
    api(T, 'Spot/availability'),
    { locationId: park.id, startDate: d(150), endDate: d(152) },
    ip,
  );

/** The page-view token of a read. */
async function pageView(ip: string, token?: string): Promise<string> {
  const res = await readAvailability(ip, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const header = res.headers[HEADER];
  expect(header).toMatch(/^\d+\.[au]\.[\w-]+$/);
  return header!;
}

const claim = (ip: string, token: string, spotId: number, pageViewToken?: string, from = 150) =>
  callFrom(
    ip,
    'POST',
    api(T, `SpotReservation/spot/${spotId}/claim`),
    { reservationStartDate: d(from), reservationEndDate: d(from + 2) },
    token,
    pageViewToken ? { [HEADER]: pageViewToken } : undefined,
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

describe('a claim with no page view before it', () => {
  it('is asked for the captcha and holds nothing; with the token of an availability read it holds', async () => {
    const ip = freshClientIp();
    const spot = spots[0]!.id;
    expectStopped(await claim(ip, customer, spot));
    // The refused claim held nothing: the same nights are free for the claim that read the page first.
    const held = await claim(ip, customer, spot, await pageView(ip));
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.statusCode).toBe('Success');
    expect(held.body.data).toMatchObject({ lockCode: expect.any(String) });
    const lockCode = (held.body.data as { lockCode: string }).lockCode;
    const released = await callFrom(
      ip,
      'POST',
      api(T, `SpotReservation/spot/${spot}/releaseclaim?lockCode=${lockCode}`),
      undefined,
      customer,
    );
    expect(released.status, JSON.stringify(released.body)).toBe(200);
  });

  it("is asked for the captcha with another client's, a forged or a signed-in read's token of another account", async () => {
    const ip = freshClientIp();
    const spot = spots[1]!.id;
    expectStopped(await claim(ip, customer, spot, await pageView(freshClientIp())));
    const [exp, scope] = (await pageView(ip)).split('.');
    expectStopped(
      await claim(ip, customer, spot, `${exp}.${scope}.${Buffer.alloc(16).toString('base64url')}`),
    );
    expectStopped(await claim(ip, customer, spot, await pageView(ip, stranger)));
    // A signed-in read's token admits its own account; an anonymous read's, any account of the client.
    expectPassed(await claim(ip, stranger, spot, await pageView(ip, stranger)));
    expectPassed(await claim(ip, stranger, spot, await pageView(ip)));
  });

  it("answers the token on a spot's details too, and on a tenant without the captcha changes nothing", async () => {
    const ip = freshClientIp();
    const details = await callFrom(ip, 'GET', api(T, `Spot/${spots[2]!.id}`));
    expect(details.status).toBe(200);
    expectPassed(await claim(ip, stranger, spots[2]!.id, details.headers[HEADER]));
    // 'wa' runs no captcha: a claim with no token goes on as before.
    const plain = await callFrom(
      ip,
      'POST',
      api(WA, `SpotReservation/spot/${spots[2]!.id}/claim`),
      { reservationStartDate: d(160), reservationEndDate: d(161) },
      stranger,
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.statusCode).toBe('Success');
    await callFrom(
      ip,
      'POST',
      api(
        WA,
        `SpotReservation/spot/${spots[2]!.id}/releaseclaim?lockCode=${(plain.body.data as { lockCode: string }).lockCode}`,
      ),
      undefined,
      stranger,
    );
  });
});

describe('a burst of claims from one account', () => {
  it('needs a passed captcha check from the same client, which admits a few more', async () => {
    const ip = freshClientIp();
    const viewed = await pageView(ip);
    const burst = (from: string) => claim(from, stranger, spots[3]!.id, viewed);
    // A window of its own, from its start: the account's claims in the tests above count in theirs, and
    // a burst that began in the last window would start the count anew.
    const left = CLAIM_BURST.windowSeconds - (Math.floor(Date.now() / 1000) % CLAIM_BURST.windowSeconds);
    await new Promise((r) => setTimeout(r, left * 1000));
    for (let i = 0; i < CLAIM_BURST.limit; i++) expectPassed(await burst(ip));
    expectStopped(await burst(ip));
    expect((await verify(ip, 'test-fail')).body.captcha).toMatchObject({ success: false });
    expectStopped(await burst(ip));

    expect((await verify(ip, 'test-pass')).body.captcha).toMatchObject({ success: true });
    // Another client has no pass.
    expectStopped(await claim(freshClientIp(), stranger, spots[3]!.id));
    for (let i = 0; i < CAPTCHA_PASS.uses; i++) expectPassed(await burst(ip));
    expectStopped(await burst(ip));
  });
});
