/**
 * What each mail's placeholders hold, from what the product knows when it sends it (the order receipt,
 * the cancellation, the account), and the sample data the editor's preview shows. Pure: no I/O.
 */
import type { TemplateType } from './catalogue.ts';
import { escapeHtml, type PlaceholderValues } from './render.ts';

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

export interface AccountNotice {
  firstName: string;
  username: string;
  resetPath: string;
}

/** Who a mail greets when the order names nobody. */
const NOBODY = 'Guest';

type Row = [label: string, value: string];

const textRows = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');
const htmlRows = (rows: Row[]) =>
  `<table>${rows.map(([l, v]) => `<tr><th scope="row" align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
const table = (rows: Row[]) => ({ html: htmlRows(rows), text: textRows(rows) });

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

/** The placeholders of the confirmation and modification mails. */
export function orderValues(siteTitle: string, receipt: ConfirmationReceipt): PlaceholderValues {
  const first = receipt.reservations[0];
  const alerts = receipt.alerts.filter((a) => a.items.length);
  return {
    siteTitle,
    customerName: receipt.customerName || NOBODY,
    orderNumber: receipt.orderNumber,
    transactionDate: receipt.transactionDate,
    paymentType: receipt.paymentType,
    totalAmountPaid: receipt.totalAmountPaid,
    totalAmountRefunded: receipt.totalAmountRefunded || '$0.00',
    reservationCount: String(receipt.reservations.length),
    reservationNumber: first?.reservationNumber ?? '',
    parkName: first?.parkName ?? '',
    parkPhone: first?.parkPhone ?? '',
    site: first ? [first.site, first.siteTypes].filter(Boolean).join(', ') : '',
    arrivalDate: first?.checkIn ?? '',
    departureDate: first?.checkOut ?? '',
    numberOfNights: first ? String(first.numberOfNights) : '',
    numberOfOccupants: first ? String(first.numberOfOccupants) : '',
    paymentDetails: table(paymentRows(receipt)),
    reservationDetails: {
      html: receipt.reservations
        .map(
          (r) => `<h2>Reservation ${escapeHtml(r.reservationNumber)}</h2>\n${htmlRows(reservationRows(r))}`,
        )
        .join('\n'),
      text: receipt.reservations
        .map((r) => `Reservation ${r.reservationNumber}\n${textRows(reservationRows(r))}`)
        .join('\n\n'),
    },
    alerts: {
      html: alerts
        .map(
          (a) =>
            `<h2>${escapeHtml(a.header)}</h2>\n<ul>${a.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
        )
        .join('\n'),
      text: alerts.map((a) => `${a.header}\n${a.items.map((i) => `- ${i}`).join('\n')}`).join('\n\n'),
    },
  };
}

/** The placeholders of the cancellation mail. */
export function cancellationValues(siteTitle: string, notice: CancellationNotice): PlaceholderValues {
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
  return {
    siteTitle,
    customerName: notice.customerName || NOBODY,
    reservationNumber: notice.reservationNumber,
    orderNumber: notice.orderNumber,
    parkName: notice.parkName,
    site: notice.site,
    arrivalDate: notice.checkIn,
    departureDate: notice.checkOut,
    amountPaid: notice.amountPaid,
    nonRefundableFees: notice.nonRefundableFees,
    cancellationFee: notice.cancellationFee,
    amountRefunded: notice.amountRefunded,
    refundedTo: notice.refundedTo,
    refundNotice: notice.refundProblem
      ? { html: `<p>${escapeHtml(notice.refundProblem)}</p>`, text: notice.refundProblem }
      : { html: '', text: '' },
    cancellationDetails: table(rows),
  };
}

export const accountCreatedValues = (siteTitle: string, a: AccountNotice): PlaceholderValues => ({
  siteTitle,
  firstName: a.firstName,
  username: a.username,
  resetPath: a.resetPath,
});

export const forgotUsernameValues = (siteTitle: string, username: string): PlaceholderValues => ({
  siteTitle,
  username,
});

// ------------------------------------------------------------------------------------- preview samples

const SAMPLE_RECEIPT: ConfirmationReceipt = {
  orderNumber: 'O-000123',
  transactionDate: '06/01/2027 10:15 AM',
  customerName: 'Jamie Camper',
  paymentType: 'Credit Card',
  cardHolderName: 'Jamie Camper',
  cardHolderNameLabel: 'Card Holder Name',
  lastFour: '1111',
  lastFourLabel: 'Card Number',
  totalAmountPaid: '$74.24',
  totalAmountRefunded: '$0.00',
  reservations: [
    {
      reservationNumber: 'R-000456',
      parkName: 'Aspen Lake State Park',
      parkPhone: '(719) 555-1234',
      area: 'North Loop',
      site: 'A12',
      siteTypes: 'Campsite',
      checkIn: '07/10/2027',
      checkOut: '07/12/2027',
      numberOfNights: 2,
      numberOfOccupants: 3,
      numberOfVehicles: 1,
      primaryOccupantName: 'Jamie Camper',
      reservationFeeAmount: '$60.00',
      transactionFeeAmount: '$8.00',
      convenienceFeeAmount: '$6.24',
      addOnFeeAmount: '',
      amountPaid: '$74.24',
    },
  ],
  alerts: [{ header: 'Check-in Information', items: ['Check-in is at 4:00 pm and check-out at 12:00 pm.'] }],
};

/** Sample values of a type's placeholders, for the preview (the park name: the chosen park's). */
export function sampleValues(
  type: TemplateType,
  siteTitle: string,
  parkName = 'Aspen Lake State Park',
): PlaceholderValues {
  const receipt: ConfirmationReceipt = {
    ...SAMPLE_RECEIPT,
    reservations: SAMPLE_RECEIPT.reservations.map((r) => ({ ...r, parkName })),
  };
  switch (type) {
    case 'reservation-confirmation':
      return orderValues(siteTitle, receipt);
    case 'reservation-modification':
      return orderValues(siteTitle, { ...receipt, totalAmountRefunded: '$37.12' });
    case 'reservation-cancellation':
      return cancellationValues(siteTitle, {
        customerName: 'Jamie Camper',
        reservationNumber: 'R-000456',
        orderNumber: 'O-000123',
        parkName,
        site: 'A12',
        checkIn: '07/10/2027',
        checkOut: '07/12/2027',
        amountPaid: '$74.24',
        nonRefundableFees: '$8.00',
        cancellationFee: '$10.00',
        amountRefunded: '$56.24',
        refundedTo: 'Credit Card ending in 1111',
      });
    case 'account-created':
      return accountCreatedValues(siteTitle, {
        firstName: 'Jamie',
        username: 'jamie.camper',
        resetPath: '/forgot-password',
      });
    case 'forgot-username':
      return forgotUsernameValues(siteTitle, 'jamie.camper');
  }
}
