/** What the front-desk screens share: the parks a user may see, ids from the path, and the refresh after an action. */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId } from 'react';
import { ROLE } from '#domain/permissions';
import { Pager } from '#web/components/Pager.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { useLocations } from '#web/lib/locations/locations.ts';

export function positiveInt(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** Parks the user may see, by name: every park for roles 1 and 2, else the assigned ones (admin §6). */
export function useVisibleParks(): { id: number; name: string }[] {
  const auth = useAuth();
  const locations = useLocations();
  const everyPark = auth.userRoleId === ROLE.SuperAdmin || auth.userRoleId === ROLE.AgencyAdmin;
  return (locations.data ?? [])
    .filter((p) => everyPark || auth.userLocations.includes(p.id))
    .map((p) => ({ id: p.id, name: p.longName }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** After a desk action every front-desk read is stale: the lists, the home, the reservation and its history. */
export function useRefreshFrontDesk() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['me', 'front-desk'] }), [client]);
}

/** Today in the browser as YYYY-MM-DD (the server decides the park's own day when none is sent). */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const frontDeskPaths = {
  details: (id: number) => `/admin/reservation-details/${id}`,
  checkIn: (id: number) => `/admin/reservation-check-in/${id}`,
  checkOut: (id: number) => `/admin/reservation-check-out/${id}`,
  cancel: (id: number) => `/admin/reservation-cancel/${id}`,
  bulkCheckIn: (locationId: number) => `/admin/bulk-check-in/${locationId}`,
  bulkCheckOut: (locationId: number) => `/admin/bulk-check-out/${locationId}`,
  cancelReceipt: (orderId: number, reservationId: number) =>
    `/admin/reservation-cancel-receipt/${orderId}?r=${reservationId}`,
  search: (query: Record<string, string | number>) =>
    `/admin/reservation-search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
};

/** The pager under a desk list of more than one page, in the desk's small buttons. */
export function DeskPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  return <Pager {...props} className="desk-pager" buttonClassName="button button--small" label="Pages" />;
}

/** The add-a-comment box of a reservation or a customer, its message read with it. */
export function CommentForm({
  text,
  onText,
  error,
  onSubmit,
}: {
  text: string;
  onText: (text: string) => void;
  error: string | null;
  onSubmit: (e: FormEvent) => void;
}) {
  const fieldId = useId();
  return (
    <form className="desk-comment-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId}>Add a comment</label>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={1000}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(e) => onText(e.target.value)}
      />
      {error && (
        <p id={`${fieldId}-error`} className="form-field__error">
          {error}
        </p>
      )}
      <button type="submit" className="button">
        Add Comment
      </button>
    </form>
  );
}

/** Comments, each with who wrote it and when (`at`, already written for the reader). */
export function CommentList({
  comments,
}: {
  comments: readonly { key: string | number; comment: string; createdBy: string; at: string }[];
}) {
  if (comments.length === 0) return <p className="desk-muted">No comments yet.</p>;
  return (
    <ul className="desk-comments">
      {comments.map((c) => (
        <li key={c.key}>
          <p>{c.comment}</p>
          <p className="desk-muted">
            {c.createdBy}, {c.at}
          </p>
        </li>
      ))}
    </ul>
  );
}
