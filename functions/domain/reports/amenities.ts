/**
 * Amenities: per park, how many active spots carry each attribute value (electric 50 amp, pull-through,
 * ADA accessible...), so a park manager sees what the park offers and in what number.
 */
import type { ReportTable } from './table.ts';
import { sumOf } from './table.ts';

export interface AmenitySpot {
  id: number;
  isActive: boolean;
  /** The spot's attributes as names and shown values (select options resolved, blanks left out). */
  attributes: { name: string; value: string }[];
}

export interface AmenityPark {
  name: string;
  spots: AmenitySpot[];
}

export function amenitiesReport(parks: readonly AmenityPark[]): ReportTable {
  const rows: ReportTable['rows'] = [];
  const totalsByAttribute = new Map<string, number>();
  for (const park of parks) {
    const active = park.spots.filter((s) => s.isActive);
    const counts = new Map<string, { attribute: string; value: string; spots: number }>();
    for (const spot of active) {
      for (const a of spot.attributes) {
        const key = `${a.name}|${a.value}`;
        const c = counts.get(key) ?? { attribute: a.name, value: a.value, spots: 0 };
        c.spots += 1;
        counts.set(key, c);
      }
    }
    for (const c of [...counts.values()].sort(
      (a, b) =>
        a.attribute.localeCompare(b.attribute) || a.value.localeCompare(b.value, 'en', { numeric: true }),
    )) {
      rows.push({
        park: park.name,
        attribute: c.attribute,
        value: c.value,
        spots: c.spots,
        share: active.length ? Math.round((c.spots / active.length) * 1000) / 10 : 0,
      });
      totalsByAttribute.set(c.attribute, (totalsByAttribute.get(c.attribute) ?? 0) + c.spots);
    }
  }
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'attribute', label: 'Attribute', kind: 'text' },
      { key: 'value', label: 'Value', kind: 'text' },
      { key: 'spots', label: 'Spots', kind: 'number' },
      { key: 'share', label: "% of park's spots", kind: 'percent' },
    ],
    rows,
    // A spot counts once per attribute it carries, so only the pairs add up: the total is of those.
    totals: { park: 'Total', attribute: null, value: null, spots: sumOf(rows, 'spots'), share: null },
    chart: null,
  };
}
