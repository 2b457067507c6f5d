import { describe, expect, it } from 'vitest';
import type { ProductRecord, ProductTypeRecord, SpotRecord } from '#domain/catalogue';
import { deriveLocationData } from '#domain/location-derived';

const spot = (id: number, productId: number, area: string, isActive = true) =>
  ({ id, locationId: 1, productId, area, areaDescription: `${area} desc`, isActive }) as SpotRecord;
const products = new Map<number, ProductRecord>([
  [10, { id: 10, productTypeId: 1, baseDailyRateCents: 2500 } as ProductRecord],
  [11, { id: 11, productTypeId: 2, baseDailyRateCents: 9000 } as ProductRecord],
]);
const types = new Map<number, ProductTypeRecord>([
  [1, { id: 1, name: 'Campsite', icon: 'c.svg' }],
  [2, { id: 2, name: 'Cabin', icon: 'k.svg' }],
]);

describe('derived park data', () => {
  it('counts active spots per product type, the price range and the areas', () => {
    const d = deriveLocationData(
      { id: 1 },
      [spot(1, 10, 'North'), spot(2, 10, 'North'), spot(3, 11, 'Lakeside'), spot(4, 11, 'Hidden', false)],
      products,
      types,
    );
    expect(d.productTypeCounts).toEqual([
      { locationId: 1, productTypeId: 1, productTypeName: 'Campsite', productTypeIcon: 'c.svg', count: 2 },
      { locationId: 1, productTypeId: 2, productTypeName: 'Cabin', productTypeIcon: 'k.svg', count: 1 },
    ]);
    expect([d.minPriceCents, d.maxPriceCents]).toEqual([2500, 9000]);
    expect(d.areas.map((a) => a.name)).toEqual(['North', 'Lakeside']);
    expect(d.spotCount).toBe(3);
  });

  it('has no price range without spots', () => {
    const d = deriveLocationData({ id: 1 }, [], products, types);
    expect([d.minPriceCents, d.maxPriceCents, d.spotCount]).toEqual([null, null, 0]);
  });
});
