/** GET Pricing/addons?locationId=: the park's add-ons. */
import type { AddOn } from '#contract/pricing';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { type ApiClient } from '../api.ts';

export async function fetchAddOns(api: ApiClient, locationId: number) {
  return (
    await callEnvelope(() => api.get<EnvelopeLike & { data: AddOn[] }>('Pricing/addons', { locationId }))
  ).data;
}
