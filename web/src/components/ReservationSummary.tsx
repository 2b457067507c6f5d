/**
 * The reservation summary (admin §2.13, the fields a customer has): its number, occupant, park, loop,
 * spot, dates and booking type, under a heading such as 'Currently Modifying' (admin §2.6).
 */
import { useId } from 'react';
import { formatDate } from '#web/lib/format.ts';
import type { ReservationEdit } from '#web/lib/booking/claim-state.ts';
import './reservation-summary.css';

export function ReservationSummary({ heading, edit }: { heading: string; edit: ReservationEdit }) {
  const headingId = useId();
  const o = edit.occupant;
  const rows: [string, string][] = [
    ['Reservation Number', edit.reservationNumber],
    ['Primary Occupant', `${o.primaryOccupantFirstName} ${o.primaryOccupantLastName}`.trim()],
    ['Park', edit.parkName],
    ['Loop', edit.loopName],
    ['Spot', edit.spotName],
    ['Arrival Date', formatDate(edit.oldStartDate)],
    ['Departure Date', formatDate(edit.oldEndDate)],
    ['Booking Type', edit.bookingType],
    ['Number of People', o.numberOfAdults],
    ['Number of Vehicles', o.numberOfVehicles],
  ];
  return (
    <section className="reservation-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <dl className="reservation-summary__list">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
