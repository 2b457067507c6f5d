/**
 * /admin/reservation-details/{reservationId} (admin §2.3, §2.13, §3.3): the reservation summary, customer
 * and occupant, fees, payments, refunds, overrides, comments and history; the actions the user's
 * permissions allow at the reservation's park, each one click away.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AdminReservationDetail } from '#contract/front-desk';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { formatDateTime, formatDateTimeIn, paymentMethodText } from '#web/lib/format.ts';
import { useLocationDetails } from '#web/lib/locations/location-details.ts';
import { useAdminReservation } from '#web/lib/front-desk/admin-reservation.ts';
import { recordChargeback } from '#web/lib/front-desk/chargeback.ts';
import { deskAction, type DeskAction } from '#web/lib/front-desk/desk-actions.ts';
import { addReservationComment, useReservationComments } from '#web/lib/front-desk/reservation-comments.ts';
import { useReservationHistory } from '#web/lib/front-desk/reservation-history.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { adminEditSpotPath } from '#web/lib/reservation-edit/paths.ts';
import { QueriedHistoryTable, activityRow } from '../HistoryTable.tsx';
import { CommentForm, CommentList, frontDeskPaths, positiveInt, useRefreshFrontDesk } from './shared.tsx';
import './front-desk.css';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** The reservation summary's fields in the order admin §2.13 lists them. */
function summaryRows(r: AdminReservationDetail): [string, string | number][] {
  const checkedIn = r.subStatus === 'CheckedIn' || r.subStatus === 'CheckedOut';
  const rows: [string, string | number | null][] = [
    ['Reservation Number', r.reservationNumber],
    ['Primary Occupant', r.primaryOccupantName],
    ['Arrival Date', r.arrivalDate],
    ['Check-In Date', checkedIn ? r.checkedInDate : null],
    ['Check-Out Date', r.subStatus === 'CheckedOut' ? r.checkedOutDate : null],
    ['Park', r.parkName],
    ['Classification', `${r.classification} - P${String(r.classificationId).padStart(3, '0')}`],
    ['Number of Vehicles', r.numberOfVehicles],
    ['Booking Type', r.bookingType],
    ['Departure Date', r.departureDate],
    ['Loop', r.loopName],
    ['Product Type', r.productType],
    ['Equipment Type', r.equipmentType],
    ['Sales Channel', r.salesChannel],
    ['Spot', r.spotName],
    ['Number of People', r.numberOfAdults],
    ['Equipment Length (ft)', r.equipmentLength ?? ''],
    ['Walk-In Reservation', yesNo(r.walkInReservation)],
  ];
  return rows.filter((row): row is [string, string | number] => row[1] !== null);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="desk-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Actions({ r }: { r: AdminReservationDetail }) {
  const auth = useAuth();
  const alerts = useAlertStore();
  const refresh = useRefreshFrontDesk();
  const [busy, setBusy] = useState(false);
  const atPark = (p: Parameters<typeof auth.canAtLocations>[0]) => auth.canAtLocations(p, [r.locationId]);
  const desk = atPark('ReservationManagementCheckInOut');
  const reserved = r.status === 'Reserved';

  async function run(action: DeskAction, done: string) {
    setBusy(true);
    alerts.clearLayer('admin');
    try {
      await deskAction(auth.bearerApi, action, r.id);
      alerts.info(`${r.reservationNumber} ${done}.`, 'admin');
    } catch (error) {
      failureMessages(error).forEach((m) => alerts.danger(m, 'admin'));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  async function runChargeback(record: boolean, done: string) {
    setBusy(true);
    alerts.clearLayer('admin');
    try {
      await recordChargeback(auth.bearerApi, r.id, !record);
      alerts.info(`${r.reservationNumber}: ${done}.`, 'admin');
    } catch (error) {
      failureMessages(error).forEach((m) => alerts.danger(m, 'admin'));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  const buttons: React.ReactNode[] = [];
  if (desk && reserved && !r.subStatus)
    buttons.push(
      <button
        key="in"
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void run('checkin', 'checked in')}
      >
        Check In
      </button>,
      <Link key="in-adjust" className="button" to={frontDeskPaths.checkIn(r.id)}>
        Check In with changes
      </Link>,
    );
  if (desk && reserved && r.subStatus === 'CheckedIn')
    buttons.push(
      <button
        key="out"
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void run('checkout', 'checked out')}
      >
        Check Out
      </button>,
      <button
        key="undo-in"
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void run('undocheckin', 'is no longer checked in')}
      >
        Undo Check-In
      </button>,
    );
  if (desk && reserved && r.subStatus === 'CheckedOut')
    buttons.push(
      <button
        key="undo-out"
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void run('undocheckout', 'is checked in again')}
      >
        Undo Check-Out
      </button>,
    );
  if (atPark('ReservationManagementModify') && reserved && r.subStatus !== 'CheckedOut')
    buttons.push(
      <Link key="change" className="button" to={adminEditSpotPath(r.id)}>
        Change Reservation
      </Link>,
    );
  if (atPark('ReservationManagementChargeback') && r.orderId !== null)
    buttons.push(
      <button
        key="chargeback"
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          void runChargeback(
            !r.paymentChargebackCompleted,
            r.paymentChargebackCompleted ? 'chargeback undone' : 'chargeback recorded',
          )
        }
      >
        {r.paymentChargebackCompleted ? 'Undo Chargeback' : 'Record Chargeback'}
      </button>,
    );
  if (atPark('ReservationManagementCancel') && reserved && !r.subStatus)
    buttons.push(
      <Link key="cancel" className="button button--danger" to={frontDeskPaths.cancel(r.id)}>
        Cancel Reservation
      </Link>,
    );
  if (!buttons.length) return null;
  return (
    <div className="desk-toolbar" role="group" aria-label="Actions">
      {buttons}
    </div>
  );
}

function Comments({ r }: { r: AdminReservationDetail }) {
  const auth = useAuth();
  const comments = useReservationComments(r.id);
  const parkTime = useParkTime(r);
  const refresh = useRefreshFrontDesk();
  const alerts = useAlertStore();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mayAdd = auth.canAtLocations('ReservationManagementComments', [r.locationId]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await addReservationComment(auth.bearerApi, r.id, text);
      setText('');
      void refresh();
    } catch (err) {
      const [first, ...rest] = failureMessages(err);
      setError(first ?? null);
      rest.forEach((m) => alerts.danger(m, 'admin'));
    }
  }

  return (
    <Section title="Comments">
      {mayAdd && <CommentForm text={text} onText={setText} error={error} onSubmit={(e) => void submit(e)} />}
      {comments.isPending ? (
        <Spinner label="Loading comments" />
      ) : comments.isError ? (
        <LoadError what="the comments" onRetry={() => void comments.refetch()} />
      ) : (
        <CommentList
          comments={comments.data.map((c) => ({
            key: c.id,
            comment: c.comment,
            createdBy: c.createdBy,
            at: parkTime(c.dateCreated),
          }))}
        />
      )}
    </Section>
  );
}

/**
 * A moment of this reservation as its park reads it (as its payments and refunds are written), so a
 * clerk anywhere sees one clock; the browser's until the park's time zone is known.
 */
function useParkTime(r: AdminReservationDetail): (iso: string) => string {
  const timezone = useLocationDetails(String(r.locationId)).data?.timezone;
  return (iso) => (timezone ? formatDateTimeIn(iso, timezone) : formatDateTime(iso));
}

function History({ r }: { r: AdminReservationDetail }) {
  const history = useReservationHistory(r.id);
  const parkTime = useParkTime(r);
  const rows = history.data?.map(activityRow);
  return (
    <Section title="History">
      <QueriedHistoryTable
        history={{ ...history, data: rows }}
        caption={`Changes to reservation ${r.reservationNumber}, newest first`}
        formatWhen={parkTime}
      />
    </Section>
  );
}

function Money({ r }: { r: AdminReservationDetail }) {
  return (
    <Section title="Fees and Payments">
      <div className="desk-columns">
        <table className="desk-table">
          <caption>Fees ({r.paymentType || 'no payment'})</caption>
          <tbody>
            {r.reservationFees.map((f, i) => (
              <tr key={`${f.name}-${i}`}>
                <th scope="row">{f.name}</th>
                <td className="num">{f.amount}</td>
              </tr>
            ))}
            <tr className="total">
              <th scope="row">Total</th>
              <td className="num">{r.totalAmount}</td>
            </tr>
          </tbody>
        </table>
        <div>
          <table className="desk-table">
            <caption>Payments</caption>
            <tbody>
              {r.payments.length === 0 && (
                <tr>
                  <td>None</td>
                </tr>
              )}
              {r.payments.map((p, i) => (
                <tr key={i}>
                  <td>{p.datePaid}</td>
                  <td>{paymentMethodText(p.paymentType, p.lastFour)}</td>
                  <td className="num">{p.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="desk-table">
            <caption>Refunds</caption>
            <tbody>
              {r.refunds.length === 0 && (
                <tr>
                  <td>None</td>
                </tr>
              )}
              {r.refunds.map((x, i) => (
                <tr key={i}>
                  <td>{x.dateRefunded}</td>
                  <td>
                    {x.status}
                    {x.lastFour ? `, card ending in ${x.lastFour}` : ''}
                  </td>
                  <td className="num">{x.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {r.overrides.length > 0 && (
        <table className="desk-table">
          <caption>Overrides</caption>
          <tbody>
            {r.overrides.map((o, i) => (
              <tr key={i}>
                <th scope="row">{o.fieldOverridden}</th>
                <td>{o.previousValue}</td>
                <td>{o.overriddenValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function People({ r }: { r: AdminReservationDetail }) {
  const o = r.primaryOccupant;
  return (
    <Section title="Customer and Occupant">
      <div className="desk-columns">
        <dl className="desk-dl">
          <dt>Customer</dt>
          <dd>{r.customerName || 'Walk-in (no account)'}</dd>
          <dt>Email</dt>
          <dd>{r.customerEmail || '—'}</dd>
          <dt>Phone</dt>
          <dd>{r.customerPhone || '—'}</dd>
        </dl>
        <dl className="desk-dl">
          <dt>Primary Occupant</dt>
          <dd>{r.primaryOccupantName}</dd>
          <dt>Address</dt>
          <dd>
            {[o.street1, o.street2, `${o.city}, ${o.state} ${o.zipcode}`, o.country]
              .filter(Boolean)
              .join(', ')}
          </dd>
          <dt>Email</dt>
          <dd>{o.email || '—'}</dd>
          <dt>Phone</dt>
          <dd>{o.mobilePhone || o.homePhone || '—'}</dd>
        </dl>
      </div>
    </Section>
  );
}

export function ReservationDetailsPage() {
  const { reservationId: param } = useParams();
  const reservationId = positiveInt(param);
  const reservation = useAdminReservation(reservationId);
  const r = reservation.data;
  usePageTitle('Admin', r ? `Reservation ${r.reservationNumber}` : 'Reservation Details');

  if (reservation.isPending && reservationId !== null)
    return (
      <div className="page desk-page">
        <Spinner label="Loading the reservation" />
      </div>
    );
  if (!r)
    return (
      <div className="page desk-page">
        <h1>Reservation Details</h1>
        <LoadError what="the reservation" onRetry={() => void reservation.refetch()} />
      </div>
    );
  const status = r.subStatus
    ? `${r.status}, ${r.subStatus === 'CheckedIn' ? 'Checked In' : 'Checked Out'}`
    : r.status;
  return (
    <div className="page desk-page">
      <div className="desk-page__head">
        <h1>
          Reservation {r.reservationNumber}{' '}
          <span className={`desk-status desk-status--${r.status.toLowerCase()}`}>{status}</span>
        </h1>
        <p className="desk-muted">
          Order {r.orderNumber || '—'} · {r.transactionDate}
          {r.checkedInBy && ` · checked in by ${r.checkedInBy}`}
          {r.checkedOutBy && ` · checked out by ${r.checkedOutBy}`}
          {r.paymentChargebackCompleted && ' · payment charged back'}
        </p>
      </div>
      <Actions r={r} />
      <Section title="Reservation Summary">
        <dl className="desk-summary">
          {summaryRows(r).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {r.cancellation && (
        <Section title="Cancellation">
          <p>
            Cancelled {r.cancellation.cancelledDate} by {r.cancellation.cancelledBy}
            {r.cancellation.reason && `: ${r.cancellation.reason}`}. Cancellation fee{' '}
            {r.cancellation.cancellationFee}, refund {r.cancellation.refundAmount}.
          </p>
          {r.orderId !== null && (
            <Link to={frontDeskPaths.cancelReceipt(r.orderId, r.id)}>Cancellation receipt</Link>
          )}
        </Section>
      )}
      <People r={r} />
      <Money r={r} />
      <Comments r={r} />
      <History r={r} />
    </div>
  );
}
