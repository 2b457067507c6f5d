/**
 * /reservation-edit?c=&r=&l=&e= (public §2.2): the park page's spot search for changing a reservation,
 * headed by the reservation 'Currently Modifying'. Seeding (admin §4.4): a reservation already being
 * modified keeps its working copy and search; otherwise its detail is read, its current spot, dates and
 * discounts become the old* values, its spot the selected spot and its dates the search's stay.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { ReservationSummary } from '#web/components/ReservationSummary.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { claimStore, useClaim } from '#web/lib/booking/claim-state.ts';
import { discountClassesQuery } from '#web/lib/booking/discount-classes.ts';
import { editFromDetail } from '#web/lib/reservation-edit/edit-model.ts';
import { editTargetOf } from '#web/lib/reservation-edit/paths.ts';
import { useReservationDetail } from '#web/lib/reservations/reservation-detail.ts';
import { LocationPage } from '../park/LocationPage.tsx';
import { spotSearchStore } from '../search-state.ts';

export const RESERVATION_EDIT_TEXT = {
  heading: 'Currently Modifying',
  title: 'Change Reservation',
  badLink: 'This link does not name a reservation. Your reservations are listed under My Account.',
  notModifiable: 'This reservation can no longer be changed.',
} as const;

export function ReservationEditPage() {
  const [query] = useSearchParams();
  const target = editTargetOf(query);
  const { tenantId, api } = useTenant();
  const { edit } = useClaim();
  const seeded = edit !== null && target !== null && edit.reservationId === target.reservationId;
  const detail = useReservationDetail(target?.customerId ?? null, target?.reservationId ?? null, !seeded);
  const classes = useQuery({ ...discountClassesQuery(tenantId, api), enabled: !seeded });
  usePageTitle('Reservation Edit');

  const ready = !seeded && target && detail.data?.customerModifiable && classes.data;
  useEffect(() => {
    if (!ready) return;
    const copy = editFromDetail(detail.data!, target.customerId, target.externalUserId, classes.data!);
    claimStore.startEdit(copy);
    spotSearchStore.enterLocation(copy.locationId);
    spotSearchStore.update({
      startDate: copy.oldStartDate,
      endDate: copy.oldEndDate,
      selectedSpotId: copy.oldSpotId,
      selectedSpotIsDayUse: detail.data!.isDayUse,
    });
    // Seeded once per reservation: the working copy then says it is being modified.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  if (seeded) {
    return (
      <LocationPage
        edit={{
          locationId: edit.locationId,
          reservationId: edit.reservationId,
          summary: <ReservationSummary heading={RESERVATION_EDIT_TEXT.heading} edit={edit} />,
        }}
      />
    );
  }
  const problem = !target
    ? RESERVATION_EDIT_TEXT.badLink
    : detail.isError
      ? failureMessages(detail.error)[0]
      : detail.data && !detail.data.customerModifiable
        ? RESERVATION_EDIT_TEXT.notModifiable
        : null;
  return (
    <div className="page page--narrow">
      <h1>{RESERVATION_EDIT_TEXT.title}</h1>
      <AlertArea layer="detail" />
      {problem ? (
        <div className="load-error" role="alert">
          <p>{problem}</p>
          {target?.externalUserId && (
            <Link to={`/customer-profile/${encodeURIComponent(target.externalUserId)}`}>My Account</Link>
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
