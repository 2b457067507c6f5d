/**
 * /admin/add-pos-reservations (admin §2.3): a sale at the desk. The ranger picks the park (only parks
 * where they may sell), scans or taps the items, optionally names the customer or the reservation the
 * sale goes with, chooses how it is paid and takes the payment: the order is opened and paid, then its
 * receipt shows. "Save unpaid" opens the order without a payment, to finish later.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PosOrder } from '#contract/point-of-sale';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { formatCents } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { posPaths, useDeskItems, usePosParks, usePosWrite } from '#web/lib/point-of-sale/pos-calls.ts';
import { ErrorBox, Loaded, fieldErrors } from '../park-ops/controls.tsx';
import { positiveId } from '../park-ops/shared.tsx';
import { Basket, type BasketLine, type ShownItem, basketTotal } from './Basket.tsx';
import { NO_PAYMENT, type PaymentChoice, PaymentFields, payRequest } from './Payment.tsx';
import '../park-ops/park-ops.css';
import './pos.css';

export function PosSalePage() {
  usePageTitle('Admin', 'New Point-of-Sale Order');
  const [url, setUrl] = useSearchParams();
  const parks = usePosParks();
  const asked = positiveId(url.get('locationId'));
  const only = parks?.length === 1 ? parks[0]!.id : null;
  const locationId = asked ?? only;
  return (
    <div className="page ops-page pos-page">
      <div className="ops-head">
        <h1>New Sale</h1>
        <div className="ops-actions">
          <Link className="button" to={posPaths.orders}>
            All orders
          </Link>
          <Link className="button" to={posPaths.items(locationId)}>
            Desk items
          </Link>
        </div>
      </div>
      <div className="ops-filters" role="group" aria-label="Park">
        <SelectField
          id="pos-park"
          label="Park"
          value={locationId === null ? '' : String(locationId)}
          onChange={(e) => setUrl(e.target.value ? { locationId: e.target.value } : {})}
          placeholder="Choose a park"
          options={(parks ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
      </div>
      {locationId === null ? (
        <p>Choose the park whose desk is selling.</p>
      ) : (
        <Sale key={locationId} locationId={locationId} />
      )}
    </div>
  );
}

function Sale({ locationId }: { locationId: number }) {
  const navigate = useNavigate();
  const items = useDeskItems(locationId);
  const [lines, setLines] = useState<BasketLine[]>([]);
  const [customerName, setCustomerName] = useState('');
  const [reservationNumber, setReservationNumber] = useState('');
  const [payment, setPayment] = useState<PaymentChoice>(NO_PAYMENT);
  const [problem, setProblem] = useState<{ field: keyof PaymentChoice; message: string } | null>(null);
  // One key per sale: the same create sent again (a double press, a retry) opens no second order.
  const [clientReference, setClientReference] = useState(() => crypto.randomUUID());
  const create = usePosWrite<PosOrder>();
  const pay = usePosWrite<PosOrder>();
  const shown = useMemo(
    () => new Map<number, ShownItem>((items.data ?? []).map((i) => [i.id, i])),
    [items.data],
  );
  const total = basketTotal(lines, shown);
  const busy = create.isPending || pay.isPending;
  const errors = fieldErrors(create.error);

  const open = (then: (order: PosOrder) => void) =>
    create.mutate(
      {
        method: 'POST',
        path: posPaths.api.orders,
        body: { locationId, lines, customerName, reservationNumber, clientReference },
      },
      { onSuccess: then, onError: () => setClientReference(crypto.randomUUID()) },
    );

  const takePayment = () => {
    const request = payRequest(payment, total, 1);
    if ('problem' in request) return setProblem(request.problem);
    setProblem(null);
    open((order) =>
      pay.mutate(
        {
          method: 'POST',
          path: posPaths.api.pay(order.id),
          body: { ...request.body, version: order.version },
        },
        {
          onSuccess: (paid) => navigate(posPaths.order(paid.id)),
          // The order is open: it is finished on its own page, where the message shows again.
          onError: () => navigate(posPaths.order(order.id)),
        },
      ),
    );
  };
  const payErrors = {
    ...(problem && { [problem.field]: { type: 'client', message: problem.message } }),
  };
  return (
    <>
      <Loaded read={items} what="the park's items">
        {(list) =>
          list.length ? (
            <Basket items={list} shown={shown} lines={lines} onChange={setLines} />
          ) : (
            <p>
              This park sells nothing at its desk yet.{' '}
              <Link to={posPaths.items(locationId)}>Add desk items</Link>
            </p>
          )
        }
      </Loaded>
      <div className="ops-form">
        <TextField
          id="pos-customerName"
          label="Customer (optional)"
          value={customerName}
          onChange={(e) => setCustomerName(e.target.value)}
          error={errors.customerName}
        />
        <TextField
          id="pos-reservationNumber"
          label="Reservation Number (optional)"
          value={reservationNumber}
          onChange={(e) => setReservationNumber(e.target.value)}
          error={errors.reservationNumber}
          hint="Attach the sale to a stay, e.g. CO-000123."
        />
      </div>
      <PaymentFields
        value={payment}
        onChange={(next) => {
          setPayment(next);
          setProblem(null);
        }}
        totalCents={total}
        errors={payErrors}
      />
      <ErrorBox error={create.error} />
      <div className="ops-actions pos-submit">
        <button
          type="button"
          className="button button--primary"
          disabled={!lines.length || busy}
          onClick={takePayment}
        >
          Take payment of {formatCents(total)}
        </button>
        <button
          type="button"
          className="button"
          disabled={!lines.length || busy}
          onClick={() => open((order) => navigate(posPaths.order(order.id)))}
        >
          Save unpaid
        </button>
      </div>
    </>
  );
}
