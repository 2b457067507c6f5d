/**
 * /admin/pos-reservations (admin §2.3): the point-of-sale orders of the parks where the user may sell,
 * searched by day range, park and order number, with their totals; and (`tab=items`) the park's desk
 * items, listed and edited. Filters live in the address, so a search can be bookmarked.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeskItem } from '#contract/point-of-sale';
import { todayIn } from '#domain/dates';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { SelectField, TextField } from '#web/components/form/fields.tsx';
import { formatCents, formatDateTimeIn } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  posPaths,
  useDeskItemHistory,
  useDeskItems,
  usePosOrders,
  usePosParks,
  usePosWrite,
} from '#web/lib/point-of-sale/pos-calls.ts';
import { HistoryTable, activityRow } from '../HistoryTable.tsx';
import { CheckField, ErrorBox, Loaded, Saved, fieldErrors } from '../park-ops/controls.tsx';
import { StatusBadge, positiveId, useUrlFilters } from '../park-ops/shared.tsx';
import { centsOf } from './Payment.tsx';
import '../park-ops/park-ops.css';
import './pos.css';

const STATUS_TEXT: Record<string, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partiallyRefunded: 'Partly refunded',
  refunded: 'Refunded',
};
const FEE_TYPE_CHOICES = [
  { value: String(FEE_TYPE.AddOn), label: 'Add-on (merchandise)' },
  { value: String(FEE_TYPE.ParkUse), label: 'Park use' },
];

export function PosOrdersPage() {
  const { url, set } = useUrlFilters();
  const items = url.get('tab') === 'items';
  usePageTitle('Admin', items ? 'Desk Items' : 'Point-of-Sale Orders');
  const parks = usePosParks();
  const locationId = positiveId(url.get('locationId'));
  return (
    <div className="page ops-page pos-page">
      <div className="ops-head">
        <h1>{items ? 'Desk Items' : 'Point-of-Sale Orders'}</h1>
        <div className="ops-actions">
          <Link className="button button--primary" to={posPaths.add(locationId)}>
            New sale
          </Link>
        </div>
      </div>
      <nav className="pos-views" aria-label="Point of sale">
        <Link to={posPaths.orders} aria-current={items ? undefined : 'page'}>
          Orders
        </Link>
        <Link to={posPaths.items(locationId)} aria-current={items ? 'page' : undefined}>
          Desk items
        </Link>
      </nav>
      {items ? (
        <>
          <div className="ops-filters" role="group" aria-label="Park">
            <SelectField
              id="pos-items-park"
              label="Park"
              value={locationId === null ? '' : String(locationId)}
              onChange={(e) => set('locationId', e.target.value)}
              placeholder="Choose a park"
              options={(parks ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </div>
          {locationId === null ? (
            <p>Choose a park to list what its desk sells.</p>
          ) : (
            <DeskItems key={locationId} locationId={locationId} />
          )}
        </>
      ) : (
        <Orders parks={parks ?? []} />
      )}
    </div>
  );
}

function Orders({ parks }: { parks: { id: number; name: string; timezone: string }[] }) {
  const { url, set } = useUrlFilters();
  const park = url.get('locationId') ?? '';
  // Orders count on their park's calendar day: today is the chosen (or first) park's today.
  const zone = (parks.find((p) => String(p.id) === park) ?? parks[0])?.timezone ?? 'UTC';
  const from = url.get('from') ?? todayIn(zone, new Date());
  const zoneOf = new Map(parks.map((p) => [p.id, p.timezone]));
  const to = url.get('to') ?? from;
  const [number, setNumber] = useState(url.get('orderNumber') ?? '');
  const orders = usePosOrders({
    from,
    to,
    ...(park && { locationIds: park }),
    ...(url.get('orderNumber') && { orderNumber: url.get('orderNumber')! }),
  });
  return (
    <>
      <form
        className="ops-filters"
        role="search"
        aria-label="Find orders"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          set('orderNumber', number.trim());
        }}
      >
        <SelectField
          id="pos-park"
          label="Park"
          value={park}
          onChange={(e) => set('locationId', e.target.value)}
          placeholder="All my parks"
          options={parks.map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <TextField
          id="pos-from"
          label="From"
          type="date"
          value={from}
          onChange={(e) => set('from', e.target.value)}
        />
        <TextField
          id="pos-to"
          label="To"
          type="date"
          value={to}
          onChange={(e) => set('to', e.target.value)}
        />
        <TextField
          id="pos-number"
          label="Order Number"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <Loaded read={orders} what="orders">
        {(list) => (
          <>
            <p role="status">
              {list.totals.orders} {list.totals.orders === 1 ? 'order' : 'orders'} · sold{' '}
              {formatCents(list.totals.totalCents)} · refunded {formatCents(list.totals.refundedCents)} · net{' '}
              {formatCents(list.totals.netCents)}
            </p>
            <div className="ops-table-wrap">
              <table className="ops-table">
                <caption className="visually-hidden">Point-of-sale orders, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Date</th>
                    <th scope="col">Park</th>
                    <th scope="col">Customer</th>
                    <th scope="col" className="num">
                      Items
                    </th>
                    <th scope="col">Payment</th>
                    <th scope="col">Status</th>
                    <th scope="col" className="num">
                      Total
                    </th>
                    <th scope="col" className="num">
                      Refunded
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">
                        <Link to={posPaths.order(r.id)}>{r.orderNumber}</Link>
                      </th>
                      <td>{formatDateTimeIn(r.dateCreated, zoneOf.get(r.locationId) ?? zone)}</td>
                      <td>{r.locationName}</td>
                      <td>{[r.customerName, r.reservationNumber].filter(Boolean).join(' · ')}</td>
                      <td className="num">{r.itemCount}</td>
                      <td>{r.paymentType ?? '—'}</td>
                      <td>{STATUS_TEXT[r.status] ?? r.status}</td>
                      <td className="num">{formatCents(r.totalCents)}</td>
                      <td className="num">{r.refundedCents ? formatCents(r.refundedCents) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loaded>
    </>
  );
}

interface ItemForm {
  name: string;
  sku: string;
  price: string;
  feeType: string;
  accountingCode: string;
  isActive: boolean;
}
const BLANK: ItemForm = {
  name: '',
  sku: '',
  price: '',
  feeType: String(FEE_TYPE.AddOn),
  accountingCode: '',
  isActive: true,
};
const formOf = (i: DeskItem): ItemForm => ({
  name: i.name,
  sku: i.sku,
  price: (i.priceCents / 100).toFixed(2),
  feeType: String(i.feeType),
  accountingCode: i.accountingCode,
  isActive: i.isActive,
});

function DeskItems({ locationId }: { locationId: number }) {
  const items = useDeskItems(locationId, true);
  const [editing, setEditing] = useState<DeskItem | 'new' | null>(null);
  return (
    <>
      <Loaded read={items} what="desk items">
        {(list) => (
          <div className="ops-table-wrap">
            <table className="ops-table">
              <caption className="visually-hidden">Items sold at this park&apos;s desk</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">SKU</th>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col">Accounting code</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.length === 0 && (
                  <tr>
                    <td colSpan={6}>No desk items yet.</td>
                  </tr>
                )}
                {list.map((i) => (
                  <tr key={i.id}>
                    <th scope="row">{i.name}</th>
                    <td>{i.sku}</td>
                    <td className="num">{formatCents(i.priceCents)}</td>
                    <td>{i.accountingCode}</td>
                    <td>
                      <StatusBadge active={i.isActive} />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button"
                        onClick={() => setEditing(i)}
                        aria-label={`Edit ${i.name}`}
                      >
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      <div className="ops-actions">
        <button type="button" className="button" onClick={() => setEditing('new')}>
          Add desk item
        </button>
      </div>
      {editing !== null && (
        <ItemEditor
          key={editing === 'new' ? 'new' : editing.id}
          locationId={locationId}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </>
  );
}

function ItemEditor({
  locationId,
  item,
  onDone,
}: {
  locationId: number;
  item: DeskItem | null;
  onDone: () => void;
}) {
  const [form, setForm] = useState<ItemForm>(() => (item ? formOf(item) : BLANK));
  const [saved, setSaved] = useState<string | null>(null);
  const save = usePosWrite<DeskItem>();
  const errors = fieldErrors(save.error);
  const set = <K extends keyof ItemForm>(k: K, v: ItemForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens below the list: its heading takes the focus and scrolls into view.
  useEffect(() => heading.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const cents = centsOf(form.price);
    save.mutate(
      {
        method: item ? 'PUT' : 'POST',
        path: item ? posPaths.api.item(item.id) : posPaths.api.items,
        body: {
          locationId,
          name: form.name,
          sku: form.sku,
          priceCents: cents ?? -1,
          feeType: Number(form.feeType),
          accountingCode: form.accountingCode,
          isActive: form.isActive,
          ...(item && { dateLastModified: item.dateLastModified }),
        },
      },
      {
        onSuccess: (i) => {
          setSaved(`${i.name} saved.`);
          if (!item) setForm(BLANK);
          else onDone();
        },
      },
    );
  };
  return (
    <form
      className="ops-section pos-item-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="pos-item-heading"
    >
      <h2 id="pos-item-heading" tabIndex={-1} ref={heading}>
        {item ? `Edit ${item.name}` : 'Add a desk item'}
      </h2>
      <div className="ops-form">
        <TextField
          id="pos-item-name"
          label="Item Name"
          required
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          id="pos-item-sku"
          label="SKU"
          required
          value={form.sku}
          onChange={(e) => set('sku', e.target.value)}
          error={errors.sku}
        />
        <TextField
          id="pos-item-price"
          label="Price ($)"
          required
          inputMode="decimal"
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
          error={errors.priceCents}
        />
        <SelectField
          id="pos-item-feeType"
          label="Fee Type"
          value={form.feeType}
          onChange={(e) => set('feeType', e.target.value)}
          options={FEE_TYPE_CHOICES}
          error={errors.feeType}
        />
        <TextField
          id="pos-item-code"
          label="Accounting Code"
          value={form.accountingCode}
          onChange={(e) => set('accountingCode', e.target.value)}
          error={errors.accountingCode}
        />
        <CheckField
          label="Sold at the desk (active)"
          checked={form.isActive}
          onChange={(v) => set('isActive', v)}
        />
      </div>
      <ErrorBox error={save.error} summarised />
      <Saved text={saved} />
      <div className="ops-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          Save item
        </button>
        <button type="button" className="button" onClick={onDone}>
          Close
        </button>
      </div>
      {item && <ItemHistory locationId={locationId} itemId={item.id} />}
    </form>
  );
}

function ItemHistory({ locationId, itemId }: { locationId: number; itemId: number }) {
  const history = useDeskItemHistory(locationId, itemId);
  return (
    <Loaded read={history} what="the item's history">
      {(rows) => (
        <HistoryTable
          rows={rows.map((h) => activityRow({ ...h, auditTransactionId: h.activityDate }))}
          caption="Changes, newest first"
        />
      )}
    </Loaded>
  );
}
