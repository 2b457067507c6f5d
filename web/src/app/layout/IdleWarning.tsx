import { Modal } from '#web/components/Modal.tsx';
import { useAuth, useIdleWarning } from '#web/lib/auth/auth-context.tsx';
import { describeTimeLeft, formatTimeLeft } from '#web/lib/cart/cart-timer.ts';
import { useNow } from '#web/lib/use-now.ts';

const IDLE_WARNING_TITLE = 'Are you still there?';

/**
 * The warning a minute before an idle sign-out (public §4.2 idle timeout), with the time left and
 * 'Stay signed in'. Any key, click or scroll counts as activity, so answering it in any way keeps the
 * session; the sign-out goes ahead only if nobody answers.
 */
export function IdleWarning() {
  const auth = useAuth();
  const { signOutAt, stay } = useIdleWarning();
  const now = useNow(signOutAt !== null);
  const left = signOutAt === null ? 0 : Math.max(0, signOutAt - now);
  return (
    <Modal
      open={signOutAt !== null}
      role="alertdialog"
      title={IDLE_WARNING_TITLE}
      onClose={stay}
      footer={
        <>
          <button type="button" className="button button--primary" onClick={stay}>
            Stay signed in
          </button>
          <button type="button" className="button button--secondary" onClick={() => void auth.signOut()}>
            Sign out
          </button>
        </>
      }
    >
      <p>
        You have been inactive for a while. For your security you will be signed out in{' '}
        <span aria-hidden="true">{formatTimeLeft(left)}</span>
        <span className="visually-hidden">{describeTimeLeft(left)}</span>.
      </p>
    </Modal>
  );
}
