/**
 * The sold reservations a change meets before it is saved (a closure, an operational season that no
 * longer covers their nights), each linked to its details: the change keeps them, staff decide.
 */
import { Link } from 'react-router-dom';
import type { ClosureOverlap } from '#contract/park-setup';
import { opsPaths } from './park-ops/shared.tsx';

export function ReservationOverlaps({ reservations }: { reservations: readonly ClosureOverlap[] }) {
  if (reservations.length === 0) return null;
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th scope="col">Reservation</th>
          <th scope="col">Spot</th>
          <th scope="col">Guest</th>
          <th scope="col">Arrival</th>
          <th scope="col">Departure</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {reservations.map((r) => (
          <tr key={r.reservationId}>
            <td>
              <Link to={opsPaths.reservation(r.reservationId)}>{r.reservationNumber}</Link>
            </td>
            <td>{r.spotName}</td>
            <td>{r.occupant}</td>
            <td>{r.startDate}</td>
            <td>{r.endDate}</td>
            <td>{r.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
