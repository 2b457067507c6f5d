/**
 * /admin/reservation-check-in/{reservationId} and /admin/reservation-check-out/{reservationId} (admin
 * §2.3, §3.2 AdminCheckInRequest, AdminCheckOutRequest): the date (today by default) and, at check-in,
 * the people and vehicles that arrived.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { useAdminReservation } from '#web/lib/front-desk/admin-reservation.ts';
import { deskAction } from '#web/lib/front-desk/desk-actions.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { frontDeskPaths, localToday, positiveInt, useRefreshFrontDesk } from './shared.tsx';
import './front-desk.css';

function CheckInOutPage({ which }: { which: 'checkin' | 'checkout' }) {
  const title = which === 'checkin' ? 'Check In' : 'Check Out';
  usePageTitle('Admin', title);
  const { reservationId: param } = useParams();
  const reservationId = positiveInt(param);
  const reservation = useAdminReservation(reservationId);
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const refresh = useRefreshFrontDesk();
  const [date, setDate] = useState(localToday());
  const [people, setPeople] = useState<string | null>(null);
  const [vehicles, setVehicles] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const r = reservation.data;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!r) return;
    setBusy(true);
    alerts.clearLayer('admin');
    try {
      const body =
        which === 'checkin'
          ? {
              checkedInDate: date,
              reservationId: r.id,
              numberOfAdults: Number(people ?? r.numberOfAdults),
              numberOfVehicles: Number(vehicles ?? r.numberOfVehicles),
            }
          : { checkedOutDate: date, reservationId: r.id };
      await deskAction(auth.bearerApi, which, r.id, body);
      await refresh();
      // Navigation clears the alerts: the confirmation is shown on the details page it leads to.
      await navigate(frontDeskPaths.details(r.id));
      alerts.info(`${r.reservationNumber} ${which === 'checkin' ? 'checked in' : 'checked out'}.`, 'admin');
    } catch (error) {
      failureMessages(error).forEach((m) => alerts.danger(m, 'admin'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page desk-page desk-page--narrow">
      <h1>{title}</h1>
      {reservation.isPending ? (
        <Spinner label="Loading the reservation" />
      ) : !r ? (
        <LoadError what="the reservation" onRetry={() => void reservation.refetch()} />
      ) : (
        <form className="desk-form" onSubmit={(e) => void submit(e)}>
          <p>
            <Link to={frontDeskPaths.details(r.id)}>{r.reservationNumber}</Link>: {r.primaryOccupantName},{' '}
            {r.parkName} spot {r.spotName}, {r.arrivalDate} to {r.departureDate}
          </p>
          <label>
            {which === 'checkin' ? 'Check-In Date' : 'Check-Out Date'}
            <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </label>
          {which === 'checkin' && (
            <>
              <label>
                Number of People
                <input
                  type="number"
                  min={0}
                  max={r.numberOfAdults}
                  value={people ?? r.numberOfAdults}
                  onChange={(e) => setPeople(e.target.value)}
                />
              </label>
              <label>
                Number of Vehicles
                <input
                  type="number"
                  min={0}
                  max={r.numberOfVehicles}
                  value={vehicles ?? r.numberOfVehicles}
                  onChange={(e) => setVehicles(e.target.value)}
                />
              </label>
            </>
          )}
          <div className="desk-toolbar">
            <button type="submit" className="button button--primary" disabled={busy}>
              {title}
            </button>
            <Link className="button" to={frontDeskPaths.details(r.id)}>
              Back
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}

export function CheckInPage() {
  return <CheckInOutPage which="checkin" />;
}

export function CheckOutPage() {
  return <CheckInOutPage which="checkout" />;
}
