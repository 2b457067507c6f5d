/** The amenity filters' attributes. */
import { useQuery } from '@tanstack/react-query';
import type { AttributeDefinition } from '#contract/attributes';
import type { Envelope } from '#contract/envelope';
import { useTenant } from '../tenant/tenant-context.tsx';

/** GET Location/attributes?IsSearchable=true -> attributes (the amenity filter panel). */
export function useSearchableAttributes() {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'attributes', 'searchable'],
    queryFn: async () =>
      (
        await api.get<Envelope<'attributes', AttributeDefinition[]>>('Location/attributes', {
          IsSearchable: true,
        })
      ).attributes,
    staleTime: 10 * 60_000,
  });
}
