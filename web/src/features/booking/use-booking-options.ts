/**
 * What the occupant form offers for the held spot: the spot's equipment types, the tenant's discount
 * classes (for a customer only when no discounted stay of theirs overlaps these dates: public §7.6
 * check-previous-discounts) and the park's add-ons.
 */
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '#contract/envelope';
import type { Spot } from '#contract/spots';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { buildPath } from '#web/lib/api.ts';
import { checkPreviousDiscounts } from '#web/lib/booking/previous-discounts.ts';
import { fetchAddOns } from '#web/lib/booking/add-ons.ts';
import { discountClassesQuery } from '#web/lib/booking/discount-classes.ts';
import type { SpotClaim } from '#web/lib/booking/claim-state.ts';

export const PREVIOUS_DISCOUNT_NOTE =
  'A discount is already applied to one of your reservations for these dates, so no further discount can be offered.';

/** The park's spots (Location/{locationId}/spot), for the held spot's equipment types. */
function useParkSpots(locationId: number | null) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'locations', String(locationId), 'spots'],
    queryFn: async () =>
      (
        await api.get<Envelope<'data', Spot[]>>(
          buildPath('Location/{locationId}/spot', { locationId }, 'listLocationSpots'),
        )
      ).data,
    enabled: locationId !== null,
    staleTime: 10 * 60_000,
  });
}

/** The name of the equipment type chosen on the occupant form ('' when none or not loaded). */
export function useEquipmentTypeName(claim: SpotClaim | null, equipmentTypeId: string): string {
  const spots = useParkSpots(claim?.locationId ?? null);
  const types = spots.data?.find((s) => s.id === claim?.spotId)?.equipmentTypes ?? [];
  return types.find((t) => String(t.id) === equipmentTypeId)?.name ?? '';
}

/** `editing`: the reservation a change is for (its own discount does not block the change's dates). */
export function useBookingOptions(
  claim: SpotClaim | null,
  customerId: number | null,
  editing: number | null = null,
) {
  const { tenantId, api } = useTenant();
  const { bearerApi } = useAuth();
  const locationId = claim?.locationId ?? null;

  const spots = useParkSpots(locationId);
  const discountClasses = useQuery(discountClassesQuery(tenantId, api));
  const previous = useQuery({
    queryKey: ['me', 'previous-discounts', customerId, claim?.startDate, claim?.endDate, editing],
    queryFn: () =>
      checkPreviousDiscounts(bearerApi, customerId!, {
        startDate: claim!.startDate,
        endDate: claim!.endDate,
        ...(editing !== null ? { reservationId: editing } : {}),
      }),
    enabled: customerId !== null && claim !== null,
  });
  const addOns = useQuery({
    queryKey: ['tenant', tenantId, 'addons', locationId],
    queryFn: () => fetchAddOns(api, locationId!),
    enabled: locationId !== null,
    staleTime: 10 * 60_000,
  });

  const blocked =
    previous.data?.discountedReservationInCart === true ||
    previous.data?.discountedReservationReserved === true;
  return {
    ready: !spots.isPending && !discountClasses.isPending && (customerId === null || !previous.isPending),
    equipmentTypes: spots.data?.find((s) => s.id === claim?.spotId)?.equipmentTypes ?? [],
    discountClasses: blocked ? null : (discountClasses.data ?? []),
    discountNote: blocked ? PREVIOUS_DISCOUNT_NOTE : undefined,
    // A park without add-ons (or a failed call) simply offers none.
    addOns: addOns.data ?? [],
  };
}
