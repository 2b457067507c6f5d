/**
 * The "I am not a robot" check on claims that look automated, on a tenant that runs the captcha: a
 * customer who browses the park's calendar and presses Reserve is never asked (the page's availability
 * reads answer with a page-view token that the claim carries back); an account that has just claimed
 * more often than a person does presses Reserve, is asked for the check in a dialog (axe), ticks it
 * (the local runtime's stand-in) and gets the hold. Turning the captcha on changes how sign-up works for
 * everyone on the tenant, so this file runs a local runtime of its own.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoClient } from '../../bin/local/dynamodb.ts';
import { cognitoClient } from '../../bin/local/user-pools.ts';
import { HOLD_MESSAGE } from '../../functions/domain/holds.ts';
import { LIMIT_MESSAGE, PAGE_VIEW } from '../../functions/domain/limits.ts';
import { addDays } from '../../functions/domain/day-selection.ts';
import { type LocalRuntime, startLocalRuntime } from '../support/local-runtime.ts';
import { CAPTCHA_TITLE } from '../../web/src/components/CaptchaCheck.tsx';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { WAIT, chooseStay, customerOnCalendar, freeStay } from './support/calendar.ts';
import { type TestCustomer, createCustomer } from './support/customers.ts';
import { demoCatalogue, featuredParks } from './support/demo.ts';
import { expectVisible } from './support/page.ts';
import { type SiteUrl, parseTenantLines } from './support/sites.ts';
import { keys } from '#store/keys';
import { TABLE_NAME_DEFAULT } from '#store/table-definition';
import { toTenantId } from '#domain/tenant-id';

const TENANT = 'co';
const browser = useBrowser();
let runtime: LocalRuntime | undefined;
let site: SiteUrl;
/** Browses and reserves. */
let visitor: TestCustomer;
/** Claims in a burst through the API, then on the page. */
let customer: TestCustomer;
let token: string;

/** The API on the runtime's loopback address (Node cannot resolve `<prefix>.localhost`). */
const apiUrl = (path: string) => `http://127.0.0.1:${new URL(site.url).port}/v1/tenant/${TENANT}/${path}`;

beforeAll(async () => {
  // Its table named here: the integration tier's set-up names another in this process's environment.
  runtime = await startLocalRuntime({ TABLE_NAME: TABLE_NAME_DEFAULT });
  site = parseTenantLines(runtime.output).find((t) => t.tenantId === TENANT && t.url.includes('.localhost'))!;
  // The account first: with the captcha on, signing up needs the check too.
  visitor = await createCustomer(site, 'captcha-visitor');
  customer = await createCustomer(site, 'captcha');
  const tenant = (await (await fetch(apiUrl('Tenant'))).json()) as {
    authConfig: { publicClientId: string };
  };
  const cognito = cognitoClient(`http://127.0.0.1:${new URL(site.url).port}/cognito/`);
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      ClientId: tenant.authConfig.publicClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: customer.username, PASSWORD: customer.password },
    }),
  );
  cognito.destroy();
  token = signedIn.AuthenticationResult!.IdToken!;

  // The tenant runs the captcha from now on (the runtime sees it when its copy of the tenant runs out).
  const port = /DynamoDB Local on port (\d+)/.exec(runtime.output)![1]!;
  const doc = DynamoDBDocumentClient.from(localDynamoClient(`http://127.0.0.1:${port}`));
  const key = keys.tenant(toTenantId(TENANT));
  const { Item } = await doc.send(new GetCommand({ TableName: TABLE_NAME_DEFAULT, Key: key }));
  await doc.send(
    new PutCommand({
      TableName: TABLE_NAME_DEFAULT,
      Item: { ...Item!, limits: { ...(Item!.limits as object | undefined), captcha: true } },
    }),
  );
  doc.destroy();
}, 600_000);

afterAll(async () => {
  await runtime?.stop();
});

/** The page-view token of an availability read through the API, as a script that reads first has it. */
async function apiPageView(parkId: number, arrival: string): Promise<string> {
  const res = await fetch(apiUrl('Spot/availability'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locationId: parkId, startDate: arrival, endDate: addDays(arrival, 1) }),
  });
  expect(res.status).toBe(200);
  return res.headers.get(PAGE_VIEW.header)!;
}

/** One claim through the API as the customer, of a stay far from the page's, with a page view. */
async function apiClaim(spotId: number, arrival: string, pageView: string): Promise<string[]> {
  const res = await fetch(apiUrl(`SpotReservation/spot/${spotId}/claim`), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      [PAGE_VIEW.header]: pageView,
    },
    body: JSON.stringify({ reservationStartDate: arrival, reservationEndDate: addDays(arrival, 1) }),
  });
  return ((await res.json()) as { messages?: string[] }).messages ?? [];
}

describe('the captcha on a claim with no page view before it', () => {
  it('never asks a customer who browses the calendar and presses Reserve', { timeout: 600_000 }, async () => {
    const park = featuredParks(TENANT)[1]!;
    const page = await customerOnCalendar(browser, site, park.id, visitor);
    const asked = page.getByRole('alertdialog', { name: CAPTCHA_TITLE });
    const { index, arrival } = await freeStay(page, 1);
    const row = await chooseStay(page, index, arrival, addDays(arrival, 1));
    await row.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForURL(new URL('/create-reservation', site.url).toString(), WAIT);
    await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');
    expect(await asked.count()).toBe(0);
    await screenshot(page, 'held without the check');

    // A script that claims straight away, with no page view, is asked.
    const spot = demoCatalogue(TENANT).spots.find((s) => s.locationId === park.id)!;
    const res = await fetch(apiUrl(`SpotReservation/spot/${spot.id}/claim`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        reservationStartDate: addDays(arrival, 60),
        reservationEndDate: addDays(arrival, 61),
      }),
    });
    expect(((await res.json()) as { messages: string[] }).messages).toEqual([LIMIT_MESSAGE.captchaRequired]);
  });
});

describe('the captcha on a burst of claims', () => {
  it(
    'asks a customer who has just claimed many times to tick "I am not a robot", then holds the spot',
    { timeout: 600_000 },
    async () => {
      const park = featuredParks(TENANT)[0]!;
      const page = await customerOnCalendar(browser, site, park.id, customer);
      const { index, arrival } = await freeStay(page, 1);
      const row = await chooseStay(page, index, arrival, addDays(arrival, 1));

      // A burst: claims until the server asks for the check, early in a burst window (10 s), so the
      // page's claim falls in the same one.
      const spot = demoCatalogue(TENANT).spots.find((s) => s.locationId === park.id)!;
      const far = addDays(arrival, 40);
      const viewed = await apiPageView(park.id, far);
      await expect
        .poll(
          async () => {
            while (Math.floor(Date.now() / 1000) % 10 > 2) await new Promise((r) => setTimeout(r, 200));
            let messages: string[] = [];
            for (let i = 0; i < 10; i++) messages = await apiClaim(spot.id, far, viewed);
            return messages[0];
          },
          { timeout: 120_000, interval: 1_000 },
        )
        .toBe(LIMIT_MESSAGE.captchaRequired);

      await row.getByRole('button', { name: 'Reserve', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: CAPTCHA_TITLE });
      await expectVisible(dialog, 'the captcha dialog');
      await expectVisible(dialog.getByText(LIMIT_MESSAGE.captchaRequired), 'why it asks');
      await expectNoAxeViolations(page, 'the captcha dialog');
      await screenshot(page, 'captcha asked');

      await dialog.getByRole('checkbox', { name: 'I am not a robot' }).check();
      await page.waitForURL(new URL('/create-reservation', site.url).toString(), WAIT);
      await expectVisible(page.getByText(HOLD_MESSAGE.held), 'the hold message');
      await screenshot(page, 'held after the check');
    },
  );
});
