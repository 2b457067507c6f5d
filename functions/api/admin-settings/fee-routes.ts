/**
 * The agency's fees (System Settings fee-management, SystemSettingsPricingSeasons): transaction,
 * convenience, park use and cancellation/modification fees, each for some parks, booking types and sales
 * channels or all, counted per reservation or per chargeable vehicle, with a charge per payment method.
 * Quotes, carts and checkout read the same items, so a change is charged from the next quote on.
 */
import {
  type AdminFeeRule,
  type AdminMethodCharge,
  type FeeRuleRequest,
  feeRuleRequestSchema,
  feeRuleResponseSchema,
  feeRulesResponseSchema,
} from '#contract/fees';
import {
  BOOKING_TYPE_NAMES,
  EDITABLE_FEE_TYPES,
  type EditableFeeType,
  FEE_BASIS_NAMES,
  SALES_CHANNEL_NAMES,
  chargeText,
} from '#domain/pricing/fee-settings';
import { FEE_TYPE, type FeeType } from '#domain/pricing/fee-types';
import type { MethodChargeCents } from '#domain/pricing/fees';
import { centsToDollarText } from '#domain/seasons';
import { getFeeRule, listFeeRules, type StoredFeeRule, writeFeeRule } from '#store/pricing';
import { auditOf } from '#api/shared/catalogue-records';
import { namesOf, scheduleEntryRoutes } from './schedule-entry-routes.ts';

const FEE_AUDIT = [
  'name',
  'feeType',
  'operation',
  'description',
  'parks',
  'bookingTypes',
  'salesChannels',
  'basis',
  'includedVehicles',
  'creditCard',
  'echeck',
  'cash',
  'accountingCode',
  'sku',
  'isActive',
] as const;

const feeTypeName = (t: FeeType) => EDITABLE_FEE_TYPES[t as EditableFeeType] ?? `Fee type ${t}`;
const scopeText = (ids: readonly number[], names: Record<number, string>) =>
  ids.length ? ids.map((i) => names[i] ?? String(i)).join(', ') : 'All';

function toCharge(c: MethodChargeCents): AdminMethodCharge {
  return {
    amountCents: c.amountCents,
    amount: centsToDollarText(c.amountCents),
    minCents: c.minCents,
    min: centsToDollarText(c.minCents),
    percentage: c.percentage,
    text: chargeText(c),
  };
}

const fromCharge = (c: FeeRuleRequest['cash']): MethodChargeCents => ({
  amountCents: c.amount,
  minCents: c.min,
  percentage: c.percentage,
});

function toFeeRule(r: StoredFeeRule, parks: Map<number, string>): AdminFeeRule {
  return {
    id: r.id,
    feeType: r.feeType,
    feeTypeName: feeTypeName(r.feeType),
    name: r.name,
    description: r.description,
    accountingCode: r.accountingCode,
    sku: r.sku,
    locationIds: r.locationIds,
    locationNames: namesOf(r.locationIds, parks),
    bookingTypeIds: r.bookingTypeIds,
    salesChannels: r.salesChannels,
    basis: r.basis,
    includedVehicles: r.includedVehicles,
    operation: r.operation ?? null,
    creditCard: toCharge(r.creditCard),
    echeck: toCharge(r.echeck),
    cash: toCharge(r.cash),
    isActive: r.isActive !== false,
    ...auditOf(r),
  };
}

const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export const feeRuleRoutes = scheduleEntryRoutes({
  prefix: 'AdminFee',
  noun: 'fee',
  operation: 'Fee',
  historyKind: 'FEERULE',
  request: feeRuleRequestSchema,
  response: feeRuleResponseSchema,
  listResponse: feeRulesResponseSchema,
  list: listFeeRules,
  get: getFeeRule,
  write: writeFeeRule,
  from: (id, req, before): StoredFeeRule => {
    const { operation: _old, ...kept } = before ?? {};
    return {
      ...kept,
      id,
      feeType: req.feeType as FeeType,
      name: req.name,
      description: req.description,
      accountingCode: req.accountingCode.toUpperCase(),
      sku: req.sku.toUpperCase(),
      locationIds: req.locationIds,
      bookingTypeIds: sorted(req.bookingTypeIds),
      salesChannels: sorted(req.salesChannels),
      basis: req.basis,
      // Vehicles a reservation includes matter only where the fee is counted per vehicle.
      includedVehicles: req.basis === 'perReservation' ? 0 : req.includedVehicles,
      ...(req.feeType === FEE_TYPE.CancellationModification && req.operation
        ? { operation: req.operation }
        : {}),
      creditCard: fromCharge(req.creditCard),
      echeck: fromCharge(req.echeck),
      cash: fromCharge(req.cash),
      isActive: req.isActive,
    };
  },
  auditFields: FEE_AUDIT,
  audit: (r, parks) => ({
    name: r.name,
    feeType: feeTypeName(r.feeType),
    operation: r.operation ?? null,
    description: r.description,
    parks: namesOf(r.locationIds, parks).join(', '),
    bookingTypes: scopeText(r.bookingTypeIds, BOOKING_TYPE_NAMES),
    salesChannels: scopeText(r.salesChannels, SALES_CHANNEL_NAMES),
    basis: FEE_BASIS_NAMES[r.basis],
    includedVehicles: r.includedVehicles,
    creditCard: chargeText(r.creditCard),
    echeck: chargeText(r.echeck),
    cash: chargeText(r.cash),
    accountingCode: r.accountingCode,
    sku: r.sku,
    isActive: r.isActive !== false,
  }),
  toWire: toFeeRule,
  order: (a, b) => a.feeType - b.feeType || a.name.localeCompare(b.name) || a.id - b.id,
});
