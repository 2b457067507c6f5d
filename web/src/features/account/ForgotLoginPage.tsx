import { Link, useNavigate } from 'react-router-dom';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { withCaptchaPass } from '#web/lib/booking/captcha-pass.ts';
import { CaptchaCheck } from '#web/components/CaptchaCheck.tsx';
import { ForgotLoginForms } from '#web/components/form/ForgotLoginForms.tsx';
import { LOGIN_PATH, RESET_PASSWORD_PATH } from './paths.ts';

/**
 * Forgot login ("Forgot Your Login Information", public §2.2): the username mailed to an address, or
 * a password reset code mailed for a username (then on to /reset-password).
 */
export function ForgotLoginPage() {
  usePageTitle('Forgot Your Login Information');
  const alerts = useAlertStore();
  const navigate = useNavigate();

  return (
    <div className="account-page">
      <h1>Forgot Your Login Information</h1>
      <p className="account-page__lead">
        Remembered it? <Link to={LOGIN_PATH}>Sign in</Link>.
      </p>
      <ForgotLoginForms
        side="User"
        idPrefix="forgot"
        emailLead="Enter the email address on your account and we will email your username to you."
        usernameSentMessage="If an account uses that email address, its username is on its way."
        sectionClassName="account-card"
        buttonClassName="button button--primary"
        onSend={() => alerts.clearLayer('public')}
        onFailure={(messages) => messages.forEach((message) => alerts.danger(message, 'public'))}
        onResetSent={(name) => navigate(`${RESET_PASSWORD_PATH}?username=${encodeURIComponent(name)}`)}
        // Where the tenant runs the captcha, the server asks for a passed check first (CaptchaCheck below).
        sendReset={withCaptchaPass}
      />
      <CaptchaCheck />
    </div>
  );
}
