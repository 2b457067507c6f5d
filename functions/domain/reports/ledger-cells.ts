/**
 * The ledger as the money reports count it: what one entry adds to revenue breakup (per fee type and
 * accounting code) and to field deposit (per park day, clerk and payment type), and those cells summed.
 * The reports sum the same cells whether they fold the ledger's entries as read or read the cells the
 * stream consumer kept per park and day (aggregates.ts).
 */
import { paymentMethodOf } from '#domain/pricing/totals';
import type { LedgerEntry } from './ledger.ts';

/** A revenue breakup cell: per fee type and accounting code. */
export interface BreakupCell {
  feeType: number;
  accountingCode: string;
  names: string[];
  payments: number;
  refunds: number;
  chargebacks: number;
}

/** A field deposit cell: per park day, clerk and payment type. */
export interface DepositCell {
  day: string;
  by: string;
  paymentTypeId: number;
  payments: number;
  taken: number;
  refunds: number;
  handedBack: number;
}

/** Payment types taken at the desk that go into the deposit: cash and check (card payments do not). */
export const isDepositPayment = (e: LedgerEntry) =>
  e.kind === 'payment' && e.atDesk && paymentMethodOf(e.paymentTypeId) === 'cash';

/** A desk refund is paid out in cash, whatever the payment was. */
const CASH_PAYMENT_TYPE = 3;

/**
 * What one ledger entry adds on its park day: to revenue breakup, its lines by fee type and code
 * (payments, refunds, chargebacks less their undoing); to field deposit, a desk payment in cash or check
 * under its type, or a desk refund as cash handed back.
 */
export function ledgerDelta(
  e: LedgerEntry,
  day: string,
): { breakup: BreakupCell[]; deposit: DepositCell | null } {
  const breakup = e.lines.map((l) => ({
    feeType: l.feeType,
    accountingCode: l.accountingCode,
    names: [l.name],
    payments: e.kind === 'payment' ? l.amountCents : 0,
    refunds: e.kind === 'refund' ? l.amountCents : 0,
    chargebacks: e.kind === 'chargeback' ? l.amountCents : e.kind === 'chargebackUndone' ? -l.amountCents : 0,
  }));
  let deposit: DepositCell | null = null;
  if (isDepositPayment(e))
    deposit = {
      day,
      by: e.by,
      paymentTypeId: e.paymentTypeId,
      payments: 1,
      taken: e.amountCents,
      refunds: 0,
      handedBack: 0,
    };
  else if (e.kind === 'refund' && e.atDesk)
    deposit = {
      day,
      by: e.by,
      paymentTypeId: CASH_PAYMENT_TYPE,
      payments: 0,
      taken: 0,
      refunds: 1,
      handedBack: e.amountCents,
    };
  return { breakup, deposit };
}

const breakupKey = (c: Pick<BreakupCell, 'feeType' | 'accountingCode'>) =>
  JSON.stringify([c.feeType, c.accountingCode]);
/** A username may hold any character: the key is the three values as JSON. */
export const depositKey = (c: Pick<DepositCell, 'day' | 'by' | 'paymentTypeId'>) =>
  JSON.stringify([c.day, c.by, c.paymentTypeId]);

/** Breakup cells summed by fee type and code (names joined). */
export function sumBreakup(cells: Iterable<BreakupCell>): BreakupCell[] {
  const out = new Map<string, BreakupCell & { nameSet: Set<string> }>();
  for (const c of cells) {
    const key = breakupKey(c);
    const sum = out.get(key) ?? {
      ...c,
      names: [],
      nameSet: new Set<string>(),
      payments: 0,
      refunds: 0,
      chargebacks: 0,
    };
    for (const n of c.names) sum.nameSet.add(n);
    sum.payments += c.payments;
    sum.refunds += c.refunds;
    sum.chargebacks += c.chargebacks;
    out.set(key, sum);
  }
  return [...out.values()].map(({ nameSet, ...c }) => ({ ...c, names: [...nameSet] }));
}

/** Deposit cells summed by day, clerk and payment type. */
export function sumDeposit(cells: Iterable<DepositCell>): DepositCell[] {
  const out = new Map<string, DepositCell>();
  for (const c of cells) {
    const key = depositKey(c);
    const sum = out.get(key) ?? { ...c, payments: 0, taken: 0, refunds: 0, handedBack: 0 };
    sum.payments += c.payments;
    sum.taken += c.taken;
    sum.refunds += c.refunds;
    sum.handedBack += c.handedBack;
    out.set(key, sum);
  }
  return [...out.values()];
}
