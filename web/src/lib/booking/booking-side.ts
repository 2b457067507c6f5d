/**
 * Which side books: the public site (SpotReservation/, Cart/) or the back office (admin/...); the paths of
 * each side's booking calls.
 */
export type BookingSide = 'public' | 'admin';

export const BOOKING_PATHS = {
  public: {
    claim: 'SpotReservation/spot/{spotId}/claim',
    release: 'SpotReservation/spot/{spotId}/releaseclaim',
    validate: 'SpotReservation/validate',
    addReservation: 'Cart/addreservation',
  },
  admin: {
    claim: 'admin/AdminSpotReservation/spot/{spotId}/claim',
    release: 'admin/AdminSpotReservation/spot/{spotId}/releaseclaim',
    validate: 'admin/AdminSpotReservation/validate',
    addReservation: 'admin/AdminCart/addreservation',
  },
} as const;
