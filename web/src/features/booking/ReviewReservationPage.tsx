/**
 * /review-reservation (public §2.2): the held stay, everything entered, the fees (GET Pricing/fees:
 * nights, discounts, total), Edit (back to the form) and Add to Cart (POST Cart/addreservation, then the
 * transaction follows the cart and the person goes to /shopping-cart).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { useCustomer } from '#web/lib/customer/own-customer.ts';
import { cartQueryKey, fetchCart } from '#web/lib/cart/get-cart.ts';
import { syncCart } from '#web/lib/cart/cart-sync.ts';
import { transactionStore } from '#web/lib/cart/transaction-state.ts';
import { addReservationToCart } from '#web/lib/booking/add-reservation-to-cart.ts';
import { fetchFees } from '#web/lib/booking/fees.ts';
import { SALES_CHANNEL, feeRequest, reservationRequest } from '#web/lib/booking/booking-model.ts';
import { ClaimSummary } from './ClaimSummary.tsx';
import { claimStore, useClaim } from '#web/lib/booking/claim-state.ts';
import { FeeTable } from './FeeTable.tsx';
import { OccupantReview } from './OccupantReview.tsx';
import { CREATE_RESERVATION_PATH, SHOPPING_CART_PATH } from '#web/lib/booking/paths.ts';
import './booking.css';

export function ReviewReservationPage() {
  usePageTitle('Review Reservation');
  const auth = useAuth();
  const queryClient = useQueryClient();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const { claim, draft, state } = useClaim();
  const customer = useCustomer(auth.externalUserId ?? undefined);
  const customerId = customer.data?.id ?? null;
  const [adding, setAdding] = useState(false);
  const context = useMemo(
    () => ({ salesChannel: SALES_CHANNEL.public, customerId, reservationId: state.reservationId }),
    [customerId, state.reservationId],
  );
  const request = claim && draft ? feeRequest(claim, draft, context) : null;
  const fees = useQuery({
    queryKey: ['me', 'booking-fees', request],
    queryFn: () => fetchFees(auth.bearerApi, request!),
    enabled: request !== null && !customer.isPending,
  });

  if (!claim || !draft)
    return <Navigate to={CREATE_RESERVATION_PATH} replace state={{ entryChecked: false }} />;

  const addToCart = async () => {
    setAdding(true);
    alerts.clearLayer('detail');
    try {
      await addReservationToCart(auth.bearerApi, 'public', reservationRequest(claim, draft, context));
      // The reservation is in the cart now: nothing is left in progress here.
      claimStore.clear();
      // The cart as it is now: the transaction's count and timer, and the cart page's first paint.
      const cart = await fetchCart(auth.bearerApi, 'public').catch(() => null);
      if (cart) {
        queryClient.setQueryData(cartQueryKey('public', auth.username), cart);
        syncCart(transactionStore, cart);
      }
      await navigate(SHOPPING_CART_PATH);
    } catch (error) {
      alerts.danger(failureMessages(error)[0]!, 'detail');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      setAdding(false);
    }
  };

  return (
    <div className="page booking-page">
      <h1>Review Reservation</h1>
      <AlertArea layer="detail" />
      <div className="booking-layout">
        <ClaimSummary claim={claim} />
        <div className="booking-main">
          <OccupantReview claim={claim} draft={draft} />
          <section className="booking-card" aria-labelledby="fees-heading">
            <h2 id="fees-heading">Fees</h2>
            {fees.isPending && <Spinner label="Loading the fees" />}
            {fees.isError && (
              <>
                <p>{failureMessages(fees.error)[0]}</p>
                <LoadError what="the fees" onRetry={() => void fees.refetch()} />
              </>
            )}
            {fees.data && <FeeTable fees={fees.data.data} total={fees.data.totals.creditCard} />}
          </section>
          <div className="account-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={adding || !fees.data}
              onClick={() => void addToCart()}
            >
              Add to Cart
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void navigate(CREATE_RESERVATION_PATH, { state: { entryChecked: true } })}
            >
              Edit
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
