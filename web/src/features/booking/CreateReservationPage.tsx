/**
 * /create-reservation (public §2.2, §2.4): the held spot and the occupant form. On entry the
 * in-progress reservation is checked on the server (unless Reserve just did); refused, the messages are
 * queued and the person goes back to the park. Continue validates (POST SpotReservation/validate) and
 * goes to the review; Cancel releases the hold.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { useCustomer } from '#web/lib/customer/own-customer.ts';
import { validateReservation } from '#web/lib/booking/validate-reservation.ts';
import { EMPTY_DRAFT, SALES_CHANNEL, reservationRequest } from '#web/lib/booking/booking-model.ts';
import { ClaimSummary } from './ClaimSummary.tsx';
import { useClaim, type OccupantDraft } from '#web/lib/booking/claim-state.ts';
import { abandonClaim, checkReservationEntry } from '#web/lib/booking/entry-check.ts';
import { occupantResolver } from './occupant-resolver.ts';
import { OccupantForm } from './OccupantForm.tsx';
import { REVIEW_RESERVATION_PATH } from '#web/lib/booking/paths.ts';
import { useBookingOptions } from './use-booking-options.ts';
import './booking.css';

export function CreateReservationPage() {
  usePageTitle('Create Reservation');
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { claim, draft, state, setDraft } = useClaim();
  const customer = useCustomer(auth.externalUserId ?? undefined);
  const customerId = customer.data?.id ?? null;
  const options = useBookingOptions(claim, customerId);
  const alreadyChecked = (location.state as { entryChecked?: boolean } | null)?.entryChecked === true;
  const [entry, setEntry] = useState<'checking' | 'ok'>(alreadyChecked ? 'ok' : 'checking');

  useEffect(() => {
    if (entry !== 'checking' || !claim) return;
    let cancelled = false;
    void checkReservationEntry(auth.bearerApi, claim, null).then((refused) => {
      if (cancelled) return;
      if (!refused) {
        setEntry('ok');
        return;
      }
      abandonClaim(auth.bearerApi, 'public', claim);
      alerts.queueErrors(...refused);
      void navigate(`/location/${claim.locationId}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // The check runs once per entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const context = useMemo(
    () => ({ salesChannel: SALES_CHANNEL.public, customerId, reservationId: state.reservationId }),
    [customerId, state.reservationId],
  );
  const resolver = useMemo(() => (claim ? occupantResolver(claim, context) : null), [claim, context]);

  if (!claim) {
    return (
      <div className="page booking-page">
        <h1>Create Reservation</h1>
        <AlertArea layer="detail" />
        <p>There is no reservation in progress.</p>
        <p>
          <Link to="/">Find a park</Link> and choose Reserve on a spot to start one.
        </p>
      </div>
    );
  }

  const submit = async (values: OccupantDraft) => {
    setDraft(values);
    alerts.clearLayer('detail');
    try {
      await validateReservation(auth.bearerApi, 'public', reservationRequest(claim, values, context));
      await navigate(REVIEW_RESERVATION_PATH);
    } catch (error) {
      for (const message of failureMessages(error)) alerts.danger(message, 'detail');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return error instanceof CallError ? error.fieldErrors : undefined;
    }
  };

  const cancel = () => {
    abandonClaim(auth.bearerApi, 'public', claim);
    void navigate(`/location/${claim.locationId}`);
  };

  const loading = entry === 'checking' || customer.isPending || !options.ready || !resolver;
  return (
    <div className="page booking-page">
      <h1>Create Reservation</h1>
      <AlertArea layer="detail" />
      <div className="booking-layout">
        <ClaimSummary claim={claim} />
        <section className="booking-card" aria-labelledby="occupant-heading">
          <h2 id="occupant-heading">Occupant Details</h2>
          {loading ? (
            <Spinner label="Loading the reservation" />
          ) : (
            <OccupantForm
              side="public"
              defaultValues={draft ?? EMPTY_DRAFT}
              resolver={resolver}
              customer={customer.data}
              equipmentTypes={options.equipmentTypes}
              discountClasses={options.discountClasses}
              discountNote={options.discountNote}
              addOns={options.addOns}
              onSubmit={submit}
              onCancel={cancel}
            />
          )}
        </section>
      </div>
    </div>
  );
}
