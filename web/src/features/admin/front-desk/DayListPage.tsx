/**
 * /admin/bulk-check-in/{locationId} and /admin/bulk-check-out/{locationId} (admin §2.3): a park's
 * arrivals to check in, or checked-in departures to check out, today, by spot. Each row has its own
 * button; ticked rows go in one bulk call, and each comes back done or refused with its reason.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { useDayList, type DayList } from '#web/lib/front-desk/day-list.ts';
import { bulkDeskAction, deskAction } from '#web/lib/front-desk/desk-actions.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { frontDeskPaths, positiveInt, useRefreshFrontDesk, useVisibleParks } from './shared.tsx';
import './front-desk.css';

const TEXT = {
  checkin: {
    title: 'Check-In',
    verb: 'Check in',
    done: 'checked in',
    empty: 'Nobody is left to check in today.',
  },
  checkout: {
    title: 'Check-Out',
    verb: 'Check out',
    done: 'checked out',
    empty: 'Nobody is left to check out today.',
  },
} as const;

export function DayListPage({ which }: { which: DayList }) {
  const text = TEXT[which];
  const { locationId: param } = useParams();
  const locationId = positiveInt(param);
  const navigate = useNavigate();
  const parks = useVisibleParks();
  const park = parks.find((p) => p.id === locationId);
  usePageTitle('Admin', `${text.title}${park ? ` - ${park.name}` : ''}`);
  const auth = useAuth();
  const mayAct = locationId !== null && auth.canAtLocations('ReservationManagementCheckInOut', [locationId]);
  const list = useDayList(which, locationId);
  const alerts = useAlertStore();
  const refresh = useRefreshFrontDesk();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  async function act(ids: number[], bulk: boolean) {
    if (!ids.length) return;
    setBusy(true);
    alerts.clearLayer('admin');
    try {
      if (!bulk) {
        const r = await deskAction(auth.bearerApi, which, ids[0]!);
        alerts.info(`${r.reservationNumber} ${text.done}.`, 'admin');
      } else {
        const results = await bulkDeskAction(
          auth.bearerApi,
          which === 'checkin' ? 'bulkcheckin' : 'bulkcheckout',
          ids,
        );
        const done = results.filter((r) => r.done);
        if (done.length) alerts.info(`${done.length} of ${results.length} ${text.done}.`, 'admin');
        for (const r of results.filter((x) => !x.done))
          alerts.danger(`${r.reservationNumber || r.reservationId}: ${r.message}`, 'admin');
      }
      setTicked(new Set());
    } catch (error) {
      failureMessages(error).forEach((m) => alerts.danger(m, 'admin'));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  const rows = list.data ?? [];
  const allTicked = rows.length > 0 && rows.every((r) => ticked.has(r.id));
  const toggle = (id: number) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="page desk-page">
      <div className="desk-page__head">
        <h1>
          {text.title}: {park?.name ?? 'Park'}
        </h1>
        <nav className="desk-page__switch" aria-label="Lists">
          <Link
            to={frontDeskPaths.bulkCheckIn(locationId ?? 0)}
            aria-current={which === 'checkin' ? 'page' : undefined}
          >
            Check-in list
          </Link>
          <Link
            to={frontDeskPaths.bulkCheckOut(locationId ?? 0)}
            aria-current={which === 'checkout' ? 'page' : undefined}
          >
            Check-out list
          </Link>
          <label className="desk-inline-field">
            Park{' '}
            <select
              value={locationId ?? ''}
              onChange={(e) =>
                void navigate(
                  which === 'checkin'
                    ? frontDeskPaths.bulkCheckIn(Number(e.target.value))
                    : frontDeskPaths.bulkCheckOut(Number(e.target.value)),
                )
              }
            >
              {parks.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        </nav>
      </div>
      {list.isPending ? (
        <Spinner label={`Loading the ${text.title.toLowerCase()} list`} />
      ) : list.isError ? (
        <LoadError what={`the ${text.title.toLowerCase()} list`} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="desk-empty">{text.empty}</p>
      ) : (
        <>
          {mayAct && (
            <div className="desk-toolbar">
              <button
                type="button"
                className="button button--primary"
                disabled={busy || ticked.size === 0}
                onClick={() => void act([...ticked], true)}
              >
                {text.verb} selected ({ticked.size})
              </button>
            </div>
          )}
          <table className="desk-table">
            <thead>
              <tr>
                {mayAct && (
                  <th scope="col" className="check">
                    <input
                      type="checkbox"
                      aria-label="Select all"
                      checked={allTicked}
                      onChange={() => setTicked(allTicked ? new Set() : new Set(rows.map((r) => r.id)))}
                    />
                  </th>
                )}
                <th scope="col">Spot</th>
                <th scope="col">Loop</th>
                <th scope="col">Reservation</th>
                <th scope="col">Primary Occupant</th>
                <th scope="col">Arrival</th>
                <th scope="col">Departure</th>
                <th scope="col" className="num">
                  People
                </th>
                <th scope="col" className="num">
                  Vehicles
                </th>
                <th scope="col">Phone</th>
                {mayAct && <th scope="col">Action</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className={ticked.has(r.id) ? 'is-selected' : undefined}>
                  {mayAct && (
                    <td className="check">
                      <input
                        type="checkbox"
                        aria-label={`Select ${r.reservationNumber}`}
                        checked={ticked.has(r.id)}
                        onChange={() => toggle(r.id)}
                      />
                    </td>
                  )}
                  <td className="strong">{r.spot}</td>
                  <td>{r.loop}</td>
                  <td>
                    <Link to={frontDeskPaths.details(r.id)}>{r.reservationNumber}</Link>
                  </td>
                  <td>{r.primaryOccupantName}</td>
                  <td>{r.arrivalDate}</td>
                  <td>{r.departureDate}</td>
                  <td className="num">{r.numberOfPeople}</td>
                  <td className="num">{r.numberOfVehicles}</td>
                  <td>{r.phone}</td>
                  {mayAct && (
                    <td>
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy}
                        onClick={() => void act([r.id], false)}
                        aria-label={`${text.verb} ${r.reservationNumber}`}
                      >
                        {text.verb}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

export function BulkCheckInPage() {
  return <DayListPage which="checkin" />;
}

export function BulkCheckOutPage() {
  return <DayListPage which="checkout" />;
}
