/**
 * Facility changeover: per park and day, the spots where one stay departs and another arrives the same
 * day, so the crew cleans them between check-out and check-in. Read from the sold nights alone: a stay
 * departs on day d when it held the night before d and not d; another arrives when it holds d.
 */
import { addDays, eachDay } from '#domain/availability/calendar';
import type { ReportPark, SoldNight } from './park-data.ts';
import type { ReportTable } from './table.ts';

export interface ChangeoverPark extends ReportPark {
  /** Sold nights from the day before `from` through `to`. */
  nights: SoldNight[];
  /** The reservation number shown for an id. */
  reservationNumber: (id: number) => string;
}

export function facilityChangeoverReport(
  parks: readonly ChangeoverPark[],
  from: string,
  to: string,
): ReportTable {
  const rows: ReportTable['rows'] = [];
  const perDay = new Map(eachDay(from, to).map((d) => [d, 0]));
  for (const park of parks) {
    const holder = new Map(park.nights.map((n) => [`${n.spotId}|${n.night}`, n.reservationId]));
    const spots = [...park.spots].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
    for (const day of perDay.keys()) {
      const before = addDays(day, -1);
      for (const spot of spots) {
        const leaving = holder.get(`${spot.id}|${before}`);
        const arriving = holder.get(`${spot.id}|${day}`);
        if (leaving === undefined || arriving === undefined || leaving === arriving) continue;
        perDay.set(day, perDay.get(day)! + 1);
        rows.push({
          date: day,
          park: park.name,
          loop: spot.loopName,
          spot: spot.name,
          departing: park.reservationNumber(leaving),
          arriving: park.reservationNumber(arriving),
          turnovers: 1,
        });
      }
    }
  }
  rows.sort((a, b) => String(a.date).localeCompare(String(b.date)));
  return {
    columns: [
      { key: 'date', label: 'Date', kind: 'date' },
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'loop', label: 'Loop', kind: 'text' },
      { key: 'spot', label: 'Spot', kind: 'text' },
      { key: 'departing', label: 'Departing reservation', kind: 'text' },
      { key: 'arriving', label: 'Arriving reservation', kind: 'text' },
      { key: 'turnovers', label: 'Turnovers', kind: 'number' },
    ],
    rows,
    totals: {
      date: 'Total',
      park: null,
      loop: null,
      spot: null,
      departing: null,
      arriving: null,
      turnovers: rows.length,
    },
    chart: {
      kind: 'bar',
      title: 'Turnovers per day',
      valueLabel: 'Turnovers',
      valueKind: 'number',
      points: [...perDay].map(([label, value]) => ({ label, value })),
    },
  };
}
