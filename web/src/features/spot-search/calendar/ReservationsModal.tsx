/**
 * The Reservations modal (admin §2.8), from the info icon of a reserved or turnover day on the staff
 * calendar: each reservation on the spot that day as 'start date - end date', its number as a link
 * titled 'Go to reservation' opening the details in a new tab, and the first contact's name.
 */
import { LoadError } from '#web/components/LoadError.tsx';
import { Modal } from '#web/components/Modal.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useReservationsByDate } from '#web/lib/front-desk/reservations-by-date.ts';

export interface ReservationsOnDay {
  spotId: number;
  spotName: string;
  date: string;
}

export function ReservationsModal({ day, onClose }: { day: ReservationsOnDay | null; onClose(): void }) {
  const found = useReservationsByDate(day?.spotId ?? null, day?.date ?? null);
  return (
    <Modal open={day !== null} title="Reservations" onClose={onClose} closeLink>
      {found.isPending && <Spinner label="Loading the reservations" />}
      {found.isError && <LoadError what="the reservations" onRetry={() => void found.refetch()} />}
      {found.data &&
        (found.data.length === 0 ? (
          <p>No reservation on this day.</p>
        ) : (
          <ul className="reservations-on-day" aria-label={`Reservations of ${day?.spotName ?? 'the spot'}`}>
            {found.data.map((r) => {
              const contact = r.contacts[0];
              return (
                <li key={r.id}>
                  <span>
                    {r.startDate} - {r.endDate}
                  </span>{' '}
                  <a
                    href={`/admin/reservation-details/${r.id}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    title="Go to reservation"
                  >
                    {r.reservationNumber}
                  </a>{' '}
                  {contact && (
                    <span>
                      {contact.firstName} {contact.lastName}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </Modal>
  );
}
