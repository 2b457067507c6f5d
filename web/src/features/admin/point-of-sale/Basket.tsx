/**
 * The desk's basket: a search box that takes a scanned or typed SKU (Enter adds it) or a few letters of
 * a name, the park's items as buttons (a press adds one), and the lines with − and + and their total.
 * The basket is the request's lines: item ids and quantities.
 */
import { useId, useMemo, useRef, useState } from 'react';
import type { DeskItem } from '#contract/point-of-sale';
import { MAX_LINE_QUANTITY } from '#domain/point-of-sale';
import { formatCents } from '#web/lib/format.ts';

export interface BasketLine {
  itemId: number;
  quantity: number;
}

/** A line as the basket shows it: the item sold (name and price as the order has them, if it was saved). */
export interface ShownItem {
  id: number;
  name: string;
  sku: string;
  priceCents: number;
}

export const basketTotal = (lines: readonly BasketLine[], items: ReadonlyMap<number, ShownItem>) =>
  lines.reduce((n, l) => n + (items.get(l.itemId)?.priceCents ?? 0) * l.quantity, 0);

export function addTo(lines: readonly BasketLine[], itemId: number, by = 1): BasketLine[] {
  const found = lines.find((l) => l.itemId === itemId);
  const next = found
    ? lines.map((l) =>
        l.itemId === itemId
          ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, Math.max(0, l.quantity + by)) }
          : l,
      )
    : by > 0
      ? [...lines, { itemId, quantity: by }]
      : [...lines];
  return next.filter((l) => l.quantity > 0);
}

/** Items whose SKU or name holds the text (case apart); an exact SKU first. */
function matching(items: readonly DeskItem[], text: string): DeskItem[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...items];
  const exact = items.filter((i) => i.sku.toLowerCase() === q);
  const rest = items.filter(
    (i) => !exact.includes(i) && (i.sku.toLowerCase().includes(q) || i.name.toLowerCase().includes(q)),
  );
  return [...exact, ...rest];
}

export function Basket({
  items,
  shown,
  lines,
  onChange,
}: {
  /** The park's items on sale. */
  items: readonly DeskItem[];
  /** Every item a line may name (the items on sale and the order's own lines), by id. */
  shown: ReadonlyMap<number, ShownItem>;
  lines: readonly BasketLine[];
  onChange: (lines: BasketLine[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [note, setNote] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const found = useMemo(() => matching(items, search), [items, search]);
  const add = (item: ShownItem, by = 1) => {
    onChange(addTo(lines, item.id, by));
    setNote(`${item.name} ${by > 0 ? 'added' : 'removed'}.`);
  };
  const onEnter = () => {
    const first = found[0];
    const exact = first && first.sku.toLowerCase() === search.trim().toLowerCase();
    if (first && (exact || found.length === 1)) {
      add(first);
      setSearch('');
    } else setNote(found.length ? 'Several items match: choose one.' : 'No item matches.');
  };
  const total = basketTotal(lines, shown);
  return (
    <section className="pos-basket" aria-labelledby="pos-basket-heading">
      <h2 id="pos-basket-heading">Items</h2>
      <div className="form-field pos-search">
        <label htmlFor="pos-search" className="form-field__label">
          Scan or search an item
        </label>
        <input
          id="pos-search"
          ref={searchRef}
          className="form-field__input"
          type="search"
          autoComplete="off"
          value={search}
          aria-describedby={hintId}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onEnter();
            }
          }}
        />
        <span id={hintId} className="ops-muted">
          SKU or name; Enter adds the item scanned.
        </span>
      </div>
      <ul className="pos-item-grid" aria-label="Items on sale">
        {found.map((item) => (
          <li key={item.id}>
            <button type="button" className="pos-item-button" onClick={() => add(item)}>
              <span className="pos-item-name">{item.name}</span>
              <span className="pos-item-meta">
                {formatCents(item.priceCents)} · {item.sku}
              </span>
            </button>
          </li>
        ))}
        {found.length === 0 && <li className="ops-muted">No item matches “{search}”.</li>}
      </ul>
      <p className="visually-hidden" role="status">
        {note}
      </p>
      <table className="ops-table pos-lines">
        <caption className="visually-hidden">The order&apos;s lines</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Quantity</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={4} className="ops-muted">
                Nothing added yet.
              </td>
            </tr>
          )}
          {lines.map((l) => {
            const item = shown.get(l.itemId);
            if (!item) return null;
            return (
              <tr key={l.itemId}>
                <th scope="row">
                  {item.name} <span className="ops-muted">{item.sku}</span>
                </th>
                <td className="num">{formatCents(item.priceCents)}</td>
                <td>
                  <div className="pos-qty">
                    <button
                      type="button"
                      className="button"
                      aria-label={`One less ${item.name}`}
                      onClick={() => add(item, -1)}
                    >
                      −
                    </button>
                    <input
                      className="form-field__input"
                      type="number"
                      min={0}
                      max={MAX_LINE_QUANTITY}
                      aria-label={`Quantity of ${item.name}`}
                      value={l.quantity}
                      onChange={(e) => {
                        const n = Math.max(
                          0,
                          Math.min(MAX_LINE_QUANTITY, Math.floor(Number(e.target.value) || 0)),
                        );
                        onChange(
                          lines
                            .map((x) => (x.itemId === l.itemId ? { ...x, quantity: n } : x))
                            .filter((x) => x.quantity > 0 || x.itemId === l.itemId),
                        );
                      }}
                    />
                    <button
                      type="button"
                      className="button"
                      aria-label={`One more ${item.name}`}
                      onClick={() => add(item, 1)}
                    >
                      +
                    </button>
                  </div>
                </td>
                <td className="num">{formatCents(item.priceCents * l.quantity)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="num pos-total" aria-live="polite">
              {formatCents(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
