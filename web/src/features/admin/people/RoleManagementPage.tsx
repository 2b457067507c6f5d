/**
 * /admin/user-role-management (admin §2.3, SystemSettingsPermissions): the roles and their permissions
 * as a matrix of checkboxes, saved together (PUT userRoles); a new role by name (PUT userRole); and a
 * role's history (who granted or took away which permission, when). The Super Admin role passes every
 * check whatever it lists, and a user can change only permissions they hold themself, so those boxes
 * are shown but cannot be changed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Role } from '#contract/users';
import { PERMISSION, PERMISSION_NAMES, type PermissionName, ROLE } from '#domain/permissions';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAuth } from '#web/lib/auth/index.ts';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { saveUserRole, saveUserRoles, useRoleHistory, useStaffRoles } from '#web/lib/people/staff-users.ts';
import { QueriedHistoryTable } from '../HistoryTable.tsx';
import { Section } from './shared.tsx';
import '../front-desk/front-desk.css';
import './roles.css';

/** 'ReservationManagementView' → 'Reservation Management View'. */
export function permissionLabel(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

type Draft = Record<number, number[]>;

const draftOf = (roles: Role[]): Draft =>
  Object.fromEntries(roles.map((r) => [r.id, [...r.userRolePermissionIds].sort((a, b) => a - b)]));

const sortedKey = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
const same = (a: readonly number[], b: readonly number[]) => sortedKey(a) === sortedKey(b);

function Matrix({ roles }: { roles: Role[] }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(roles));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const changed = roles.filter((r) => !same(draft[r.id] ?? [], r.userRolePermissionIds));

  const toggle = (roleId: number, permissionId: number, on: boolean) => {
    setOutcome(null);
    const current = draft[roleId] ?? [];
    setDraft({
      ...draft,
      [roleId]: on ? [...current, permissionId] : current.filter((id) => id !== permissionId),
    });
  };

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await saveUserRoles(
        auth.bearerApi,
        changed.map((r) => ({ id: r.id, name: r.name, userRolePermissionIds: draft[r.id] ?? [] })),
      );
      queryClient.setQueryData(['me', 'people', 'roles'], saved);
      await queryClient.invalidateQueries({ queryKey: ['me', 'people', 'role-history'] });
      setDraft(draftOf(saved));
      const names = changed.map((r) => r.name).join(', ');
      setOutcome({ ok: true, text: `Saved the permissions of ${names}.` });
    } catch (err) {
      setOutcome({ ok: false, text: failureMessages(err).join(' ') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void save(e)}>
      <div className="role-matrix">
        <table className="desk-table">
          <caption>Permissions of each role (a ticked box grants the permission)</caption>
          <thead>
            <tr>
              <th scope="col">Permission</th>
              {roles.map((r) => (
                <th scope="col" key={r.id}>
                  {r.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PERMISSION_NAMES.map((name: PermissionName) => {
              const id = PERMISSION[name];
              const mayChange = auth.can(name);
              return (
                <tr key={name}>
                  <th scope="row">{permissionLabel(name)}</th>
                  {roles.map((r) => (
                    <td key={r.id} className="role-matrix__cell">
                      <input
                        type="checkbox"
                        aria-label={`${r.name}: ${permissionLabel(name)}`}
                        checked={r.id === ROLE.SuperAdmin || (draft[r.id] ?? []).includes(id)}
                        disabled={r.id === ROLE.SuperAdmin || !mayChange || busy}
                        onChange={(e) => toggle(r.id, id, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="role-descriptions">
        {roles.map((r) => (
          <div key={r.id}>
            <dt>{r.name}</dt>
            <dd>{r.description || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="desk-muted">
        The Super Admin role has every permission. You can change only permissions you hold yourself. Changes
        apply from each user&apos;s next action.
      </p>
      <div className="desk-toolbar">
        <button type="submit" className="button button--primary" disabled={busy || changed.length === 0}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || changed.length === 0}
          onClick={() => {
            setDraft(draftOf(roles));
            setOutcome(null);
          }}
        >
          Undo Changes
        </button>
      </div>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'role-saved' : 'desk-error'}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}

function AddRole() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setAdded(null);
    try {
      const role = await saveUserRole(auth.bearerApi, { name, description, userRolePermissionIds: [] });
      await queryClient.invalidateQueries({ queryKey: ['me', 'people', 'roles'] });
      setAdded(`Added the role ${role.name}. Tick its permissions above and save.`);
      setName('');
      setDescription('');
    } catch (err) {
      const fields = err instanceof CallError ? err.fieldErrors : {};
      setError(fields['body.name']?.[0] ?? fields['body.description']?.[0] ?? failureMessages(err).join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="desk-form" noValidate onSubmit={(e) => void add(e)}>
      <div className="form-field">
        <label htmlFor={`${id}-name`}>Role Name</label>
        <input
          id={`${id}-name`}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-description`}>Description (what the role is for)</label>
        <input
          id={`${id}-description`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="desk-toolbar">
        <button type="submit" className="button button--primary" disabled={busy}>
          Add Role
        </button>
      </div>
      {added && (
        <p role="status" className="role-saved">
          {added}
        </p>
      )}
    </form>
  );
}

function RoleHistory({ roles }: { roles: Role[] }) {
  const id = useId();
  const [roleId, setRoleId] = useState<number>(roles[0]?.id ?? 0);
  const history = useRoleHistory(roleId || null);
  const role = roles.find((r) => r.id === roleId);
  return (
    <>
      <div className="desk-form">
        <div className="form-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={roleId} onChange={(e) => setRoleId(Number(e.target.value))}>
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueriedHistoryTable
        history={history}
        fieldLabel={permissionLabel}
        caption={`Changes to ${role?.name ?? 'the role'}, newest first`}
      />
    </>
  );
}

export function RoleManagementPage() {
  usePageTitle('Admin', 'Roles and Permissions');
  const roles = useStaffRoles();
  return (
    <div className="page desk-page">
      <div className="desk-page__head">
        <h1>Roles and Permissions</h1>
      </div>
      {roles.isPending ? (
        <Spinner label="Loading the roles" />
      ) : roles.isError ? (
        <LoadError what="the roles" onRetry={() => void roles.refetch()} />
      ) : (
        <>
          <Section title="Permissions">
            {/* A new role list (a role added) starts a fresh draft. */}
            <Matrix key={roles.data.length} roles={roles.data} />
          </Section>
          <Section title="Add a Role">
            <AddRole />
          </Section>
          <Section title="History">
            <RoleHistory roles={roles.data} />
          </Section>
        </>
      )}
    </div>
  );
}
