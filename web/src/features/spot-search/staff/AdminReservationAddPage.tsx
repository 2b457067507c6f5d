import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useClaim } from '#web/lib/booking/claim-state.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { toIsoDate } from '#web/lib/spot-search/search-form.ts';
import { SpotDetailsModal } from '../results/SpotDetailsModal.tsx';
import { useReserve } from '../results/use-reserve.tsx';
import { spotSearchStore } from '../search-state.ts';
import { AdminSpotSelection } from './AdminSpotSelection.tsx';

/** The search a new staff reservation starts from (admin §2.5): cleared, with the park and arrival given. */
export function startAddReservationSearch(locationId: string | undefined, arrivalDate: string | null) {
  const park = Number(locationId);
  const arrival = arrivalDate
    ? (toIsoDate(arrivalDate) ?? (/^\d{4}-\d{2}-\d{2}$/.test(arrivalDate) ? arrivalDate : null))
    : null;
  spotSearchStore.clear();
  spotSearchStore.update({
    locationId: Number.isInteger(park) && park > 0 ? park : null,
    startDate: arrival,
    endDate: null,
    selectedSpotId: null,
  });
}

/** /admin/reservation-add/{locationId?}?arrivalDate= (admin §2.5); the admin layout shows the tenant banners. */
export function AdminReservationAddPage() {
  usePageTitle('Admin', 'Reservation Add');
  const { locationId } = useParams<'locationId'>();
  const [query] = useSearchParams();
  const arrivalDate = query.get('arrivalDate');
  const [started, setStarted] = useState(false);
  const [detailsFor, setDetailsFor] = useState<number | null>(null);
  const { reserveById, adaModal } = useReserve('admin');
  const { bookingFor, bookFor } = useClaim();
  useEffect(() => {
    startAddReservationSearch(locationId, arrivalDate);
    // The form reads the search once it has been reset for this entry.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStarted(true);
  }, [locationId, arrivalDate]);

  return (
    <div className="page admin-reservation-add">
      {started && (
        <AdminSpotSelection
          heading="Add Reservation"
          modifying={
            bookingFor && (
              <p className="admin-booking-for">
                For <strong>{bookingFor.name}</strong> (customer {bookingFor.customerId}).{' '}
                <button type="button" className="link-button" onClick={() => bookFor(null)}>
                  Not for this customer
                </button>
              </p>
            )
          }
          onDetails={setDetailsFor}
          // The ADA question, then the staff claim (admin §4.3) and /admin/reservation-add-occupant.
          onReserve={(spotId, options) => void reserveById(spotId, options)}
        />
      )}
      <SpotDetailsModal spotId={detailsFor} onClose={() => setDetailsFor(null)} />
      {adaModal}
    </div>
  );
}
