/**
 * /admin/reservation-cancel-receipt/{orderId}?r={reservationId} (admin §2.3, §3.5, §7.6
 * admin/AdminCart/cancellation/receipt): what was cancelled, the fees kept and the refunds.
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { paymentMethodText } from '#web/lib/format.ts';
import { useStaffCancellationReceipt } from '#web/lib/front-desk/staff-cancel.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { frontDeskPaths, positiveInt } from './shared.tsx';
import './front-desk.css';

const TITLE = 'Cancellation Receipt';

export function CancelReceiptPage() {
  usePageTitle('Admin', TITLE);
  const { orderId: param } = useParams();
  const [query] = useSearchParams();
  const orderId = positiveInt(param);
  const reservationId = positiveInt(query.get('r'));
  const receipt = useStaffCancellationReceipt(orderId, reservationId);
  const o = receipt.data;
  return (
    <div className="page desk-page desk-page--narrow">
      <h1>{TITLE}</h1>
      {receipt.isPending ? (
        <Spinner label="Loading the cancellation receipt" />
      ) : !o ? (
        <LoadError what="the cancellation receipt" onRetry={() => void receipt.refetch()} />
      ) : (
        <>
          <dl className="desk-summary">
            <div>
              <dt>Order Number</dt>
              <dd>{o.orderNumber}</dd>
            </div>
            <div>
              <dt>Transaction Date</dt>
              <dd>{o.transactionDate}</dd>
            </div>
            <div>
              <dt>Customer</dt>
              <dd>{o.customerName}</dd>
            </div>
            <div>
              <dt>Payment Type</dt>
              <dd>{o.paymentType}</dd>
            </div>
            <div>
              <dt>Cancellation Fee</dt>
              <dd>{o.totalCancelationFeeAmount}</dd>
            </div>
            <div>
              <dt>Amount Refunded</dt>
              <dd>{o.totalAmountRefunded}</dd>
            </div>
          </dl>
          {o.reservations.map((line) => (
            <p key={line.reservationNumber}>
              Reservation {line.reservationNumber}: {line.parkName}, {line.site}, {line.checkIn} to{' '}
              {line.checkOut}
            </p>
          ))}
          {o.refundItems.length > 0 && (
            <table className="desk-table">
              <caption>Refunds</caption>
              <tbody>
                {o.refundItems.map((x, i) => (
                  <tr key={i}>
                    <td>{paymentMethodText(x.paymentType, x.lastFour)}</td>
                    <td className="num">{x.amountRefunded}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="desk-toolbar">
            <button type="button" className="button" onClick={() => window.print()}>
              Print
            </button>
            {reservationId !== null && (
              <Link className="button" to={frontDeskPaths.details(reservationId)}>
                Back to the reservation
              </Link>
            )}
          </div>
        </>
      )}
    </div>
  );
}
