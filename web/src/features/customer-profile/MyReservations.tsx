/**
 * My reservations on the customer profile (public §2.16): current and past reservations, paged, each with
 * its park, site, dates and status; its details on demand; and Change and Cancel while the reservation
 * allows them (customerModifiable), Cancel with what comes back shown before the customer confirms.
 */
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerReservationDetail } from '#contract/lifecycle';
import { Modal } from '#web/components/Modal.tsx';
import { Pager } from '#web/components/Pager.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { Tabs } from '#web/components/Tabs.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { cancellationReceiptPath } from '#web/lib/cart/cancellation-receipt.ts';
import { cancelReservation, useCancellationBreakdown } from '#web/lib/reservations/cancellation.ts';
import { reservationEditPath } from '#web/lib/reservation-edit/paths.ts';
import {
  type ReservationList,
  customerReservationsQueryKey,
  useCustomerReservations,
} from '#web/lib/reservations/customer-reservations.ts';

const PAGE_SIZE = 10;

export const MY_RESERVATIONS_TEXT = {
  noCurrent: 'You have no upcoming reservations.',
  noPast: 'You have no past or cancelled reservations.',
  cancelTitle: 'Cancel reservation',
  keep: 'Keep reservation',
  confirm: 'Cancel reservation',
} as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ReservationCard({
  r,
  customerId,
  onCancel,
}: {
  r: CustomerReservationDetail;
  customerId: number;
  onCancel(r: CustomerReservationDetail): void;
}) {
  const { externalUserId } = useAuth();
  const site = [r.loopName, r.spotName].filter(Boolean).join(', ');
  return (
    <li className="my-reservation">
      <div className="my-reservation__head">
        <h3 className="my-reservation__title">
          {r.parkName} <span className="my-reservation__site">{site}</span>
        </h3>
        <span
          className={`my-reservation__status my-reservation__status--${r.reservationStatus.toLowerCase()}`}
        >
          {r.reservationStatus}
        </span>
      </div>
      <p className="my-reservation__dates">
        {r.arrivalDate} – {r.departureDate}
        {r.reservationStatus === 'Reserved' && r.daysUntilTrip > 0 && (
          <span className="my-reservation__countdown">
            {' '}
            · in {r.daysUntilTrip} day{r.daysUntilTrip === 1 ? '' : 's'}
          </span>
        )}
      </p>
      <p className="my-reservation__numbers">
        Reservation {r.reservationNumber}
        {r.orderNumber && <> · Order {r.orderNumber}</>}
      </p>
      <details className="my-reservation__details">
        <summary>Details of reservation {r.reservationNumber}</summary>
        <dl className="profile-details">
          {r.parkStreet1 && (
            <Fact label="Park address">
              {r.parkStreet1}, {r.parkCity}, {r.parkState} {r.parkZipcode}
            </Fact>
          )}
          {r.parkPhone && <Fact label="Park phone">{r.parkPhone}</Fact>}
          <Fact label="Occupant">
            {r.primaryOccupant.firstName} {r.primaryOccupant.lastName}
          </Fact>
          <Fact label="People">{r.numberOfAdults}</Fact>
          <Fact label="Vehicles">{r.numberOfVehicles}</Fact>
          {r.equipmentType && (
            <Fact label="Equipment">
              {r.equipmentType}
              {r.equipmentLength ? `, ${r.equipmentLength} ft` : ''}
            </Fact>
          )}
          {r.paymentType && <Fact label="Payment type">{r.paymentType}</Fact>}
          {r.transactionDate && <Fact label="Booked">{r.transactionDate}</Fact>}
          {r.reservationFees.map((f, n) => (
            <Fact key={n} label={f.name}>
              {f.amount}
            </Fact>
          ))}
          <Fact label="Total paid">{r.totalPaid}</Fact>
          {r.recentRefundAmount !== '$0.00' && <Fact label="Refunded">{r.recentRefundAmount}</Fact>}
        </dl>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print
        </button>
      </details>
      {r.customerModifiable && (
        <div className="my-reservation__actions">
          <Link
            className="button button--secondary"
            to={reservationEditPath({
              customerId,
              reservationId: r.id,
              locationId: r.locationId,
              externalUserId: externalUserId ?? '',
            })}
          >
            Change reservation {r.reservationNumber}
          </Link>
          <button type="button" className="button button--secondary" onClick={() => onCancel(r)}>
            Cancel reservation {r.reservationNumber}
          </button>
        </div>
      )}
    </li>
  );
}

function ReservationPages({
  customerId,
  which,
  onCancel,
}: {
  customerId: number;
  which: ReservationList;
  onCancel(r: CustomerReservationDetail): void;
}) {
  const [page, setPage] = useState(1);
  const list = useCustomerReservations(customerId, which, page, PAGE_SIZE);
  if (list.isPending) return <Spinner label="Loading your reservations" />;
  if (list.isError) return <LoadError what="your reservations" onRetry={() => void list.refetch()} />;
  const { data, totalItems } = list.data;
  if (totalItems === 0)
    return <p>{which === 'current' ? MY_RESERVATIONS_TEXT.noCurrent : MY_RESERVATIONS_TEXT.noPast}</p>;
  const pages = Math.ceil(totalItems / PAGE_SIZE);
  return (
    <>
      <ul className="my-reservations__list">
        {data.map((r) => (
          <ReservationCard key={r.id} r={r} customerId={customerId} onCancel={onCancel} />
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        className="my-reservations__pages"
        buttonClassName="button button--secondary"
        label={`${which} reservations pages`}
      />
    </>
  );
}

function CancelDialog({
  customerId,
  reservation,
  onClose,
}: {
  customerId: number;
  reservation: CustomerReservationDetail | null;
  onClose(): void;
}) {
  const { bearerApi } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const breakdown = useCancellationBreakdown(customerId, reservation?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!reservation) return null;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await cancelReservation(bearerApi, customerId, reservation.id);
      await queryClient.invalidateQueries({ queryKey: customerReservationsQueryKey(customerId) });
      navigate(cancellationReceiptPath(result.orderId, reservation.id));
    } catch (err) {
      setError(failureMessages(err)[0] ?? null);
      setBusy(false);
    }
  };

  const b = breakdown.data;
  return (
    <Modal
      open
      title={`${MY_RESERVATIONS_TEXT.cancelTitle} ${reservation.reservationNumber}`}
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {MY_RESERVATIONS_TEXT.keep}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void confirm()}
            disabled={busy || !b}
          >
            {busy ? 'Cancelling…' : MY_RESERVATIONS_TEXT.confirm}
          </button>
        </>
      }
    >
      <p>
        {reservation.parkName}, {reservation.spotName}: {reservation.arrivalDate} –{' '}
        {reservation.departureDate}
      </p>
      {breakdown.isPending && <Spinner label="Working out your refund" />}
      {breakdown.isError && (
        <p role="alert" className="form-error">
          {failureMessages(breakdown.error)[0]}
        </p>
      )}
      {b && (
        <dl className="profile-details cancel-breakdown">
          <Fact label="Amount paid">{b.amountPaid}</Fact>
          <Fact label="Non-refundable fees">{b.nonRefundableFees}</Fact>
          <Fact label="Cancellation fee">{b.cancellationFee}</Fact>
          <Fact label="Refund">
            <strong>{b.refundAmount}</strong>
            {b.refundTo && <> to your {b.refundTo}</>}
          </Fact>
        </dl>
      )}
      <p>Once cancelled, the site is released for others to book. This cannot be undone.</p>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </Modal>
  );
}

export function MyReservations({ customerId }: { customerId: number }) {
  const [cancelling, setCancelling] = useState<CustomerReservationDetail | null>(null);
  return (
    <section className="account-card my-reservations" aria-labelledby="my-reservations-title">
      <h2 id="my-reservations-title">My Reservations</h2>
      <Tabs
        label="My reservations"
        tabs={[
          {
            id: 'current',
            label: 'Current',
            content: <ReservationPages customerId={customerId} which="current" onCancel={setCancelling} />,
          },
          {
            id: 'past',
            label: 'Past and cancelled',
            content: <ReservationPages customerId={customerId} which="past" onCancel={setCancelling} />,
          },
        ]}
      />
      <CancelDialog customerId={customerId} reservation={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
