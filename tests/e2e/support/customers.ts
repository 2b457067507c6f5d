/**
 * A customer of the test file's own: created and confirmed through the public API, as the Create
 * Account and Account Activation pages do, so no other file's holds, cart or failed sign-ins reach it.
 * Called from Node, which cannot resolve `<prefix>.localhost`: the runtime answers on the loopback
 * address too, and the tenant is in every API path.
 */
import { CUSTOMER_PASSWORD, newCustomer } from '../../support/customer-request.ts';
import type { SiteUrl } from './sites.ts';

export interface TestCustomer {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

function loopback(site: SiteUrl, path: string): string {
  return `http://127.0.0.1:${new URL(site.url).port}${path}`;
}

async function post(site: SiteUrl, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(loopback(site, `/v1/tenant/${site.tenantId}/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200 || answer.statusCode !== 'Success') {
    throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** The sign-up code the runtime's mailbox holds for the address (the mail is written as it answers). */
async function mailedCode(site: SiteUrl, to: string): Promise<string> {
  // A plain loop, not expect.poll: this also runs in beforeAll, outside any test.
  for (let tries = 0; tries < 75; tries++) {
    const response = await fetch(loopback(site, `/mailbox.json?to=${encodeURIComponent(to)}`));
    const mails = (await response.json()) as { to: string; kind?: string; code?: string }[];
    const code = mails.find((m) => m.to === to && m.kind === 'cognito-sign-up' && m.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-up code was mailed to ${to}`);
}

/** A new, confirmed customer account on the site's tenant; `label` names the test's role for it. */
export async function createCustomer(site: SiteUrl, label: string, firstName = 'Ann'): Promise<TestCustomer> {
  const body = newCustomer({ firstName }, `e2e.${label}`);
  const created = await post(site, 'Customer', body);
  const { userId } = created.data as { userId: number };
  const confirmationCode = await mailedCode(site, body.email);
  await post(site, 'User/ConfirmUserRegistration', { userId: String(userId), confirmationCode });
  return {
    username: body.username,
    password: CUSTOMER_PASSWORD,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
  };
}
