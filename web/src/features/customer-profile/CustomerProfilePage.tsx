import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Customer } from '#contract/customers';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { formatPhone } from '#web/lib/format.ts';
import { useCustomer } from '#web/lib/customer/own-customer.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { EditProfileForm } from './EditProfileForm.tsx';
import { MyReservations } from './MyReservations.tsx';
import '#web/components/form/forms.css';
import './customer-profile.css';

function fullName(customer: Customer): string {
  return [
    customer.prefixName,
    customer.firstName,
    customer.middleName,
    customer.lastName,
    customer.suffixName,
  ]
    .filter(Boolean)
    .join(' ');
}

function primaryAddress(customer: Customer) {
  return customer.addresses.find((address) => address.isPrimary) ?? customer.addresses[0];
}

function phone(customer: Customer, primary: boolean) {
  return customer.customerPhoneNumbers.find((number) => number.isPrimary === primary)?.number;
}

/**
 * The signed-in customer's profile (/customer-profile/{externalUserId}, public §2.16): account
 * details, edit profile (PUT Customer), current and past reservations with cancellation, change
 * password (POST Customer/changePassword).
 */
export function CustomerProfilePage() {
  const { externalUserId } = useParams();
  const auth = useAuth();
  const customer = useCustomer(externalUserId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  usePageTitle('My Account');

  if (customer.isPending) {
    return (
      <div className="account-page">
        <Spinner label="Loading your account" />
      </div>
    );
  }
  if (customer.isError) {
    return (
      <div className="account-page">
        <h1>My Account</h1>
        <LoadError what="your account details" onRetry={() => void customer.refetch()} />
      </div>
    );
  }
  const data = customer.data;
  const address = primaryAddress(data);
  const alternate = phone(data, false);

  return (
    <div className="account-page profile-page">
      <h1>My Account</h1>
      <p className="account-page__lead">Welcome back, {data.firstName}.</p>

      <section className="account-card" aria-labelledby="profile-details-title">
        <div className="profile-card__head">
          <h2 id="profile-details-title">{editing ? 'Edit Profile' : 'Account Details'}</h2>
          {!editing && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit Profile
            </button>
          )}
        </div>
        {saved && !editing && (
          <p role="status" className="profile-saved">
            Your profile has been saved.
          </p>
        )}
        {editing ? (
          <EditProfileForm
            customer={data}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <dl className="profile-details">
            <div>
              <dt>Name</dt>
              <dd>{fullName(data)}</dd>
            </div>
            <div>
              <dt>Username</dt>
              <dd>{data.username || auth.username}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{data.email}</dd>
            </div>
            <div>
              <dt>Primary Phone Number</dt>
              <dd>{formatPhone(phone(data, true) ?? '')}</dd>
            </div>
            {alternate && (
              <div>
                <dt>Alternate Phone Number</dt>
                <dd>{formatPhone(alternate)}</dd>
              </div>
            )}
            {address && (
              <div>
                <dt>Address</dt>
                <dd>
                  {address.street1}
                  {address.street2 && (
                    <>
                      <br />
                      {address.street2}
                    </>
                  )}
                  <br />
                  {address.city}, {address.state} {address.zipcode}
                  {address.zipcodePlus4 ? `-${address.zipcodePlus4}` : ''}
                  <br />
                  {address.country}
                </dd>
              </div>
            )}
          </dl>
        )}
      </section>

      <MyReservations customerId={data.id} />

      <section className="account-card" aria-labelledby="profile-password-title">
        <h2 id="profile-password-title">Change Password</h2>
        <ChangePasswordForm userId={data.userId} username={data.username || auth.username || ''} />
      </section>
    </div>
  );
}
