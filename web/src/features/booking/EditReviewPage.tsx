/**
 * reservation-edit-review (public §2.2): the reservation being changed, the new stay, everything entered
 * and what the change costs (the edit quote: the new stay's fee lines, what was paid, the new total, the
 * modification fee, and the amount due or the refund). Confirm makes the change (POST
 * SpotReservation/{customerId}/change?paymentTypeId=1): more to pay goes to the hosted card page, which
 * returns to the edit receipt; otherwise straight to the edit receipt.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { EditQuote } from '#contract/lifecycle';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { ReservationSummary } from '#web/components/ReservationSummary.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useClaim } from '#web/lib/booking/claim-state.ts';
import { changeReservation } from '#web/lib/reservation-edit/change-reservation.ts';
import { dollarsOf, editRequest, linesTotal } from '#web/lib/reservation-edit/edit-model.ts';
import { EDIT_OCCUPANT_PATH, editReceiptPath } from '#web/lib/reservation-edit/paths.ts';
import { useEditQuote } from '#web/lib/reservation-edit/validate-edit.ts';
import { customerReservationsQueryKey } from '#web/lib/reservations/customer-reservations.ts';
import { ClaimSummary } from './ClaimSummary.tsx';
import { EDIT_TEXT } from './edit-text.ts';
import { FeeTable } from './FeeTable.tsx';
import { OccupantReview } from './OccupantReview.tsx';
import './booking.css';

export const EDIT_REVIEW_TEXT = {
  title: 'Review Reservation Change',
  confirm: 'Confirm Change',
  working: 'Changing…',
  linesTotal: 'Reservation total after the change',
} as const;

/** What was paid, the new total, the modification fee, and the balance either way. */
function EditTotals({ quote }: { quote: EditQuote }) {
  const refund = dollarsOf(quote.amountRefunded) > 0;
  return (
    <dl className="edit-totals">
      <div>
        <dt>Previous amount paid</dt>
        <dd>{quote.previousAmountPaid}</dd>
      </div>
      <div>
        <dt>New total</dt>
        <dd>{quote.newTotal}</dd>
      </div>
      <div>
        <dt>Modification fee</dt>
        <dd>{quote.modificationFee}</dd>
      </div>
      {refund ? (
        <div className="edit-totals__balance">
          <dt>Refund</dt>
          <dd>
            {quote.amountRefunded}
            {quote.refundTo && <> to your {quote.refundTo}</>}
          </dd>
        </div>
      ) : (
        <div className="edit-totals__balance">
          <dt>Amount due</dt>
          <dd>{quote.amountDue}</dd>
        </div>
      )}
    </dl>
  );
}

export function EditReviewPage() {
  usePageTitle('Reservation Edit Review');
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { claim, draft, edit } = useClaim();
  const request = claim && draft && edit ? editRequest(claim, draft, edit) : null;
  const quote = useEditQuote(request);
  const [busy, setBusy] = useState(false);

  if (!claim || !draft || !edit || !request) return <Navigate to={EDIT_OCCUPANT_PATH} replace />;

  const confirm = async () => {
    setBusy(true);
    alerts.clearLayer('detail');
    try {
      const result = await changeReservation(auth.bearerApi, edit.customerId, request);
      void queryClient.invalidateQueries({ queryKey: customerReservationsQueryKey(edit.customerId) });
      if (result.ccpRedirectUrl) {
        // The hosted card page returns to the edit receipt.
        window.location.assign(result.ccpRedirectUrl);
        return;
      }
      await navigate(editReceiptPath(result.orderId));
    } catch (error) {
      alerts.danger(failureMessages(error)[0]!, 'detail');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      setBusy(false);
    }
  };

  const q = quote.data;
  return (
    <div className="page booking-page">
      <h1>{EDIT_REVIEW_TEXT.title}</h1>
      <AlertArea layer="detail" />
      <div className="booking-layout">
        <div className="booking-aside">
          <ReservationSummary heading={EDIT_TEXT.currentHeading} edit={edit} />
          <ClaimSummary claim={claim} heading={EDIT_TEXT.newHeading} />
        </div>
        <div className="booking-main">
          <OccupantReview claim={claim} draft={draft} />
          <section className="booking-card" aria-labelledby="fees-heading">
            <h2 id="fees-heading">Fees</h2>
            {quote.isPending && <Spinner label="Loading the fees" />}
            {quote.isError && (
              <>
                <p>{failureMessages(quote.error)[0]}</p>
                <LoadError what="the fees" onRetry={() => void quote.refetch()} />
              </>
            )}
            {q && (
              <>
                <FeeTable fees={q.fees} total={linesTotal(q.fees)} totalLabel={EDIT_REVIEW_TEXT.linesTotal} />
                <EditTotals quote={q} />
                {q.isPaymentRequired && (
                  <p className="booking-form__note">
                    You will pay {q.amountDue} by card on the secure payment page.
                  </p>
                )}
              </>
            )}
          </section>
          <div className="account-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy || !q}
              onClick={() => void confirm()}
            >
              {busy ? EDIT_REVIEW_TEXT.working : EDIT_REVIEW_TEXT.confirm}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void navigate(EDIT_OCCUPANT_PATH, { state: { entryChecked: true } })}
            >
              Edit
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
