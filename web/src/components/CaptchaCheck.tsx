/**
 * The "I am not a robot" check a claim asks for (lib/booking/captcha-pass.ts): a dialog with the
 * server's message and one check box. Ticked, the check runs (the provider's token, or the local
 * stand-in's) and is verified by the API; passed, the dialog closes and the claim is made again.
 * Closed, the claim stays refused with the message. Sign-up and a password reset ask for it the same way
 * where the tenant runs the captcha (`withCaptchaPass`).
 */
import { useState } from 'react';
import { Modal } from './Modal.tsx';
import { LIMIT_MESSAGE } from '#domain/limits';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import {
  captchaToken,
  useCaptchaQuestion,
  usesStandIn,
  verifyCaptcha,
} from '#web/lib/booking/captcha-pass.ts';

export const CAPTCHA_TITLE = 'Please confirm you are a person';
export const CAPTCHA_FAILED = 'The check did not pass. Please try again.';

export function CaptchaCheck() {
  const question = useCaptchaQuestion();
  const auth = useAuth();
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);

  const check = async () => {
    if (!question || checking) return;
    setChecking(true);
    setFailed(false);
    // A provider that does not load, or a call that fails, is a check that did not pass.
    const passed = await captchaToken()
      .then((token) => verifyCaptcha(auth.bearerApi, token))
      .catch(() => false);
    setChecking(false);
    if (passed) question.answer(true);
    else setFailed(true);
  };

  const close = () => {
    setFailed(false);
    question?.answer(false);
  };

  return (
    <Modal open={question !== null} role="alertdialog" title={CAPTCHA_TITLE} onClose={close}>
      <p>{LIMIT_MESSAGE.captchaRequired}</p>
      <label>
        <input
          type="checkbox"
          checked={checking}
          disabled={checking}
          onChange={() => void check()}
          aria-describedby={failed ? 'captcha-check-failed' : undefined}
        />{' '}
        I am not a robot
      </label>
      {usesStandIn() && <p>(A stand-in for the captcha on this test site.)</p>}
      {failed && (
        <p id="captcha-check-failed" className="load-error" role="alert">
          {CAPTCHA_FAILED}
        </p>
      )}
    </Modal>
  );
}
