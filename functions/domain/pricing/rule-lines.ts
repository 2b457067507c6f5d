/**
 * Fee lines priced from the schedule's fee rules: transaction (per reservation), park use (per
 * chargeable vehicle per night or per stay), cancellation/modification (per operation) and the
 * convenience fee (online only; a percentage of the stay's other fees with a minimum, per method).
 * A rule's per-method charge is per unit; a line of n units multiplies its fixed amount and minimum.
 */
import type { FeeLineCents, MethodChargeCents } from './fees.ts';
import { fixedLine } from './fees.ts';
import type { FeeRuleRecord } from './schedule.ts';
import { type PaymentMethod, feeAmountCents } from './totals.ts';

const times = (c: MethodChargeCents, n: number): MethodChargeCents => ({
  amountCents: c.amountCents * n,
  minCents: c.minCents * n,
  percentage: c.percentage,
});

/** How many units of a rule a stay has (0: no line). */
export function ruleUnits(rule: FeeRuleRecord, nights: number, vehicles: number): number {
  const chargeable = Math.max(0, vehicles - rule.includedVehicles);
  switch (rule.basis) {
    case 'perReservation':
      return 1;
    case 'perVehiclePerNight':
      return chargeable * nights;
    case 'perVehiclePerStay':
      return chargeable;
  }
}

/** A rule's line for `units` units, its percentages applied to `baseCents`; amount at the card rate. */
export function ruleLine(rule: FeeRuleRecord, units: number, baseCents = 0): FeeLineCents {
  const line = fixedLine(
    {
      id: rule.id,
      feeType: rule.feeType,
      name: rule.name,
      description: rule.description,
      accountingCode: rule.accountingCode,
      sku: rule.sku,
    },
    0,
    {
      quantity: units,
      baseCents,
      creditCard: times(rule.creditCard, units),
      echeck: times(rule.echeck, units),
      cash: times(rule.cash, units),
    },
  );
  return withAmountFor(line, 'creditCard');
}

/** The line with amountCents (and undiscountedAmountCents) set to what `method` pays. */
export function withAmountFor(line: FeeLineCents, method: PaymentMethod): FeeLineCents {
  const amount = feeAmountCents(line, method);
  return { ...line, amountCents: amount, undiscountedAmountCents: amount };
}
