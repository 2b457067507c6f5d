/**
 * Customers for staff over DynamoDB Local and cognito-local (admin §7.2, §7.3): add with and without an
 * online account (the account mail and the code to choose a password), search by name, phone, e-mail,
 * username and status, view, edit with history and its changes, comments, activate and deactivate
 * (sign-in refused), verify discounts, resend a reservation's confirmation; field messages for bad
 * input; a ranger sees every customer but their reservations only at the ranger's parks.
 */
import { describe, expect, it } from 'vitest';
import { customerSignIn, lastMailTo, newCustomer } from './accounts-support.ts';
import { callAs } from './identity-support.ts';
import { api, call } from './support.ts';
import type { AdminCustomer, CustomerSearchRow } from '#contract/admin-customers';
import type { Page } from '#contract/envelope';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');
const NEW_PASSWORD = 'Trail.Head-2031';

/** A last name no other test uses (names take letters only). */
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}`;

/** A staff add request: the public form's fields without the password. */
function staffCustomer(overrides: Record<string, unknown> = {}) {
  const { password: _password, username, ...body } = newCustomer({ lastName: 'Lakeside' });
  return { body: { ...body, ...overrides }, username };
}

async function add(createUser: boolean, overrides: Record<string, unknown> = {}) {
  const { body, username } = staffCustomer(overrides);
  const res = await callAs(
    T,
    'agencyAdmin',
    'POST',
    api(T, `admin/AdminCustomer?createUser=${createUser}`),
    createUser ? { ...body, username } : body,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body, username, customer: res.body.data as AdminCustomer };
}

async function search(query: string, key: 'ranger' | 'clerk' | 'agencyAdmin' = 'clerk') {
  const res = await callAs(T, key, 'GET', api(T, `admin/AdminSearch/customers?${query}`));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.searchResults as Page<CustomerSearchRow>;
}

describe('POST admin/AdminCustomer', () => {
  it('adds a customer without an online account: no username, no pool user, created by staff', async () => {
    const { body, customer } = await add(false);
    expect(customer).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lakeside',
      email: body.email,
      username: '',
      hasOnlineAccount: false,
      createdByAdmin: true,
      createdBy: 'co.agencyadmin',
      customerStatus: 1,
      user: null,
    });
    expect(customer.history.map((h) => h.actionPerformed)).toEqual(['Customer added']);
    expect(lastMailTo(body.email)).toBeUndefined();
  });

  it('adds one with an online account: the account mail names the username, the code sets the password', async () => {
    const { body, username, customer } = await add(true);
    expect(customer).toMatchObject({ username, hasOnlineAccount: true, createdByAdmin: true });
    const welcome = lastMailTo(body.email, 'account-created');
    expect(welcome?.text).toContain(`Your username is: ${username}`);
    expect(welcome?.text).toContain(`/reset-password?username=${username}`);
    const code = lastMailTo(body.email, 'cognito-forgot-password')?.code;
    expect(code).toBeTruthy();
    const reset = await call('PUT', api(T, 'User/ConfirmResetPassword'), {
      username,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      confirmationCode: code,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await customerSignIn(T, { username, email: body.email }, NEW_PASSWORD)).toBeTruthy();
  });

  it('refuses a taken e-mail or username, and a username without an account, with field messages', async () => {
    const first = await add(true);
    const again = staffCustomer({ email: first.body.email.toUpperCase() });
    const res = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminCustomer?createUser=true'), {
      ...again.body,
      username: first.username,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'body.email': [expect.stringContaining('already exists')],
      'body.username': ['This username is already taken. Choose another.'],
    });
    const noAccount = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminCustomer'), {
      ...staffCustomer().body,
      username: 'some.name',
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.messages).toEqual([
      'A username is only given to a customer with an online account.',
    ]);
    const noName = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminCustomer?createUser=true'), {
      ...staffCustomer().body,
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ 'body.username': ['Username is required for an online account.'] });
  });

  it('names every missing field as the form does, and a read-only clerk may not add', async () => {
    const empty = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminCustomer'), {});
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(
      expect.arrayContaining([
        'First Name is required',
        'Primary Phone Number is required',
        'Zip Code is required',
      ]),
    );
    const clerk = await callAs(T, 'clerk', 'POST', api(T, 'admin/AdminCustomer'), staffCustomer().body);
    expect(clerk.status).toBe(403);
  });
});

describe('GET admin/AdminSearch/customers', () => {
  it('finds a customer by phone in any format, by e-mail, by username, by last name and first name', async () => {
    const phone = `(720) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    const { body, username, customer } = await add(true, { primaryPhoneNumber: phone, firstName: 'Quinn' });
    const digits = phone.replace(/\D/g, '');
    for (const query of [
      `Phone=${encodeURIComponent(`1-${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`)}`,
      `Email=${encodeURIComponent(body.email.toUpperCase())}`,
      `Username=${username}`,
      `LastName=lakes&FirstName=qui&Phone=${digits}`,
    ]) {
      const page = await search(query);
      expect(
        page.data.map((r) => r.id),
        query,
      ).toContain(customer.id);
    }
    const row = (await search(`Username=${username}`)).data[0];
    expect(row).toMatchObject({
      id: customer.id,
      firstName: 'Quinn',
      lastName: 'Lakeside',
      emailAddress: body.email,
      phone,
      city: 'Denver',
      zip: '80202',
      customerStatus: 1,
    });
  });

  it('pages and sorts the matches, and lists nobody without a criterion', async () => {
    const tag = uniqueName('Page');
    for (const first of ['Cara', 'Abe', 'Bo']) await add(false, { lastName: tag, firstName: first });
    const one = await search(`LastName=${tag}&SortField=firstName&ItemsPerPage=2`);
    expect(one.totalItems).toBe(3);
    expect(one.data.map((r) => r.firstName)).toEqual(['Abe', 'Bo']);
    const two = await search(`LastName=${tag}&SortField=firstName&ItemsPerPage=2&PageNumber=2`);
    expect(two.data.map((r) => r.firstName)).toEqual(['Cara']);
    const down = await search(`LastName=${tag}&SortField=firstName&SortDescending=true`);
    expect(down.data.map((r) => r.firstName)).toEqual(['Cara', 'Bo', 'Abe']);
    expect((await search('')).totalItems).toBe(0);
  });

  it('filters by status and refuses a bad sort field with its message', async () => {
    const { customer, body } = await add(false, { lastName: uniqueName('Status') });
    await callAs(T, 'agencyAdmin', 'PUT', api(T, 'admin/AdminCustomer'), {
      ...body,
      customerId: customer.id,
      customerStatus: 2,
    });
    expect((await search(`LastName=${body.lastName}&CustomerStatus=1`)).totalItems).toBe(0);
    expect((await search(`LastName=${body.lastName}&CustomerStatus=2`)).data[0]?.id).toBe(customer.id);
    const bad = await callAs(T, 'clerk', 'GET', api(T, 'admin/AdminSearch/customers?SortField=shoeSize'));
    expect(bad.status).toBe(400);
    expect(bad.body.messages?.[0]).toMatch(/^SortField must be/);
  });
});

describe('admin/AdminCustomer: view, edit, history, comments, status', () => {
  it('keeps every change in the history with who, when, old and new values', async () => {
    const { body, customer } = await add(false);
    const edited = await callAs(T, 'ranger', 'PUT', api(T, 'admin/AdminCustomer'), {
      ...body,
      customerId: customer.id,
      city: 'Boulder',
      primaryPhoneNumber: '(303) 555-0199',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const history = await callAs(T, 'clerk', 'GET', api(T, `admin/AdminCustomer/${customer.id}/history`));
    const [latest] = history.body.data as {
      auditTransactionId: string;
      username: string;
      actionPerformed: string;
    }[];
    expect(latest).toMatchObject({
      username: 'co.ranger',
      actionPerformed: 'Updated Primary Phone Number, City',
    });
    const changes = await callAs(
      T,
      'clerk',
      'GET',
      api(T, `admin/AdminCustomer/${customer.id}/history/${latest!.auditTransactionId}/changes`),
    );
    expect(changes.body.data).toEqual([
      { fieldName: 'primaryPhoneNumber', oldValue: '(303) 555-0100', newValue: '(303) 555-0199' },
      { fieldName: 'city', oldValue: 'Denver', newValue: 'Boulder' },
    ]);
    const unknown = await callAs(
      T,
      'clerk',
      'GET',
      api(T, `admin/AdminCustomer/${customer.id}/history/no-such-entry/changes`),
    );
    expect(unknown.status).toBe(404);
  });

  it('adds a comment with who and when; an empty one is refused with its message', async () => {
    const { customer } = await add(false);
    const res = await callAs(
      T,
      'ranger',
      'POST',
      api(
        T,
        `admin/AdminCustomer/${customer.id}/add-comment?comment=${encodeURIComponent('Prefers site 12')}`,
      ),
    );
    expect(res.status).toBe(200);
    expect((res.body.data as AdminCustomer).customerComments).toEqual([
      {
        customerId: customer.id,
        comment: 'Prefers site 12',
        createdBy: 'co.ranger',
        dateCreated: expect.any(String),
      },
    ]);
    const empty = await callAs(
      T,
      'ranger',
      'POST',
      api(T, `admin/AdminCustomer/${customer.id}/add-comment?comment=`),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.messages).toEqual(['Comment is required']);
    const nobody = await callAs(
      T,
      'ranger',
      'POST',
      api(T, 'admin/AdminCustomer/999999999/add-comment?comment=x'),
    );
    expect(nobody.status).toBe(404);
  });

  it('deactivates a customer with an online account: sign-in is refused until activated again', async () => {
    const { body, username, customer } = await add(true);
    const code = lastMailTo(body.email, 'cognito-forgot-password')?.code;
    await call('PUT', api(T, 'User/ConfirmResetPassword'), {
      username,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      confirmationCode: code,
    });
    const off = await callAs(T, 'agencyAdmin', 'PUT', api(T, 'admin/AdminCustomer'), {
      ...body,
      customerId: customer.id,
      customerStatus: 2,
    });
    expect(off.status).toBe(200);
    expect((off.body.data as AdminCustomer).customerStatus).toBe(2);
    const view = await callAs(T, 'clerk', 'GET', api(T, `admin/AdminCustomer/${customer.id}`));
    expect((view.body.data as AdminCustomer).history[0]).toMatchObject({
      actionPerformed: 'Customer deactivated',
      changes: [{ field: 'customerStatus', oldValue: 'Active', newValue: 'Inactive' }],
    });
    await callAs(T, 'agencyAdmin', 'PUT', api(T, 'admin/AdminCustomer'), {
      ...body,
      customerId: customer.id,
      customerStatus: 1,
    });
    expect(await customerSignIn(T, { username, email: body.email }, NEW_PASSWORD)).toBeTruthy();
  });

  it('answers 404 for an unknown customer and 400 for a stale or bad edit', async () => {
    expect((await callAs(T, 'clerk', 'GET', api(T, 'admin/AdminCustomer/999999999'))).status).toBe(404);
    const { body, customer } = await add(false);
    const bad = await callAs(T, 'agencyAdmin', 'PUT', api(T, 'admin/AdminCustomer'), {
      ...body,
      customerId: customer.id,
      zipcode: '12',
      customerStatus: 7,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['body.zipcode', 'body.customerStatus']),
    );
  });

  it('lists the statuses, checks username availability and verifies discounts', async () => {
    const statuses = await callAs(T, 'clerk', 'GET', api(T, 'admin/AdminCustomer/customerstatuses/all'));
    expect((statuses.body.data as { name: string }[]).map((s) => s.name)).toEqual(['Active', 'Inactive']);
    const { username, customer } = await add(true);
    const taken = await callAs(
      T,
      'ranger',
      'GET',
      api(T, `admin/AdminCustomer/usernameAvailability?username=${username}`),
    );
    expect(taken.body.data).toEqual({ available: false });
    const free = await callAs(
      T,
      'ranger',
      'GET',
      api(T, 'admin/AdminCustomer/usernameAvailability?username=nobody.here.yet'),
    );
    expect(free.body.data).toEqual({ available: true });
    const verify = await callAs(
      T,
      'ranger',
      'POST',
      api(T, `admin/AdminCustomer/${customer.id}/verifydiscounts`),
      {
        customerDiscounts: [],
      },
    );
    expect(verify.status).toBe(200);
    expect(verify.body.data).toEqual({ verifiedDiscountClassIds: [], discounts: [] });
  });

  it('resends a confirmation only for a reservation of that customer, and says why not', async () => {
    const { customer } = await add(false);
    const none = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminCustomer/sendconfirmationemail'), {
      customerId: customer.id,
      reservationId: 999999999,
    });
    expect(none.status).toBe(404);
    const bad = await callAs(T, 'agencyAdmin', 'POST', api(T, 'admin/AdminCustomer/sendconfirmationemail'), {
      customerId: customer.id,
      emailAddresses: ['not-an-address'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'body.reservationId': ['body.reservationId is required.'],
      'body.emailAddresses.0': ['Email must be a valid email'],
    });
  });
});
