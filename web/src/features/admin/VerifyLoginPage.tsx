import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '#web/lib/auth/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { ADMIN_LOGIN, afterVerifyPath } from './admin-access.ts';

/**
 * /admin/verify-login: where staff land after signing in. It waits for the user record (role,
 * permissions, parks), then goes on to the redirect path or /admin. When the record cannot be read
 * the auth store shows 'Invalid account' (persistent, admin layer) and signs out.
 */
export function VerifyLoginPage() {
  usePageTitle('Verifying Sign In');
  const { verifyStatus } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    if (verifyStatus === 'verified') navigate(afterVerifyPath(search), { replace: true });
  }, [verifyStatus, navigate, search]);

  return (
    <div className="page page--narrow admin-verify">
      <h1>Verifying your account</h1>
      {verifyStatus === 'failed' ? (
        <p>
          Your account could not be verified. <Link to={ADMIN_LOGIN}>Return to the sign-in page</Link>.
        </p>
      ) : (
        <>
          <Spinner label="Loading your account" size="large" />
          <p className="admin-verify__note">Loading your role, permissions and parks…</p>
        </>
      )}
    </div>
  );
}
