/**
 * The mails the product sends from communication templates: each type's name, whether a park may have
 * its own, the placeholders its mail offers and the built-in default (what is sent until the agency or
 * a park customises it). A placeholder is text (escaped in the HTML part) or a block the product draws
 * (the payment and reservation tables), which only the body may hold. Pure: no I/O.
 */
import type { CatalogueAudit } from '#domain/park-setup';

export const TEMPLATE_TYPES = [
  'reservation-confirmation',
  'reservation-modification',
  'reservation-cancellation',
  'account-created',
  'forgot-username',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export function isTemplateType(s: string): s is TemplateType {
  return (TEMPLATE_TYPES as readonly string[]).includes(s);
}

export interface Placeholder {
  name: string;
  /** What it holds, as the placeholder panel says it. */
  label: string;
  /** 'block': drawn by the product as HTML (tables, lists); body only. */
  kind: 'text' | 'block';
}

export interface TemplateContent {
  subject: string;
  /** Rich text (HTML) with placeholders; the plain-text part is derived from it. */
  body: string;
}

export interface TemplateTypeInfo {
  type: TemplateType;
  name: string;
  /** When it is sent. */
  description: string;
  /** Reservation mails have a park, so a park may have its own; account mails are the agency's. */
  parkScoped: boolean;
  placeholders: readonly Placeholder[];
  defaults: TemplateContent;
}

/** A stored template: the agency's for a type (locationId null) or a park's own. */
export interface TemplateRecord extends TemplateContent, Partial<CatalogueAudit> {
  type: TemplateType;
  locationId: number | null;
}

const text = (name: string, label: string): Placeholder => ({ name, label, kind: 'text' });
const block = (name: string, label: string): Placeholder => ({ name, label, kind: 'block' });

const SITE_TITLE = text('siteTitle', 'The agency’s site title');

const ORDER_PLACEHOLDERS: readonly Placeholder[] = [
  text('customerName', 'Customer’s name'),
  text('orderNumber', 'Order number'),
  text('transactionDate', 'Date and time of the order'),
  text('paymentType', 'Payment type'),
  text('totalAmountPaid', 'Total paid'),
  text('totalAmountRefunded', 'Total refunded'),
  text('reservationCount', 'How many reservations the order holds'),
  text('reservationNumber', 'Reservation number (the first of the order)'),
  text('parkName', 'Park name'),
  text('parkPhone', 'Park phone'),
  text('site', 'Site and its type'),
  text('arrivalDate', 'Arrival (check-in) date'),
  text('departureDate', 'Departure (check-out) date'),
  text('numberOfNights', 'Nights'),
  text('numberOfOccupants', 'Occupants'),
  SITE_TITLE,
  block('paymentDetails', 'Table: order number, date, payment and totals'),
  block('reservationDetails', 'Tables: each reservation with park, site, dates, people and fees'),
  block('alerts', 'The park alerts meant for mail'),
];

const orderDefaults = (title: string, greeting: string): TemplateContent => ({
  subject: `{{siteTitle}}: ${title} for order {{orderNumber}}`,
  body: [
    `<h1>${title}</h1>`,
    `<p>${greeting}</p>`,
    '<p>{{paymentDetails}}</p>',
    '<p>{{reservationDetails}}</p>',
    '<p>{{alerts}}</p>',
    '<p>Please bring this confirmation with you.</p>',
    '<p>{{siteTitle}}</p>',
  ].join('\n'),
});

export const TEMPLATE_CATALOGUE: Record<TemplateType, TemplateTypeInfo> = {
  'reservation-confirmation': {
    type: 'reservation-confirmation',
    name: 'Reservation Confirmation',
    description: 'Sent when an order completes, and again when staff or the customer ask for it.',
    parkScoped: true,
    placeholders: ORDER_PLACEHOLDERS,
    defaults: orderDefaults(
      'Reservation Confirmation',
      'Thank you, {{customerName}}. Your order {{orderNumber}} is confirmed.',
    ),
  },
  'reservation-modification': {
    type: 'reservation-modification',
    name: 'Reservation Modification',
    description: 'Sent when a change of a reservation completes.',
    parkScoped: true,
    placeholders: ORDER_PLACEHOLDERS,
    defaults: orderDefaults(
      'Reservation Modification',
      'Your reservation is changed, {{customerName}} (order {{orderNumber}}).',
    ),
  },
  'reservation-cancellation': {
    type: 'reservation-cancellation',
    name: 'Reservation Cancellation',
    description: 'Sent when a reservation is cancelled, with what comes back and to where.',
    parkScoped: true,
    placeholders: [
      text('customerName', 'Customer’s name'),
      text('reservationNumber', 'Reservation number'),
      text('orderNumber', 'Order number'),
      text('parkName', 'Park name'),
      text('site', 'Site'),
      text('arrivalDate', 'Arrival (check-in) date'),
      text('departureDate', 'Departure (check-out) date'),
      text('amountPaid', 'Amount paid'),
      text('nonRefundableFees', 'Non-refundable fees'),
      text('cancellationFee', 'Cancellation fee'),
      text('amountRefunded', 'Amount refunded'),
      text('refundedTo', 'Where the refund goes (card ending in …)'),
      SITE_TITLE,
      block('refundNotice', 'What went wrong with the refund, when it did'),
      block('cancellationDetails', 'Table: the reservation, its dates and the money'),
    ],
    defaults: {
      subject: '{{siteTitle}}: Reservation Cancellation for reservation {{reservationNumber}}',
      body: [
        '<h1>Reservation Cancellation</h1>',
        '<p>{{customerName}}, your reservation {{reservationNumber}} is cancelled. Its nights are free for others to book.</p>',
        '<p>{{refundNotice}}</p>',
        '<p>{{cancellationDetails}}</p>',
        '<p>{{siteTitle}}</p>',
      ].join('\n'),
    },
  },
  'account-created': {
    type: 'account-created',
    name: 'Account Created',
    description: 'Sent when staff make an account for someone: their username and how to choose a password.',
    parkScoped: false,
    placeholders: [
      text('firstName', 'First name'),
      text('username', 'Username'),
      text('resetPath', 'Where on the site to choose a password'),
      SITE_TITLE,
    ],
    defaults: {
      subject: '{{siteTitle}}: your new account',
      body: [
        '<p>Hello {{firstName}},</p>',
        '<p>An account was made for you at {{siteTitle}}. Your username is: {{username}}</p>',
        '<p>To choose your password, open {{resetPath}} on the {{siteTitle}} site and enter the password reset code we sent you in a separate message.</p>',
        '<p>If you did not expect this, you can ignore this message.</p>',
        '<p>{{siteTitle}}</p>',
      ].join('\n'),
    },
  },
  'forgot-username': {
    type: 'forgot-username',
    name: 'Forgot Username',
    description: 'Sent when someone asks for the username of their account.',
    parkScoped: false,
    placeholders: [text('username', 'Username'), SITE_TITLE],
    defaults: {
      subject: '{{siteTitle}}: your username',
      body: [
        '<p>You asked for the username of your {{siteTitle}} account.</p>',
        '<p>Your username is: {{username}}</p>',
        '<p>If you did not ask for this, you can ignore this message.</p>',
        '<p>{{siteTitle}}</p>',
      ].join('\n'),
    },
  },
};

/** A template's id in paths: its type, and for a park's own '~' and the park's id. */
export function templateId(type: TemplateType, locationId: number | null): string {
  return locationId === null ? type : `${type}~${locationId}`;
}

export const TEMPLATE_ID_PATTERN = /^([a-z-]{1,40})(?:~(\d{1,12}))?$/;

export function parseTemplateId(id: string): { type: TemplateType; locationId: number | null } | undefined {
  const m = TEMPLATE_ID_PATTERN.exec(id);
  if (!m || !isTemplateType(m[1]!)) return undefined;
  const locationId = m[2] === undefined ? null : Number(m[2]);
  if (locationId === 0) return undefined;
  return { type: m[1], locationId };
}

/**
 * The template a mail is rendered from, most specific first: the park's own, else the agency's, else
 * the built-in default.
 */
export function templateInUse(
  type: TemplateType,
  park: TemplateRecord | undefined,
  agency: TemplateRecord | undefined,
): { source: 'park' | 'agency' | 'default'; template: TemplateContent } {
  if (park) return { source: 'park', template: park };
  if (agency) return { source: 'agency', template: agency };
  return { source: 'default', template: TEMPLATE_CATALOGUE[type].defaults };
}
