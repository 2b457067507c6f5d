import { Outlet } from 'react-router-dom';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';

/**
 * The element of the customer route group: the screen for a signed-in customer; for a signed-in staff
 * user (the guard has raised the public §8 alert) a page that says why and offers to sign out.
 */
export function CustomerOnly() {
  const auth = useAuth();
  if (auth.isCustomer) return <Outlet />;
  return <CustomerAccountRequired onSignOut={() => void auth.signOut()} />;
}

function CustomerAccountRequired({ onSignOut }: { onSignOut: () => void }) {
  usePageTitle('Customer Account Required');
  return (
    <div className="page page--narrow">
      <h1>Customer account required</h1>
      <p>You are signed in with a staff account. Sign out, then sign in with a customer account.</p>
      <button type="button" className="button button--primary" onClick={onSignOut}>
        Sign Out
      </button>
    </div>
  );
}
