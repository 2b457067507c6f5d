/**
 * The shopping cart (public /shopping-cart, admin /admin/shopping-cart; public §2.15, §4.5, §7.5;
 * admin §3.5, §7.6): the held reservations with their time left, remove (releasing the hold), clear,
 * the total, a payment type and Checkout. A card payment goes to the hosted payment page; a staff
 * order that needs no payment (cash, check) goes straight to its receipt.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { YesNoModal } from '#web/components/YesNoModal.tsx';
import { formatUsd } from '#web/lib/format.ts';
import { checkout } from '#web/lib/cart/checkout.ts';
import { clearCart } from '#web/lib/cart/clear-cart.ts';
import { failureMessage } from '#web/lib/call.ts';
import { removeCartItem } from '#web/lib/cart/remove-cart-item.ts';
import { useCart } from '#web/lib/cart/get-cart.ts';
import { amountForPaymentType, usePaymentTypes } from '#web/lib/cart/payment-types.ts';
import { type CartChannel } from '#web/lib/cart/cart-channel.ts';
import { CartItemRow } from './CartItemRow.tsx';
import { type CartPageState, receiptPath } from './paths.ts';
import { useNow } from '#web/lib/use-now.ts';
import './cart.css';

export const CART_PAGE_MESSAGE = {
  empty: 'Your cart is empty.',
  choosePaymentType: 'Choose a payment type.',
  checkoutFailed: 'We could not start the checkout. Please try again.',
  removeFailed: 'We could not remove the item. Please try again.',
  clearFailed: 'We could not clear the cart. Please try again.',
  declined:
    'Your payment was declined. Your reservations are still in your cart while the timer runs: choose a payment type and try again.',
  cancelled:
    'You cancelled the payment. Your reservations are still in your cart while the timer runs: check out again when you are ready.',
  declinedHoldEnded: 'Your payment was declined, and the hold on your spots has ended.',
  cancelledHoldEnded: 'You cancelled the payment, and the hold on your spots has ended.',
} as const;

/** Back from the payment page unpaid: what became of the payment and of the held spots. */
function PaymentNotice({ outcome, held }: { outcome: CartPageState['paymentOutcome']; held: boolean }) {
  const message =
    outcome === 'declined'
      ? held
        ? CART_PAGE_MESSAGE.declined
        : CART_PAGE_MESSAGE.declinedHoldEnded
      : held
        ? CART_PAGE_MESSAGE.cancelled
        : CART_PAGE_MESSAGE.cancelledHoldEnded;
  return (
    <div className={`cart-page__notice cart-page__notice--${outcome}`} role="alert">
      <p>{message}</p>
    </div>
  );
}

const ITEMS_HEADING_ID = 'cart-items-title';

export function ShoppingCartPage({ channel }: { channel: CartChannel }) {
  usePageTitle('Shopping Cart');
  const auth = useAuth();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const paymentOutcome = (useLocation().state as CartPageState | null)?.paymentOutcome ?? null;
  const queryClient = useQueryClient();
  const cart = useCart(channel);
  const paymentTypes = usePaymentTypes(channel);
  const [paymentTypeId, setPaymentTypeId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'checkout' | 'clear' | string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const items = cart.data?.items ?? [];
  const now = useNow(items.length > 0);
  const layer = channel === 'admin' ? 'admin' : 'public';
  const paymentErrorId = useId();
  const chosen = paymentTypeId ?? paymentTypes.data?.[0]?.id ?? null;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['me', 'cart', channel] });
  // The button pressed is gone after a remove or clear: once the page shows the cart that is left,
  // focus goes to what there is to read (the count, or the page heading).
  const focusAfterChange = useRef(false);
  const refocus = () => {
    focusAfterChange.current = true;
  };
  useEffect(() => {
    if (!focusAfterChange.current || busy !== null) return;
    focusAfterChange.current = false;
    (document.getElementById(ITEMS_HEADING_ID) ?? headingRef.current)?.focus();
  });

  async function remove(id: string) {
    setBusy(id);
    try {
      await removeCartItem(auth.bearerApi, channel, id);
    } catch (error) {
      alerts.danger(failureMessage(error, CART_PAGE_MESSAGE.removeFailed), layer);
    } finally {
      await refresh();
      setBusy(null);
      refocus();
    }
  }

  async function clear() {
    setConfirmClear(false);
    setBusy('clear');
    try {
      await clearCart(auth.bearerApi, channel);
    } catch (error) {
      alerts.danger(failureMessage(error, CART_PAGE_MESSAGE.clearFailed), layer);
    } finally {
      await refresh();
      setBusy(null);
      refocus();
    }
  }

  async function startCheckout() {
    if (chosen === null) {
      setPaymentError(CART_PAGE_MESSAGE.choosePaymentType);
      return;
    }
    setBusy('checkout');
    try {
      const result = await checkout(auth.bearerApi, channel, chosen);
      if (result.isPaymentRequired && result.ccpRedirectUrl) {
        // The hosted payment page is another site: a full page load, not a route.
        window.location.assign(result.ccpRedirectUrl);
        return;
      }
      await refresh();
      void navigate(receiptPath(channel, result.orderId));
    } catch (error) {
      alerts.danger(failureMessage(error, CART_PAGE_MESSAGE.checkoutFailed), layer);
      window.scrollTo({ top: 0 });
      setBusy(null);
    }
  }

  // A cart cached before this visit (the booking pages add items without that cache) is not shown.
  if (cart.isPending || (cart.isFetching && !cart.isFetchedAfterMount)) {
    return (
      <div className="page cart-page">
        <h1 ref={headingRef} tabIndex={-1}>
          Shopping Cart
        </h1>
        <Spinner label="Loading your cart" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div className="page cart-page">
        <h1 ref={headingRef} tabIndex={-1}>
          Shopping Cart
        </h1>
        <LoadError what="your cart" onRetry={() => void cart.refetch()} />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="page cart-page">
        <h1 ref={headingRef} tabIndex={-1}>
          Shopping Cart
        </h1>
        {paymentOutcome && <PaymentNotice outcome={paymentOutcome} held={false} />}
        <p className="cart-page__empty">{CART_PAGE_MESSAGE.empty}</p>
        <Link className="button button--primary" to={channel === 'admin' ? '/admin/reservation-add' : '/'}>
          {channel === 'admin' ? 'Add a Reservation' : 'Find a Park'}
        </Link>
      </div>
    );
  }

  const total = amountForPaymentType(cart.data.totalsByPaymentType, chosen, cart.data.totalCartAmount);
  const chosenName = paymentTypes.data?.find((type) => type.id === chosen)?.name;

  return (
    <div className="page cart-page">
      <h1 ref={headingRef} tabIndex={-1}>
        Shopping Cart
      </h1>
      {paymentOutcome && <PaymentNotice outcome={paymentOutcome} held />}
      <section aria-labelledby={ITEMS_HEADING_ID} className="cart-page__items">
        <div className="cart-page__items-head">
          <h2 id={ITEMS_HEADING_ID} tabIndex={-1}>
            {items.length} {items.length === 1 ? 'reservation' : 'reservations'} in your cart
          </h2>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => setConfirmClear(true)}
          >
            Clear Cart
          </button>
        </div>
        <ul className="cart-items">
          {items.map((item) => (
            <CartItemRow
              key={item.id}
              item={item}
              paymentTypeId={chosen}
              now={now}
              removing={busy === item.id}
              disabled={busy !== null}
              onRemove={() => void remove(item.id)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="cart-checkout-title" className="cart-page__checkout">
        <h2 id="cart-checkout-title">Checkout</h2>
        <dl className="cart-totals">
          <div>
            <dt>Total{chosenName && <span className="cart-totals__method"> paid by {chosenName}</span>}</dt>
            <dd data-testid="cart-total">{formatUsd(total)}</dd>
          </div>
        </dl>
        {paymentTypes.isError ? (
          <LoadError what="the payment types" onRetry={() => void paymentTypes.refetch()} />
        ) : (
          <fieldset className="payment-types" aria-describedby={paymentError ? paymentErrorId : undefined}>
            <legend>Payment Type</legend>
            {paymentTypes.isPending && <Spinner size="small" label="Loading payment types" />}
            {paymentTypes.data?.map((type) => (
              <label key={type.id} className="payment-types__option">
                <input
                  type="radio"
                  name="paymentTypeId"
                  value={type.id}
                  checked={chosen === type.id}
                  onChange={() => {
                    setPaymentTypeId(type.id);
                    setPaymentError(null);
                  }}
                />
                <span>
                  <span className="payment-types__name">{type.name}</span>
                  <span className="payment-types__description">{type.description}</span>
                </span>
              </label>
            ))}
            {paymentError && (
              <p id={paymentErrorId} className="field-error" role="alert">
                {paymentError}
              </p>
            )}
          </fieldset>
        )}
        <button
          type="button"
          className="button button--primary cart-page__checkout-button"
          disabled={busy !== null || paymentTypes.isPending}
          onClick={() => void startCheckout()}
        >
          {busy === 'checkout' ? 'Processing…' : 'Checkout'}
        </button>
      </section>

      <YesNoModal
        open={confirmClear}
        title="Clear Cart"
        onAnswer={(yes) => (yes ? void clear() : setConfirmClear(false))}
      >
        <p>Remove every reservation from your cart and release the spots held for you?</p>
      </YesNoModal>
    </div>
  );
}
