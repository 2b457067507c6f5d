import type { Location } from '#contract/locations';
import type { Region } from '#contract/lookups';
import { describe, expect, it } from 'vitest';
import { groupByRegion } from '../../../web/src/features/home/ParksByRegion.tsx';

const region = (id: number, longName: string, regionNumber: number): Region => ({
  id,
  tenantId: 'co',
  shortName: longName.slice(0, 3),
  longName,
  regionNumber,
});
// Only the fields the grouping reads matter here.
const park = (id: number, longName: string, regionId: number) => ({ id, longName, regionId }) as Location;

describe('groupByRegion: every park reachable from home', () => {
  it('groups parks by region in region-number order, by name within a region, unknown regions last', () => {
    const regions = [region(2, 'Mountains', 2), region(1, 'Plains', 1), region(3, 'Empty', 3)];
    const parks = [
      park(1, 'Zephyr Lake', 2),
      park(2, 'Aspen Ridge', 2),
      park(3, 'Prairie Dog', 1),
      park(4, 'Lost Park', 99),
    ];
    expect(groupByRegion(parks, regions).map((g) => [g.title, g.locations.map((l) => l.longName)])).toEqual([
      ['Plains', ['Prairie Dog']],
      ['Mountains', ['Aspen Ridge', 'Zephyr Lake']],
      ['Other Parks', ['Lost Park']],
    ]);
  });
});
