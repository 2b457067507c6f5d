/**
 * Communication templates in the back office (admin-settings context): the list of every mail with the
 * template in use, a park's own template added, read back, edited with its history and removed; field
 * messages for an unknown placeholder or an empty subject, refusal of a save over a newer version, 403
 * without SystemSettingsCommunicationTemplates; and the confirmation mail of a booking at the park
 * rendered from the park's own template (an edit changes the next mail; removing it falls back).
 * Against DynamoDB Local, the local workflows and the payment sandbox. The file owns the tenth demo park
 * of 'wa' (no other file books or mails there) and changes no agency-wide template.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTemplate, TemplateRow } from '#contract/templates';
import { PARK_SETUP_MESSAGE } from '#domain/park-setup';
import { TEMPLATE_CATALOGUE, TEMPLATE_TYPES } from '#domain/templates/catalogue';
import { TEMPLATE_MESSAGE } from '#domain/templates/render';
import { toTenantId } from '#domain/tenant-id';
import { getReservation } from '#store/reservations';
import { confirmedCustomer, outbox } from './accounts-support.ts';
import { buyer } from './checkout-support.ts';
import { callAs, callWithToken, demoPerson } from './identity-support.ts';
import { api, startPaymentSandbox } from './support.ts';
import { testPark } from './test-park.ts';

const TENANT = toTenantId('wa');
const { park, spots, d } = testPark(TENANT, 9);
const STAY = { start: d(61), end: d(63) };
const ID = `reservation-confirmation~${park.id}`;
const DEFAULTS = TEMPLATE_CATALOGUE['reservation-confirmation'].defaults;
// The park's own template keeps the default's words (another reader of the mail still finds them) and
// adds the park's check-in instructions.
const SUBJECT = `${DEFAULTS.subject} · check in at {{parkName}}`;
const BODY = DEFAULTS.body.replace(
  '<p>Please bring',
  '<h2>Checking in</h2>\n<p>Stop at the <strong>west gate</strong> on {{arrivalDate}}, {{customerName}}.</p>\n<p>Please bring',
);

const admin = (method: string, path: string, body?: unknown) =>
  callAs(TENANT, 'agencyAdmin', method, api(TENANT, path), body);

let sandbox: Awaited<ReturnType<typeof startPaymentSandbox>>;
const { buyByCard } = buyer({ tenantId: TENANT, origin: () => sandbox.origin, spots, dates: STAY });

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
});

afterAll(async () => {
  await sandbox?.stop();
});

const confirmationsOf = (reservationNumber: string) =>
  outbox().filter(
    (m) => m.kind === 'reservation-confirmation' && m.text.includes(`Reservation ${reservationNumber}`),
  );

describe('the list of templates', () => {
  it('shows every mail the product sends with the agency’s template in use, by type and park', async () => {
    const all = await admin('GET', 'admin/AdminCommunicationTemplate/search?locationId=0');
    expect(all.status).toBe(200);
    const rows = all.body.data as TemplateRow[];
    expect(rows.map((r) => r.type)).toEqual([...TEMPLATE_TYPES]);
    expect(rows.every((r) => r.locationId === null && r.locationName === 'All parks')).toBe(true);
    const one = await admin('GET', 'admin/AdminCommunicationTemplate/search?type=forgot-username');
    expect((one.body.data as TemplateRow[]).map((r) => r.id)).toEqual(['forgot-username']);
    // Until someone customises it, the agency's template is the built-in default.
    const account = await admin('GET', 'admin/AdminCommunicationTemplate/account-created');
    expect(account.body.data).toMatchObject({
      subject: TEMPLATE_CATALOGUE['account-created'].defaults.subject,
      body: TEMPLATE_CATALOGUE['account-created'].defaults.body,
      dateLastModified: '',
    });
  });
});

describe('a park’s own template', () => {
  let added: AdminTemplate;

  it('refuses an unknown placeholder, an empty subject and a park for an account mail, with field messages', async () => {
    const bad = await admin('POST', 'admin/AdminCommunicationTemplate', {
      type: 'reservation-confirmation',
      locationId: park.id,
      subject: '',
      body: '<p>Hello {{customerName}}, your {{campsiteColour}} site</p>',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'body.subject': [TEMPLATE_MESSAGE.subjectRequired],
      'body.body': [TEMPLATE_MESSAGE.unknownPlaceholder('campsiteColour', 'Reservation Confirmation')],
    });
    const account = await admin('POST', 'admin/AdminCommunicationTemplate', {
      type: 'forgot-username',
      locationId: park.id,
      subject: 'x',
      body: '<p>{{username}}</p>',
    });
    expect(account.status).toBe(400);
    expect(account.body.errors).toEqual({
      'body.locationId': [TEMPLATE_MESSAGE.notParkScoped('Forgot Username')],
    });
    const script = await admin('POST', 'admin/AdminCommunicationTemplate', {
      type: 'reservation-confirmation',
      locationId: park.id,
      subject: 'x',
      body: '<p onmouseover="steal()">x</p>',
    });
    expect(script.status).toBe(400);
    expect(script.body.errors).toEqual({ 'body.body': [TEMPLATE_MESSAGE.activeContent] });
    const none = await admin('GET', `admin/AdminCommunicationTemplate/${ID}`);
    expect(none.status).toBe(404);
  });

  it('is added, read back and listed for its park; a second one for the park is refused', async () => {
    const res = await admin('POST', 'admin/AdminCommunicationTemplate', {
      type: 'reservation-confirmation',
      locationId: park.id,
      subject: SUBJECT,
      body: BODY,
    });
    expect(res.body.statusCode, JSON.stringify(res.body)).toBe('Success');
    added = res.body.data as AdminTemplate;
    expect(added).toMatchObject({
      id: ID,
      locationId: park.id,
      locationName: park.longName,
      customised: true,
      createdBy: demoPerson(TENANT, 'agencyAdmin').username,
    });
    const read = await admin('GET', `admin/AdminCommunicationTemplate/${ID}`);
    expect(read.body.data).toMatchObject({ subject: SUBJECT, body: BODY });
    const listed = await admin(
      'GET',
      `admin/AdminCommunicationTemplate/search?type=reservation-confirmation&locationId=${park.id}`,
    );
    expect((listed.body.data as TemplateRow[]).map((r) => r.id)).toEqual(['reservation-confirmation', ID]);
    const again = await admin('POST', 'admin/AdminCommunicationTemplate', {
      type: 'reservation-confirmation',
      locationId: park.id,
      subject: 'x',
      body: '<p>x</p>',
    });
    expect(again.body).toMatchObject({
      statusCode: 'Failure',
      messages: [TEMPLATE_MESSAGE.exists('Reservation Confirmation', park.longName)],
    });
  });

  it('is edited over the version read, with its history old → new; a stale save is refused', async () => {
    const edited = await admin('PUT', `admin/AdminCommunicationTemplate/${ID}`, {
      subject: SUBJECT.replace('check in at', 'welcome to'),
      body: BODY,
      dateLastModified: added.dateLastModified,
    });
    expect(edited.body.statusCode, JSON.stringify(edited.body)).toBe('Success');
    const stale = await admin('PUT', `admin/AdminCommunicationTemplate/${ID}`, {
      subject: 'Lost update',
      body: BODY,
      dateLastModified: added.dateLastModified,
    });
    expect(stale.body).toMatchObject({
      statusCode: 'Failure',
      messages: [PARK_SETUP_MESSAGE.changedMeanwhile('template')],
    });
    const history = await admin('GET', `admin/AdminCommunicationTemplate/${ID}/history`);
    expect((history.body.data as unknown[]).slice(0, 2)).toMatchObject([
      {
        actionPerformed: 'Template changed',
        changes: [
          {
            fieldName: 'subject',
            oldValue: SUBJECT,
            newValue: SUBJECT.replace('check in at', 'welcome to'),
          },
        ],
      },
      { actionPerformed: 'Template added' },
    ]);
    added = edited.body.data as AdminTemplate;
    // Back to the first subject for the mail test below.
    const back = await admin('PUT', `admin/AdminCommunicationTemplate/${ID}`, {
      subject: SUBJECT,
      body: BODY,
      dateLastModified: added.dateLastModified,
    });
    expect(back.body.statusCode).toBe('Success');
    added = back.body.data as AdminTemplate;
  });

  it('needs SystemSettingsCommunicationTemplates: 403 for a ranger and a clerk', async () => {
    for (const key of ['ranger', 'clerk'] as const) {
      const list = await callAs(TENANT, key, 'GET', api(TENANT, 'admin/AdminCommunicationTemplate/search'));
      expect(list.status, key).toBe(403);
      const write = await callAs(TENANT, key, 'PUT', api(TENANT, `admin/AdminCommunicationTemplate/${ID}`), {
        subject: 'x',
        body: '<p>x</p>',
        dateLastModified: added.dateLastModified,
      });
      expect(write.status, key).toBe(403);
    }
    const unchanged = await admin('GET', `admin/AdminCommunicationTemplate/${ID}`);
    expect((unchanged.body.data as AdminTemplate).subject).toBe(SUBJECT);
  });

  it('renders the confirmation mail of a booking at the park; an edit changes the next mail; removing it falls back', async () => {
    const customer = await confirmedCustomer(TENANT);
    const customerId = (customer.customer as { id: number }).id;
    const held = await buyByCard(customer.token);
    const number = (await getReservation(TENANT, held.reservationId))!.reservationNumber;
    const [mail] = confirmationsOf(number);
    expect(mail, 'the confirmation mail').toBeDefined();
    expect(mail!.subject).toContain(`· check in at ${park.longName}`);
    expect(mail!.text).toContain('Checking in\n\nStop at the west gate on ');
    expect(mail!.html).toContain('<p>Stop at the <strong>west gate</strong> on ');
    // The receipt's tables are still there, from {{reservationDetails}}.
    expect(mail!.text).toContain(`Reservation ${number}\nPark: ${park.longName}`);

    const resend = () =>
      callWithToken(
        customer.token,
        'POST',
        api(TENANT, `Customer/${customerId}/sendconfirmationemail/${held.reservationId}`),
      );
    const edited = await admin('PUT', `admin/AdminCommunicationTemplate/${ID}`, {
      subject: SUBJECT,
      body: BODY.replace('west gate', 'north kiosk'),
      dateLastModified: added.dateLastModified,
    });
    expect(edited.body.statusCode).toBe('Success');
    expect((await resend()).body.statusCode).toBe('Success');
    expect(confirmationsOf(number)[0]!.text).toContain('Stop at the north kiosk on ');

    const removed = await admin(
      'DELETE',
      `admin/AdminCommunicationTemplate/${ID}?dateLastModified=${encodeURIComponent(
        (edited.body.data as AdminTemplate).dateLastModified,
      )}`,
    );
    expect(removed.body.statusCode, JSON.stringify(removed.body)).toBe('Success');
    expect((await resend()).body.statusCode).toBe('Success');
    const fallback = confirmationsOf(number)[0]!;
    expect(fallback.text).not.toContain('Checking in');
    expect(fallback.subject).not.toContain('check in at');
    const history = await admin('GET', `admin/AdminCommunicationTemplate/${ID}/history`);
    expect((history.body.data as { actionPerformed: string }[])[0]!.actionPerformed).toBe(
      "Park's own template removed",
    );
  });
});
