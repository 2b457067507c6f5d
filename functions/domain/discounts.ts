/**
 * Customer discounts (public §5.1: "Customer discounts are verified on the server"; §7.6
 * check-previous-discounts and verifydiscounts). Pure: the classes, the customer's address and their
 * reservations are passed in.
 */
import { addDays } from '#domain/availability/calendar';
import type { DiscountClassRecord } from '#domain/catalogue';

export const DISCOUNT_MESSAGE = {
  unknown: (id: number) => `Discount ${id} does not exist.`,
  residentsOnly: (name: string, stateName: string) =>
    `${name} is only for ${stateName} residents: the address on the account must be in ${stateName}.`,
  proofRequired: (name: string) => `${name} needs proof: enter the pass or ID number that qualifies.`,
} as const;

export interface DiscountClaim {
  discountClassId: number;
  evidence?: string;
}

export interface DiscountVerification {
  discountClassId: number;
  name: string;
  verified: boolean;
  message: string | null;
}

/**
 * Each claimed class: it must exist; a residency class needs an address in the agency's state (its
 * name or its two-letter code); a class that requires verification needs the evidence that backs it
 * (staff check it at check-in).
 */
export function verifyDiscounts(
  classes: readonly DiscountClassRecord[],
  claims: readonly DiscountClaim[],
  customerState: string,
  agencyState: { name: string; code: string },
): DiscountVerification[] {
  const state = customerState.trim().toUpperCase();
  const inState = state === agencyState.code.toUpperCase() || state === agencyState.name.toUpperCase();
  return claims.map((claim) => {
    const cls = classes.find((c) => c.id === claim.discountClassId);
    const result = (message: string | null) => ({
      discountClassId: claim.discountClassId,
      name: cls?.name ?? '',
      verified: message === null,
      message,
    });
    if (!cls) return result(DISCOUNT_MESSAGE.unknown(claim.discountClassId));
    if (cls.residencyId !== null && !inState)
      return result(DISCOUNT_MESSAGE.residentsOnly(cls.name, agencyState.name));
    if (cls.verificationRequired && !claim.evidence?.trim())
      return result(DISCOUNT_MESSAGE.proofRequired(cls.name));
    return result(null);
  });
}

interface StayLike {
  startDate: string;
  endDate: string;
}

/** Stays share a night (a day-use stay, arrival = departure, counts as its one day). */
export function staysOverlap(a: StayLike, b: StayLike): boolean {
  const end = (s: StayLike) => (s.endDate > s.startDate ? s.endDate : addDays(s.startDate, 1));
  return a.startDate < end(b) && b.startDate < end(a);
}

/**
 * Whether the customer already uses a discount on a stay overlapping these dates: one in the cart
 * (Pending) or one reserved. The reservation being changed (`reservationId`) is not another stay: its
 * own discount does not count against its new dates.
 */
export function previousDiscounts(
  reservations: readonly (StayLike & { id: number; status: string; discounts: readonly number[] })[],
  stay: StayLike & { reservationId?: number | undefined },
) {
  const discounted = reservations.filter(
    (r) => r.id !== stay.reservationId && r.discounts.length > 0 && staysOverlap(r, stay),
  );
  return {
    discountedReservationInCart: discounted.some((r) => r.status === 'Pending'),
    discountedReservationReserved: discounted.some((r) => r.status === 'Reserved'),
  };
}
