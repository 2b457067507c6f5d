/**
 * The create-reservation entry check (public §2.4): the in-progress reservation (spot, dates, lock code,
 * customer, reservation id) is validated on the server. The occupant is not known yet: it is sent as
 * the customer (whom the server knows) with one person, so what is checked is the hold and the park's
 * business rules. A refused check ends the reservation in progress and frees the hold.
 */
import type { ApiClient } from '../api.ts';
import { failureMessages } from '#web/lib/call.ts';
import { transactionStore } from '../cart/transaction-state.ts';
import { releaseClaim } from './release-claim.ts';
import { validateReservation } from './validate-reservation.ts';
import { EMPTY_DRAFT, SALES_CHANNEL, reservationRequest } from './booking-model.ts';
import { claimStore, type SpotClaim } from './claim-state.ts';

/** null when the reservation may go on; the server's messages otherwise. */
export async function checkReservationEntry(
  api: ApiClient,
  claim: SpotClaim,
  customerId: number | null,
): Promise<string[] | null> {
  const probe = {
    ...EMPTY_DRAFT,
    isCustomerPrimaryOccupant: true,
    numberOfAdults: '1',
    numberOfVehicles: '0',
  };
  try {
    await validateReservation(
      api,
      'public',
      reservationRequest(claim, probe, {
        salesChannel: SALES_CHANNEL.public,
        customerId,
        reservationId: claimStore.get().reservationId,
      }),
    );
    return null;
  } catch (error) {
    return failureMessages(error);
  }
}

/** The reservation is no longer in progress: the claim is dropped and its hold released (best effort). */
export function abandonClaim(api: ApiClient, side: 'public' | 'admin', claim: SpotClaim): void {
  claimStore.dropClaim();
  if (transactionStore.get().cartItemCount === 0) transactionStore.endReservation();
  void releaseClaim(api, side, claim.spotId, claim.lockCode).catch(() => undefined);
}
