/**
 * What taking some of a park's nights out of sale meets, as the back office shows it before saving (a
 * closure, an operational season that no longer covers days): the sold reservations on those nights,
 * linked by id and named as the front desk names them, and the spots held in a cart right now. Nothing
 * is cancelled; staff see them and decide.
 */
import type { ClosureOverlap } from '#contract/park-setup';
import type { SpotRecord, TenantId } from '#domain/catalogue';
import { type TakenNight, takenNightsImpact } from '#domain/park-setup';
import { getReservationsByIds } from '#store/front-desk';
import { listTakenNights } from '#store/inventory';
import { listSpots } from '#store/locations';

export interface TakenNightImpact {
  reservations: ClosureOverlap[];
  heldSpots: { spotId: number; spotName: string }[];
  /** The park's spots, read on the way. */
  spots: SpotRecord[];
}

/** The reservations and live holds on the park's nights from `startDate` to `endDate` that `covers` accepts. */
export async function takenNightImpact(
  tenantId: TenantId,
  locationId: number,
  range: { startDate: string; endDate: string },
  covers: (night: TakenNight) => boolean,
): Promise<TakenNightImpact> {
  const [nights, spots] = await Promise.all([
    listTakenNights(tenantId, locationId, range.startDate, range.endDate),
    listSpots(tenantId, locationId),
  ]);
  const found = takenNightsImpact(nights, covers, Math.floor(Date.now() / 1000));
  const spotNames = new Map(spots.map((s) => [s.id, s.name]));
  const reservations = await getReservationsByIds(tenantId, found.reservationIds);
  return {
    reservations: reservations.map((r) => ({
      reservationId: r.id,
      reservationNumber: r.reservationNumber,
      spotId: r.spotId,
      spotName: spotNames.get(r.spotId) ?? '',
      startDate: r.startDate,
      endDate: r.endDate,
      occupant: `${r.primaryOccupant.firstName} ${r.primaryOccupant.lastName}`.trim(),
      status: r.subStatus ?? r.status,
    })),
    heldSpots: found.heldSpotIds.map((spotId) => ({ spotId, spotName: spotNames.get(spotId) ?? '' })),
    spots,
  };
}
