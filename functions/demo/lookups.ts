import type { DiscountClassRecord, LookupValueRecord, PaymentTypeRecord } from '#domain/catalogue';

export const paymentTypes: PaymentTypeRecord[] = [
  {
    id: 1,
    name: 'Credit Card',
    description: 'Visa, Mastercard, American Express or Discover through the secure payment page.',
    adminOnly: false,
    requiresHostedPayment: true,
  },
  {
    id: 2,
    name: 'E-Check',
    description: 'Electronic check drawn on a U.S. bank account through the secure payment page.',
    adminOnly: false,
    requiresHostedPayment: true,
  },
  {
    id: 3,
    name: 'Cash',
    description: 'Cash taken at a park office or entrance station.',
    adminOnly: true,
    requiresHostedPayment: false,
  },
  {
    id: 4,
    name: 'Check',
    description: 'Personal or organisation check taken at a park office; made out to the department.',
    adminOnly: true,
    requiresHostedPayment: false,
  },
];

/** Discount classes; the residency class names the tenant's state. */
export function buildDiscountClasses(stateName: string): DiscountClassRecord[] {
  return [
    {
      id: 1,
      name: 'Senior Pass',
      description: `${stateName} residents aged 62 or older camp at a reduced nightly rate Sunday through Thursday.`,
      internalDescription: 'Check photo ID with date of birth and proof of residency at check-in.',
      residencyId: 1,
      verificationRequired: true,
      priority: 2,
      accountingCodeSuffix: 'SEN',
    },
    {
      id: 2,
      name: 'Disabled Veteran',
      description: 'Veterans with a service-connected disability rating camp free of the nightly rate.',
      internalDescription:
        'Requires the disabled veteran pass or a VA award letter; park use fee still applies.',
      residencyId: 1,
      verificationRequired: true,
      priority: 1,
      accountingCodeSuffix: 'DVT',
    },
    {
      id: 3,
      name: 'Active Military',
      description: 'Active-duty service members and their household receive 50% off the nightly rate.',
      internalDescription: 'Military ID at check-in.',
      residencyId: null,
      verificationRequired: true,
      priority: 3,
      accountingCodeSuffix: 'MIL',
    },
    {
      id: 4,
      name: `${stateName} Resident`,
      description: `Residents of ${stateName} save $5 a night on campsites and $10 a night on cabins.`,
      internalDescription: 'Address on the customer account must be in state; spot checks at check-in.',
      residencyId: 1,
      verificationRequired: false,
      priority: 5,
      accountingCodeSuffix: 'RES',
    },
    {
      id: 5,
      name: 'Accessibility Pass',
      description: 'Holders of the state accessibility pass receive 50% off the nightly rate.',
      internalDescription: 'Pass number recorded on the reservation.',
      residencyId: null,
      verificationRequired: true,
      priority: 4,
      accountingCodeSuffix: 'ACC',
    },
  ];
}

/** Reservation status and sub-status lookups, the two groups the specification names. */
export const reservationStatuses: LookupValueRecord[] = [
  { id: 1, name: 'Reserved', description: 'Paid and confirmed.', group: 'status' },
  { id: 2, name: 'Cancelled', description: 'Cancelled by the customer or staff.', group: 'status' },
  { id: 3, name: 'Completed', description: 'The stay has ended.', group: 'status' },
  { id: 4, name: 'No Show', description: 'The party did not arrive.', group: 'status' },
  { id: 5, name: 'Pending', description: 'In a cart, awaiting payment.', group: 'status' },
  { id: 6, name: 'Modified', description: 'Replaced by a changed reservation.', group: 'status' },
  { id: 11, name: 'CheckedIn', description: 'The party has arrived and checked in.', group: 'subStatus' },
  { id: 12, name: 'CheckedOut', description: 'The party has checked out.', group: 'subStatus' },
  { id: 13, name: 'NotCheckedIn', description: 'Not yet checked in.', group: 'subStatus' },
  {
    id: 14,
    name: 'EarlyDeparture',
    description: 'Checked out before the departure date.',
    group: 'subStatus',
  },
];
