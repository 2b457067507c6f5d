/**
 * The ranger's 8 a.m. view on the staff home: for each park the user may see, today's arrivals still to
 * check in, departures still to check out, guests in house and occupancy, each a link into its list.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useDaySummary } from '#web/lib/front-desk/day-summary.ts';
import { frontDeskPaths } from './shared.tsx';
import './front-desk.css';

export function DayBoard() {
  const summary = useDaySummary(true);
  const headingId = useId();
  const day = summary.data?.[0]?.day;
  return (
    <section className="desk-board" aria-labelledby={headingId}>
      <div className="desk-board__head">
        <h2 id={headingId}>Today at your parks{day ? `, ${formatDate(day)}` : ''}</h2>
        <Link to="/admin/reservation-search">Search reservations</Link>
      </div>
      {summary.isPending ? (
        <Spinner label="Loading today's arrivals and departures" />
      ) : summary.isError ? (
        <LoadError what="today's arrivals and departures" onRetry={() => void summary.refetch()} />
      ) : summary.data.length === 0 ? (
        <p>No parks are assigned to you yet.</p>
      ) : (
        <table className="desk-table desk-board__table">
          <thead>
            <tr>
              <th scope="col">Park</th>
              <th scope="col" className="num">
                To check in
              </th>
              <th scope="col" className="num">
                To check out
              </th>
              <th scope="col" className="num">
                In house
              </th>
              <th scope="col" className="num">
                Occupancy tonight
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.data.map((p) => (
              <tr key={p.locationId}>
                <th scope="row">{p.parkName}</th>
                <td className="num">
                  <Link
                    to={frontDeskPaths.bulkCheckIn(p.locationId)}
                    aria-label={`${p.arrivalsToCheckIn} to check in at ${p.parkName}`}
                  >
                    {p.arrivalsToCheckIn}
                  </Link>
                </td>
                <td className="num">
                  <Link
                    to={frontDeskPaths.bulkCheckOut(p.locationId)}
                    aria-label={`${p.departuresToCheckOut} to check out at ${p.parkName}`}
                  >
                    {p.departuresToCheckOut}
                  </Link>
                </td>
                <td className="num">
                  <Link
                    to={frontDeskPaths.search({
                      LocationIds: p.locationId,
                      OccupancyDate: p.day,
                      ReservationStatusIds: 11,
                    })}
                    aria-label={`${p.inHouse} in house at ${p.parkName}`}
                  >
                    {p.inHouse}
                  </Link>
                </td>
                <td className="num">
                  <Link
                    to={frontDeskPaths.search({ LocationIds: p.locationId, OccupancyDate: p.day })}
                    aria-label={`Occupancy ${p.occupancyPercent}% at ${p.parkName}`}
                  >
                    {p.occupancyPercent}%
                  </Link>{' '}
                  <span className="desk-muted">
                    ({p.occupiedSpots} of {p.totalSpots})
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
