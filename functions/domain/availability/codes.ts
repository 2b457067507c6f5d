/** availabilityCode 1–6 (the numeric mapping is the product's choice; the spec shows only the names). */
export const AVAILABILITY_CODE = {
  Available: 1,
  Reserved: 2,
  Walkin: 3,
  Closed: 4,
  ClosedOverridable: 5,
  Unavailable: 6,
} as const;
export type AvailabilityCode = (typeof AVAILABILITY_CODE)[keyof typeof AVAILABILITY_CODE];
