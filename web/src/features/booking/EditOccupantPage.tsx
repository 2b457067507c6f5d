/**
 * /reservation-edit-occupant (public §2.2, §2.5): the reservation being changed, the new hold and the
 * occupant form filled from the reservation. On entry the edit is checked on the server (unless Reserve
 * just did); refused, the first message is shown and the form is not. Continue validates the edit
 * (POST SpotReservation/validate-edit) and goes to the review with its quote; Cancel releases the new
 * hold and goes back to the edit's spot search.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { ReservationSummary } from '#web/components/ReservationSummary.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useCustomer } from '#web/lib/customer/own-customer.ts';
import { SALES_CHANNEL } from '#web/lib/booking/booking-model.ts';
import { useClaim, type OccupantDraft } from '#web/lib/booking/claim-state.ts';
import { abandonClaim } from '#web/lib/booking/entry-check.ts';
import { editDraft, editRequest } from '#web/lib/reservation-edit/edit-model.ts';
import { checkEditEntry } from '#web/lib/reservation-edit/entry-check.ts';
import { EDIT_REVIEW_PATH, reservationEditPath } from '#web/lib/reservation-edit/paths.ts';
import { editQuoteQueryKey, validateEdit } from '#web/lib/reservation-edit/validate-edit.ts';
import { ClaimSummary } from './ClaimSummary.tsx';
import { EDIT_TEXT } from './edit-text.ts';
import { OccupantForm } from './OccupantForm.tsx';
import { occupantResolver } from './occupant-resolver.ts';
import { useBookingOptions } from './use-booking-options.ts';
import './booking.css';

export function EditOccupantPage() {
  usePageTitle('Reservation Edit Occupant');
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { claim, draft, edit, setDraft } = useClaim();
  const customer = useCustomer(auth.externalUserId ?? undefined);
  const options = useBookingOptions(claim, edit?.customerId ?? null, edit?.reservationId ?? null);
  const alreadyChecked = (location.state as { entryChecked?: boolean } | null)?.entryChecked === true;
  const [entry, setEntry] = useState<'checking' | 'ok' | 'refused'>(alreadyChecked ? 'ok' : 'checking');

  useEffect(() => {
    if (entry !== 'checking' || !claim || !edit) return;
    let cancelled = false;
    void checkEditEntry(auth.bearerApi, claim, edit).then((refused) => {
      if (cancelled) return;
      if (refused) alerts.danger(refused[0]!, 'detail');
      setEntry(refused ? 'refused' : 'ok');
    });
    return () => {
      cancelled = true;
    };
    // The check runs once per entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const context = useMemo(
    () => ({
      salesChannel: SALES_CHANNEL.public,
      customerId: edit?.customerId ?? null,
      reservationId: edit?.reservationId ?? null,
    }),
    [edit?.customerId, edit?.reservationId],
  );
  const resolver = useMemo(() => (claim ? occupantResolver(claim, context) : null), [claim, context]);

  if (!claim || !edit) {
    return (
      <div className="page booking-page">
        <h1>{EDIT_TEXT.title}</h1>
        <AlertArea layer="detail" />
        <p>{EDIT_TEXT.nothingInProgress}</p>
        {auth.externalUserId && (
          <p>
            <Link to={`/customer-profile/${encodeURIComponent(auth.externalUserId)}`}>My Account</Link> lists
            your reservations.
          </p>
        )}
      </div>
    );
  }
  const backToSearch = reservationEditPath(edit);

  const submit = async (values: OccupantDraft) => {
    setDraft(values);
    alerts.clearLayer('detail');
    const request = editRequest(claim, values, edit);
    try {
      const quote = await validateEdit(auth.bearerApi, request);
      queryClient.setQueryData(editQuoteQueryKey(request), quote);
      await navigate(EDIT_REVIEW_PATH);
    } catch (error) {
      for (const message of failureMessages(error)) alerts.danger(message, 'detail');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return error instanceof CallError ? error.fieldErrors : undefined;
    }
  };

  const cancel = () => {
    abandonClaim(auth.bearerApi, 'public', claim);
    void navigate(backToSearch);
  };

  const loading = entry === 'checking' || customer.isPending || !options.ready || !resolver;
  return (
    <div className="page booking-page">
      <h1>{EDIT_TEXT.title}</h1>
      <AlertArea layer="detail" />
      <div className="booking-layout">
        <div className="booking-aside">
          <ReservationSummary heading={EDIT_TEXT.currentHeading} edit={edit} />
          <ClaimSummary claim={claim} heading={EDIT_TEXT.newHeading} />
        </div>
        <section className="booking-card" aria-labelledby="occupant-heading">
          <h2 id="occupant-heading">Occupant Details</h2>
          {entry === 'refused' ? (
            <p>
              <Link to={backToSearch}>Choose another spot or other dates</Link>
            </p>
          ) : loading ? (
            <Spinner label="Loading the reservation" />
          ) : (
            <OccupantForm
              side="public"
              defaultValues={draft ?? editDraft(edit, options.equipmentTypes)}
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
