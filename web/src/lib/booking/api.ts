/**
 * The booking calls (public §7.3–7.6, admin §7.1, §7.6), all bearer. Public and staff differ only in
 * their paths; each call resolves with the payload on 'Success' and rejects with an CallError
 * carrying the server's messages on 'Failure' (or on a malformed request), so a screen shows the first.
 */
import type { DiscountClass } from '#contract/lookups';
import type { CartItem, SpotReservation } from '#contract/cart';
import type { AddOn, FeesResponse } from '#contract/pricing';
import { callEnvelope as call, type EnvelopeLike } from '#web/lib/call.ts';
import { buildPath, type ApiClient } from '../api.ts';
import type { feeRequest } from './booking-model.ts';
import type { z } from 'zod';
import type { adminClaimRequestSchema, claimResultSchema } from '#contract/holds';

export type BookingSide = 'public' | 'admin';

const PATHS = {
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

/** The claim's body as the contract reads it (the staff fields are for admin/AdminSpotReservation). */
export type ClaimBody = z.input<typeof adminClaimRequestSchema>;

export async function claimSpot(api: ApiClient, side: BookingSide, spotId: number, body: ClaimBody) {
  const path = buildPath(PATHS[side].claim, { spotId }, 'claimSpot');
  return (await call(() => api.post<EnvelopeLike & { data: z.infer<typeof claimResultSchema> }>(path, body)))
    .data;
}

export async function releaseClaim(api: ApiClient, side: BookingSide, spotId: number, lockCode: string) {
  const path = buildPath(PATHS[side].release, { spotId }, 'releaseSpotClaim');
  await call(() => api.post<EnvelopeLike>(path, undefined, { lockCode }));
}

export async function validateReservation(api: ApiClient, side: BookingSide, request: object) {
  await call(() => api.post<EnvelopeLike>(PATHS[side].validate, request));
}

export async function addReservationToCart(api: ApiClient, side: BookingSide, request: object) {
  return call(() =>
    api.post<EnvelopeLike & { reservation: SpotReservation; cartItem: CartItem }>(
      PATHS[side].addReservation,
      request,
    ),
  );
}

/**
 * The fee lines and totals of a stay: GET Pricing/fees (public §7.4), or POST Pricing/fees when add-ons
 * are bought (the GET query carries none).
 */
export async function fetchFees(api: ApiClient, request: ReturnType<typeof feeRequest>) {
  const { addOns, ...query } = request;
  return call(() =>
    addOns.length
      ? api.post<EnvelopeLike & FeesResponse>('Pricing/fees', request)
      : api.get<EnvelopeLike & FeesResponse>('Pricing/fees', query),
  );
}

export async function fetchDiscountClasses(api: ApiClient) {
  return (await call(() => api.get<EnvelopeLike & { data: DiscountClass[] }>('Tenant/discountClasses'))).data;
}

export async function checkPreviousDiscounts(
  api: ApiClient,
  customerId: number,
  body: { startDate: string; endDate: string },
) {
  const path = buildPath(
    'Customer/{customerId}/check-previous-discounts',
    { customerId },
    'checkPreviousDiscounts',
  );
  return (
    await call(() =>
      api.post<
        EnvelopeLike & {
          data: { discountedReservationInCart: boolean; discountedReservationReserved: boolean };
        }
      >(path, body),
    )
  ).data;
}

export async function fetchAddOns(api: ApiClient, locationId: number) {
  return (await call(() => api.get<EnvelopeLike & { data: AddOn[] }>('Pricing/addons', { locationId }))).data;
}
