import type { ReactNode } from 'react';
import type { OrderReceipt, ReceiptReservationLine } from '#contract/receipts';
import { paymentMethodText } from '#web/lib/format.ts';

/** An amount worth a line of its own: not empty and not zero. */
const shown = (amount: string) => amount !== '' && amount !== '$0.00';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="receipt-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function AlertBlock({ header, items }: { header?: string | null; items?: string[] | null }) {
  if (!header && !items?.length) return null;
  return (
    <aside className="receipt-alert" aria-label={header || 'Important information'}>
      {header && <p className="receipt-alert__header">{header}</p>}
      {items?.length ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

function ReservationLine({ line }: { line: ReceiptReservationLine }) {
  return (
    <section className="receipt-line" aria-labelledby={`res-${line.reservationNumber}`}>
      <h3 id={`res-${line.reservationNumber}`}>Reservation {line.reservationNumber}</h3>
      <div className="receipt-line__columns">
        <dl className="receipt-facts">
          <Fact label="Park">{line.parkName}</Fact>
          {line.parkAddress && <Fact label="Address">{line.parkAddress}</Fact>}
          {line.parkPhone && <Fact label="Phone">{line.parkPhone}</Fact>}
          <Fact label="Site">{line.site}</Fact>
          {line.area && <Fact label="Area">{line.area}</Fact>}
          {line.siteTypes && <Fact label="Site Type">{line.siteTypes}</Fact>}
          <Fact label="Check-in">{line.checkIn}</Fact>
          <Fact label="Check-out">{line.checkOut}</Fact>
          <Fact label="Nights">{line.numberOfNights === 0 ? 'Day use' : line.numberOfNights}</Fact>
          <Fact label="Occupants">{line.numberOfOccupants}</Fact>
          <Fact label="Vehicles">{line.numberOfVehicles}</Fact>
          {line.primaryOccupantName && <Fact label="Primary Occupant">{line.primaryOccupantName}</Fact>}
        </dl>
        <dl className="receipt-facts receipt-facts--amounts">
          <Fact label="Reservation Fee">{line.reservationFeeAmount}</Fact>
          <Fact label="Transaction Fee">{line.transactionFeeAmount}</Fact>
          <Fact label="Convenience Fee">{line.convenienceFeeAmount}</Fact>
          {shown(line.addOnFeeAmount) && <Fact label="Add-ons">{line.addOnFeeAmount}</Fact>}
          <Fact label="Amount Paid">{line.amountPaid}</Fact>
        </dl>
      </div>
    </section>
  );
}

/** Money given back: each refund with the card it went to, and the total. */
function Refunds({ receipt }: { receipt: OrderReceipt }) {
  if (!receipt.refundItems.length) return null;
  return (
    <section className="receipt-card" aria-labelledby="receipt-refunds-title">
      <h2 id="receipt-refunds-title">Refunds</h2>
      <dl className="receipt-facts receipt-facts--amounts">
        {receipt.refundItems.map((item, n) => (
          <Fact key={n} label={`Refunded to ${paymentMethodText(item.paymentType, item.lastFour)}`}>
            {item.amountRefunded}
          </Fact>
        ))}
        <Fact label="Total Amount Refunded">
          <strong>{receipt.totalAmountRefunded}</strong>
        </Fact>
      </dl>
    </section>
  );
}

export const RECEIPT_CANCELLED_MESSAGE = {
  refunded: 'This order could not be completed and your payment has been refunded.',
  toRefund: 'This order could not be completed. Your payment will be refunded.',
} as const;

/** The receipt as a person reads and prints it. */
export function OrderReceiptView({
  receipt,
  title = 'Reservation Receipt',
}: {
  receipt: OrderReceipt;
  title?: string;
}) {
  const hasCard = Boolean(receipt.cardHolderName || receipt.lastFour);
  return (
    <div className="page receipt-page">
      <div className="receipt-page__head">
        <h1>{title}</h1>
        <button
          type="button"
          className="button button--secondary receipt-page__print"
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      {receipt.orderStatus === 'Cancelled' && receipt.transactionType !== 'Cancellation' && (
        <p className="receipt-alert" role="status">
          {receipt.fullRefund ? RECEIPT_CANCELLED_MESSAGE.refunded : RECEIPT_CANCELLED_MESSAGE.toRefund}
        </p>
      )}
      <AlertBlock header={receipt.topAlertHeader} items={receipt.topAlertContentItems} />

      <section className="receipt-card" aria-labelledby="receipt-order-title">
        <h2 id="receipt-order-title">Order {receipt.orderNumber}</h2>
        <dl className="receipt-facts">
          <Fact label="Order Number">{receipt.orderNumber}</Fact>
          <Fact label="Transaction Date">{receipt.transactionDate}</Fact>
          {receipt.transactionType && <Fact label="Transaction Type">{receipt.transactionType}</Fact>}
          <Fact label="Customer">{receipt.customerName}</Fact>
          {receipt.customerAddress && <Fact label="Customer Address">{receipt.customerAddress}</Fact>}
          {receipt.customerEmail && <Fact label="Email">{receipt.customerEmail}</Fact>}
          <Fact label="Payment Type">{receipt.paymentType}</Fact>
          {hasCard && receipt.cardHolderName && (
            <Fact label={receipt.cardHolderNameLabel || 'Card Holder Name'}>{receipt.cardHolderName}</Fact>
          )}
          {hasCard && receipt.lastFour && (
            <Fact label={receipt.lastFourLabel || 'Card Number'}>ending in {receipt.lastFour}</Fact>
          )}
        </dl>
      </section>

      <section className="receipt-card" aria-labelledby="receipt-reservations-title">
        <h2 id="receipt-reservations-title">Reservations</h2>
        {receipt.reservations.map((line) => (
          <ReservationLine key={line.reservationNumber} line={line} />
        ))}
      </section>

      <section className="receipt-card" aria-labelledby="receipt-totals-title">
        <h2 id="receipt-totals-title">Totals</h2>
        <dl className="receipt-facts receipt-facts--amounts">
          {shown(receipt.transactionReservationFeeAmount) && (
            <Fact label="Reservation Fees">{receipt.transactionReservationFeeAmount}</Fact>
          )}
          {shown(receipt.totalParkUseFee) && <Fact label="Park Use Fees">{receipt.totalParkUseFee}</Fact>}
          {shown(receipt.totalAddOnFeeAmount) && (
            <Fact label="Add-on Fees">{receipt.totalAddOnFeeAmount}</Fact>
          )}
          <Fact label="Transaction Fees">{receipt.totalTransactionFeeAmount}</Fact>
          <Fact label="Convenience Fees">{receipt.totalConvenienceFeeAmount}</Fact>
          {shown(receipt.discountApplied) && <Fact label="Discount Applied">{receipt.discountApplied}</Fact>}
          {shown(receipt.totalCancelationFeeAmount) && (
            <Fact label="Cancellation Fee">{receipt.totalCancelationFeeAmount}</Fact>
          )}
          <Fact label="Total Amount Paid">
            <strong>{receipt.totalAmountPaid}</strong>
          </Fact>
        </dl>
      </section>

      <Refunds receipt={receipt} />

      <AlertBlock header={receipt.bottomAlertHeader} items={receipt.bottomAlertContentItems} />
    </div>
  );
}
