/** Pricing/fees: the quote's fee lines for the review page. */
import type { FeesResponse } from '#contract/pricing';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type ApiClient } from '../api.ts';
import type { feeRequest } from './booking-model.ts';

/**
 * The fee lines and totals of a stay: GET Pricing/fees (public §7.4), or POST Pricing/fees when add-ons
 * are bought (the GET query carries none).
 */
export async function fetchFees(api: ApiClient, request: ReturnType<typeof feeRequest>) {
  const { addOns, ...query } = request;
  return callEnvelope(() =>
    addOns.length
      ? api.post<EnvelopeLike & FeesResponse>('Pricing/fees', request)
      : api.get<EnvelopeLike & FeesResponse>('Pricing/fees', query),
  );
}
