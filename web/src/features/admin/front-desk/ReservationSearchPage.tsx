/**
 * /admin/reservation-search (admin §2.3, §7.2): reservations by number, order number, customer name,
 * e-mail or phone, park, arrival range, status and sub-status, paged and sortable. The form lives in the URL, so a search
 * can be linked to (the staff home does) and the back button returns to it.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { failureMessages } from '#web/lib/call.ts';
import {
  useReservationSearch,
  type ReservationSearchParams,
} from '#web/lib/front-desk/reservation-search.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { pageCount, useUrlSearchForm } from '#web/lib/url-search-form.ts';
import { DeskPager, frontDeskPaths, useVisibleParks } from './shared.tsx';
import './front-desk.css';

/** The form's fields, by the API's parameter names. */
const FIELDS = [
  'ReservationNumber',
  'OrderNumber',
  'CustomerLastName',
  'CustomerFirstName',
  'CustomerEmail',
  'CustomerPhoneNumber',
  'LocationIds',
  'ArrivalDate',
  'ArrivalDateTo',
  'OccupancyDate',
  'ReservationStatusIds',
] as const;
type Field = (typeof FIELDS)[number];

const STATUSES = [
  { value: '', label: 'Any' },
  { value: '1', label: 'Reserved' },
  { value: '2', label: 'Cancelled' },
  { value: '13', label: 'Not checked in' },
  { value: '11', label: 'Checked in' },
  { value: '12', label: 'Checked out' },
];

const SORTS = [
  { value: 'arrivalDate', label: 'Arrival' },
  { value: 'departureDate', label: 'Departure' },
  { value: 'lastName', label: 'Last name' },
  { value: 'reservationNumber', label: 'Reservation number' },
  { value: 'park', label: 'Park' },
];
const PAGE_SIZE = 25;

/** 'Checked In' says more than 'Reserved' once a guest has arrived. */
export function statusText(status: string, subStatus: string): string {
  if (status !== 'Reserved' || !subStatus) return status;
  return subStatus === 'CheckedIn' ? 'Checked In' : 'Checked Out';
}

export function ReservationSearchPage() {
  usePageTitle('Admin', 'Reservation Search');
  const parks = useVisibleParks();
  const formId = useId();
  const { url, form, setField, submitted, params, page, go, goToPage, submit, clear } = useUrlSearchForm(
    FIELDS,
    PAGE_SIZE,
  );
  const search = useReservationSearch(params as ReservationSearchParams, submitted);

  const set = (field: Field) => (e: { target: { value: string } }) => setField(field, e.target.value);
  const input = (field: Field, label: string, type = 'text') => (
    <label className="desk-field">
      {label}
      <input type={type} value={form[field]} onChange={set(field)} />
    </label>
  );
  const results = search.data;
  const pages = pageCount(results);

  return (
    <div className="page desk-page">
      <div className="desk-page__head">
        <h1>Reservation Search</h1>
      </div>
      <form id={formId} className="desk-search" onSubmit={submit} role="search" aria-label="Reservations">
        {input('ReservationNumber', 'Reservation Number')}
        {input('OrderNumber', 'Order Number')}
        {input('CustomerLastName', 'Last Name')}
        {input('CustomerFirstName', 'First Name')}
        {input('CustomerEmail', 'Email', 'email')}
        {input('CustomerPhoneNumber', 'Phone', 'tel')}
        <label className="desk-field">
          Park
          <select value={form.LocationIds} onChange={set('LocationIds')}>
            <option value="">All my parks</option>
            {parks.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        {input('ArrivalDate', 'Arrival From', 'date')}
        {input('ArrivalDateTo', 'Arrival To', 'date')}
        {input('OccupancyDate', 'On Site On', 'date')}
        <label className="desk-field">
          Status
          <select value={form.ReservationStatusIds} onChange={set('ReservationStatusIds')}>
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
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
          Search by reservation number, a customer&apos;s name, e-mail or phone, or choose a park and dates.
          Without dates a park search shows the coming month.
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
                ? 'No reservations match your search.'
                : `${results.totalItems} reservation${results.totalItems === 1 ? '' : 's'}`}
            </p>
            <label className="desk-inline-field">
              Sort by{' '}
              <select
                value={url.get('SortField') ?? 'arrivalDate'}
                onChange={(e) => go({ SortField: e.target.value, PageNumber: '' })}
              >
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="desk-inline-field">
              <input
                type="checkbox"
                checked={url.get('SortDescending') === 'true'}
                onChange={(e) => go({ SortDescending: e.target.checked ? 'true' : '', PageNumber: '' })}
              />{' '}
              Newest first
            </label>
          </div>
          {results.data.length > 0 && (
            <div className="desk-scroll">
              <table className="desk-table desk-table--rows">
                <thead>
                  <tr>
                    <th scope="col">Reservation</th>
                    <th scope="col">Status</th>
                    <th scope="col">Park</th>
                    <th scope="col">Spot</th>
                    <th scope="col">Primary Occupant</th>
                    <th scope="col">Arrival</th>
                    <th scope="col">Departure</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Email</th>
                  </tr>
                </thead>
                <tbody>
                  {results.data.map((r) => (
                    <tr key={r.id}>
                      <td>
                        <Link to={frontDeskPaths.details(r.id)}>{r.reservationNumber}</Link>
                      </td>
                      <td>{statusText(r.reservationStatus, r.subStatus)}</td>
                      <td className="wrap">{r.park}</td>
                      <td>{r.spot}</td>
                      <td className="wrap">
                        {r.primaryOccupantName}
                        {r.customerName !== r.primaryOccupantName && (
                          <span className="desk-muted"> (customer {r.customerName})</span>
                        )}
                      </td>
                      <td>{r.arrivalDate}</td>
                      <td>{r.departureDate}</td>
                      <td className="nowrap">{r.phone}</td>
                      <td className="wrap">{r.emailAddress}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <DeskPager page={page} pages={pages} onPage={goToPage} />
        </>
      )}
    </div>
  );
}
