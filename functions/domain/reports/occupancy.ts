/**
 * Occupancy by product class: per park, month and product class, the spot-nights sold against the
 * spot-nights that could be sold. A spot-night can be sold when the spot is active and no closure
 * covers it; a night sold on a closed spot (sold before the closure) counts as available too, so
 * occupancy never passes 100%.
 */
import { eachDay } from '#domain/availability/calendar';
import { type ReportClosure, type ReportPark, type SoldNight, closedSpotIds } from './park-data.ts';
import { type StayRollUp, hasDay, rollUpStays, stretchesOf } from './roll-ups.ts';
import { type ReportTable, percent, sumOf } from './table.ts';

export interface OccupancyPark extends ReportPark {
  nights: SoldNight[];
  closures: ReportClosure[];
}

export function occupancyByProductClassReport(
  parks: readonly OccupancyPark[],
  from: string,
  to: string,
): ReportTable {
  return occupancyFromRollUps(
    parks.map((p) => ({
      ...p,
      rollUps: stretchesOf(from, to).map((s) =>
        rollUpStays(s.from, s.to, { soldNights: p.nights, revenueNights: [], arrivals: [], cancelled: [] }),
      ),
    })),
    from,
    to,
  );
}

/** The same from each park's roll-ups of the range (its sold nights as a mask per spot and month). */
export function occupancyFromRollUps(
  parks: readonly (ReportPark & {
    rollUps: readonly Pick<StayRollUp, 'from' | 'to' | 'spots'>[];
    closures: ReportClosure[];
  })[],
  from: string,
  to: string,
): ReportTable {
  const rows: ReportTable['rows'] = [];
  const byMonth = new Map<string, { sold: number; available: number }>();
  for (const park of parks) {
    const active = park.spots.filter((s) => s.isActive);
    const closed = new Set<string>();
    for (const c of park.closures)
      for (const spotId of closedSpotIds(c, park.spots))
        for (const day of eachDay(c.startDate > from ? c.startDate : from, c.endDate < to ? c.endDate : to))
          closed.add(`${spotId}|${day}`);
    // park → month → class → counts
    const cells = new Map<string, { spots: Set<number>; sold: number; available: number }>();
    for (const rollUp of park.rollUps) {
      const days = eachDay(rollUp.from, rollUp.to);
      for (const spot of active) {
        const mask = rollUp.spots[spot.id]?.[0] ?? 0;
        let available = 0;
        let sold = 0;
        for (const day of days) {
          const isSold = mask > 0 && hasDay(mask, day);
          if (!isSold && closed.size && closed.has(`${spot.id}|${day}`)) continue;
          available += 1;
          if (isSold) sold += 1;
        }
        if (!available) continue;
        const cellKey = `${rollUp.from.slice(0, 7)}|${spot.productClassName}`;
        const cell = cells.get(cellKey) ?? { spots: new Set<number>(), sold: 0, available: 0 };
        cell.spots.add(spot.id);
        cell.available += available;
        cell.sold += sold;
        cells.set(cellKey, cell);
      }
    }
    for (const [cellKey, cell] of [...cells].sort(([a], [b]) => a.localeCompare(b))) {
      const [month, productClass] = cellKey.split('|') as [string, string];
      rows.push({
        park: park.name,
        month,
        productClass,
        spots: cell.spots.size,
        available: cell.available,
        sold: cell.sold,
        occupancy: percent(cell.sold, cell.available),
      });
      const m = byMonth.get(month) ?? { sold: 0, available: 0 };
      m.sold += cell.sold;
      m.available += cell.available;
      byMonth.set(month, m);
    }
  }
  const available = sumOf(rows, 'available');
  const soldTotal = sumOf(rows, 'sold');
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'month', label: 'Month', kind: 'text' },
      { key: 'productClass', label: 'Product class', kind: 'text' },
      { key: 'spots', label: 'Spots', kind: 'number' },
      { key: 'available', label: 'Nights available', kind: 'number' },
      { key: 'sold', label: 'Nights sold', kind: 'number' },
      { key: 'occupancy', label: 'Occupancy %', kind: 'percent' },
    ],
    rows,
    totals: {
      park: 'Total',
      month: null,
      productClass: null,
      // Spots repeat month after month: their sum means nothing.
      spots: null,
      available,
      sold: soldTotal,
      occupancy: percent(soldTotal, available),
    },
    chart: {
      kind: 'bar',
      title: 'Occupancy per month',
      valueLabel: 'Occupancy %',
      valueKind: 'percent',
      points: [...byMonth]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([label, m]) => ({ label, value: percent(m.sold, m.available) })),
    },
  };
}
