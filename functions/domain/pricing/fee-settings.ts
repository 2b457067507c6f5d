/**
 * Rules of the agency's fees and add-ons as staff edit them in the back office: which fee types staff
 * set (the reservation fee is the nightly rate, add-ons have their own list), the charge of one payment
 * method as a person reads it, and the messages of a refused fee. Pure: no I/O.
 */
import { FEE_TYPE, type FeeType } from '#domain/pricing/fee-types';
import type { MethodChargeCents } from '#domain/pricing/fees';
import type { FeeBasis } from '#domain/pricing/schedule';
import { formatCents } from '#domain/display-format';

/** The fee types a fee rule may be, with the names the screens show. */
export const EDITABLE_FEE_TYPES = {
  [FEE_TYPE.Transaction]: 'Transaction fee',
  [FEE_TYPE.Convenience]: 'Convenience fee',
  [FEE_TYPE.ParkUse]: 'Park use fee',
  [FEE_TYPE.CancellationModification]: 'Cancellation or modification fee',
} as const satisfies Partial<Record<FeeType, string>>;
export type EditableFeeType = keyof typeof EDITABLE_FEE_TYPES;
export const EDITABLE_FEE_TYPE_IDS = Object.keys(EDITABLE_FEE_TYPES).map(Number) as EditableFeeType[];

export const FEE_BASES = [
  'perReservation',
  'perVehiclePerNight',
  'perVehiclePerStay',
] as const satisfies readonly FeeBasis[];
export const FEE_BASIS_NAMES: Record<FeeBasis, string> = {
  perReservation: 'Per reservation',
  perVehiclePerNight: 'Per vehicle a night',
  perVehiclePerStay: 'Per vehicle a stay',
};

export const FEE_OPERATIONS = ['cancellation', 'modification'] as const;
export const BOOKING_TYPE_NAMES: Record<number, string> = { 1: 'Overnight', 2: 'Day use' };
export const SALES_CHANNEL_NAMES: Record<number, string> = { 1: 'Online', 2: 'Park office' };

/** More of one add-on than this on one reservation is not something a park sells. */
export const MAX_ADD_ON_QUANTITY = 99;

export const FEE_MESSAGE = {
  feeType: 'Choose a transaction, convenience, park use, or cancellation or modification fee.',
  operationRequired: 'A cancellation or modification fee names its operation: cancellation or modification.',
  operationOnlyType6: 'Only a cancellation or modification fee names an operation.',
  perVehicleParkUse: 'Only a park use fee is charged per vehicle.',
  percentage: (label: string) => `${label} must be a number from 0 to 100.`,
  includedVehicles: 'Included vehicles must be a whole number from 0 to 20.',
  maxQuantity: `Most a reservation may buy must be a whole number from 1 to ${MAX_ADD_ON_QUANTITY}.`,
  bookingTypes: 'Choose overnight, day use, or neither for both.',
  salesChannels: 'Choose online, park office, or neither for both.',
  duplicateSku: (sku: string, other: string) => `SKU ${sku} is already used by ${other}.`,
} as const;

/** One payment method's charge as an audit value and a list cell: '$10.00', '3% (at least $2.00)'. */
export function chargeText(c: MethodChargeCents): string {
  const parts = [
    ...(c.amountCents > 0 || c.percentage === 0 ? [formatCents(c.amountCents)] : []),
    ...(c.percentage > 0 ? [`${c.percentage}%`] : []),
  ];
  return `${parts.join(' + ')}${c.minCents > 0 ? ` (at least ${formatCents(c.minCents)})` : ''}`;
}
