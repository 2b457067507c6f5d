/**
 * POST SpotReservation/spot/{spotId}/claim (admin/AdminSpotReservation/spot/{spotId}/claim): holds the
 * spot for 15 minutes, replacing the caller's earlier hold named by lockCode.
 */
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { buildPath, type ApiClient } from '../api.ts';
import type { z } from 'zod';
import type { adminClaimRequestSchema, claimResultSchema } from '#contract/holds';
import { type BookingSide, BOOKING_PATHS } from './booking-side.ts';
import { PAGE_VIEW } from '#domain/limits';
import { freshPageView, latestPageView } from '../page-view.ts';

/** The claim's body as the contract reads it (the staff fields are for admin/AdminSpotReservation). */
export type ClaimBody = z.input<typeof adminClaimRequestSchema>;

/**
 * The page-view token a claim carries: the latest, or, on a page open longer than a token lasts, the one
 * a fresh read of the spot's details answers with (a failed read leaves the claim without one).
 */
async function pageViewFor(api: ApiClient, spotId: number): Promise<string | undefined> {
  const fresh = freshPageView(api.tenantId, Math.floor(Date.now() / 1000));
  if (fresh) return fresh;
  await api.get(buildPath('Spot/{spotId}', { spotId }, 'getSpotDetails')).catch(() => undefined);
  return latestPageView(api.tenantId);
}

/**
 * `admissionToken`: the waiting room's admission, while a queue event gates the park. A customer's claim
 * carries the latest page-view token in its header (web/src/lib/page-view.ts).
 */
export async function claimSpot(
  api: ApiClient,
  side: BookingSide,
  spotId: number,
  body: ClaimBody,
  admissionToken?: string,
) {
  const path = buildPath(BOOKING_PATHS[side].claim, { spotId }, 'claimSpot');
  const query = admissionToken ? { admissionToken } : undefined;
  // The latest page-view token: this claim comes after the person read the pages (PAGE_VIEW).
  const pageView = side === 'public' ? await pageViewFor(api, spotId) : undefined;
  const headers = pageView ? { [PAGE_VIEW.header]: pageView } : undefined;
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: z.infer<typeof claimResultSchema> }>(path, body, query, headers),
    )
  ).data;
}
