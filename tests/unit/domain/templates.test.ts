/**
 * Communication templates: placeholders filled in (text escaped in the HTML, blocks drawn by the
 * product), the plain-text part made from the same body, unknown placeholders and empty subjects
 * refused, the built-in defaults giving today's mails, and a stored template that cannot be rendered
 * falling back to the default.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderWithFallback,
  reservationCancellationMail,
  reservationConfirmationMail,
  forgotUsernameMail,
} from '#adapters/mail/templates';
import {
  TEMPLATE_CATALOGUE,
  TEMPLATE_TYPES,
  parseTemplateId,
  templateId,
  templateInUse,
} from '#domain/templates/catalogue';
import { TEMPLATE_MESSAGE, htmlToText, renderTemplate, templateProblems } from '#domain/templates/render';
import { sampleValues } from '#domain/templates/values';

const TENANT = { tenantId: 'co', siteTitle: 'Colorado Parks' };

afterEach(() => vi.restoreAllMocks());

describe('rendering a template', () => {
  it('fills text placeholders into subject, HTML and plain text, and blocks into the body', () => {
    const mail = renderTemplate(
      'reservation-confirmation',
      {
        subject: 'Order {{orderNumber}} at {{ parkName }}',
        body: '<p>Hello <strong>{{customerName}}</strong>, see you on {{arrivalDate}}.</p>\n<p>{{reservationDetails}}</p>',
      },
      sampleValues('reservation-confirmation', 'Colorado Parks', 'Juniper Flats'),
    );
    expect(mail.subject).toBe('Order O-000123 at Juniper Flats');
    expect(mail.html).toContain('<p>Hello <strong>Jamie Camper</strong>, see you on 07/10/2027.</p>');
    // A block alone in its paragraph takes the paragraph's place: no table inside a <p>.
    expect(mail.html).toContain('<h2>Reservation R-000456</h2>\n<table>');
    expect(mail.html).not.toContain('<p><h2>');
    expect(mail.text).toBe(
      [
        'Hello Jamie Camper, see you on 07/10/2027.',
        'Reservation R-000456\nPark: Juniper Flats\nSite: A12, Campsite\nArea: North Loop\nCheck in: 07/10/2027\nCheck out: 07/12/2027\nNights: 2\nOccupants: 3\nVehicles: 1\nPrimary occupant: Jamie Camper\nReservation fee: $60.00\nTransaction fee: $8.00\nConvenience fee: $6.24\nAmount paid: $74.24\nPark phone: (719) 555-1234',
      ].join('\n\n'),
    );
  });

  it('escapes values in the HTML, so a customer name cannot add markup', () => {
    const mail = forgotUsernameMail(TENANT, 'x@example.com', '<img src=x onerror=alert(1)>&"\'');
    expect(mail.html).toContain('Your username is: &lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;');
    expect(mail.html).not.toContain('<img');
    // The plain-text part carries the value as it is.
    expect(mail.text).toContain('Your username is: <img src=x onerror=alert(1)>&"\'');
  });

  it('makes the plain text from the rich text: lists, line breaks, links and entities', () => {
    expect(
      htmlToText(
        '<h2>Check in</h2><p>At the <em>gate</em>&nbsp;&amp; office<br>after 4 pm.</p><ul><li>Bring ID</li><li>No glass</li></ul><p><a href="https://parks.example/map">the map</a></p>',
      ),
    ).toBe(
      'Check in\n\nAt the gate & office\nafter 4 pm.\n\n- Bring ID\n- No glass\n\nthe map (https://parks.example/map)',
    );
  });
});

describe('refusing a template', () => {
  it('names an unknown placeholder, a block in the subject and an empty subject, by field', () => {
    expect(templateProblems('forgot-username', { subject: ' ', body: '<p>Hi {{firstName}}</p>' })).toEqual({
      subject: [TEMPLATE_MESSAGE.subjectRequired],
      body: [TEMPLATE_MESSAGE.unknownPlaceholder('firstName', 'Forgot Username')],
    });
    expect(
      templateProblems('reservation-confirmation', {
        subject: '{{reservationDetails}} {{orderNumber',
        body: '<p>ok</p>',
      }).subject,
    ).toEqual([TEMPLATE_MESSAGE.blockInSubject('reservationDetails'), TEMPLATE_MESSAGE.unclosed]);
  });

  it('refuses scripts, event handlers and script links in the body', () => {
    for (const body of [
      '<p>x</p><script>alert(1)</script>',
      '<p onclick="alert(1)">x</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<p>x</p><iframe src="https://x"></iframe>',
    ])
      expect(templateProblems('forgot-username', { subject: 's', body }).body).toEqual([
        TEMPLATE_MESSAGE.activeContent,
      ]);
  });

  it('accepts every built-in default, and each renders with its sample data', () => {
    for (const type of TEMPLATE_TYPES) {
      const { defaults } = TEMPLATE_CATALOGUE[type];
      expect(templateProblems(type, defaults), type).toEqual({});
      const mail = renderTemplate(type, defaults, sampleValues(type, 'Colorado Parks'));
      expect(mail.subject.startsWith('Colorado Parks: '), type).toBe(true);
      expect(mail.text).not.toContain('{{');
      expect(mail.html).not.toContain('{{');
    }
  });
});

describe('the mail sent', () => {
  it('is the default until a template is given: today’s cancellation mail word for word', () => {
    const notice = {
      customerName: 'Pat Camper',
      reservationNumber: 'CO-000123',
      orderNumber: 'CO-O-000012',
      parkName: 'Aspen Lake State Park',
      site: 'A12',
      checkIn: '06/01/2027',
      checkOut: '06/03/2027',
      amountPaid: '$74.24',
      cancellationFee: '$10.00',
      nonRefundableFees: '$8.00',
      amountRefunded: '$56.24',
      refundedTo: 'Credit Card ending in 1111',
    };
    const mail = reservationCancellationMail(TENANT, 'pat@example.com', notice);
    expect(mail.subject).toBe('Colorado Parks: Reservation Cancellation for reservation CO-000123');
    expect(mail.text).toBe(
      [
        'Reservation Cancellation',
        'Pat Camper, your reservation CO-000123 is cancelled. Its nights are free for others to book.',
        'Reservation number: CO-000123\nOrder number: CO-O-000012\nPark: Aspen Lake State Park\nSite: A12\nCheck in: 06/01/2027\nCheck out: 06/03/2027\nAmount paid: $74.24\nNon-refundable fees: $8.00\nCancellation fee: $10.00\nAmount refunded: $56.24\nRefunded to: Credit Card ending in 1111',
        'Colorado Parks',
      ].join('\n\n'),
    );
    const refused = reservationCancellationMail(TENANT, 'pat@example.com', {
      ...notice,
      refundProblem: 'The card issuer refused the refund.',
    });
    expect(refused.text).toContain('free for others to book.\n\nThe card issuer refused the refund.\n\n');
    expect(refused.html).toContain('<p>The card issuer refused the refund.</p>');
  });

  it('uses the template given (a park’s own or the agency’s) for subject, HTML and text', () => {
    const values = sampleValues('reservation-confirmation', 'Colorado Parks');
    const receipt = {
      orderNumber: 'O-1',
      transactionDate: '',
      customerName: 'Pat',
      paymentType: 'Cash',
      cardHolderName: '',
      cardHolderNameLabel: '',
      lastFour: '',
      lastFourLabel: '',
      totalAmountPaid: '$10.00',
      reservations: [],
      alerts: [],
    };
    expect(values.orderNumber).toBe('O-000123');
    const mail = reservationConfirmationMail(TENANT, 'pat@example.com', receipt, false, {
      subject: 'Your stay, {{customerName}}',
      body: '<p>Check in at the <b>ranger station</b>. Order {{orderNumber}}.</p>',
    });
    expect(mail).toMatchObject({
      kind: 'reservation-confirmation',
      subject: 'Your stay, Pat',
      text: 'Check in at the ranger station. Order O-1.',
      html: '<p>Check in at the <b>ranger station</b>. Order O-1.</p>',
    });
  });

  it('falls back to the default, and logs, when a stored template cannot be rendered', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const values = sampleValues('forgot-username', 'Colorado Parks');
    const mail = renderWithFallback(
      'co',
      'forgot-username',
      { subject: 'Hi {{nobody}}', body: '<p>{{username}}<script>x</script></p>' },
      values,
    );
    expect(mail.subject).toBe('Colorado Parks: your username');
    expect(mail.text).toContain('Your username is: jamie.camper');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('forgot-username template could not be rendered'),
    );
  });
});

describe('template ids', () => {
  it('name the agency’s template by its type and a park’s by type ~ park', () => {
    expect(templateId('reservation-confirmation', null)).toBe('reservation-confirmation');
    expect(templateId('reservation-confirmation', 12)).toBe('reservation-confirmation~12');
    expect(parseTemplateId('reservation-confirmation~12')).toEqual({
      type: 'reservation-confirmation',
      locationId: 12,
    });
    expect(parseTemplateId('forgot-username')).toEqual({ type: 'forgot-username', locationId: null });
    for (const bad of ['nope', 'reservation-confirmation~0', 'reservation-confirmation~x', ''])
      expect(parseTemplateId(bad)).toBeUndefined();
  });
});

describe('which template a mail uses', () => {
  const stored = (subject: string, locationId: number | null) => ({
    type: 'reservation-confirmation' as const,
    locationId,
    subject,
    body: '<p>x</p>',
  });
  it('is the park’s own, else the agency’s, else the built-in default', () => {
    const park = stored('park', 3);
    const agency = stored('agency', null);
    expect(templateInUse('reservation-confirmation', park, agency)).toMatchObject({
      source: 'park',
      template: { subject: 'park' },
    });
    expect(templateInUse('reservation-confirmation', undefined, agency)).toMatchObject({
      source: 'agency',
      template: { subject: 'agency' },
    });
    expect(templateInUse('reservation-confirmation', undefined, undefined)).toEqual({
      source: 'default',
      template: TEMPLATE_CATALOGUE['reservation-confirmation'].defaults,
    });
  });
});
