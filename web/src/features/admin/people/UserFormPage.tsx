/**
 * /admin/user-add and /admin/user-modify/{userId} (admin §2.3, §3.1): a staff user's name, e-mail,
 * username (on add), role, parks and reservation mails. A new user is mailed a code to choose their
 * password. Server field messages land on their fields. The modify page shows the user's history.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { User } from '#contract/users';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  saveStaffUser,
  useStaffRoles,
  useStaffUser,
  useStaffUserHistory,
} from '#web/lib/people/staff-users.ts';
import { STAFF_USER_AUDIT_LABELS } from '#domain/users';
import { QueriedHistoryTable } from '../HistoryTable.tsx';
import { Section } from './shared.tsx';
import { useVisibleParks } from '../front-desk/shared.tsx';
import '../front-desk/front-desk.css';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  userRoleId: string;
  parks: number[];
  receiveReservationEmails: boolean;
}

function UserForm({ user }: { user?: User }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = useStaffRoles();
  const parks = useVisibleParks();
  const id = useId();
  const [form, setForm] = useState<Form>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    username: user?.username ?? '',
    userRoleId: user ? String(user.userRoleId) : '',
    parks: user?.locations.map((l) => l.locationId) ?? [],
    receiveReservationEmails: user?.receiveReservationEmails ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await saveStaffUser(auth.bearerApi, {
        ...(user ? { id: user.id } : { username: form.username }),
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        userRoleId: Number(form.userRoleId),
        userLocationIds: form.parks,
        receiveReservationEmails: form.receiveReservationEmails,
      });
      await queryClient.invalidateQueries({ queryKey: ['me', 'people'] });
      navigate('/admin/user-search');
    } catch (err) {
      const fields = err instanceof CallError ? err.fieldErrors : {};
      const mapped = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [
          k.replace(/^body\./, '').replace(/^userLocationIds.*/, 'parks'),
          v[0] ?? '',
        ]),
      );
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) setFailure(failureMessages(err).join(' '));
    } finally {
      setBusy(false);
    }
  }

  const input = (name: 'firstName' | 'lastName' | 'email' | 'username', label: string, type = 'text') => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="form-field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="desk-form" noValidate onSubmit={(e) => void submit(e)}>
      {failure && (
        <div role="alert" className="desk-error">
          {failure}
        </div>
      )}
      {input('firstName', 'First Name')}
      {input('lastName', 'Last Name')}
      {input('email', 'Email', 'email')}
      {!user && input('username', 'Username')}
      <div className="form-field">
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`}
          value={form.userRoleId}
          aria-invalid={errors.userRoleId ? true : undefined}
          aria-describedby={errors.userRoleId ? `${id}-role-error` : undefined}
          onChange={(e) => setForm({ ...form, userRoleId: e.target.value })}
        >
          <option value="">Choose a role</option>
          {(roles.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        {errors.userRoleId && (
          <p id={`${id}-role-error`} className="form-field__error">
            {errors.userRoleId}
          </p>
        )}
      </div>
      <fieldset className="desk-radios">
        <legend>Parks</legend>
        {parks.map((p) => (
          <label key={p.id}>
            <input
              type="checkbox"
              checked={form.parks.includes(p.id)}
              onChange={(e) =>
                setForm({
                  ...form,
                  parks: e.target.checked ? [...form.parks, p.id] : form.parks.filter((x) => x !== p.id),
                })
              }
            />{' '}
            {p.name}
          </label>
        ))}
        {errors.parks && <p className="form-field__error">{errors.parks}</p>}
      </fieldset>
      <label className="desk-check">
        <input
          type="checkbox"
          checked={form.receiveReservationEmails}
          onChange={(e) => setForm({ ...form, receiveReservationEmails: e.target.checked })}
        />{' '}
        Receives reservation e-mails
      </label>
      <div className="desk-toolbar">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving...' : user ? 'Save User' : 'Add User'}
        </button>
        <Link className="button" to="/admin/user-search">
          Cancel
        </Link>
      </div>
    </form>
  );
}

export function UserAddPage() {
  usePageTitle('Admin', 'Add Staff User');
  return (
    <div className="page desk-page desk-page--narrow">
      <div className="desk-page__head">
        <h1>Add Staff User</h1>
      </div>
      <p className="desk-muted">The new user is e-mailed a code with which they choose their password.</p>
      <UserForm />
    </div>
  );
}

const auditLabel = (field: string) =>
  (STAFF_USER_AUDIT_LABELS as Record<string, string | undefined>)[field] ?? field;

/** Who changed the user, when, and each change old → new (for those who may view users). */
function UserHistory({ userId }: { userId: number }) {
  const allowed = useAuth().can('UserManagementView');
  const history = useStaffUserHistory(userId, allowed);
  if (!allowed) return null;
  return (
    <Section title="History">
      <QueriedHistoryTable
        history={history}
        fieldLabel={auditLabel}
        caption="Changes to this user, newest first"
      />
    </Section>
  );
}

export function UserModifyPage() {
  usePageTitle('Admin', 'Edit Staff User');
  const userId = Number(useParams().userId);
  const user = useStaffUser(Number.isInteger(userId) && userId > 0 ? userId : null);
  return (
    <div className="page desk-page desk-page--narrow">
      <div className="desk-page__head">
        <h1>Edit Staff User</h1>
      </div>
      {user.isPending ? (
        <Spinner label="Loading the user" />
      ) : user.isError ? (
        <LoadError what="the user" onRetry={() => void user.refetch()} />
      ) : (
        <>
          <UserForm user={user.data} />
          <UserHistory userId={user.data.id} />
        </>
      )}
    </div>
  );
}
