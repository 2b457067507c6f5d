/**
 * Discount classes on the nightly rate (public §3.5 discount class): of the classes a party claims that
 * have a price rule, the one with the highest priority wins (priority 1 is the highest; equal
 * priorities: the lower class id). Only one discount applies to a reservation, and only to the nightly
 * rate (never to transaction, convenience, park use or add-on fees). A night never goes below 0.
 */
import type { DiscountClassRecord } from '#domain/catalogue';
import { percentOfCents } from './money.ts';
import type { DiscountRuleRecord } from './schedule.ts';

export interface ChosenDiscount {
  discountClass: DiscountClassRecord;
  rule: DiscountRuleRecord;
}

export function chooseDiscount(
  claimedIds: readonly number[],
  classes: readonly DiscountClassRecord[],
  rules: readonly DiscountRuleRecord[],
): ChosenDiscount | undefined {
  let best: ChosenDiscount | undefined;
  for (const id of new Set(claimedIds)) {
    const discountClass = classes.find((c) => c.id === id);
    const rule = rules.find((r) => r.id === id);
    if (!discountClass || !rule) continue;
    const b = best?.discountClass;
    if (!b || discountClass.priority < b.priority || (discountClass.priority === b.priority && id < b.id)) {
      best = { discountClass, rule };
    }
  }
  return best;
}

/** What the rule takes off one night's rate (cents, at most the rate). */
export function nightDiscountCents(
  rule: DiscountRuleRecord,
  night: string,
  rateCents: number,
  productTypeId: number,
): number {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  if (rule.daysOfWeek.length > 0 && !rule.daysOfWeek.includes(weekday)) return 0;
  const off =
    rule.kind === 'percentage'
      ? percentOfCents(rateCents, rule.percentage)
      : (rule.productTypeAmounts.find((p) => p.productTypeId === productTypeId)?.amountCents ??
        rule.amountCents);
  return Math.min(rateCents, Math.max(0, off));
}
