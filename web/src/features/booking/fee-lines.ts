/**
 * The review's fee table rows (public §3.5 fee lines, §5.3 currency): each line, the reservation fee's
 * nights under it, and a discount row where a line costs less than its undiscounted amount. Pure.
 */
import type { FeeLine } from '#contract/pricing';
import { formatDate, formatUsd } from '#web/lib/format.ts';

export interface FeeRow {
  key: string;
  label: string;
  amount: string;
  kind: 'line' | 'night' | 'discount';
}

export function feeRows(fees: readonly FeeLine[]): FeeRow[] {
  const rows: FeeRow[] = [];
  fees.forEach((fee, index) => {
    // The nights are listed under their line: a count beside it would say the same twice.
    const quantity = fee.quantity > 1 && fee.feeBreakdown.length === 0 ? ` × ${fee.quantity}` : '';
    rows.push({
      key: `fee-${index}`,
      label: `${fee.name}${quantity}`,
      amount: formatUsd(fee.undiscountedAmount),
      kind: 'line',
    });
    fee.feeBreakdown.forEach((night, n) =>
      rows.push({
        key: `fee-${index}-night-${n}`,
        label: night.date ? formatDate(night.date) : night.name,
        amount: formatUsd(night.undiscountedAmount),
        kind: 'night',
      }),
    );
    const discount = Math.round((fee.amount - fee.undiscountedAmount) * 100) / 100;
    if (discount !== 0) {
      rows.push({
        key: `fee-${index}-discount`,
        label: `Discount on ${fee.name}`,
        amount: formatUsd(discount),
        kind: 'discount',
      });
    }
  });
  return rows;
}
