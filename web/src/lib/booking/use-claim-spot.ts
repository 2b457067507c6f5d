/**
 * Reserve's last step (public §4.4 step 4, admin §4.3): claim the spot for the stay, keep the claim,
 * start the transaction timer, show the hold message on the next page and go there. A still-held earlier
 * claim's lockCode goes with the claim, which replaces the old hold in one step (cancel-and-reserve).
 * In an edit flow the claim names the reservation being changed (the server holds only the nights it
 * does not own yet) and goes on to /reservation-edit-occupant (staff: /admin/reservation-edit-occupant).
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { HOLD_MESSAGE } from '#domain/holds';
import { LIMIT_MESSAGE } from '#domain/limits';
import { useAlertStore } from '../alerts/alerts-context.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { CUSTOMER_ACCOUNT_REQUIRED } from '../auth/messages.ts';
import { useLoadingStore } from '../loading/loading-context.tsx';
import { failureMessages } from '#web/lib/call.ts';
import { transactionStore } from '../cart/transaction-state.ts';
import { claimSpot } from './claim-spot.ts';
import { askForCaptchaPass } from './captcha-pass.ts';
import { type BookingSide } from './booking-side.ts';
import { isClaimHeld } from './booking-model.ts';
import { claimStore } from './claim-state.ts';
import { abandonClaim, checkReservationEntry } from './entry-check.ts';
import { ADMIN_OCCUPANT_PATH, CREATE_RESERVATION_PATH, loginRedirectPathOf } from './paths.ts';
import { checkEditEntry } from '../reservation-edit/entry-check.ts';
import { ADMIN_EDIT_OCCUPANT_PATH, EDIT_OCCUPANT_PATH } from '../reservation-edit/paths.ts';
import { type Admission, admissionFor, waitingRoomPathOf } from '../waiting-room/admission.ts';

export interface ClaimTarget {
  spot: { id: number; name: string; locationId: number; locationName: string };
  arrival: string;
  departure: string;
  adaAcknowledged: boolean;
  /** Staff only. */
  walkIn?: boolean;
  overrideClosure?: boolean;
}

/** editing: the customer (or staff) is changing the reservation of the claim store's working copy. */
export function useClaimSpot(side: BookingSide, { editing = false }: { editing?: boolean } = {}) {
  const auth = useAuth();
  const alerts = useAlertStore();
  const loading = useLoadingStore();
  const navigate = useNavigate();
  const location = useLocation();
  const layer = side === 'admin' ? 'admin' : 'detail';

  return async function claim(target: ClaimTarget): Promise<void> {
    if (side === 'public') {
      if (!auth.signedIn) {
        await navigate(loginRedirectPathOf(`${location.pathname}${location.search}`));
        return;
      }
      if (!auth.isCustomer) {
        alerts.danger(CUSTOMER_ACCOUNT_REQUIRED, 'public');
        return;
      }
    }
    loading.start();
    try {
      // While a waiting room gates the park, the claim needs its admission: the queue comes first.
      const admission: Admission =
        side === 'public' ? await admissionFor(auth.bearerApi, target.spot.locationId) : { kind: 'open' };
      if (admission.kind === 'queue') {
        await navigate(waitingRoomPathOf(admission.eventId, `${location.pathname}${location.search}`));
        return;
      }
      // A still-held earlier claim goes with the new one: the server replaces it in the claim's own
      // transaction, and keeps it when the new claim is refused (or when it is in the cart).
      const existing = claimStore.get().claim;
      const previousLockCode = existing && isClaimHeld(existing, new Date()) ? existing.lockCode : null;
      const edit = editing ? claimStore.get().edit : null;
      const reservationId = edit ? edit.reservationId : claimStore.get().reservationId;
      const makeClaim = () =>
        claimSpot(
          auth.bearerApi,
          side,
          target.spot.id,
          {
            reservationStartDate: target.arrival,
            reservationEndDate: target.departure,
            lockCode: previousLockCode,
            spotReservationId: reservationId,
            ...(side === 'admin' && {
              walkInReservation: target.walkIn ?? false,
              overrideClosure: target.overrideClosure ?? false,
            }),
          },
          admission.kind === 'admitted' ? admission.token : undefined,
        );
      let held;
      try {
        held = await makeClaim();
      } catch (error) {
        // A claim that looks automated (a burst from this account, or no page view before it): the
        // "I am not a robot" check (CaptchaCheck), then the claim once more. Closed unchecked, the claim
        // stays refused with the server's message.
        if (side !== 'public' || failureMessages(error)[0] !== LIMIT_MESSAGE.captchaRequired) throw error;
        loading.stop();
        if (!(await askForCaptchaPass())) throw error;
        loading.start();
        held = await makeClaim();
      }
      const claim = {
        locationName: target.spot.locationName,
        locationId: target.spot.locationId,
        spotId: target.spot.id,
        spotName: target.spot.name,
        lockCode: held.lockCode,
        lockedUntil: held.lockedUntil,
        startDate: target.arrival,
        endDate: target.departure,
        walkInReservation: target.walkIn ?? false,
        adaRequirementAcknowledged: target.adaAcknowledged,
        overrideClosure: target.overrideClosure ?? false,
      };
      claimStore.setClaim(claim);
      transactionStore.startReservation(held.lockedUntil);
      if (side === 'public') {
        // The entry check of the next page (public §2.4, §2.5) runs here, so that a refusal keeps the
        // person on this page (the navigation is not made) with the first message.
        const refused = edit
          ? await checkEditEntry(auth.bearerApi, claim, edit)
          : await checkReservationEntry(auth.bearerApi, claim, null);
        if (refused) {
          abandonClaim(auth.bearerApi, side, claim);
          alerts.danger(refused[0]!, layer);
          return;
        }
      }
      // Navigation clears the alerts: the hold message is raised once the next page is entered.
      const next = edit
        ? side === 'admin'
          ? ADMIN_EDIT_OCCUPANT_PATH
          : EDIT_OCCUPANT_PATH
        : side === 'admin'
          ? ADMIN_OCCUPANT_PATH
          : CREATE_RESERVATION_PATH;
      await navigate(next, {
        state: { entryChecked: true },
      });
      alerts.info(HOLD_MESSAGE.held, layer);
    } catch (error) {
      alerts.danger(failureMessages(error)[0]!, layer);
    } finally {
      loading.stop();
    }
  };
}
