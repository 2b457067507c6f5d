/**
 * /admin/reservation-edit-occupant (admin §2.3 edit: occupant): the reservation being changed, the new
 * hold and the staff occupant form filled from the reservation (its customer shown, not changed; the
 * business-rule override offered). Continue validates the change (POST admin/AdminSpotReservation/
 * validate-edit) and goes to the review with its quote; Cancel releases the new hold and goes back to
 * the reservation's spot selection.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ReservationSummary } from '#web/components/ReservationSummary.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { SALES_CHANNEL } from '#web/lib/booking/booking-model.ts';
import { useClaim, type OccupantDraft } from '#web/lib/booking/claim-state.ts';
import { abandonClaim } from '#web/lib/booking/entry-check.ts';
import { staffEditQuoteQueryKey, validateStaffEdit } from '#web/lib/front-desk/staff-change.ts';
import { staffEditRequest } from '#web/lib/front-desk/staff-edit-model.ts';
import { editDraft } from '#web/lib/reservation-edit/edit-model.ts';
import { ADMIN_EDIT_REVIEW_PATH, adminEditSpotPath } from '#web/lib/reservation-edit/paths.ts';
import { ClaimSummary } from './ClaimSummary.tsx';
import { EDIT_TEXT } from './edit-text.ts';
import { OccupantForm } from './OccupantForm.tsx';
import { occupantResolver } from './occupant-resolver.ts';
import { useBookingOptions } from './use-booking-options.ts';
import './booking.css';

export const STAFF_EDIT_TITLE = 'Change Reservation';

export function AdminEditOccupantPage() {
  usePageTitle('Admin', 'Reservation Edit Occupant');
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { claim, draft, edit, setDraft } = useClaim();
  const options = useBookingOptions(claim, edit?.customerId || null, edit?.reservationId ?? null);
  const context = useMemo(
    () => ({
      salesChannel: SALES_CHANNEL.admin,
      customerId: edit?.customerId || null,
      reservationId: edit?.reservationId ?? null,
    }),
    [edit?.customerId, edit?.reservationId],
  );
  const resolver = useMemo(() => (claim ? occupantResolver(claim, context) : null), [claim, context]);

  if (!claim || !edit) {
    return (
      <div className="page booking-page">
        <h1>{STAFF_EDIT_TITLE}</h1>
        <p>{EDIT_TEXT.nothingInProgress}</p>
        <p>
          <Link to="/admin/reservation-search">Find the reservation</Link> and choose Change Reservation on
          its details.
        </p>
      </div>
    );
  }

  const submit = async (values: OccupantDraft) => {
    setDraft(values);
    alerts.clearLayer('admin');
    const request = staffEditRequest(claim, values, edit);
    try {
      const quote = await validateStaffEdit(auth.bearerApi, request);
      queryClient.setQueryData(staffEditQuoteQueryKey(request), quote);
      await navigate(ADMIN_EDIT_REVIEW_PATH);
    } catch (error) {
      for (const message of failureMessages(error)) alerts.danger(message, 'admin');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return error instanceof CallError ? error.fieldErrors : undefined;
    }
  };

  const cancel = () => {
    abandonClaim(auth.bearerApi, 'admin', claim);
    void navigate(adminEditSpotPath(edit.reservationId));
  };

  return (
    <div className="page booking-page">
      <h1>{STAFF_EDIT_TITLE}</h1>
      <div className="booking-layout">
        <div className="booking-aside">
          <ReservationSummary heading={EDIT_TEXT.currentHeading} edit={edit} />
          <ClaimSummary claim={claim} heading={EDIT_TEXT.newHeading} />
        </div>
        <section className="booking-card" aria-labelledby="occupant-heading">
          <h2 id="occupant-heading">Occupant Details</h2>
          {!options.ready || !resolver ? (
            <Spinner label="Loading the reservation" />
          ) : (
            <OccupantForm
              side="admin"
              customerFixed
              defaultValues={draft ?? editDraft(edit, options.equipmentTypes)}
              resolver={resolver}
              equipmentTypes={options.equipmentTypes}
              discountClasses={options.discountClasses}
              addOns={options.addOns}
              onSubmit={submit}
              onCancel={cancel}
              submitLabel="Continue"
            />
          )}
        </section>
      </div>
    </div>
  );
}
