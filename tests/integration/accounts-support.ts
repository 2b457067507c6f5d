/** Helpers of the customer-account tests: a new customer's request, the outbox, sign-in. */
import { listOutbox } from '../../functions/adapters/mail/outbox.ts';
import type { StoredMail } from '../../functions/adapters/mail/types.ts';
import { poolSignIn } from './identity-support.ts';
import { CUSTOMER_PASSWORD, newCustomer } from '../support/customer-request.ts';
import { api, call } from './support.ts';
import { getAuthConfig } from '#store/auth-config';
import { toTenantId } from '#domain/tenant-id';

export { CUSTOMER_PASSWORD as PASSWORD, newCustomer } from '../support/customer-request.ts';

export function outbox(): StoredMail[] {
  const dir = process.env.MAIL_OUTBOX_DIR;
  if (!dir)
    throw new Error('MAIL_OUTBOX_DIR is not set: the integration set-up starts cognito-local with an outbox');
  return listOutbox(dir);
}

/** The newest mail to an address, optionally of a kind. */
export function lastMailTo(to: string, kind?: StoredMail['kind']): StoredMail | undefined {
  return outbox().find((m) => m.to.toLowerCase() === to.toLowerCase() && (!kind || m.kind === kind));
}

/** Signs in to the tenant's public pool as a customer (by username, or by e-mail in e-mail-keyed pools). */
export async function customerSignIn(
  tenantId: string,
  c: { username: string; email: string },
  password: string,
) {
  const cfg = await getAuthConfig(toTenantId(tenantId));
  if (!cfg) throw new Error(`no auth config for ${tenantId}`);
  return poolSignIn(cfg.publicClientId, c.username.toLowerCase(), password).catch((err: Error) => {
    if (err.name !== 'NotAuthorizedException' && err.name !== 'UserNotFoundException') throw err;
    return poolSignIn(cfg.publicClientId, c.email.toLowerCase(), password);
  });
}

/** Creates and confirms an account; returns its request, id and a token. */
export async function confirmedCustomer(tenantId: string, overrides: Record<string, unknown> = {}) {
  const body = newCustomer(overrides);
  const created = await call('POST', api(tenantId, 'Customer'), body);
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const customer = created.body.data as { id: number; userId: number; externalUserId: string };
  const code = lastMailTo(body.email, 'cognito-sign-up')?.code;
  const confirmed = await call('POST', api(tenantId, 'User/ConfirmUserRegistration'), {
    userId: String(customer.userId),
    confirmationCode: code,
  });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { body, customer, token: await customerSignIn(tenantId, body, CUSTOMER_PASSWORD) };
}
