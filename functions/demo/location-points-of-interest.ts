import type { LocationPointOfInterestRecord } from '#domain/catalogue';
import { poiId } from './points-of-interest.ts';
import { createRandom } from './random.ts';
import type { ParkSeed, TenantProfile } from './tenants/profile.ts';

/** Distance ranges in metres for the three bands: within the park, within 10 miles, beyond 10 miles. */
const BAND_METRES: Record<1 | 2 | 3, [number, number]> = {
  1: [150, 1200],
  2: [2500, 14_000],
  3: [19_000, 60_000],
};

export function buildLocationPointsOfInterest(
  profile: TenantProfile,
  park: ParkSeed,
  locationId: number,
  firstId: number,
): LocationPointOfInterestRecord[] {
  const random = createRandom(`${profile.tenant.id}:${park.code}:poi`);
  return park.pois.map(([key, band], index) => {
    const [min, max] = BAND_METRES[band];
    const metres = random.int(min, max);
    const angle = random.next() * 2 * Math.PI;
    const lat = park.latitude + (Math.sin(angle) * metres) / 111_320;
    const lon =
      park.longitude + (Math.cos(angle) * metres) / (111_320 * Math.cos((park.latitude * Math.PI) / 180));
    return {
      id: firstId + index,
      locationId,
      pointOfInterestId: poiId(key),
      latitude: Number(lat.toFixed(6)),
      longitude: Number(lon.toFixed(6)),
      distanceDescriptionId: band,
    };
  });
}
