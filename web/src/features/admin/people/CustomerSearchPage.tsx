/**
 * /admin/customer-search (admin §2.3, §7.2): customers by name, phone, e-mail, username, address or
 * status, paged and sortable. The form lives in the URL, so the back button returns to the results.
 */
import { Link } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { formatPhone } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { pageCount, useUrlSearchForm } from '#web/lib/url-search-form.ts';
import { useCustomerSearch } from '#web/lib/people/customer-search.ts';
import { DeskPager } from '../front-desk/shared.tsx';
import { customerStatusName, peoplePaths } from './shared.tsx';
import '../front-desk/front-desk.css';

const FIELDS = [
  'LastName',
  'FirstName',
  'Phone',
  'Email',
  'Username',
  'City',
  'Zip',
  'CustomerStatus',
] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  LastName: 'Last Name',
  FirstName: 'First Name',
  Phone: 'Phone',
  Email: 'Email',
  Username: 'Username',
  City: 'City',
  Zip: 'Zip Code',
  CustomerStatus: 'Status',
};
const PAGE_SIZE = 25;

export function CustomerSearchPage() {
  usePageTitle('Admin', 'Customer Search');
  const auth = useAuth();
  const { form, setField, submitted, params, page, goToPage, submit, clear } = useUrlSearchForm(
    FIELDS,
    PAGE_SIZE,
  );
  const search = useCustomerSearch(params, submitted);
  const results = search.data;
  const pages = pageCount(results);

  const input = (field: Field, type = 'text') => (
    <label className="desk-field">
      {LABELS[field]}
      <input type={type} value={form[field]} onChange={(e) => setField(field, e.target.value)} />
    </label>
  );

  return (
    <div className="page desk-page">
      <div className="desk-page__head">
        <h1>Customer Search</h1>
        {auth.can('CustomerManagementEdit') && (
          <Link className="button button--primary" to={peoplePaths.customerAdd}>
            Add Customer
          </Link>
        )}
      </div>
      <form className="desk-search" onSubmit={submit} role="search" aria-label="Customers">
        {input('LastName')}
        {input('FirstName')}
        {input('Phone', 'tel')}
        {input('Email', 'email')}
        {input('Username')}
        {input('City')}
        {input('Zip')}
        <label className="desk-field">
          {LABELS.CustomerStatus}
          <select value={form.CustomerStatus} onChange={(e) => setField('CustomerStatus', e.target.value)}>
            <option value="">Any</option>
            <option value="1">Active</option>
            <option value="2">Inactive</option>
          </select>
        </label>
        <div className="desk-search__buttons">
          <button type="submit" className="button button--primary">
            Search
          </button>
          <button type="button" className="button" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      {!submitted ? (
        <p className="desk-muted">
          Search by a customer&apos;s name, phone number, e-mail, username or address. Names match from their
          start; a phone number matches by its digits in any format.
        </p>
      ) : search.isError ? (
        <div role="alert" className="desk-error">
          {failureMessages(search.error).join(' ')}
        </div>
      ) : !results ? (
        <Spinner label="Searching" />
      ) : (
        <>
          <div className="desk-toolbar desk-toolbar--spread">
            <p role="status">
              {results.totalItems === 0
                ? 'No customers match your search.'
                : `${results.totalItems} customer${results.totalItems === 1 ? '' : 's'}`}
            </p>
          </div>
          {results.data.length > 0 && (
            <table className="desk-table desk-table--rows">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Email</th>
                  <th scope="col">Username</th>
                  <th scope="col">Address</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {results.data.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link to={peoplePaths.customerView(c.id)}>
                        {c.lastName}, {c.firstName}
                      </Link>
                    </td>
                    <td className="nowrap">{formatPhone(c.phone)}</td>
                    <td>{c.emailAddress}</td>
                    <td>{c.username || <span className="desk-muted">No online account</span>}</td>
                    <td className="wrap">
                      {c.street1}
                      {c.street2 ? `, ${c.street2}` : ''}, {c.city}, {c.state} {c.zip}
                    </td>
                    <td>{customerStatusName(c.customerStatus)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <DeskPager page={page} pages={pages} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
