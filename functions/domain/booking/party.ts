/**
 * Who a hold, a cart and an order belong to: a customer (by customerId) or a staff user (by userId).
 * One party type for all three, so "is it theirs?" is asked one way.
 */
export interface BookingParty {
  kind: 'customer' | 'staff';
  /** customerId or the staff user's id. */
  id: number;
}

/** A hold's party, with the username the hold was claimed under (shown to staff). */
export interface HoldHolder extends BookingParty {
  username: string;
}

export function sameParty(a: BookingParty, b: BookingParty): boolean {
  return a.kind === b.kind && a.id === b.id;
}
