/**
 * Product mails, rendered per tenant: the tenant's site title in the subject and the signature. Text
 * and HTML carry the same words; every value is escaped in the HTML.
 */
import type { MailMessage } from './types.ts';

export interface MailTenant {
  tenantId: string;
  siteTitle: string;
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
}

/** Forgot username: the person's sign-in name, sent to the address on the account. */
export function forgotUsernameMail(tenant: MailTenant, to: string, username: string): MailMessage {
  const paragraphs = [
    `You asked for the username of your ${tenant.siteTitle} account.`,
    `Your username is: ${username}`,
    'If you did not ask for this, you can ignore this message.',
    tenant.siteTitle,
  ];
  return {
    to,
    tenantId: tenant.tenantId,
    kind: 'forgot-username',
    subject: `${tenant.siteTitle}: your username`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}

/**
 * An account staff made for someone (a customer at the desk, a new staff user): their username and how
 * to choose a password with the code Cognito mails separately.
 */
export function accountCreatedMail(
  tenant: MailTenant,
  to: string,
  account: { username: string; firstName: string; resetPath: string },
): MailMessage {
  const paragraphs = [
    `Hello ${account.firstName},`,
    `An account was made for you at ${tenant.siteTitle}. Your username is: ${account.username}`,
    `To choose your password, open ${account.resetPath} on the ${tenant.siteTitle} site and enter the password reset code we sent you in a separate message.`,
    'If you did not expect this, you can ignore this message.',
    tenant.siteTitle,
  ];
  return {
    to,
    tenantId: tenant.tenantId,
    kind: 'account-created',
    subject: `${tenant.siteTitle}: your new account`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}

/** The communication template sent when an order completes. */
export const RESERVATION_CONFIRMATION_TEMPLATE = 'Reservation Confirmation';
/** The one sent when a change of a reservation completes (the same receipt layout, the change's money). */
export const RESERVATION_MODIFICATION_TEMPLATE = 'Reservation Modification';

/** What the confirmation mail shows: the order receipt's fields (functions/contract/receipts.ts). */
export interface ConfirmationReceipt {
  orderNumber: string;
  transactionDate: string;
  customerName: string;
  paymentType: string;
  cardHolderName: string;
  cardHolderNameLabel: string;
  lastFour: string;
  lastFourLabel: string;
  totalAmountPaid: string;
  /** Shown when something was given back (a change to a cheaper stay). */
  totalAmountRefunded?: string;
  reservations: {
    reservationNumber: string;
    parkName: string;
    parkPhone: string;
    area: string;
    site: string;
    siteTypes: string;
    checkIn: string;
    checkOut: string;
    numberOfNights: number;
    numberOfOccupants: number;
    numberOfVehicles: number;
    primaryOccupantName: string;
    reservationFeeAmount: string;
    transactionFeeAmount: string;
    convenienceFeeAmount: string;
    addOnFeeAmount: string;
    amountPaid: string;
  }[];
  alerts: { header: string; items: string[] }[];
}

type Row = [label: string, value: string];

function reservationRows(r: ConfirmationReceipt['reservations'][number]): Row[] {
  const rows: Row[] = [
    ['Park', r.parkName],
    ['Site', [r.site, r.siteTypes].filter(Boolean).join(', ')],
    ['Area', r.area],
    ['Check in', r.checkIn],
    ['Check out', r.checkOut],
    ['Nights', String(r.numberOfNights)],
    ['Occupants', String(r.numberOfOccupants)],
    ['Vehicles', String(r.numberOfVehicles)],
    ['Primary occupant', r.primaryOccupantName],
    ['Reservation fee', r.reservationFeeAmount],
    ['Transaction fee', r.transactionFeeAmount],
    ['Convenience fee', r.convenienceFeeAmount],
    ['Add-ons', r.addOnFeeAmount],
    ['Amount paid', r.amountPaid],
    ['Park phone', r.parkPhone],
  ];
  return rows.filter(([, value]) => value !== '');
}

function paymentRows(receipt: ConfirmationReceipt): Row[] {
  const rows: Row[] = [
    ['Order number', receipt.orderNumber],
    ['Transaction date', receipt.transactionDate],
    ['Payment type', receipt.paymentType],
  ];
  if (receipt.cardHolderNameLabel) rows.push([receipt.cardHolderNameLabel, receipt.cardHolderName]);
  if (receipt.lastFourLabel) rows.push([receipt.lastFourLabel, `ending in ${receipt.lastFour}`]);
  rows.push(['Total paid', receipt.totalAmountPaid]);
  if (receipt.totalAmountRefunded && receipt.totalAmountRefunded !== '$0.00')
    rows.push(['Total refunded', receipt.totalAmountRefunded]);
  return rows;
}

const textRows = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');
const htmlRows = (rows: Row[]) =>
  `<table>${rows.map(([l, v]) => `<tr><th scope="row" align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;

/** Reservation Confirmation: the order, each reservation with its park, spot, dates and amounts. */
export function reservationConfirmationMail(
  tenant: MailTenant,
  to: string,
  receipt: ConfirmationReceipt,
  change = false,
): MailMessage {
  const template = change ? RESERVATION_MODIFICATION_TEMPLATE : RESERVATION_CONFIRMATION_TEMPLATE;
  const greeting = change
    ? `Your reservation is changed${receipt.customerName ? `, ${receipt.customerName}` : ''} (order ${receipt.orderNumber}).`
    : `Thank you${receipt.customerName ? `, ${receipt.customerName}` : ''}. Your order ${receipt.orderNumber} is confirmed.`;
  const count = receipt.reservations.length;
  const alerts = receipt.alerts.filter((a) => a.items.length);
  const text = [
    template,
    greeting,
    textRows(paymentRows(receipt)),
    ...receipt.reservations.map((r) => `Reservation ${r.reservationNumber}\n${textRows(reservationRows(r))}`),
    ...alerts.map((a) => `${a.header}\n${a.items.map((i) => `- ${i}`).join('\n')}`),
    'Please bring this confirmation with you.',
    tenant.siteTitle,
  ].join('\n\n');
  const html = [
    `<h1>${escapeHtml(template)}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    htmlRows(paymentRows(receipt)),
    ...receipt.reservations.map(
      (r) => `<h2>Reservation ${escapeHtml(r.reservationNumber)}</h2>\n${htmlRows(reservationRows(r))}`,
    ),
    ...alerts.map(
      (a) =>
        `<h2>${escapeHtml(a.header)}</h2>\n<ul>${a.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
    ),
    paragraphsToHtml(['Please bring this confirmation with you.', tenant.siteTitle]),
  ].join('\n');
  return {
    to,
    tenantId: tenant.tenantId,
    kind: change ? 'reservation-modification' : 'reservation-confirmation',
    subject: `${tenant.siteTitle}: ${template} for order ${receipt.orderNumber}${
      count > 1 ? ` (${count} reservations)` : ''
    }`,
    text,
    html,
  };
}

export const RESERVATION_CANCELLATION_TEMPLATE = 'Reservation Cancellation';

/** What the cancellation mail shows. Amounts are formatted already. */
export interface CancellationNotice {
  customerName: string;
  reservationNumber: string;
  orderNumber: string;
  parkName: string;
  site: string;
  checkIn: string;
  checkOut: string;
  amountPaid: string;
  cancellationFee: string;
  nonRefundableFees: string;
  amountRefunded: string;
  /** e.g. 'Credit Card ending in 1111'; empty when nothing is refunded. */
  refundedTo: string;
  /** Said first when the refund did not go back (refused by the card issuer). */
  refundProblem?: string;
}

/** Reservation Cancellation: what was cancelled and what comes back, to where. */
export function reservationCancellationMail(
  tenant: MailTenant,
  to: string,
  notice: CancellationNotice,
): MailMessage {
  const greeting = `${notice.customerName ? `${notice.customerName}, your` : 'Your'} reservation ${notice.reservationNumber} is cancelled. Its nights are free for others to book.`;
  const rows: Row[] = [
    ['Reservation number', notice.reservationNumber],
    ['Order number', notice.orderNumber],
    ['Park', notice.parkName],
    ['Site', notice.site],
    ['Check in', notice.checkIn],
    ['Check out', notice.checkOut],
    ['Amount paid', notice.amountPaid],
    ['Non-refundable fees', notice.nonRefundableFees],
    ['Cancellation fee', notice.cancellationFee],
    ['Amount refunded', notice.amountRefunded],
  ];
  if (notice.refundedTo) rows.push(['Refunded to', notice.refundedTo]);
  const intro = notice.refundProblem ? [greeting, notice.refundProblem] : [greeting];
  const text = [RESERVATION_CANCELLATION_TEMPLATE, ...intro, textRows(rows), tenant.siteTitle].join('\n\n');
  const html = [
    `<h1>${escapeHtml(RESERVATION_CANCELLATION_TEMPLATE)}</h1>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    htmlRows(rows),
    paragraphsToHtml([tenant.siteTitle]),
  ].join('\n');
  return {
    to,
    tenantId: tenant.tenantId,
    kind: 'reservation-cancellation',
    subject: `${tenant.siteTitle}: ${RESERVATION_CANCELLATION_TEMPLATE} for reservation ${notice.reservationNumber}`,
    text,
    html,
  };
}
