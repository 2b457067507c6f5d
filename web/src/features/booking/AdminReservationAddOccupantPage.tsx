/**
 * /admin/reservation-add-occupant (admin §2.3 add: occupant step): the held spot and the same occupant
 * form as the public side, with the customer (optional: a walk-in guest without an account), the sales
 * channel and the business-rule override. Continue validates (admin/AdminSpotReservation/validate), puts
 * the reservation in the staff cart (admin/AdminCart/addreservation) and goes to /admin/shopping-cart.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { CallError, failureMessages } from '#web/lib/call.ts';
import { cartQueryKey, fetchCart } from '#web/lib/cart/get-cart.ts';
import { syncCart } from '#web/lib/cart/cart-sync.ts';
import { transactionStore } from '#web/lib/cart/transaction-state.ts';
import { addReservationToCart } from '#web/lib/booking/add-reservation-to-cart.ts';
import { validateReservation } from '#web/lib/booking/validate-reservation.ts';
import { EMPTY_DRAFT, SALES_CHANNEL, reservationRequest } from '#web/lib/booking/booking-model.ts';
import { ClaimSummary } from './ClaimSummary.tsx';
import { claimStore, useClaim, type OccupantDraft } from '#web/lib/booking/claim-state.ts';
import { abandonClaim } from '#web/lib/booking/entry-check.ts';
import { occupantResolver } from './occupant-resolver.ts';
import { CustomerLookup } from './CustomerLookup.tsx';
import { OccupantForm } from './OccupantForm.tsx';
import { ADMIN_SHOPPING_CART_PATH } from '#web/lib/booking/paths.ts';
import { useBookingOptions } from './use-booking-options.ts';
import './booking.css';

/** The staff form's customer id text as the request's customerId (blank: no customer). */
function customerIdOf(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

export function AdminReservationAddOccupantPage() {
  usePageTitle('Admin', 'Reservation Add Occupant');
  const auth = useAuth();
  const queryClient = useQueryClient();
  const alerts = useAlertStore();
  const navigate = useNavigate();
  const { claim, draft, state, setDraft, bookingFor, bookFor } = useClaim();
  const options = useBookingOptions(claim, null);
  const baseContext = useMemo(
    () => ({ salesChannel: SALES_CHANNEL.admin, customerId: null, reservationId: state.reservationId }),
    [state.reservationId],
  );
  const resolver = useMemo(() => (claim ? occupantResolver(claim, baseContext) : null), [claim, baseContext]);

  if (!claim) {
    return (
      <div className="page booking-page">
        <h1>Add Reservation - Occupant</h1>
        <p>There is no reservation in progress.</p>
        <p>
          <Link to="/admin/reservation-add">Add a reservation</Link> and choose Reserve on a spot to start
          one.
        </p>
      </div>
    );
  }

  const submit = async (values: OccupantDraft) => {
    setDraft(values);
    alerts.clearLayer('admin');
    const request = reservationRequest(claim, values, {
      ...baseContext,
      customerId: customerIdOf(values.customerId),
    });
    try {
      await validateReservation(auth.bearerApi, 'admin', request);
      await addReservationToCart(auth.bearerApi, 'admin', request);
      claimStore.clear();
      // The cart as it is now: the transaction's count and timer, and the cart page's first paint.
      const cart = await fetchCart(auth.bearerApi, 'admin').catch(() => null);
      if (cart) {
        queryClient.setQueryData(cartQueryKey('admin', auth.username), cart);
        syncCart(transactionStore, cart);
      }
      await navigate(ADMIN_SHOPPING_CART_PATH);
    } catch (error) {
      alerts.danger(failureMessages(error)[0]!, 'admin');
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return error instanceof CallError ? error.fieldErrors : undefined;
    }
  };

  const cancel = () => {
    abandonClaim(auth.bearerApi, 'admin', claim);
    void navigate(`/admin/reservation-add/${claim.locationId}`);
  };

  return (
    <div className="page booking-page">
      <h1>Add Reservation - Occupant</h1>
      <div className="booking-layout">
        <ClaimSummary claim={claim} heading="Held Spot" />
        <section className="booking-card" aria-labelledby="occupant-heading">
          <h2 id="occupant-heading">Occupant Details</h2>
          {!options.ready || !resolver ? (
            <Spinner label="Loading the reservation" />
          ) : (
            <>
              <CustomerLookup
                onChoose={(customer) => {
                  // The chosen customer's details replace what was typed.
                  setDraft({ ...EMPTY_DRAFT, ...customer.occupant });
                  bookFor(customer);
                }}
              />
              <OccupantForm
                key={bookingFor?.customerId ?? 'walk-in'}
                side="admin"
                defaultValues={draft ?? { ...EMPTY_DRAFT, ...bookingFor?.occupant }}
                resolver={resolver}
                equipmentTypes={options.equipmentTypes}
                discountClasses={options.discountClasses}
                addOns={options.addOns}
                onSubmit={submit}
                onCancel={cancel}
                submitLabel="Add to Cart"
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
