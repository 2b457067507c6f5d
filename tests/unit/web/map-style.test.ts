import { describe, expect, it } from 'vitest';
import { offlineStyle } from '../../../web/src/components/map/offline-style.ts';

describe('offline basemap', () => {
  const style = offlineStyle('Colorado');

  it('draws land, state borders and the tenant state from inline GeoJSON: no tiles, glyphs or sprites', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
    expect(style.layers.map((l) => l.id)).toEqual([
      'water',
      'land',
      'tenant-state',
      'state-borders',
      'tenant-state-outline',
    ]);
  });

  it("outlines only the tenant's state", () => {
    const data = (style.sources.tenantState as { data: GeoJSON.FeatureCollection }).data;
    expect(data.features.map((f) => f.properties?.name)).toEqual(['Colorado']);
    const none = (offlineStyle(undefined).sources.tenantState as { data: GeoJSON.FeatureCollection }).data;
    expect(none.features).toEqual([]);
  });
});
