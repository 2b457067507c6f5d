/**
 * Staff fee overrides (admin §3.2 feeOverrides): an override replaces the amount of the first line of
 * its feeType (and name, when given) by every payment method; the line keeps what it cost before
 * (preModifiedAmountCents) and who changed it, when and why. The public never overrides: the routes and
 * the quote drop overrides for salesChannel 1.
 */
import type { FeeType } from '#domain/pricing/fee-types';
import { type FeeLineCents, fixedCharge } from './fees.ts';

export interface FeeOverrideCents {
  feeType: FeeType;
  name?: string;
  amountCents: number;
  reason: string;
}

/** How the reservation records an override (booking model: ReservationRecord.feeOverrides). */
export interface FeeOverrideRecord {
  feeType: number;
  name: string;
  fromCents: number;
  toCents: number;
  reason: string;
  by: string;
  at: string;
}

const matches = (o: FeeOverrideCents) => (f: FeeLineCents) =>
  f.feeType === o.feeType && (!o.name || f.name.toLowerCase() === o.name.toLowerCase());

/** The lines with the overrides applied, and the indexes of overrides that matched no line. */
export function applyFeeOverrides(
  fees: readonly FeeLineCents[],
  overrides: readonly FeeOverrideCents[],
  by: string,
  at: string,
): { fees: FeeLineCents[]; unmatched: number[] } {
  const out = [...fees];
  const unmatched: number[] = [];
  overrides.forEach((o, index) => {
    const i = out.findIndex(matches(o));
    const line = out[i];
    if (!line) {
      unmatched.push(index);
      return;
    }
    const charge = fixedCharge(o.amountCents);
    out[i] = {
      ...line,
      amountCents: o.amountCents,
      preModifiedAmountCents: line.preModifiedAmountCents ?? line.amountCents,
      creditCard: charge,
      echeck: charge,
      cash: charge,
      override: {
        fromCents: line.override?.fromCents ?? line.amountCents,
        reason: o.reason,
        by,
        at,
      },
    };
  });
  return { fees: out, unmatched };
}

/** The override records of quoted lines, for the reservation. */
export function overrideRecordsOf(fees: readonly FeeLineCents[]): FeeOverrideRecord[] {
  return fees.flatMap((f) =>
    f.override
      ? [
          {
            feeType: f.feeType,
            name: f.name,
            fromCents: f.override.fromCents,
            toCents: f.amountCents,
            reason: f.override.reason,
            by: f.override.by,
            at: f.override.at,
          },
        ]
      : [],
  );
}
