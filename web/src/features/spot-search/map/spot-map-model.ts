/** The spot map's pure parts (public §2.12): which filters are active, markers for spots and points of interest. */
import type { LocationPointOfInterest } from '#contract/points-of-interest';
import type { Spot } from '#contract/spots';
import { type LonLat, type MapMarker, isImageIcon } from '#web/components/map/index.ts';
import type { SpotSearchState } from '../search-state.ts';

/** Points of interest are ids of their own on the one map. */
export const POI_PREFIX = 'poi-';

/** Whether the results are narrowed by anything but the park and the dates. */
export function filtersActive(state: SpotSearchState): boolean {
  return (
    state.selectedSpotTypes.length > 0 ||
    state.selectedProductClassifications.length > 0 ||
    state.selectedAttributes.length > 0 ||
    state.selectedLoopId !== null ||
    state.selectedSpotName.trim() !== '' ||
    state.onlyShowAvailable
  );
}

/**
 * Whether a spot's marker shows it unavailable: not available for the stay, or filters are active and it
 * is not among the filtered results.
 */
export function isSpotUnavailable(
  spot: Pick<Spot, 'id' | 'isSpotAvailable'>,
  filtered: ReadonlySet<number> | null,
) {
  return !spot.isSpotAvailable || (filtered !== null && !filtered.has(spot.id));
}

/** One marker per spot: its product type icon and its name in upper case. */
export function spotMarkers(spots: readonly Spot[], filtered: ReadonlySet<number> | null): MapMarker[] {
  return spots.map((spot) => ({
    id: spot.id,
    longitude: spot.longitude,
    latitude: spot.latitude,
    label: `${spot.name}${isSpotUnavailable(spot, filtered) ? ' (unavailable)' : ''}`,
    caption: spot.name.toUpperCase(),
    ...(spot.product.productTypeIcon && { iconUrl: spot.product.productTypeIcon }),
    className: isSpotUnavailable(spot, filtered) ? 'spot-marker is-unavailable' : 'spot-marker',
  }));
}

/** Where the spots are, as [longitude, latitude]; a spot with no position (0, 0 or missing) is left out. */
export function spotPositions(spots: readonly Pick<Spot, 'longitude' | 'latitude'>[]): LonLat[] {
  return spots
    .filter((s) => Number.isFinite(s.latitude) && Number.isFinite(s.longitude) && (s.latitude || s.longitude))
    .map((s) => [s.longitude, s.latitude]);
}

/** Points of interest with an icon, a latitude and a longitude (public §2.12). */
export function poiMarkers(points: readonly LocationPointOfInterest[]): MapMarker[] {
  return points
    .filter(
      (p) =>
        p.icon && Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && (p.latitude || p.longitude),
    )
    .map((p) => ({
      id: `${POI_PREFIX}${p.id}`,
      longitude: p.longitude,
      latitude: p.latitude,
      label: p.name,
      ...(isImageIcon(p.icon) ? { iconUrl: p.icon } : {}),
      className: `poi-marker${isImageIcon(p.icon) ? '' : ` ${p.icon}`}`,
    }));
}
