/**
 * /admin/edit-pos-reservations?id={pointOfSaleOrderId} (admin §2.3; `p` prints the receipt on opening):
 * one order. Unpaid, its lines are corrected and its payment taken; paid, it shows the receipt to print
 * and is refunded (per line or whole, cash back or to the card) rather than edited. Its history below.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PosOrder } from '#contract/point-of-sale';
import { POS_PAYMENT_TYPE, type PosRefundMethod } from '#domain/point-of-sale';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { formatCents } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { posPaths, useDeskItems, usePosOrder, usePosWrite } from '#web/lib/point-of-sale/pos-calls.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { ErrorBox, Loaded, Saved, fieldErrors } from '../park-ops/controls.tsx';
import { positiveId } from '../park-ops/shared.tsx';
import { Basket, type BasketLine, type ShownItem, basketTotal } from './Basket.tsx';
import { NO_PAYMENT, type PaymentChoice, PaymentFields, payRequest } from './Payment.tsx';
import { Receipt } from './Receipt.tsx';
import '../park-ops/park-ops.css';
import './pos.css';

const STATUS_TEXT: Record<PosOrder['status'], string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partiallyRefunded: 'Partly refunded',
  refunded: 'Refunded',
};

export function PosOrderPage() {
  usePageTitle('Admin', 'Point-of-Sale Order');
  const [url] = useSearchParams();
  const id = positiveId(url.get('id'));
  const order = usePosOrder(id);
  if (id === null)
    return (
      <div className="page ops-page">
        <h1>Point-of-Sale Order</h1>
        <p>
          No order chosen. <Link to={posPaths.orders}>Find an order</Link>
        </p>
      </div>
    );
  return (
    <Loaded read={order} what="the order" page>
      {(o) => <OrderView key={o.id} order={o} print={url.get('p') !== null} />}
    </Loaded>
  );
}

function OrderView({ order, print }: { order: PosOrder; print: boolean }) {
  const { tenant } = useTenant();
  const printed = useRef(false);
  useEffect(() => {
    // `p` opens the print dialog once, when the receipt is on the page.
    if (print && !printed.current && order.payment) {
      printed.current = true;
      window.print();
    }
  }, [print, order.payment]);
  return (
    <div className="page ops-page pos-page">
      <div className="ops-head pos-chrome">
        <h1>
          Order {order.orderNumber}{' '}
          <span className={`ops-badge${order.status === 'unpaid' ? '' : ' ops-badge--on'}`}>
            {STATUS_TEXT[order.status]}
          </span>
        </h1>
        <div className="ops-actions">
          <Link className="button" to={posPaths.orders}>
            All orders
          </Link>
          <Link className="button" to={posPaths.add(order.locationId)}>
            New sale
          </Link>
        </div>
      </div>
      {order.status === 'unpaid' ? (
        <UnpaidOrder order={order} />
      ) : (
        <div className="pos-paid">
          <Receipt order={order} tenantName={tenant.siteName} />
          <div className="pos-chrome ops-actions">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              Print receipt
            </button>
          </div>
          {order.status !== 'refunded' && <RefundForm order={order} />}
        </div>
      )}
      <section className="ops-section pos-chrome" aria-labelledby="pos-history">
        <h2 id="pos-history">History</h2>
        <HistoryTable
          rows={order.history.map((h) => activityRow({ ...h, auditTransactionId: h.activityDate }))}
          caption="Changes, newest first"
        />
      </section>
    </div>
  );
}

function UnpaidOrder({ order }: { order: PosOrder }) {
  const items = useDeskItems(order.locationId);
  const [lines, setLines] = useState<BasketLine[]>(() =>
    order.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
  );
  const [customerName, setCustomerName] = useState(order.customerName);
  const [reservationNumber, setReservationNumber] = useState(order.reservationNumber ?? '');
  const [payment, setPayment] = useState<PaymentChoice>(NO_PAYMENT);
  const [problem, setProblem] = useState<{ field: keyof PaymentChoice; message: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = usePosWrite<PosOrder>();
  const pay = usePosWrite<PosOrder>();
  const shown = useMemo(() => {
    const m = new Map<number, ShownItem>(
      order.lines.map((l) => [
        l.itemId,
        { id: l.itemId, name: l.name, sku: l.sku, priceCents: l.unitPriceCents },
      ]),
    );
    for (const i of items.data ?? []) m.set(i.id, i);
    return m;
  }, [items.data, order.lines]);
  const changed =
    JSON.stringify(lines) !==
      JSON.stringify(order.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity }))) ||
    customerName !== order.customerName ||
    reservationNumber !== (order.reservationNumber ?? '');
  const total = basketTotal(lines, shown);
  const errors = fieldErrors(save.error);

  const correct = (e?: FormEvent) => {
    e?.preventDefault();
    setSaved(null);
    save.mutate(
      {
        method: 'PUT',
        path: posPaths.api.order(order.id),
        body: { lines, customerName, reservationNumber, version: order.version },
      },
      { onSuccess: () => setSaved('Order corrected.') },
    );
  };
  const takePayment = () => {
    const request = payRequest(payment, order.totalCents, order.version);
    if ('problem' in request) return setProblem(request.problem);
    setProblem(null);
    pay.mutate({ method: 'POST', path: posPaths.api.pay(order.id), body: request.body });
  };
  const payErrors = {
    ...fieldErrors(pay.error),
    ...(problem && { [problem.field]: { type: 'client', message: problem.message } }),
  };
  return (
    <>
      <p className="ops-muted">
        {order.locationName} · opened by {order.createdBy}
      </p>
      <form onSubmit={correct} noValidate>
        <Loaded read={items} what="the park's items">
          {(list) => <Basket items={list} shown={shown} lines={lines} onChange={setLines} />}
        </Loaded>
        <div className="ops-form">
          <TextField
            id="pos-customerName"
            label="Customer"
            value={customerName}
            onChange={(e) => setCustomerName(e.target.value)}
            error={errors.customerName}
          />
          <TextField
            id="pos-reservationNumber"
            label="Reservation Number"
            value={reservationNumber}
            onChange={(e) => setReservationNumber(e.target.value)}
            error={errors.reservationNumber}
          />
        </div>
        <ErrorBox error={save.error} summarised />
        {errors.lines && (
          <p className="ops-error" role="alert">
            {errors.lines.message}
          </p>
        )}
        <Saved text={saved} />
        <div className="ops-actions">
          <button type="submit" className="button" disabled={!changed || save.isPending}>
            Save corrections
          </button>
        </div>
      </form>
      <h2>Take payment of {formatCents(order.totalCents)}</h2>
      {changed && (
        <p className="ops-muted">
          Save the corrections first: the payment is of the saved order ({formatCents(total)} after saving).
        </p>
      )}
      <PaymentFields
        value={payment}
        onChange={(next) => {
          setPayment(next);
          setProblem(null);
        }}
        totalCents={order.totalCents}
        errors={payErrors}
      />
      <ErrorBox error={pay.error} summarised />
      <div className="ops-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={changed || pay.isPending}
          onClick={takePayment}
        >
          Take payment
        </button>
      </div>
    </>
  );
}

function RefundForm({ order }: { order: PosOrder }) {
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [method, setMethod] = useState<PosRefundMethod>('cash');
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const refund = usePosWrite<PosOrder>();
  const errors = fieldErrors(refund.error);
  const byCard = order.payment?.paymentTypeId === POS_PAYMENT_TYPE.Card;
  const asked = order.lines
    .map((l, lineIndex) => ({ lineIndex, quantity: Math.floor(Number(quantities[lineIndex] ?? 0)) || 0 }))
    .filter((l) => l.quantity > 0);
  const amount = asked.reduce((n, l) => n + order.lines[l.lineIndex]!.unitPriceCents * l.quantity, 0);
  const send = (whole: boolean) => {
    setSaved(null);
    refund.mutate(
      {
        method: 'POST',
        path: posPaths.api.refund(order.id),
        body: { lines: whole ? [] : asked, method, reason, version: order.version },
      },
      {
        onSuccess: (o) => {
          setQuantities({});
          setReason('');
          setSaved(`Refunded. ${formatCents(o.refundedCents)} given back in all.`);
        },
      },
    );
  };
  return (
    <section className="ops-section pos-chrome" aria-labelledby="pos-refund">
      <h2 id="pos-refund">Refund</h2>
      <p className="ops-muted">A paid order is not edited: give back the lines that were returned.</p>
      <table className="ops-table">
        <caption className="visually-hidden">Lines to refund</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Sold
            </th>
            <th scope="col" className="num">
              Left to refund
            </th>
            <th scope="col">Refund quantity</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l, i) => {
            const left = l.quantity - l.refundedQuantity;
            return (
              <tr key={l.itemId}>
                <th scope="row">{l.name}</th>
                <td className="num">{l.quantity}</td>
                <td className="num">{left}</td>
                <td>
                  <input
                    className="form-field__input pos-refund-qty"
                    type="number"
                    min={0}
                    max={left}
                    disabled={left === 0}
                    aria-label={`Refund quantity of ${l.name}`}
                    value={quantities[i] ?? ''}
                    onChange={(e) => setQuantities((q) => ({ ...q, [i]: e.target.value }))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="ops-form">
        <SelectField
          id="pos-refund-method"
          label="Refund Method"
          value={method}
          onChange={(e) => setMethod(e.target.value as PosRefundMethod)}
          options={[
            { value: 'cash', label: 'Cash from the drawer' },
            ...(byCard
              ? [{ value: 'card', label: `To the card ending ${order.payment?.cardLastFour ?? ''}` }]
              : []),
          ]}
          error={errors.method}
        />
        <TextField
          id="pos-refund-reason"
          label="Reason"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
      </div>
      <ErrorBox error={refund.error} summarised />
      {errors.lines && (
        <p className="ops-error" role="alert">
          {errors.lines.message}
        </p>
      )}
      <Saved text={saved} />
      <div className="ops-actions">
        <button
          type="button"
          className="button"
          disabled={!asked.length || refund.isPending}
          onClick={() => send(false)}
        >
          Refund selected ({formatCents(amount)})
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={refund.isPending}
          onClick={() => send(true)}
        >
          Refund whole order
        </button>
      </div>
    </section>
  );
}
