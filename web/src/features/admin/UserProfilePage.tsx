import { useId } from 'react';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { ROLE } from '#domain/permissions';
import type { User } from '#contract/users';
import { useLocations } from '#web/lib/locations/locations.ts';
import { useOwnAdminRecord } from './own-admin-record.ts';

/** 'ReservationManagementView' -> 'Reservation Management View'. */
export function permissionLabel(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2');
}

const USER_TYPE_LABEL: Record<string, string> = {
  Customer: 'Customer',
  PartnerAdmin: 'Partner admin',
  AgencyAdmin: 'Agency admin',
};

const AUTH_TYPE_LABEL: Record<string, string> = {
  local: 'Public account',
  admin: 'Back-office sign-in',
  directory: 'Enterprise directory',
};

function AssignedParks({ user }: { user: User }) {
  const locations = useLocations();
  if (user.userRoleId === ROLE.SuperAdmin || user.userRoleId === ROLE.AgencyAdmin) {
    return <p>Every park: your role works at all of the agency's parks.</p>;
  }
  if (user.locations.length === 0) return <p>No parks are assigned to you.</p>;
  if (locations.isPending) return <Spinner label="Loading parks" size="small" />;
  if (locations.isError) return <LoadError what="the park names" onRetry={() => void locations.refetch()} />;
  const names = new Map(locations.data.map((location) => [location.locationId, location.longName]));
  return (
    <ul className="admin-profile__parks">
      {user.locations.map(({ locationId }) => (
        <li key={locationId}>{names.get(locationId) ?? `Park ${locationId}`}</li>
      ))}
    </ul>
  );
}

function Profile({ user, authSource }: { user: User; authSource: string | null }) {
  const accountId = useId();
  const roleId = useId();
  const parksId = useId();
  const permissions = user.role?.permissions ?? [];
  return (
    <div className="admin-profile__grid">
      <section className="admin-card" aria-labelledby={accountId}>
        <h2 id={accountId}>Account</h2>
        <dl className="admin-details">
          <dt>Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          <dt>User type</dt>
          <dd>{USER_TYPE_LABEL[user.userType] ?? user.userType}</dd>
          <dt>Auth source</dt>
          <dd>
            {authSource ?? '—'}
            <span className="admin-details__aside"> ({AUTH_TYPE_LABEL[user.authType] ?? user.authType})</span>
          </dd>
          <dt>Status</dt>
          <dd>{user.userStatus.name}</dd>
        </dl>
      </section>

      <section className="admin-card" aria-labelledby={parksId}>
        <h2 id={parksId}>Assigned parks</h2>
        <AssignedParks user={user} />
      </section>

      <section className="admin-card admin-profile__role" aria-labelledby={roleId}>
        <h2 id={roleId}>Role: {user.role?.name ?? 'none'}</h2>
        {user.role?.description && <p>{user.role.description}</p>}
        {user.userRoleId === ROLE.SuperAdmin && <p>This role passes every permission check.</p>}
        {permissions.length === 0 ? (
          user.userRoleId !== ROLE.SuperAdmin && <p>This role grants no permissions.</p>
        ) : (
          <>
            <p className="admin-profile__count">
              {permissions.length} {permissions.length === 1 ? 'permission' : 'permissions'}
            </p>
            <ul className="admin-profile__permissions" aria-label="Permissions">
              {permissions.map((permission) => (
                <li key={permission.id}>{permissionLabel(permission.name)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** /admin/user-profile: the signed-in staff user's own record (admin §2.3; signed in only). */
export function UserProfilePage() {
  usePageTitle('My Profile');
  const { authSource } = useAuth();
  const record = useOwnAdminRecord();
  return (
    <div className="page admin-profile">
      <p className="admin-eyebrow">Back office</p>
      <h1>My Profile</h1>
      {record.isPending ? (
        <Spinner label="Loading your profile" />
      ) : record.isError ? (
        <LoadError what="your profile" onRetry={() => void record.refetch()} />
      ) : (
        <Profile user={record.data} authSource={authSource} />
      )}
    </div>
  );
}
