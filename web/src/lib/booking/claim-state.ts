/**
 * The in-progress reservation held by the browser (public §3.8 "Spot claim" and "Reservation working
 * copy"): the claim (a 15-minute hold) made by Reserve and the occupant draft being filled on
 * /create-reservation (or the staff /admin/reservation-add-occupant), read again by the review page, and
 * the reservation a customer is changing.
 * An external store persisted in localStorage under 'campfire.claim' (sign-out clears that key), read
 * with `useClaim()`; the same pattern as the spot search state.
 */
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '../auth/auth-state.ts';
import { createPersistedStore } from '../persisted-store.ts';

export const CLAIM_STORAGE_KEY = 'campfire.claim';

/** The held spot (public §3.8 "Spot claim"). Dates are ISO 'YYYY-MM-DD'; lockedUntil an ISO date-time. */
export interface SpotClaim {
  locationName: string;
  locationId: number;
  spotId: number;
  /** Shown on the summary; not part of the spec's claim but known when Reserve is pressed. */
  spotName: string;
  lockCode: string;
  lockedUntil: string;
  startDate: string;
  endDate: string;
  walkInReservation: boolean;
  adaRequirementAcknowledged: boolean;
  overrideClosure: boolean;
}

/**
 * The occupant form's values (the part of the new reservation request a person fills in). Kept as the
 * form holds them so that Edit on the review page returns to the same form; the request is built from
 * the claim and this draft (booking request builder).
 */
export interface OccupantDraft {
  isCustomerPrimaryOccupant: boolean;
  primaryOccupantFirstName: string;
  primaryOccupantLastName: string;
  primaryOccupantStreet1: string;
  primaryOccupantStreet2: string;
  primaryOccupantCity: string;
  primaryOccupantState: string;
  primaryOccupantZipcode: string;
  primaryOccupantCountry: string;
  primaryOccupantEmail: string;
  primaryOccupantHomePhone: string;
  primaryOccupantMobilePhone: string;
  numberOfAdults: string;
  numberOfVehicles: string;
  equipmentTypeId: string;
  equipmentLength: string;
  discounts: number[];
  addOns: { id: number; quantity: number }[];
  /** Staff only: the customer the reservation is for (empty: a walk-in guest without an account). */
  customerId: string;
  overrideBusinessRule: boolean;
}

/**
 * The reservation being changed (public §3.8 "Reservation working copy", admin §4.4): what it is now
 * (old*), kept from the edit's start to its receipt, with what the 'Currently Modifying' summary shows.
 * The new stay is the claim. Dates are ISO 'YYYY-MM-DD'.
 */
export interface ReservationEdit {
  reservationId: number;
  reservationNumber: string;
  customerId: number;
  externalUserId: string;
  locationId: number;
  parkName: string;
  loopName: string;
  spotName: string;
  bookingType: string;
  oldSpotId: number;
  oldStartDate: string;
  oldEndDate: string;
  /** Discount class ids. */
  oldDiscounts: number[];
  /** The reservation's occupant and party, the occupant form's first values (equipment type by name). */
  occupant: OccupantDraft;
  equipmentTypeName: string;
}

/**
 * The customer a staff user books for when they started from the customer's page: their details fill
 * the occupant form (admin §2.3 customer-view). Kept until the booking ends or the clerk drops it.
 */
export interface BookingFor {
  customerId: number;
  name: string;
  occupant: Partial<OccupantDraft>;
}

export interface ClaimState {
  claim: SpotClaim | null;
  draft: OccupantDraft | null;
  /** Set while a customer changes a reservation; the claim is then the new stay's hold. */
  edit: ReservationEdit | null;
  /**
   * Kept when a claim is cleared for cancel-and-reserve (public §4.4: "clear the reservation keeping
   * only its id"); null for a new reservation.
   */
  reservationId: number | null;
  bookingFor: BookingFor | null;
}

export const initialClaimState: ClaimState = {
  claim: null,
  draft: null,
  edit: null,
  reservationId: null,
  bookingFor: null,
};

export interface ClaimStore {
  get(): ClaimState;
  subscribe(listener: () => void): () => void;
  /** A new hold: the draft of an earlier claim is dropped (other spot or dates). */
  setClaim(claim: SpotClaim): void;
  setDraft(draft: OccupantDraft): void;
  /**
   * Starts changing a reservation: the working copy is set and the draft dropped; a held claim stays, so
   * that the edit's first claim replaces its hold.
   */
  startEdit(edit: ReservationEdit): void;
  /** The hold is given up: the claim and draft go, an edit's working copy stays. */
  dropClaim(): void;
  /** Cancel-and-reserve: the claim and draft go, the reservation id stays. */
  clearKeepingId(): void;
  /** A staff booking for this customer (null: for nobody in particular). */
  bookFor(customer: BookingFor | null): void;
  clear(): void;
}

export function createClaimStore(storage: KeyValueStorage | null = browserStorage()): ClaimStore {
  const persisted = createPersistedStore(CLAIM_STORAGE_KEY, initialClaimState, storage);
  const { set, update } = persisted;
  return {
    get: persisted.get,
    subscribe: persisted.subscribe,
    setClaim: (claim) => update({ claim, draft: null }),
    setDraft: (draft) => update({ draft }),
    startEdit: (edit) => update({ edit, draft: null }),
    dropClaim: () => update({ claim: null, draft: null }),
    clearKeepingId: () => set({ ...initialClaimState, reservationId: persisted.get().reservationId }),
    bookFor: (bookingFor) => update({ bookingFor }),
    clear: () => set(initialClaimState),
  };
}

/** The one store of the browser tab. */
export const claimStore = createClaimStore();

/** The claim state (re-renders on change) and the store's actions. */
export function useClaim(store: ClaimStore = claimStore) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return {
    state,
    claim: state.claim,
    draft: state.draft,
    edit: state.edit,
    bookingFor: state.bookingFor,
    setClaim: store.setClaim,
    setDraft: store.setDraft,
    startEdit: store.startEdit,
    dropClaim: store.dropClaim,
    clearKeepingId: store.clearKeepingId,
    bookFor: store.bookFor,
    clear: store.clear,
  };
}
