/**
 * The cancellation receipt (public /reservation-cancel-receipt/{orderId}?r={reservationId}; §3.6, §7.5
 * Cart/cancellation/receipt): the cancelled reservation, the fees kept and the refund with its card.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '#web/lib/page-title.ts';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useCancellationReceipt } from '#web/lib/cart/cancellation-receipt.ts';
import { OrderReceiptView } from './OrderReceiptView.tsx';
import './cart.css';

const TITLE = 'Cancellation Receipt';

function positiveInt(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function CancellationReceiptPage() {
  usePageTitle(TITLE);
  const { orderId: orderParam } = useParams();
  const [params] = useSearchParams();
  const orderId = positiveInt(orderParam);
  const receipt = useCancellationReceipt(orderId, positiveInt(params.get('r')));

  if (orderId === null || receipt.isError) {
    return (
      <div className="page receipt-page">
        <h1>{TITLE}</h1>
        {orderId === null ? (
          <p>No order was named. Your reservations are listed under My Account.</p>
        ) : (
          <LoadError what="your cancellation receipt" onRetry={() => void receipt.refetch()} />
        )}
      </div>
    );
  }
  if (receipt.isPending) {
    return (
      <div className="page receipt-page">
        <h1>{TITLE}</h1>
        <Spinner label="Loading your cancellation receipt" />
      </div>
    );
  }
  return (
    <>
      <OrderReceiptView receipt={receipt.data} title={TITLE} />
      <p className="page receipt-page__back">
        <Link to="/">Back to the home page</Link>
      </p>
    </>
  );
}
