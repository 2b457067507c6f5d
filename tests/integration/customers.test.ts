/**
 * Customer accounts over cognito-local and DynamoDB Local (public §3.7, §5.2, §7.6): create account,
 * duplicate username and e-mail, availability checks, the field rules, own record, profile edits
 * with history, change password.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD, confirmedCustomer, customerSignIn, lastMailTo, newCustomer } from './accounts-support.ts';
import { callAs, callWithToken } from './identity-support.ts';
import { api, call, get } from './support.ts';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');
const SPECIALS = '^ $ * . [ ] { } ( ) ? " ! @ # % & / \\ , > < \' : ; | _ ~ `';

describe('POST Customer (create account)', () => {
  it('creates the customer and Cognito mails a confirmation code; the password is never returned', async () => {
    const body = newCustomer({ username: `Mixed.Case${Date.now()}` });
    const res = await call('POST', api(T, 'Customer'), body);
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      firstName: 'Ann',
      email: body.email,
      username: body.username.toLowerCase(),
      timezoneId: 'America/Denver',
      customerStatus: 1,
      createdByAdmin: false,
      user: expect.objectContaining({ userType: 'Customer', verified: false }),
    });
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    const mail = lastMailTo(body.email, 'cognito-sign-up');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.tenantId).toBe(T);
  });

  it('names every missing required field as a person reads it', async () => {
    const res = await call('POST', api(T, 'Customer'), {});
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(
      expect.arrayContaining([
        'First Name is required',
        'Last Name is required',
        'Email is required',
        'Primary Phone Number is required',
        'Address Line 1 is required',
        'City is required',
        'State is required',
        'Zip Code is required',
        'Country is required',
        'Username is required',
        'Password is required',
      ]),
    );
  });

  it.each([
    ['lowercase', 'CAMPFIRE.2030', 'Password must contain at least one lowercase letter'],
    ['uppercase', 'campfire.2030', 'Password must contain at least one uppercase letter'],
    ['number', 'Campfire.x', 'Password must contain at least one number'],
    [
      'special',
      'Campfire2030',
      `Password must contain at least one of the following special characters: ${SPECIALS}`,
    ],
    ['length', 'Cf.1', 'Password must be at least 8 characters'],
  ])('refuses a password without a %s: %s', async (_rule, password, message) => {
    const res = await call('POST', api(T, 'Customer'), newCustomer({ password }));
    expect(res.status).toBe(400);
    expect((res.body.errors as Record<string, string[]>)['body.password']).toEqual([message]);
  });

  it("refuses a password equal to the username: 'Password must not match username'", async () => {
    const res = await call(
      'POST',
      api(T, 'Customer'),
      newCustomer({ username: 'Camp.Fire2030', password: 'Camp.Fire2030' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Password must not match username']);
  });

  it('checks the field rules with their messages', async () => {
    const res = await call(
      'POST',
      api(T, 'Customer'),
      newCustomer({
        email: 'nope',
        zipcode: '123',
        primaryPhoneNumber: '555',
        username: 'ann lee',
        firstName: 'Ann2',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'body.email': ['Email must be a valid email'],
      'body.zipcode': ['Zip Code must either be a 5 or 9 digit zip code'],
      'body.primaryPhoneNumber': ['Primary Phone Number must be a phone number.'],
      'body.username': ['Username allows letters, numbers, and the following special characters: - _ = .'],
      'body.firstName': ["First Name must only contain alphabetic characters, spaces, or ' - ~"],
    });
  });

  it('refuses a taken username or e-mail (any letter case) with a field message', async () => {
    const first = newCustomer();
    expect((await call('POST', api(T, 'Customer'), first)).status).toBe(200);
    const sameName = await call(
      'POST',
      api(T, 'Customer'),
      newCustomer({ username: first.username.toUpperCase() }),
    );
    expect(sameName.status).toBe(400);
    expect(sameName.body.errors).toEqual({
      'body.username': ['This username is already taken. Choose another.'],
    });
    const sameEmail = await call(
      'POST',
      api(T, 'Customer'),
      newCustomer({ email: first.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.errors).toEqual({
      'body.email': [
        'An account with this email already exists. Use Forgot Your Login Information to sign in.',
      ],
    });
  });
});

describe('availability checks', () => {
  it('answer for usernames and e-mails, case-insensitively', async () => {
    const c = newCustomer();
    const free = await get(api(T, `Customer/usernameAvailability?username=${c.username}`));
    expect(free.body.data).toEqual({ available: true });
    await call('POST', api(T, 'Customer'), c);
    const taken = await get(api(T, `Customer/usernameAvailability?username=${c.username.toUpperCase()}&_=1`));
    expect(taken.body.data).toEqual({ available: false });
    const email = await get(
      api(T, `Customer/emailAvailability?email=${encodeURIComponent(c.email.toUpperCase())}`),
    );
    expect(email.body.data).toEqual({ available: false });
    const other = await get(api(T, 'Customer/emailAvailability?email=someone.new@example.com'));
    expect(other.body.data).toEqual({ available: true });
  });

  it('a taken name in one tenant is free in another', async () => {
    const c = newCustomer();
    await call('POST', api(T, 'Customer'), c);
    expect((await get(api('wa', `Customer/usernameAvailability?username=${c.username}`))).body.data).toEqual({
      available: true,
    });
  });

  it('refuses a malformed value with the rule message', async () => {
    const res = await get(api(T, 'Customer/emailAvailability?email=nope'));
    expect(res.status).toBe(400);
    expect(res.body.messages).toEqual(['Email must be a valid email']);
    const missing = await get(api(T, 'Customer/usernameAvailability'));
    expect(missing.status).toBe(400);
    expect(missing.body.messages).toEqual(['Username is required']);
  });
});

describe('own record, profile edits and password', () => {
  it('a confirmed customer reads their own record by externalUserId, and no one else can', async () => {
    const { customer, token } = await confirmedCustomer(T);
    const own = await callWithToken(
      token,
      'GET',
      api(T, `Customer/user/externalUserId/${customer.externalUserId}`),
    );
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: customer.id, user: { userType: 'Customer', verified: true } });
    const other = await confirmedCustomer(T);
    const theirs = await callWithToken(
      token,
      'GET',
      api(T, `Customer/user/externalUserId/${other.customer.externalUserId}`),
    );
    expect(theirs.status).toBe(403);
    const anonymous = await get(api(T, `Customer/user/externalUserId/${customer.externalUserId}`));
    expect(anonymous.status).toBe(401);
  });

  it('a staff user is told the action needs a customer account', async () => {
    const res = await callAs(T, 'superAdmin', 'GET', api(T, 'Customer/user/externalUserId/x'));
    expect(res.status).toBe(403);
    expect(res.body.messages).toEqual([
      'This action requires a customer account. Sign in to a customer account to proceed.',
    ]);
  });

  it('PUT Customer saves the edit and records who changed what, from what to what', async () => {
    const { body, customer, token } = await confirmedCustomer(T);
    const edit = {
      ...body,
      city: 'Boulder',
      alternatePhoneNumber: '720-555-0199',
      password: undefined,
      username: undefined,
    };
    const res = await callWithToken(token, 'PUT', api(T, 'Customer'), edit);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      addresses: { city: string }[];
      history: Record<string, unknown>[];
      lastModifiedBy: string;
    };
    expect(data.addresses[0]?.city).toBe('Boulder');
    expect(data.lastModifiedBy).toBe(body.username.toLowerCase());
    expect(data.history[0]).toMatchObject({
      username: body.username.toLowerCase(),
      actionPerformed: 'Updated Alternate Phone Number, City',
      auditBusinessAction: 'EditCustomer',
      changes: [
        { field: 'alternatePhoneNumber', oldValue: null, newValue: '720-555-0199' },
        { field: 'city', oldValue: 'Denver', newValue: 'Boulder' },
      ],
    });
    expect(data.history.at(-1)).toMatchObject({ actionPerformed: 'Account created' });
    const again = await callWithToken(
      token,
      'GET',
      api(T, `Customer/user/externalUserId/${customer.externalUserId}`),
    );
    expect((again.body.data as { history: unknown[] }).history).toHaveLength(2);
  });

  it('PUT Customer refuses bad fields, another customer id, and anonymous callers', async () => {
    const { body, token } = await confirmedCustomer(T);
    const bad = await callWithToken(token, 'PUT', api(T, 'Customer'), {
      ...body,
      city: 'Denver 2',
      lastName: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'body.city': ["City must only contain alphabetic characters, spaces, or ' . - ,"],
      'body.lastName': ['Last Name is required'],
    });
    const other = await callWithToken(token, 'PUT', api(T, 'Customer'), { ...body, customerId: 999999 });
    expect(other.status).toBe(403);
    expect((await call('PUT', api(T, 'Customer'), body)).status).toBe(401);
  });

  it('changes the password: a wrong current password is a clear 400, the new one follows the rules', async () => {
    const { body, customer, token } = await confirmedCustomer(T);
    const path = api(T, 'Customer/changePassword');
    const wrong = await callWithToken(token, 'POST', path, {
      userId: customer.userId,
      currentPassword: 'Wrong.pass1',
      newPassword: 'Campfire.2031',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ 'body.currentPassword': ['Current Password is incorrect.'] });
    const weak = await callWithToken(token, 'POST', path, {
      userId: customer.userId,
      currentPassword: PASSWORD,
      newPassword: 'campfire',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.messages).toContain('Password must contain at least one uppercase letter');
    const ok = await callWithToken(token, 'POST', path, {
      userId: customer.userId,
      currentPassword: PASSWORD,
      newPassword: 'Campfire.2031',
    });
    expect(ok.status).toBe(200);
    await expect(customerSignIn(T, body, 'Campfire.2031')).resolves.toBeTruthy();
    await expect(customerSignIn(T, body, PASSWORD)).rejects.toThrow();
  });
});
