/**
 * Read data derived from a park's spots, computed when the catalogue is written so that reading a park
 * (or a list of parks) stays one query. Pure: no I/O.
 */
import type { LocationRecord, ProductRecord, ProductTypeRecord, SpotRecord } from '#domain/catalogue';

export interface ProductTypeCount {
  locationId: number;
  productTypeId: number;
  productTypeName: string;
  productTypeIcon: string;
  count: number;
}

export interface LocationArea {
  name: string;
  description: string;
}

export interface LocationDerived {
  productTypeCounts: ProductTypeCount[];
  /** Lowest and highest base daily rate of the park's active spots, in cents; null without spots. */
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Distinct spot areas, in first-seen order of spot id. */
  areas: LocationArea[];
  spotCount: number;
}

export function deriveLocationData(
  location: Pick<LocationRecord, 'id'>,
  spots: SpotRecord[],
  products: Map<number, ProductRecord>,
  productTypes: Map<number, ProductTypeRecord>,
): LocationDerived {
  const active = spots.filter((s) => s.locationId === location.id && s.isActive).sort((a, b) => a.id - b.id);
  const counts = new Map<number, number>();
  const areas = new Map<string, LocationArea>();
  let min: number | null = null;
  let max: number | null = null;
  for (const spot of active) {
    const product = products.get(spot.productId);
    if (product) {
      counts.set(product.productTypeId, (counts.get(product.productTypeId) ?? 0) + 1);
      min = min === null ? product.baseDailyRateCents : Math.min(min, product.baseDailyRateCents);
      max = max === null ? product.baseDailyRateCents : Math.max(max, product.baseDailyRateCents);
    }
    if (spot.area && !areas.has(spot.area))
      areas.set(spot.area, { name: spot.area, description: spot.areaDescription });
  }
  const productTypeCounts = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productTypeId, count]) => {
      const type = productTypes.get(productTypeId);
      return {
        locationId: location.id,
        productTypeId,
        productTypeName: type?.name ?? '',
        productTypeIcon: type?.icon ?? '',
        count,
      };
    });
  return {
    productTypeCounts,
    minPriceCents: min,
    maxPriceCents: max,
    areas: [...areas.values()],
    spotCount: active.length,
  };
}
