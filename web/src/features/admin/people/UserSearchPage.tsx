/**
 * /admin/user-search (admin §2.3, §7.4): staff users by name, username, e-mail, role, park and status
 * (Active unless chosen otherwise), each with its edit link and its activate or deactivate button.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { setStaffUserActive, useStaffRoles, useStaffUserSearch } from '#web/lib/people/staff-users.ts';
import { useVisibleParks } from '../front-desk/shared.tsx';
import { peoplePaths } from './shared.tsx';
import '../front-desk/front-desk.css';

const FIELDS = [
  'LastName',
  'FirstName',
  'Username',
  'Email',
  'RoleIds',
  'LocationIds',
  'UserStatusId',
] as const;
type Field = (typeof FIELDS)[number];

export function UserSearchPage() {
  usePageTitle('Admin', 'Staff Users');
  const auth = useAuth();
  const queryClient = useQueryClient();
  const roles = useStaffRoles();
  const parks = useVisibleParks();
  const [url, setUrl] = useSearchParams();
  const [form, setForm] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, url.get(f) ?? (f === 'UserStatusId' ? '1' : '')])) as Record<
        Field,
        string
      >,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const params = Object.fromEntries([...url.entries()].filter(([, v]) => v !== ''));
  const search = useStaffUserSearch(params);
  const mayEdit = auth.can('UserManagementEdit');

  function submit(e: FormEvent) {
    e.preventDefault();
    setUrl(new URLSearchParams(Object.entries(form).filter(([, v]) => v !== '')));
  }

  async function toggle(userId: number, active: boolean) {
    setFailure(null);
    try {
      await setStaffUserActive(auth.bearerApi, userId, active);
      await queryClient.invalidateQueries({ queryKey: ['me', 'people'] });
    } catch (err) {
      setFailure(failureMessages(err).join(' '));
    }
  }

  const text = (field: Field, label: string) => (
    <label className="desk-field">
      {label}
      <input value={form[field]} onChange={(e) => setForm({ ...form, [field]: e.target.value })} />
    </label>
  );
  const select = (field: Field, label: string, options: { value: string; label: string }[]) => (
    <label className="desk-field">
      {label}
      <select value={form[field]} onChange={(e) => setForm({ ...form, [field]: e.target.value })}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="page desk-page">
      <div className="desk-page__head">
        <h1>Staff Users</h1>
        {mayEdit && (
          <Link className="button button--primary" to="/admin/user-add">
            Add User
          </Link>
        )}
      </div>
      <form className="desk-search" onSubmit={submit} role="search" aria-label="Staff users">
        {text('LastName', 'Last Name')}
        {text('FirstName', 'First Name')}
        {text('Username', 'Username')}
        {text('Email', 'Email')}
        {select('RoleIds', 'Role', [
          { value: '', label: 'Any' },
          ...(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
        ])}
        {select('LocationIds', 'Park', [
          { value: '', label: 'Any' },
          ...parks.map((p) => ({ value: String(p.id), label: p.name })),
        ])}
        {select('UserStatusId', 'Status', [
          { value: '1', label: 'Active' },
          { value: '2', label: 'Inactive' },
          { value: '0', label: 'Any' },
        ])}
        <div className="desk-search__buttons">
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      {failure && (
        <div role="alert" className="desk-error">
          {failure}
        </div>
      )}
      {search.isError ? (
        <div role="alert" className="desk-error">
          {failureMessages(search.error).join(' ')}
        </div>
      ) : !search.data ? (
        <Spinner label="Searching" />
      ) : (
        <>
          <p role="status">
            {search.data.totalItems === 0
              ? 'No staff users match your search.'
              : `${search.data.totalItems} staff user${search.data.totalItems === 1 ? '' : 's'}`}
          </p>
          {search.data.data.length > 0 && (
            <table className="desk-table desk-table--rows">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Username</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Parks</th>
                  <th scope="col">Status</th>
                  {mayEdit && <th scope="col">Action</th>}
                </tr>
              </thead>
              <tbody>
                {search.data.data.map((u) => (
                  <tr key={u.id}>
                    <td>
                      {mayEdit ? (
                        <Link to={peoplePaths.userModify(u.id)}>
                          {u.lastName}, {u.firstName}
                        </Link>
                      ) : (
                        `${u.lastName}, ${u.firstName}`
                      )}
                    </td>
                    <td>{u.username}</td>
                    <td>{u.email}</td>
                    <td>{u.userRoleName}</td>
                    <td className="wrap">
                      {u.locations.length ? u.locations.map((l) => l.locationName).join(', ') : 'Every park'}
                    </td>
                    <td>{u.userStatusName}</td>
                    {mayEdit && (
                      <td>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`${u.userStatusId === 1 ? 'Deactivate' : 'Activate'} ${u.firstName} ${u.lastName}`}
                          onClick={() => void toggle(u.id, u.userStatusId !== 1)}
                        >
                          {u.userStatusId === 1 ? 'Deactivate' : 'Activate'}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}
