/** Whether the customer's discounts were verified before (the occupant page's discount choice). */
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';
import { buildPath, type ApiClient } from '../api.ts';
import type { previousDiscountCheckRequestSchema } from '#contract/reservations';
import type { z } from 'zod';

export async function checkPreviousDiscounts(
  api: ApiClient,
  customerId: number,
  body: z.input<typeof previousDiscountCheckRequestSchema>,
) {
  const path = buildPath(
    'Customer/{customerId}/check-previous-discounts',
    { customerId },
    'checkPreviousDiscounts',
  );
  return (
    await callEnvelope(() =>
      api.post<
        EnvelopeLike & {
          data: { discountedReservationInCart: boolean; discountedReservationReserved: boolean };
        }
      >(path, body),
    )
  ).data;
}
