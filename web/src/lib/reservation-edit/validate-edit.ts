/**
 * POST SpotReservation/validate-edit (bearer, public §7.3): the new hold and the park's business rules
 * checked for the change, answered with what the change costs (the edit quote).
 */
import { useQuery } from '@tanstack/react-query';
import type { EditQuote, EditReservationRequestInput } from '#contract/lifecycle';
import { useAuth } from '../auth/auth-context.tsx';
import type { ApiClient } from '../api.ts';
import { callEnvelope, type EnvelopeLike } from '#web/lib/call.ts';

export const editQuoteQueryKey = (request: EditReservationRequestInput | null) =>
  ['me', 'edit-quote', request] as const;

export async function validateEdit(api: ApiClient, request: EditReservationRequestInput): Promise<EditQuote> {
  return (
    await callEnvelope(() =>
      api.post<EnvelopeLike & { data: EditQuote }>('SpotReservation/validate-edit', request),
    )
  ).data;
}

/** The quote of the edit as it stands (the occupant step puts its answer here before the review). */
export function useEditQuote(request: EditReservationRequestInput | null) {
  const { bearerApi } = useAuth();
  return useQuery({
    queryKey: editQuoteQueryKey(request),
    queryFn: () => validateEdit(bearerApi, request!),
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
  });
}
