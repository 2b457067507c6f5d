/**
 * The reservation receipt (public /reservation-receipt?ccpToken=&orderId=, admin
 * /admin/reservation-receipt?orderId=; public §3.6, §4.5, §7.5; admin §3.5), and the receipt of a
 * customer's reservation change (public /reservation-edit-receipt?ccpToken=&orderId=). Reading a receipt
 * ends the transaction: nothing is in progress, the cart is empty, the claim (and an edit's working copy)
 * is forgotten. A payment the provider has not answered yet shows as being processed, with a refresh. A
 * purchase declined or cancelled on the payment page goes back to the cart, its holds still there.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '#web/lib/page-title.ts';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { claimStore } from '#web/lib/booking/claim-state.ts';
import type { CartChannel } from '#web/lib/cart/cart-channel.ts';
import { OrderReceiptView } from './OrderReceiptView.tsx';
import { RECEIPT_MESSAGE, type ReceiptKind, useReceipt } from './receipt-api.ts';
import { transactionStore } from '#web/lib/cart/transaction-state.ts';
import { type CartPageState, cartPath } from './paths.ts';
import './cart.css';

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function ReceiptPage({ channel, kind = 'purchase' }: { channel: CartChannel; kind?: ReceiptKind }) {
  const title = kind === 'modification' ? 'Reservation Edit Receipt' : 'Reservation Receipt';
  usePageTitle(title);
  const [params] = useSearchParams();
  const orderId = positiveInt(params.get('orderId'));
  const ccpToken = params.get('ccpToken');
  const receipt = useReceipt(channel, orderId, ccpToken, kind);
  const queryClient = useQueryClient();
  const done = receipt.data?.kind === 'receipt';

  useEffect(() => {
    if (!done) return;
    transactionStore.endReservation();
    claimStore.clear();
    void queryClient.invalidateQueries({ queryKey: ['me', 'cart', channel] });
  }, [done, channel, queryClient]);

  if (orderId === null) {
    return (
      <div className="page receipt-page">
        <h1>{title}</h1>
        <p>
          {channel === 'admin'
            ? 'No order was named. Find the reservation with Reservation Search.'
            : 'No order was named. Your reservations are listed under My Account.'}
        </p>
      </div>
    );
  }
  if (receipt.isPending) {
    return (
      <div className="page receipt-page">
        <h1>{title}</h1>
        <Spinner label="Loading your receipt" />
      </div>
    );
  }
  if (receipt.isError) {
    return (
      <div className="page receipt-page">
        <h1>{title}</h1>
        <LoadError what="your receipt" onRetry={() => void receipt.refetch()} />
      </div>
    );
  }
  const outcome = receipt.data;
  if (outcome.kind === 'pending') {
    return (
      <div className="page receipt-page">
        <h1>{title}</h1>
        <div className="receipt-pending" role="status">
          <p>{RECEIPT_MESSAGE.pending}</p>
          <p>This can take a minute. Your spots stay held while the payment completes.</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          disabled={receipt.isFetching}
          onClick={() => void receipt.refetch()}
        >
          {receipt.isFetching ? 'Checking…' : 'Refresh'}
        </button>
      </div>
    );
  }
  if (outcome.kind === 'unpaid') {
    // A purchase nobody paid for is still in the cart (while its hold lasts): back there to try again.
    if (kind === 'purchase' && outcome.outcome !== 'abandoned') {
      const state: CartPageState = { paymentOutcome: outcome.outcome };
      return <Navigate to={cartPath(channel)} replace state={state} />;
    }
    const message =
      kind === 'purchase'
        ? RECEIPT_MESSAGE.abandoned
        : outcome.outcome === 'cancelled'
          ? RECEIPT_MESSAGE.cancelledChange
          : RECEIPT_MESSAGE.declinedChange;
    return (
      <div className="page receipt-page">
        <h1>{title}</h1>
        <div className="load-error" role="alert">
          <p>{message}</p>
        </div>
        <Link className="button button--primary" to={channel === 'admin' ? '/admin/reservation-add' : '/'}>
          {channel === 'admin' ? 'Add a Reservation' : 'Find a Park'}
        </Link>
      </div>
    );
  }
  if (outcome.kind === 'failure') {
    return (
      <div className="page receipt-page">
        <h1>{title}</h1>
        <div className="load-error" role="alert">
          <p>{outcome.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void receipt.refetch()}>
            Try Again
          </button>
        </div>
      </div>
    );
  }
  return <OrderReceiptView receipt={outcome.receipt} title={title} />;
}
