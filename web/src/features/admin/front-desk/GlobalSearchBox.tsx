/**
 * The staff header's search box (every back-office page): a reservation number, an order number, a
 * customer's name, e-mail or phone. A number that names one reservation opens its details at once;
 * anything else opens the reservation search with the fields filled in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '#web/lib/auth/index.ts';
import { fetchReservationSearch, reservationSearchQueryKey } from '#web/lib/front-desk/reservation-search.ts';
import { globalSearchFields, namesOne } from '#web/lib/front-desk/global-search.ts';
import { frontDeskPaths } from './shared.tsx';

export function GlobalSearchBox() {
  const auth = useAuth();
  const client = useQueryClient();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const fields = globalSearchFields(text);
    if (!fields || busy) return;
    const params = { ...fields, ItemsPerPage: '25' };
    if (namesOne(fields)) {
      setBusy(true);
      try {
        const page = await client.fetchQuery({
          queryKey: reservationSearchQueryKey(params),
          queryFn: () => fetchReservationSearch(auth.bearerApi, params),
        });
        const [only] = page.data;
        if (page.data.length === 1 && only) {
          setText('');
          await navigate(frontDeskPaths.details(only.id));
          return;
        }
      } catch {
        // The search page shows why the search failed.
      } finally {
        setBusy(false);
      }
    }
    setText('');
    await navigate(frontDeskPaths.search(params));
  }

  return (
    <form className="admin-global-search" role="search" aria-label="Find a reservation" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Find a reservation: number, order number, name, email or phone
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Reservation #, order #, name, email, phone"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="admin-global-search__go" disabled={busy}>
        {busy ? 'Finding…' : 'Find'}
      </button>
    </form>
  );
}
