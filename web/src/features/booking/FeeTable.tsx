/** The fee lines of a stay with the nights, discounts and the total (public §3.5, §5.3). */
import type { FeeLine } from '#contract/pricing';
import { formatUsd } from '#web/lib/format.ts';
import { feeRows } from './fee-lines.ts';

export function FeeTable({
  fees,
  total,
  totalLabel = 'Total',
}: {
  fees: readonly FeeLine[];
  total: number;
  totalLabel?: string;
}) {
  return (
    <table className="fee-table">
      <caption className="visually-hidden">Fees</caption>
      <thead>
        <tr>
          <th scope="col">Fee</th>
          <th scope="col" className="fee-table__amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {feeRows(fees).map((row) => (
          <tr key={row.key} className={`fee-table__${row.kind}`}>
            <th scope="row">{row.label}</th>
            <td className="fee-table__amount">{row.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td className="fee-table__amount">{formatUsd(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
