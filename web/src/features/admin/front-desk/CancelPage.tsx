/**
 * /admin/reservation-cancel/{reservationId} (admin §2.3, §4.2): the refund breakdown for the chosen
 * refund option, a reason (required without refund), then the cancel; the receipt follows.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { useAdminReservation } from '#web/lib/front-desk/admin-reservation.ts';
import { staffCancel, useStaffBreakdown, type RefundOption } from '#web/lib/front-desk/staff-cancel.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { frontDeskPaths, positiveInt, useRefreshFrontDesk } from './shared.tsx';
import './front-desk.css';

const REASON_REQUIRED = 'Reason is required';

export function CancelPage() {
  usePageTitle('Admin', 'Cancel Reservation');
  const { reservationId: param } = useParams();
  const reservationId = positiveInt(param);
  const reservation = useAdminReservation(reservationId);
  const [refundOption, setRefundOption] = useState<RefundOption>(1);
  const breakdown = useStaffBreakdown(reservationId, refundOption);
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const refresh = useRefreshFrontDesk();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const r = reservation.data;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!r) return;
    if (refundOption === 2 && !reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    setReasonError(null);
    setBusy(true);
    alerts.clearLayer('admin');
    try {
      const result = await staffCancel(auth.bearerApi, r.id, refundOption, reason.trim());
      await refresh();
      void navigate(frontDeskPaths.cancelReceipt(result.orderId, r.id));
    } catch (error) {
      failureMessages(error).forEach((m) => alerts.danger(m, 'admin'));
    } finally {
      setBusy(false);
    }
  }

  const b = breakdown.data;
  return (
    <div className="page desk-page desk-page--narrow">
      <h1>Cancel Reservation</h1>
      {reservation.isPending ? (
        <Spinner label="Loading the reservation" />
      ) : !r ? (
        <LoadError what="the reservation" onRetry={() => void reservation.refetch()} />
      ) : (
        <form className="desk-form" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            <Link to={frontDeskPaths.details(r.id)}>{r.reservationNumber}</Link>: {r.primaryOccupantName},{' '}
            {r.parkName} spot {r.spotName}, {r.arrivalDate} to {r.departureDate}
          </p>
          <fieldset className="desk-radios">
            <legend>Refund</legend>
            <label>
              <input
                type="radio"
                name="refundOption"
                checked={refundOption === 1}
                onChange={() => setRefundOption(1)}
              />
              Refund to the original payment
            </label>
            <label>
              <input
                type="radio"
                name="refundOption"
                checked={refundOption === 2}
                onChange={() => setRefundOption(2)}
              />
              Cancel without refund
            </label>
          </fieldset>
          {breakdown.isPending ? (
            <Spinner label="Loading the refund breakdown" />
          ) : breakdown.isError ? (
            <div role="alert" className="desk-error">
              {failureMessages(breakdown.error)[0]}
            </div>
          ) : (
            b && (
              <table className="desk-table">
                <caption>Refund breakdown</caption>
                <tbody>
                  <tr>
                    <th scope="row">Amount paid</th>
                    <td className="num">{b.amountPaid}</td>
                  </tr>
                  <tr>
                    <th scope="row">Non-refundable fees</th>
                    <td className="num">{b.nonRefundableFees}</td>
                  </tr>
                  <tr>
                    <th scope="row">Cancellation fee</th>
                    <td className="num">{b.cancellationFee}</td>
                  </tr>
                  <tr className="total">
                    <th scope="row">Refund{b.refundTo ? ` to ${b.refundTo}` : ''}</th>
                    <td className="num">{b.refundAmount}</td>
                  </tr>
                </tbody>
              </table>
            )
          )}
          <label htmlFor={reasonId}>Reason{refundOption === 2 ? ' *' : ''}</label>
          <textarea
            id={reasonId}
            rows={2}
            maxLength={500}
            value={reason}
            aria-required={refundOption === 2 || undefined}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="form-field__error">
              {reasonError}
            </p>
          )}
          <div className="desk-toolbar">
            <button type="submit" className="button button--danger" disabled={busy || breakdown.isError}>
              {refundOption === 1 ? 'Cancel and Refund' : 'Cancel without Refund'}
            </button>
            <Link className="button" to={frontDeskPaths.details(r.id)}>
              Keep Reservation
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
