/** Fee types (public §3.5 feeType): the kinds of line a quote, a cart and a receipt show. */
export const FEE_TYPE = {
  Reservation: 1,
  Transaction: 2,
  Convenience: 3,
  ParkUse: 4,
  AddOn: 5,
  CancellationModification: 6,
} as const;
export type FeeType = (typeof FEE_TYPE)[keyof typeof FEE_TYPE];

/**
 * operationId of a fee request (public §9: default 0): 0 a new reservation, 1 a modification (adds the
 * modification fee), 2 a cancellation (adds the cancellation fee).
 */
export const PRICING_OPERATION = { New: 0, Modification: 1, Cancellation: 2 } as const;
