/**
 * /admin/reservation-edit-spot/{reservationId} (admin §2.6, route AdminReservationEditSpot): the
 * reservation headed 'Currently Modifying', then the staff spot selection headed 'Reservation Edit -
 * Park/Date/Spot' in its park, with the reservation's own nights free and a Back button. Seeding (admin
 * §4.4): a reservation already being modified keeps its working copy and search; otherwise its detail is
 * read, its spot, dates and discounts become the old* values, its spot the selected spot and its dates
 * the search's stay. Reserve claims with the reservation named and goes to the occupant step.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '#web/components/LoadError.tsx';
import { ReservationSummary } from '#web/components/ReservationSummary.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { claimStore, useClaim } from '#web/lib/booking/claim-state.ts';
import { discountClassesQuery } from '#web/lib/booking/discount-classes.ts';
import { abandonClaim } from '#web/lib/booking/entry-check.ts';
import { transactionStore } from '#web/lib/cart/transaction-state.ts';
import { useAdminReservation } from '#web/lib/front-desk/admin-reservation.ts';
import { staffEditFromDetail } from '#web/lib/front-desk/staff-edit-model.ts';
import { SpotDetailsModal } from '../results/SpotDetailsModal.tsx';
import { useReserve } from '../results/use-reserve.tsx';
import { spotSearchStore } from '../search-state.ts';
import { AdminSpotSelection } from './AdminSpotSelection.tsx';

export const STAFF_EDIT_SPOT_TEXT = {
  summaryHeading: 'Currently Modifying',
  heading: 'Reservation Edit - Park/Date/Spot',
  title: 'Reservation Edit Spot',
  notChangeable: 'This reservation can no longer be changed.',
} as const;

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function AdminReservationEditSpotPage() {
  usePageTitle('Admin', STAFF_EDIT_SPOT_TEXT.title);
  const { reservationId: param } = useParams<'reservationId'>();
  const reservationId = positiveInt(param);
  const navigate = useNavigate();
  const auth = useAuth();
  const { tenantId, api } = useTenant();
  const { edit, claim } = useClaim();
  const seeded = edit !== null && edit.reservationId === reservationId;
  const detail = useAdminReservation(seeded ? null : reservationId);
  const classes = useQuery({ ...discountClassesQuery(tenantId, api), enabled: !seeded });
  const [detailsFor, setDetailsFor] = useState<number | null>(null);
  const { reserveById, adaModal } = useReserve('admin', { editing: true });

  const changeable = detail.data?.status === 'Reserved' && detail.data.subStatus !== 'CheckedOut';
  const ready = !seeded && changeable && classes.data;
  useEffect(() => {
    if (!ready || !detail.data) return;
    const copy = staffEditFromDetail(detail.data, classes.data!);
    // A hold of an earlier change or sale is given up: this change starts from the reservation.
    const held = claimStore.get().claim;
    if (held) abandonClaim(auth.bearerApi, 'admin', held);
    claimStore.clear();
    claimStore.startEdit(copy);
    spotSearchStore.clear();
    spotSearchStore.enterLocation(copy.locationId);
    spotSearchStore.update({
      startDate: copy.oldStartDate,
      endDate: copy.oldEndDate,
      selectedSpotId: copy.oldSpotId,
      selectedSpotIsDayUse: detail.data.isDayUse,
    });
    // Seeded once per reservation: the working copy then says it is being modified.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const back = () => {
    if (claim) abandonClaim(auth.bearerApi, 'admin', claim);
    claimStore.clear();
    spotSearchStore.clear();
    transactionStore.endReservation();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    void navigate(`/admin/reservation-details/${reservationId}`);
  };

  if (seeded) {
    return (
      <div className="page admin-reservation-add">
        <AdminSpotSelection
          heading={STAFF_EDIT_SPOT_TEXT.heading}
          spotReservationId={edit.reservationId}
          modifying={<ReservationSummary heading={STAFF_EDIT_SPOT_TEXT.summaryHeading} edit={edit} />}
          onBack={back}
          onDetails={setDetailsFor}
          onReserve={(spotId, options) =>
            void reserveById(spotId, { overrideClosure: options?.overrideClosure ?? false })
          }
        />
        <SpotDetailsModal spotId={detailsFor} onClose={() => setDetailsFor(null)} />
        {adaModal}
      </div>
    );
  }
  const problem =
    reservationId === null
      ? 'This link does not name a reservation.'
      : detail.isError
        ? failureMessages(detail.error)[0]
        : detail.data && !changeable
          ? STAFF_EDIT_SPOT_TEXT.notChangeable
          : null;
  return (
    <div className="page page--narrow">
      <h1>{STAFF_EDIT_SPOT_TEXT.heading}</h1>
      {problem ? (
        <div className="load-error" role="alert">
          <p>{problem}</p>
          {reservationId !== null && (
            <Link to={`/admin/reservation-details/${reservationId}`}>Back to the reservation</Link>
          )}
        </div>
      ) : classes.isError ? (
        <LoadError what="the reservation" onRetry={() => void classes.refetch()} />
      ) : (
        <Spinner label="Loading the reservation" />
      )}
    </div>
  );
}
