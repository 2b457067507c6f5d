/** A point-of-sale order's receipt as the desk prints it: park, number, lines, total, payment and refunds. */
import type { PosOrder } from '#contract/point-of-sale';
import { formatCents, formatDateTimeIn, paymentMethodText } from '#web/lib/format.ts';

export function Receipt({ order, tenantName }: { order: PosOrder; tenantName: string }) {
  const p = order.payment;
  return (
    <section className="pos-receipt" aria-labelledby="pos-receipt-heading">
      <h2 id="pos-receipt-heading">Receipt</h2>
      <p className="pos-receipt-park">
        <strong>{order.locationName}</strong>
        <br />
        {tenantName}
      </p>
      <dl className="pos-receipt-facts">
        <div>
          <dt>Order</dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDateTimeIn(p?.paidAt ?? order.dateCreated, order.timezone)}</dd>
        </div>
        <div>
          <dt>Sold by</dt>
          <dd>{p?.paidBy ?? order.createdBy}</dd>
        </div>
        {order.customerName && (
          <div>
            <dt>Customer</dt>
            <dd>{order.customerName}</dd>
          </div>
        )}
        {order.reservationNumber && (
          <div>
            <dt>Reservation</dt>
            <dd>{order.reservationNumber}</dd>
          </div>
        )}
      </dl>
      <table className="pos-receipt-lines">
        <caption className="visually-hidden">Items sold</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.itemId}>
              <td>
                {l.name}
                {l.refundedQuantity > 0 && (
                  <span className="pos-refunded"> ({l.refundedQuantity} refunded)</span>
                )}
              </td>
              <td className="num">{l.quantity}</td>
              <td className="num">{formatCents(l.unitPriceCents)}</td>
              <td className="num">{formatCents(l.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="num">{formatCents(order.totalCents)}</td>
          </tr>
          {p && (
            <tr>
              <th scope="row" colSpan={3}>
                Paid: {paymentMethodText(p.paymentType, p.cardLastFour)}
                {p.checkNumber ? ` no. ${p.checkNumber}` : ''}
              </th>
              <td className="num">{formatCents(p.tenderedCents ?? p.amountCents)}</td>
            </tr>
          )}
          {p?.changeCents ? (
            <tr>
              <th scope="row" colSpan={3}>
                Change
              </th>
              <td className="num">{formatCents(p.changeCents)}</td>
            </tr>
          ) : null}
          {order.refunds.map((r) => (
            <tr key={r.reference}>
              <th scope="row" colSpan={3}>
                Refunded {formatDateTimeIn(r.refundedAt, order.timezone)} (
                {r.method === 'cash' ? 'cash' : 'to the card'})
              </th>
              <td className="num">−{formatCents(r.amountCents)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {!p && <p className="pos-unpaid">Not paid yet.</p>}
      <p className="pos-receipt-thanks">Thank you for visiting.</p>
    </section>
  );
}
