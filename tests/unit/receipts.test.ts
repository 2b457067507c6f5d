/**
 * The order receipt from records (public §3.6, §5.3): amounts at the order's payment method as USD
 * strings, dates MM/DD/YYYY, the card labels, the reservation lines, and the alerts from the
 * classification message and the park's check-in information. Also the confirmation mail rendered
 * from the receipt.
 */
import { describe, expect, it } from 'vitest';
import { reservationConfirmationMail } from '#adapters/mail/templates';
import { checkInInformation, formatOrderReceipt, receiptAlerts, type ReceiptRecords } from '#booking/receipt';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { formatCents, formatDateTimeIn } from '#domain/display-format';
import { orderReceiptSchema } from '#contract/receipts';
import type { LocationRecord, ProductClassificationRecord, SpotRecord } from '#domain/catalogue';
import { type FeeLineCents, fixedLine } from '#domain/pricing/fees';
import type { OrderRecord } from '#domain/booking/order';
import type { ReservationRecord } from '#domain/booking/reservation';

const head = (feeType: FeeLineCents['feeType'], name: string) => ({
  id: 0,
  feeType,
  name,
  description: '',
  accountingCode: '',
  sku: '',
});

/** Two nights at $30 less a $6 discount, a $10 reservation fee, a 3.5% card convenience fee (min $1). */
const fees: FeeLineCents[] = [
  fixedLine(head(FEE_TYPE.Reservation, 'Nightly rate'), 5400, { undiscountedAmountCents: 6000 }),
  fixedLine(head(FEE_TYPE.Transaction, 'Reservation fee'), 1000),
  fixedLine(head(FEE_TYPE.Convenience, 'Convenience fee'), 0, {
    baseCents: 6400,
    creditCard: { amountCents: 0, minCents: 100, percentage: 3.5 },
    echeck: { amountCents: 0, minCents: 0, percentage: 0 },
    cash: { amountCents: 0, minCents: 0, percentage: 0 },
  }),
  fixedLine(head(FEE_TYPE.AddOn, 'Firewood'), 800),
];

const park = {
  id: 7,
  longName: 'Aspen Lake State Park',
  street1: '1 Lake Rd',
  street2: '',
  city: 'Leadville',
  state: 'CO',
  zipcode: '80461',
  phoneNumber: '7195551234',
  url: 'https://parks.example.gov/aspen-lake',
  timezone: 'America/Denver',
  descriptions: [
    {
      id: 1,
      title: 'Reservation Info',
      displayOrder: 2,
      description:
        '<p>Reserve up to 6 months ahead.</p>\n<p>Check-in is at <strong>4:00 pm</strong> and check-out at <strong>12:00 pm</strong>.</p>',
    },
  ],
} as unknown as LocationRecord;

const spot = {
  id: 70,
  locationId: 7,
  loopId: 3,
  name: 'A12',
  area: 'Campground',
  productId: 1,
  spotTypeIds: [1],
} as unknown as SpotRecord;

const classification = {
  id: 9,
  name: 'Full Hookup Campsite',
  message: '<p>Generators may not run during quiet hours &amp; at night.</p>',
  applyMessageToWebsite: true,
  applyMessageToEmail: false,
  showMessageAtTop: true,
} as unknown as ProductClassificationRecord;

const reservation = {
  id: 123,
  reservationNumber: 'CO-000123',
  customerId: 5,
  spotId: 70,
  locationId: 7,
  startDate: '2027-06-01',
  endDate: '2027-06-03',
  nights: ['2027-06-01', '2027-06-02'],
  dayUse: false,
  status: 'Reserved',
  orderId: 12,
  numberOfAdults: 3,
  numberOfVehicles: 1,
  primaryOccupant: {
    firstName: 'Sam',
    lastName: 'Rivers',
    street1: '9 Elm St',
    street2: 'Apt 2',
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    country: 'US',
    email: 'sam@example.com',
    homePhone: null,
    mobilePhone: null,
  },
  fees: [],
} as unknown as ReservationRecord;

const order: OrderRecord = {
  id: 12,
  orderNumber: 'CO-O-000012',
  owner: { kind: 'customer', id: 5 },
  customerId: 5,
  reservationIds: [123],
  lockCodes: ['lock'],
  paymentTypeId: 1,
  salesChannel: 1,
  totalCents: 7424,
  feesByReservation: { 123: fees },
  status: 'Completed',
  paymentToken: 'tok',
  payment: {
    amountCents: 7424,
    paymentTypeId: 1,
    lastFour: '1111',
    cardholderName: 'Pat Camper',
    providerOrderId: 'SBX-1',
    datePaid: '2026-11-23T18:05:00.000Z',
  },
  confirmationSentAt: null,
  emailAddress: 'pat@example.com',
  createdAt: '2026-11-23T18:00:00.000Z',
  createdBy: 'pat',
  completedAt: '2026-11-23T18:05:00.000Z',
};

function records(over: Partial<ReceiptRecords> = {}): ReceiptRecords {
  return {
    order,
    reservations: [reservation],
    spots: new Map([[70, spot]]),
    loops: new Map([['7:3', { id: 3, locationId: 7, name: 'Aspen Loop' } as never]]),
    parks: new Map([[7, park]]),
    spotTypes: new Map([[1, { id: 1, name: 'Campsite' } as never]]),
    products: new Map([[1, { id: 1, productClassificationId: 9 } as never]]),
    classifications: new Map([[9, classification]]),
    paymentTypes: new Map([
      [1, { id: 1, name: 'Credit Card' } as never],
      [3, { id: 3, name: 'Cash' } as never],
    ]),
    customer: {
      id: 5,
      firstName: 'Pat',
      lastName: 'Camper',
      email: 'pat@example.com',
      street1: '12 Main St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      zipcodePlus4: '1234',
    } as never,
    ...over,
  };
}

describe('order receipt from records', () => {
  it('a paid card order: totals at the card rate as USD strings, the card labels, the customer', () => {
    const receipt = formatOrderReceipt(records());
    expect(orderReceiptSchema.parse(receipt)).toEqual(receipt);
    expect(receipt).toMatchObject({
      orderId: 12,
      orderStatus: 'Completed',
      orderNumber: 'CO-O-000012',
      transactionDate: '11/23/2026 11:05 AM',
      transactionType: 'New Reservation',
      customerName: 'Pat Camper',
      customerAddress: '12 Main St, Denver, CO 80202-1234',
      customerEmail: 'pat@example.com',
      paymentType: 'Credit Card',
      cardHolderName: 'Pat Camper',
      cardHolderNameLabel: 'Cardholder Name',
      lastFour: '1111',
      lastFourLabel: 'Card Number',
      transactionReservationFeeAmount: '$54.00',
      totalTransactionFeeAmount: '$10.00',
      // 3.5% of $64.00 = $2.24
      totalConvenienceFeeAmount: '$2.24',
      totalAddOnFeeAmount: '$8.00',
      totalParkUseFee: '$0.00',
      discountApplied: '$6.00',
      totalAmountPaid: '$74.24',
      transactionAmountPaid: '$74.24',
      totalAmountRefunded: '$0.00',
      previousParkFeePaid: '$0.00',
      previousParkUseFeePaid: '$0.00',
      fullRefund: false,
      refundItems: [],
    });
  });

  it('a reservation line: dates, counts, occupant, park with its phone, area and site, amounts', () => {
    expect(formatOrderReceipt(records()).reservations).toEqual([
      {
        reservationNumber: 'CO-000123',
        checkIn: '06/01/2027',
        checkOut: '06/03/2027',
        numberOfOccupants: 3,
        numberOfVehicles: 1,
        numberOfNights: 2,
        primaryOccupantName: 'Sam Rivers',
        primaryOccupantAddress: '9 Elm St, Apt 2, Denver, CO 80202',
        parkName: 'Aspen Lake State Park',
        parkAddress: '1 Lake Rd, Leadville, CO 80461',
        parkPhone: '(719) 555-1234',
        parkPhoneNumber: '7195551234',
        parkWebsite: 'https://parks.example.gov/aspen-lake',
        area: 'Campground, Aspen Loop',
        site: 'A12',
        siteTypes: 'Campsite',
        reservationFeeAmount: '$54.00',
        transactionFeeAmount: '$10.00',
        convenienceFeeAmount: '$2.24',
        amountPaid: '$74.24',
        addOnFeeAmount: '$8.00',
      },
    ]);
  });

  it('the classification message (website) on top, the park check-in information below', () => {
    const receipt = formatOrderReceipt(records());
    expect(receipt.topAlertHeader).toBe('Important Information');
    expect(receipt.topAlertContentItems).toEqual(['Generators may not run during quiet hours & at night.']);
    expect(receipt.bottomAlertHeader).toBe('Check-in Information');
    expect(receipt.bottomAlertContentItems).toEqual(['Check-in is at 4:00 pm and check-out at 12:00 pm.']);
    // The mail uses applyMessageToEmail: this classification's message stays off it.
    expect(receiptAlerts(records(), 'email').topAlertContentItems).toEqual([]);
    expect(checkInInformation({ ...park, descriptions: [] })).toEqual([]);
  });

  it('a cash order at the counter: cash rates, no card fields; a declined order paid nothing', () => {
    const cash = formatOrderReceipt(
      records({
        order: {
          ...order,
          paymentTypeId: 3,
          paymentToken: null,
          payment: {
            ...order.payment!,
            paymentTypeId: 3,
            lastFour: null,
            cardholderName: null,
            amountCents: 7200,
          },
        },
        customer: null,
      }),
    );
    expect(cash).toMatchObject({
      paymentType: 'Cash',
      cardHolderName: '',
      cardHolderNameLabel: '',
      lastFour: '',
      lastFourLabel: '',
      totalConvenienceFeeAmount: '$0.00',
      totalAmountPaid: '$72.00',
      // No customer account (a staff booking): the primary occupant.
      customerName: 'Sam Rivers',
      customerAddress: '9 Elm St, Apt 2, Denver, CO 80202',
    });
    const declined = formatOrderReceipt(records({ order: { ...order, status: 'Declined', payment: null } }));
    expect(declined).toMatchObject({ orderStatus: 'Declined', totalAmountPaid: '$0.00', lastFourLabel: '' });
    expect(declined.reservations[0]?.amountPaid).toBe('$0.00');
  });

  it('formats money with negatives in parentheses and times in the park timezone', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-1250)).toBe('($12.50)');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatDateTimeIn('2026-07-04T06:30:00.000Z', 'America/Los_Angeles')).toBe('07/03/2026 11:30 PM');
  });
});

describe('Reservation Confirmation mail', () => {
  it('subject with the order number; each reservation with park, spot, dates, occupants, amounts and the park phone', () => {
    const receipt = formatOrderReceipt(records());
    const mail = reservationConfirmationMail(
      { tenantId: 'co', siteTitle: 'Colorado Parks' },
      'pat@example.com',
      {
        ...receipt,
        alerts: [{ header: 'Check-in Information', items: receipt.bottomAlertContentItems }],
      },
    );
    expect(mail).toMatchObject({
      to: 'pat@example.com',
      tenantId: 'co',
      kind: 'reservation-confirmation',
      subject: 'Colorado Parks: Reservation Confirmation for order CO-O-000012',
    });
    for (const line of [
      'Thank you, Pat Camper. Your order CO-O-000012 is confirmed.',
      'Card Number: ending in 1111',
      'Reservation CO-000123',
      'Park: Aspen Lake State Park',
      'Site: A12, Campsite',
      'Check in: 06/01/2027',
      'Check out: 06/03/2027',
      'Occupants: 3',
      'Amount paid: $74.24',
      'Park phone: (719) 555-1234',
      '- Check-in is at 4:00 pm and check-out at 12:00 pm.',
    ])
      expect(mail.text).toContain(line);
    expect(mail.html).toContain('<th scope="row" align="left">Park phone</th><td>(719) 555-1234</td>');
  });
});
