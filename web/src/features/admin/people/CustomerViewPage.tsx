/**
 * /admin/customer-view/{customerId} (admin §2.3, §3.6): the customer's profile, address, phones,
 * discount class and status with activate or deactivate, staff comments, the history with each
 * change, and their reservations at the user's parks, each linked to its details.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AdminCustomer } from '#contract/admin-customers';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { occupantFromAdminCustomer } from '#web/lib/booking/booking-model.ts';
import { claimStore } from '#web/lib/booking/claim-state.ts';
import { discountClassesQuery } from '#web/lib/booking/discount-classes.ts';
import { ADMIN_ADD_RESERVATION_PATH } from '#web/lib/booking/paths.ts';
import { failureMessages } from '#web/lib/call.ts';
import { formatDateTime, formatPhone } from '#web/lib/format.ts';
import { useReservationSearch } from '#web/lib/front-desk/reservation-search.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { adminCustomerQueryKey, useAdminCustomer } from '#web/lib/people/admin-customer.ts';
import { addCustomerComment } from '#web/lib/people/customer-comment.ts';
import { saveCustomer } from '#web/lib/people/save-customer.ts';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { CUSTOMER_FIELD_LABELS } from '#domain/validation/index';
import { Section, customerStatusName, peoplePaths } from './shared.tsx';
import { auditFieldLabel } from '#domain/audit';
import { HistoryTable } from '../HistoryTable.tsx';
import { CommentForm, CommentList } from '../front-desk/shared.tsx';
import '../front-desk/front-desk.css';

const fieldLabel = (field: string) =>
  (CUSTOMER_FIELD_LABELS as Record<string, string>)[field] ??
  (field === 'customerStatus' ? 'Status' : auditFieldLabel(field));

function fullName(c: AdminCustomer): string {
  return [c.prefixName, c.firstName, c.middleName, c.lastName, c.suffixName].filter(Boolean).join(' ');
}

/** Saves the record with the other status; the rest of the profile is sent as it is. */
function editBody(c: AdminCustomer, customerStatus: 1 | 2) {
  return {
    customerId: c.id,
    customerStatus,
    prefixName: c.prefixName,
    firstName: c.firstName,
    middleName: c.middleName,
    lastName: c.lastName,
    suffixName: c.suffixName,
    email: c.email,
    primaryPhoneNumber: c.primaryPhoneNumber,
    alternatePhoneNumber: c.alternatePhoneNumber,
    street1: c.street1,
    street2: c.street2,
    city: c.city,
    state: c.state,
    zipcode: c.zipcode,
    zipcodePlus4: c.zipcodePlus4,
    country: c.country,
    timezoneId: c.timezoneId,
  };
}

function Profile({ c }: { c: AdminCustomer }) {
  const { tenantId, api } = useTenant();
  const classes = useQuery({ ...discountClassesQuery(tenantId, api), enabled: c.discountClassId !== null });
  const discount =
    c.discountClassId === null
      ? 'None'
      : (classes.data?.find((d) => d.id === c.discountClassId)?.name ?? `Class ${c.discountClassId}`);
  return (
    <Section title="Profile">
      <div className="desk-columns">
        <dl className="desk-dl">
          <dt>Name</dt>
          <dd>{fullName(c)}</dd>
          <dt>Email</dt>
          <dd>{c.email}</dd>
          <dt>Primary Phone</dt>
          <dd>{formatPhone(c.primaryPhoneNumber)}</dd>
          <dt>Alternate Phone</dt>
          <dd>{c.alternatePhoneNumber ? formatPhone(c.alternatePhoneNumber) : 'None'}</dd>
          <dt>Online Account</dt>
          <dd>{c.hasOnlineAccount ? `Username ${c.username}` : 'None (added at the desk)'}</dd>
        </dl>
        <dl className="desk-dl">
          <dt>Address</dt>
          <dd>
            {c.street1}
            {c.street2 ? <>, {c.street2}</> : null}
            <br />
            {c.city}, {c.state} {c.zipcode}
            {c.zipcodePlus4 ? `-${c.zipcodePlus4}` : ''}
            <br />
            {c.country}
          </dd>
          <dt>Discount Class</dt>
          <dd>{discount}</dd>
          <dt>Status</dt>
          <dd>{customerStatusName(c.customerStatus)}</dd>
          <dt>Added</dt>
          <dd>
            {formatDateTime(c.dateCreated)} by {c.createdBy}
            {c.createdByAdmin ? ' (staff)' : ''}
          </dd>
        </dl>
      </div>
      {c.comments && <p className="desk-muted">Customer&apos;s note: {c.comments}</p>}
    </Section>
  );
}

function Comments({ c }: { c: AdminCustomer }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const saved = await addCustomerComment(auth.bearerApi, c.id, text);
      queryClient.setQueryData(adminCustomerQueryKey(c.id), saved);
      setText('');
    } catch (err) {
      setError(failureMessages(err).join(' '));
    }
  }

  return (
    <Section title="Comments">
      {auth.can('ReservationManagementComments') && (
        <CommentForm text={text} onText={setText} error={error} onSubmit={(e) => void submit(e)} />
      )}
      <CommentList
        comments={c.customerComments.map((m) => ({
          key: `${m.dateCreated}-${m.createdBy}`,
          comment: m.comment,
          createdBy: m.createdBy,
          at: formatDateTime(m.dateCreated),
        }))}
      />
    </Section>
  );
}

function History({ c }: { c: AdminCustomer }) {
  return (
    <Section title="History">
      <HistoryTable
        rows={c.history}
        fieldLabel={fieldLabel}
        caption="Changes to this customer, newest first"
      />
    </Section>
  );
}

function Reservations({ c }: { c: AdminCustomer }) {
  const auth = useAuth();
  const allowed = auth.can('ReservationManagementView');
  const search = useReservationSearch(
    { CustomerId: String(c.id), ItemsPerPage: '50', SortField: 'arrivalDate', SortDescending: 'true' },
    allowed,
  );
  if (!allowed) return null;
  return (
    <Section title="Reservations">
      {search.isPending ? (
        <Spinner label="Loading the reservations" />
      ) : search.isError ? (
        <LoadError what="the reservations" onRetry={() => void search.refetch()} />
      ) : search.data.data.length === 0 ? (
        <p className="desk-muted">No reservations at your parks.</p>
      ) : (
        <table className="desk-table desk-table--rows">
          <thead>
            <tr>
              <th scope="col">Reservation</th>
              <th scope="col">Status</th>
              <th scope="col">Park</th>
              <th scope="col">Spot</th>
              <th scope="col">Arrival</th>
              <th scope="col">Departure</th>
            </tr>
          </thead>
          <tbody>
            {search.data.data.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/admin/reservation-details/${r.id}`}>{r.reservationNumber}</Link>
                </td>
                <td>{r.reservationStatus}</td>
                <td className="wrap">{r.park}</td>
                <td>{r.spot}</td>
                <td>{r.arrivalDate}</td>
                <td>{r.departureDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

export function CustomerViewPage() {
  const id = Number(useParams().customerId);
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customer = useAdminCustomer(Number.isInteger(id) && id > 0 ? id : null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageTitle('Admin', customer.data ? fullName(customer.data) : 'Customer');

  if (customer.isPending) return <Spinner label="Loading the customer" />;
  if (customer.isError)
    return (
      <div className="page desk-page">
        <LoadError what="the customer" onRetry={() => void customer.refetch()} />
      </div>
    );
  const c = customer.data;
  const mayEdit = auth.can('CustomerManagementEdit');
  const active = c.customerStatus === 1;
  const mayBook = active && auth.can('ReservationManagementAdd');

  /** A new reservation for this customer: the park search, then their details on the occupant form. */
  function bookForCustomer() {
    claimStore.bookFor({ customerId: c.id, name: fullName(c), occupant: occupantFromAdminCustomer(c) });
    void navigate(ADMIN_ADD_RESERVATION_PATH);
  }

  async function toggleStatus() {
    setBusy(true);
    setStatusError(null);
    try {
      const saved = await saveCustomer(auth.bearerApi, editBody(c, active ? 2 : 1));
      queryClient.setQueryData(adminCustomerQueryKey(c.id), saved);
    } catch (err) {
      setStatusError(failureMessages(err).join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page desk-page">
      <div className="desk-page__head">
        <div>
          <h1>{fullName(c)}</h1>
          <p>
            Customer {c.id} · <span className="desk-status">{customerStatusName(c.customerStatus)}</span>
          </p>
        </div>
        <div className="desk-toolbar">
          {mayBook && (
            <button type="button" className="button button--primary" onClick={bookForCustomer}>
              Add Reservation
            </button>
          )}
          {mayEdit && (
            <>
              <Link className="button" to={peoplePaths.customerEdit(c.id)}>
                Edit
              </Link>
              <button
                type="button"
                className={active ? 'button button--danger' : 'button'}
                disabled={busy}
                onClick={() => void toggleStatus()}
              >
                {active ? 'Deactivate' : 'Activate'}
              </button>
            </>
          )}
        </div>
      </div>
      {statusError && (
        <div role="alert" className="desk-error">
          {statusError}
        </div>
      )}
      <Profile c={c} />
      <Reservations c={c} />
      <Comments c={c} />
      <History c={c} />
    </div>
  );
}
