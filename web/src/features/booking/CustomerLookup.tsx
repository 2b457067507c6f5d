/**
 * The staff occupant step's customer lookup: a name, an e-mail or a phone finds the tenant's customers
 * (admin/AdminSearch/customers), and choosing one books the reservation for them with their details
 * as the occupant. A walk-in guest without an account needs none of it.
 */
import { useState, type FormEvent } from 'react';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { occupantFromAdminCustomer } from '#web/lib/booking/booking-model.ts';
import type { BookingFor } from '#web/lib/booking/claim-state.ts';
import { failureMessage } from '#web/lib/call.ts';
import { customerSearchFields } from '#web/lib/front-desk/global-search.ts';
import { formatPhone } from '#web/lib/format.ts';
import { fetchAdminCustomer } from '#web/lib/people/admin-customer.ts';
import { useCustomerSearch } from '#web/lib/people/customer-search.ts';

const SHOWN = 10;

export function CustomerLookup({ onChoose }: { onChoose(customer: BookingFor): void }) {
  const { bearerApi } = useAuth();
  const alerts = useAlertStore();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<Record<string, string> | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const search = useCustomerSearch({ ...asked, ItemsPerPage: String(SHOWN) }, asked !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = customerSearchFields(text);
    setUnreadable(fields === null);
    setAsked(fields);
  };

  const choose = async (customerId: number) => {
    setChoosing(customerId);
    try {
      const customer = await fetchAdminCustomer(bearerApi, customerId);
      onChoose({
        customerId,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        occupant: occupantFromAdminCustomer(customer),
      });
    } catch (error) {
      alerts.danger(failureMessage(error, 'We could not load that customer. Please try again.'), 'admin');
    } finally {
      setChoosing(null);
    }
  };

  const rows = asked ? (search.data?.data ?? []) : [];
  return (
    <section className="customer-lookup" aria-labelledby="customer-lookup-heading">
      <h3 id="customer-lookup-heading">Find a customer</h3>
      <form role="search" aria-label="Find a customer" className="customer-lookup__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="customer-lookup-text">
          Name, e-mail or phone
        </label>
        <input
          id="customer-lookup-text"
          type="search"
          className="customer-lookup__input"
          placeholder="Name, e-mail or phone"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </form>
      {asked && search.isPending && <Spinner label="Finding customers" size="small" />}
      {asked && search.isError && <LoadError what="the customers" onRetry={() => void search.refetch()} />}
      {asked && search.data && rows.length === 0 && <p role="status">No customer matches.</p>}
      {rows.length > 0 && (
        <ul className="customer-lookup__results" aria-label="Customers found">
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`.trim();
            return (
              <li key={row.id}>
                <span>
                  <strong>{name}</strong> · {row.emailAddress || 'no e-mail'} ·{' '}
                  {row.phone ? formatPhone(row.phone) : 'no phone'} ·{' '}
                  {[row.city, row.state].filter(Boolean).join(', ')}
                </span>
                <button
                  type="button"
                  className="button button--small button--secondary"
                  aria-label={`Choose ${name}`}
                  disabled={choosing !== null}
                  onClick={() => void choose(row.id)}
                >
                  {choosing === row.id ? 'Choosing…' : 'Choose'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {unreadable && <p role="status">Type a name, an e-mail or a phone number.</p>}
    </section>
  );
}
