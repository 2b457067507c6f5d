/**
 * The header's cart entry (public §2.15, §4.2, §4.4; admin §4.5): a link to the cart with its item count
 * and the time left, the fifteen-minute warning toast, the extend-time popup and the end of the hold.
 * Rendered as a list item of the header's navigation, for a signed-in customer (public) or staff user
 * (admin). The moments of the toast and the popup are written down in cart-timer.ts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth, useAuthStore } from '#web/lib/auth/auth-context.tsx';
import { Modal } from '#web/components/Modal.tsx';
import { extendCartTimeout } from '#web/lib/cart/extend-cart-timeout.ts';
import { failureMessage } from '#web/lib/call.ts';
import { useCart } from '#web/lib/cart/get-cart.ts';
import { type CartChannel } from '#web/lib/cart/cart-channel.ts';
import {
  CART_TIMER_MESSAGE,
  describeTimeLeft,
  formatTimeLeft,
  msUntil,
  timerAction,
  warningMessage,
} from '#web/lib/cart/cart-timer.ts';
import { syncCart } from '#web/lib/cart/cart-sync.ts';
import { cartPath } from './paths.ts';
import { useNow } from '#web/lib/use-now.ts';
import { transactionStore, useTransaction } from '#web/lib/cart/transaction-state.ts';
import './cart.css';

const TOAST_MS = 10_000;

export function CartStatus({ channel = 'public' }: { channel?: CartChannel }) {
  const auth = useAuth();
  const authStore = useAuthStore();
  const alerts = useAlertStore();
  const queryClient = useQueryClient();
  const { state } = useTransaction();
  const eligible = auth.signedIn && (channel === 'public' ? auth.isCustomer : !auth.isCustomer);
  // Loaded whenever the username changes (public §4.2): the query key carries the username.
  const cart = useCart(channel, eligible);
  const [toast, setToast] = useState<string | null>(null);
  const [offerOpen, setOfferOpen] = useState(false);
  const [extending, setExtending] = useState(false);
  const now = useNow(eligible && state.cartExpiry !== null);
  const alertLayer = channel === 'admin' ? 'admin' : 'public';

  // Sign-out forgets the transaction (its storage key is cleared by the auth store; the memory here).
  useEffect(() => authStore.onSignOut(() => transactionStore.clear()), [authStore]);
  useEffect(() => {
    if (!auth.signedIn && transactionStore.get().cartExpiry !== null) transactionStore.clear();
  }, [auth.signedIn]);

  useEffect(() => {
    if (eligible && cart.data) syncCart(transactionStore, cart.data);
  }, [eligible, cart.data]);

  // The timer's moments: checked every second and whenever the transaction changes.
  useEffect(() => {
    if (!eligible) return;
    const check = () => {
      const current = transactionStore.get();
      const at = Date.now();
      const action = timerAction(current, at);
      if (action === 'warn') {
        transactionStore.markWarningShown();
        setToast(warningMessage(msUntil(current.cartExpiry, at) ?? 0));
      } else if (action === 'offerExtension') {
        transactionStore.markPopupShown();
        setOfferOpen(true);
      } else if (action === 'expire') {
        transactionStore.clearTimer();
        setOfferOpen(false);
        setToast(null);
        alerts.danger(CART_TIMER_MESSAGE.expired, alertLayer);
        void queryClient.invalidateQueries({ queryKey: ['me', 'cart'] });
      }
    };
    const first = setTimeout(check, 0);
    const timer = setInterval(check, 1000);
    const unsubscribe = transactionStore.subscribe(check);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      unsubscribe();
    };
  }, [eligible, alerts, alertLayer, queryClient]);

  useEffect(() => {
    if (!toast) return;
    const hide = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(hide);
  }, [toast]);

  if (!eligible) return null;
  const left = msUntil(state.cartExpiry, now);
  const count = state.cartItemCount;

  async function extend() {
    setExtending(true);
    try {
      await extendCartTimeout(auth.bearerApi, channel);
      const refreshed = await cart.refetch();
      if (refreshed.data) syncCart(transactionStore, refreshed.data);
    } catch (error) {
      alerts.danger(failureMessage(error, 'We could not extend the time. Please try again.'), alertLayer);
    } finally {
      setExtending(false);
      setOfferOpen(false);
    }
  }

  return (
    <li className="cart-status">
      <Link to={cartPath(channel)} className="cart-status__link">
        <svg className="cart-status__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4H2V2h4.6l.9 2H21l-3.4 8.1a2 2 0 0 1-1.8 1.2H8.1l-.9 1.7H19v2H4l2.2-4.2L5.2 4Z"
          />
        </svg>
        <span className="visually-hidden">Shopping </span>
        <span>Cart</span>{' '}
        <span className="cart-status__count" data-testid="cart-count">
          {count}
          <span className="visually-hidden">{count === 1 ? ' item' : ' items'}</span>
        </span>{' '}
        {left !== null && left > 0 && (
          <span className="cart-status__time">
            <span aria-hidden="true" data-testid="cart-time-left">
              {formatTimeLeft(left)}
            </span>
            <span className="visually-hidden">, {describeTimeLeft(left)} left</span>
          </span>
        )}
      </Link>
      {/* A polite live region, always present so that the warning is announced when it appears. */}
      <div className="cart-toast-region" role="status" aria-live="polite">
        {toast && (
          <div className="cart-toast">
            <span>{toast}</span>
            <button type="button" className="cart-toast__close" onClick={() => setToast(null)}>
              Dismiss
            </button>
          </div>
        )}
      </div>
      <Modal
        open={offerOpen}
        role="alertdialog"
        title={CART_TIMER_MESSAGE.extendTitle}
        onClose={() => setOfferOpen(false)}
        footer={
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={extending}
              onClick={() => void extend()}
            >
              Extend
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOfferOpen(false)}>
              No thanks
            </button>
          </>
        }
      >
        <p>{CART_TIMER_MESSAGE.extendQuestion(describeTimeLeft(left ?? 0))}</p>
      </Modal>
    </li>
  );
}
