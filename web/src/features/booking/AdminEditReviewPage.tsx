/**
 * /admin/reservation-edit-review (admin §2.3 edit: review): the reservation being changed, the new stay,
 * the occupant and what the change costs (the edit quote), with the staff powers: a fee line overridden
 * with a reason (recorded and reported), where a refund goes (modification-refund-breakdown: cards
 * online, cash handed back at the desk), and how a difference is paid (a card on the hosted page, or
 * cash or a check at the desk). Confirm makes the change (POST admin/AdminSpotReservation/
 * {reservationId}/change?paymentTypeId=) and shows its receipt.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { EditQuote } from '#contract/lifecycle';
import type { FeeOverride } from '#contract/pricing';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { LoadError } from '#web/components/LoadError.tsx';
import { ReservationSummary } from '#web/components/ReservationSummary.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { usePaymentTypes } from '#web/lib/cart/payment-types.ts';
import { formatUsd, paymentMethodText } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useClaim } from '#web/lib/booking/claim-state.ts';
import {
  changeAtDesk,
  useModificationBreakdown,
  useStaffEditQuote,
} from '#web/lib/front-desk/staff-change.ts';
import { staffEditRequest } from '#web/lib/front-desk/staff-edit-model.ts';
import { dollarsOf, linesTotal } from '#web/lib/reservation-edit/edit-model.ts';
import { ADMIN_EDIT_OCCUPANT_PATH, ADMIN_EDIT_RECEIPT_PATH } from '#web/lib/reservation-edit/paths.ts';
import { ClaimSummary } from './ClaimSummary.tsx';
import { EDIT_TEXT } from './edit-text.ts';
import { FeeTable } from './FeeTable.tsx';
import { OccupantReview } from './OccupantReview.tsx';
import './booking.css';

export const STAFF_EDIT_REVIEW_TEXT = {
  title: 'Review Reservation Change',
  confirm: 'Confirm Change',
  working: 'Changing…',
  linesTotal: 'Reservation total after the change',
  overrideNotice:
    'Overriding business rules, fees, park closures and other fields is recorded and reported in the system.',
  reasonRequired: 'Enter the reason for the override.',
  amountInvalid: 'Enter the new amount in dollars, 0 or more.',
} as const;

/** The lines a clerk may override: the stay's own and the modification fee (not the service fees kept). */
const OVERRIDABLE: readonly number[] = [
  FEE_TYPE.Reservation,
  FEE_TYPE.ParkUse,
  FEE_TYPE.AddOn,
  FEE_TYPE.CancellationModification,
];

function Totals({ quote }: { quote: EditQuote }) {
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
      <div className="edit-totals__balance">
        <dt>{refund ? 'Refund' : 'Amount due'}</dt>
        <dd>{refund ? quote.amountRefunded : quote.amountDue}</dd>
      </div>
    </dl>
  );
}

/** One fee line overridden: which line, its new amount and why. */
function FeeOverrideForm({ quote, onApply }: { quote: EditQuote; onApply(override: FeeOverride): void }) {
  const id = useId();
  const lines = quote.fees.filter((f) => OVERRIDABLE.includes(f.feeType));
  const [line, setLine] = useState(0);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(/[$,\s]/g, ''));
    if (amount.trim() === '' || !Number.isFinite(value) || value < 0)
      return setError(STAFF_EDIT_REVIEW_TEXT.amountInvalid);
    if (!reason.trim()) return setError(STAFF_EDIT_REVIEW_TEXT.reasonRequired);
    const fee = lines[line]!;
    setError(null);
    setAmount('');
    setReason('');
    onApply({ feeType: fee.feeType as FeeOverride['feeType'], name: fee.name, amount: value, reason });
  };
  if (!lines.length) return null;
  return (
    <form className="staff-override" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Override a Fee</h3>
      <p className="booking-form__note">{STAFF_EDIT_REVIEW_TEXT.overrideNotice}</p>
      <div className="staff-override__row">
        <label>
          Fee
          <select value={line} onChange={(e) => setLine(Number(e.target.value))}>
            {lines.map((f, i) => (
              <option key={`${f.name}-${i}`} value={i}>
                {f.name} ({formatUsd(f.amount)})
              </option>
            ))}
          </select>
        </label>
        <label>
          New amount ($)
          <input
            inputMode="decimal"
            value={amount}
            aria-invalid={error === STAFF_EDIT_REVIEW_TEXT.amountInvalid || undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label>
          Reason
          <input
            value={reason}
            maxLength={200}
            aria-invalid={error === STAFF_EDIT_REVIEW_TEXT.reasonRequired || undefined}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary">
          Apply Override
        </button>
      </div>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export function AdminEditReviewPage() {
  usePageTitle('Admin', 'Reservation Edit Review');
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { claim, draft, edit } = useClaim();
  const [overrides, setOverrides] = useState<FeeOverride[]>([]);
  const request = claim && draft && edit ? staffEditRequest(claim, draft, edit, overrides) : null;
  const quote = useStaffEditQuote(request);
  const q = quote.data;
  const refund = q ? dollarsOf(q.amountRefunded) > 0 : false;
  const breakdown = useModificationBreakdown(request, refund);
  const paymentTypes = usePaymentTypes('admin');
  const [paymentTypeId, setPaymentTypeId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const paymentName = useId();

  if (!claim || !draft || !edit || !request) return <Navigate to={ADMIN_EDIT_OCCUPANT_PATH} replace />;
  const chosen = paymentTypeId ?? paymentTypes.data?.[0]?.id ?? null;

  const confirm = async () => {
    if (chosen === null) return;
    setBusy(true);
    alerts.clearLayer('admin');
    try {
      const result = await changeAtDesk(auth.bearerApi, edit.reservationId, request, chosen);
      void queryClient.invalidateQueries({ queryKey: ['me', 'front-desk'] });
      if (result.ccpRedirectUrl) {
        // The hosted card page returns to the edit receipt.
        window.location.assign(result.ccpRedirectUrl);
        return;
      }
      await navigate(`${ADMIN_EDIT_RECEIPT_PATH}?orderId=${result.orderId}`);
    } catch (error) {
      alerts.danger(failureMessages(error)[0]!, 'admin');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      setBusy(false);
    }
  };

  return (
    <div className="page booking-page">
      <h1>{STAFF_EDIT_REVIEW_TEXT.title}</h1>
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
                <p role="alert">{failureMessages(quote.error)[0]}</p>
                {overrides.length > 0 ? (
                  <button type="button" className="button button--secondary" onClick={() => setOverrides([])}>
                    Remove the overrides
                  </button>
                ) : (
                  <LoadError what="the fees" onRetry={() => void quote.refetch()} />
                )}
              </>
            )}
            {q && (
              <>
                <FeeTable
                  fees={q.fees}
                  total={linesTotal(q.fees)}
                  totalLabel={STAFF_EDIT_REVIEW_TEXT.linesTotal}
                />
                <Totals quote={q} />
                {overrides.length > 0 && (
                  <ul className="staff-override__list">
                    {overrides.map((o, i) => (
                      <li key={`${o.name}-${i}`}>
                        {o.name} overridden to {formatUsd(o.amount)}: {o.reason}{' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => setOverrides(overrides.filter((_, j) => j !== i))}
                        >
                          Remove
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <FeeOverrideForm
                  quote={q}
                  onApply={(o) => setOverrides([...overrides.filter((x) => x.name !== o.name), o])}
                />
              </>
            )}
          </section>
          {q && refund && (
            <section className="booking-card" aria-labelledby="refund-heading">
              <h2 id="refund-heading">Refund</h2>
              {breakdown.isPending && <Spinner size="small" label="Loading the refund" />}
              {breakdown.data && (
                <ul className="staff-refunds">
                  {breakdown.data.map((item, i) => (
                    <li key={i}>
                      {item.amountRefunded}{' '}
                      {item.lastFour
                        ? `back to the ${paymentMethodText(item.paymentType, item.lastFour)}`
                        : `in ${item.paymentType.toLowerCase()}, handed back at the desk`}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {q?.isPaymentRequired && (
            <fieldset className="booking-card staff-payment">
              <legend>Payment of {q.amountDue}</legend>
              {paymentTypes.isPending && <Spinner size="small" label="Loading payment types" />}
              {paymentTypes.data?.map((type) => (
                <label key={type.id} className="checkbox-label">
                  <input
                    type="radio"
                    name={paymentName}
                    checked={chosen === type.id}
                    onChange={() => setPaymentTypeId(type.id)}
                  />
                  {type.name}
                </label>
              ))}
              <p className="booking-form__note">
                A card is paid on the secure payment page; cash and checks are taken at the desk now.
              </p>
            </fieldset>
          )}
          <div className="account-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy || !q || chosen === null}
              onClick={() => void confirm()}
            >
              {busy ? STAFF_EDIT_REVIEW_TEXT.working : STAFF_EDIT_REVIEW_TEXT.confirm}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void navigate(ADMIN_EDIT_OCCUPANT_PATH)}
            >
              Edit
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
