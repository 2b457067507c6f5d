/**
 * How the desk is paid: cash (with what was handed over and the change), a check (its number) or a card
 * run on the desk's own reader, recorded by its last four digits. The choice turns into the pay request.
 */
import type { FieldError } from 'react-hook-form';
import { POS_MESSAGE, POS_PAYMENT_TYPE } from '#domain/point-of-sale';
import { TextField } from '#web/components/form/fields.tsx';
import { formatCents } from '#web/lib/format.ts';

export interface PaymentChoice {
  paymentTypeId: number;
  tendered: string;
  checkNumber: string;
  cardLastFour: string;
}

export const NO_PAYMENT: PaymentChoice = {
  paymentTypeId: 3,
  tendered: '',
  checkNumber: '',
  cardLastFour: '',
};

/** Dollars as typed ('20', '$20.00') in cents; null when blank or not an amount. */
export function centsOf(text: string): number | null {
  const t = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** The pay request's body, or the first problem the desk must fix before paying. */
export function payRequest(
  p: PaymentChoice,
  totalCents: number,
  version: number,
): { body: Record<string, unknown> } | { problem: { field: keyof PaymentChoice; message: string } } {
  if (p.paymentTypeId === POS_PAYMENT_TYPE.Card && !/^\d{4}$/.test(p.cardLastFour))
    return { problem: { field: 'cardLastFour', message: POS_MESSAGE.lastFour } };
  const tendered = p.tendered.trim() ? centsOf(p.tendered) : totalCents;
  if (p.paymentTypeId === POS_PAYMENT_TYPE.Cash) {
    if (tendered === null)
      return { problem: { field: 'tendered', message: 'Cash Tendered must be an amount' } };
    if (tendered < totalCents)
      return { problem: { field: 'tendered', message: POS_MESSAGE.tenderedTooLittle } };
  }
  return {
    body: {
      paymentTypeId: p.paymentTypeId,
      version,
      ...(p.paymentTypeId === POS_PAYMENT_TYPE.Cash && { tenderedCents: tendered }),
      ...(p.paymentTypeId === POS_PAYMENT_TYPE.Check && { checkNumber: p.checkNumber }),
      ...(p.paymentTypeId === POS_PAYMENT_TYPE.Card && { cardLastFour: p.cardLastFour }),
    },
  };
}

const METHODS = [
  { id: POS_PAYMENT_TYPE.Cash, label: 'Cash' },
  { id: POS_PAYMENT_TYPE.Check, label: 'Check' },
  { id: POS_PAYMENT_TYPE.Card, label: 'Card (desk reader)' },
];

export function PaymentFields({
  value,
  onChange,
  totalCents,
  errors,
}: {
  value: PaymentChoice;
  onChange: (next: PaymentChoice) => void;
  totalCents: number;
  errors: Partial<Record<keyof PaymentChoice, FieldError>>;
}) {
  const set = <K extends keyof PaymentChoice>(k: K, v: PaymentChoice[K]) => onChange({ ...value, [k]: v });
  const tendered = centsOf(value.tendered);
  return (
    <fieldset className="ops-panel pos-payment">
      <legend>Payment</legend>
      <div className="pos-methods">
        {METHODS.map((m) => (
          <label key={m.id} className="ops-check">
            <input
              type="radio"
              name="pos-method"
              checked={value.paymentTypeId === m.id}
              onChange={() => set('paymentTypeId', m.id)}
            />{' '}
            {m.label}
          </label>
        ))}
      </div>
      <div className="ops-form">
        {value.paymentTypeId === POS_PAYMENT_TYPE.Cash && (
          <TextField
            id="pos-tendered"
            label="Cash Tendered"
            inputMode="decimal"
            value={value.tendered}
            placeholder={formatCents(totalCents)}
            onChange={(e) => set('tendered', e.target.value)}
            error={errors.tendered}
            status={
              tendered !== null && tendered >= totalCents
                ? `Change due: ${formatCents(tendered - totalCents)}`
                : undefined
            }
          />
        )}
        {value.paymentTypeId === POS_PAYMENT_TYPE.Check && (
          <TextField
            id="pos-checkNumber"
            label="Check Number"
            value={value.checkNumber}
            onChange={(e) => set('checkNumber', e.target.value)}
            error={errors.checkNumber}
          />
        )}
        {value.paymentTypeId === POS_PAYMENT_TYPE.Card && (
          <TextField
            id="pos-cardLastFour"
            label="Card Last Four Digits"
            inputMode="numeric"
            maxLength={4}
            required
            value={value.cardLastFour}
            onChange={(e) => set('cardLastFour', e.target.value.replace(/\D/g, ''))}
            error={errors.cardLastFour}
            hint="Run the card on the desk's reader, then type the last four digits it shows."
          />
        )}
      </div>
    </fieldset>
  );
}
