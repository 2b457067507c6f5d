/**
 * GET User/{userId} and POST User (public §7.7, §3.7 User): a customer reads and saves only their own
 * user; staff read customers' users with CustomerManagementView and save them with
 * CustomerManagementEdit; another tenant's token gets 401.
 */
import { describe, expect, it } from 'vitest';
import { confirmedCustomer } from './accounts-support.ts';
import { callAs, callWithToken } from './identity-support.ts';
import { api } from './support.ts';
import { FORBIDDEN_MESSAGE } from '#contract/users';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');

describe('GET User/{userId}', () => {
  it("returns the customer's own user record", async () => {
    const { customer, token, body } = await confirmedCustomer(T);
    const res = await callWithToken(token, 'GET', api(T, `User/${customer.id}`));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: customer.id,
      tenantId: T,
      username: body.username.toLowerCase(),
      email: body.email,
      userType: 'Customer',
      verified: true,
      userRoleId: 0,
    });
  });

  it("refuses another customer's user", async () => {
    const [a, b] = await Promise.all([confirmedCustomer(T), confirmedCustomer(T)]);
    const res = await callWithToken(a.token, 'GET', api(T, `User/${b.customer.id}`));
    expect(res.status).toBe(403);
    expect(res.body.messages).toEqual(['You can only see your own account.']);
  });

  it("lets staff with CustomerManagementView read a customer's user, and 404s an unknown one", async () => {
    const { customer } = await confirmedCustomer(T);
    const seen = await callAs(T, 'clerk', 'GET', api(T, `User/${customer.id}`));
    expect(seen.status).toBe(200);
    expect((seen.body.user as { id: number }).id).toBe(customer.id);
    expect((await callAs(T, 'clerk', 'GET', api(T, 'User/999999999'))).status).toBe(404);
  });

  it('is out of reach for the other tenant and for anonymous callers', async () => {
    const { customer } = await confirmedCustomer(T);
    expect((await callAs('wa', 'superAdmin', 'GET', api(T, `User/${customer.id}`))).status).toBe(401);
    expect((await callWithToken(undefined, 'GET', api(T, `User/${customer.id}`))).status).toBe(401);
  });
});

describe('POST User', () => {
  it('saves the customer’s own names and e-mail and records the change in the history', async () => {
    const { customer, token } = await confirmedCustomer(T);
    const email = `renamed.${Date.now()}@example.com`;
    const res = await callWithToken(token, 'POST', api(T, 'User'), {
      id: customer.id,
      firstName: 'Robin',
      lastName: 'Renamed',
      email,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: customer.id, firstName: 'Robin', lastName: 'Renamed', email });
    const profile = await callWithToken(
      token,
      'GET',
      api(T, `Customer/user/externalUserId/${customer.externalUserId}`),
    );
    expect(profile.body.data).toMatchObject({ firstName: 'Robin', email });
  });

  it('names the fields it refuses', async () => {
    const { customer, token } = await confirmedCustomer(T);
    const res = await callWithToken(token, 'POST', api(T, 'User'), { id: customer.id, email: 'not-mail' });
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(
      expect.arrayContaining([
        'First Name is required',
        'Last Name is required',
        'Email must be a valid email',
      ]),
    );
  });

  it("refuses another customer's user, and staff without CustomerManagementEdit", async () => {
    const [a, b] = await Promise.all([confirmedCustomer(T), confirmedCustomer(T)]);
    const body = { id: b.customer.id, firstName: 'Not', lastName: 'Mine', email: b.body.email };
    expect((await callWithToken(a.token, 'POST', api(T, 'User'), body)).status).toBe(403);
    const clerk = await callAs(T, 'clerk', 'POST', api(T, 'User'), body);
    expect(clerk.status).toBe(403);
    expect(clerk.body.messages).toEqual([FORBIDDEN_MESSAGE]);
    const ranger = await callAs(T, 'ranger', 'POST', api(T, 'User'), body);
    expect(ranger.status).toBe(200);
    expect(ranger.body.user).toMatchObject({ firstName: 'Not', lastName: 'Mine' });
  });
});
