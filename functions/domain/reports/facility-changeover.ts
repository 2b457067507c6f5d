/**
 * Facility changeover: per park and day, the spots where one stay departs and another arrives the same
 * day, so the crew cleans them between check-out and check-in. Read from the sold nights alone: a stay
 * departs on day d when it held the night before d and not d; another arrives when it holds d.
 */
import { eachDay } from '#domain/availability/calendar';
import type { ReportPark, SoldNight } from './park-data.ts';
import { type Turnover, rollUpStays, stretchesOf } from './roll-ups.ts';
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
  return changeoverFromTurnovers(
    parks.map((p) => ({
      ...p,
      turnovers: stretchesOf(from, to).flatMap(
        (s) =>
          rollUpStays(s.from, s.to, { soldNights: p.nights, revenueNights: [], arrivals: [], cancelled: [] })
            .turnovers,
      ),
    })),
    from,
    to,
  );
}

/** The same from each park's turnovers (its roll-ups'); those outside the range are left out. */
export function changeoverFromTurnovers(
  parks: readonly (ReportPark & {
    turnovers: readonly Turnover[];
    reservationNumber: (id: number) => string;
  })[],
  from: string,
  to: string,
): ReportTable {
  const rows: ReportTable['rows'] = [];
  const perDay = new Map(eachDay(from, to).map((d) => [d, 0]));
  for (const park of parks) {
    const spots = new Map(park.spots.map((s) => [s.id, s]));
    const order = new Map(
      [...park.spots]
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
        .map((s, i) => [s.id, i]),
    );
    const turnovers = park.turnovers
      .filter(([day, spotId]) => day >= from && day <= to && spots.has(spotId))
      // ISO dates order as plain strings: no locale collation, a year of turnovers is tens of thousands.
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : order.get(a[1])! - order.get(b[1])!));
    for (const [day, spotId, leaving, arriving] of turnovers) {
      const spot = spots.get(spotId)!;
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
  rows.sort((a, b) => (String(a.date) < String(b.date) ? -1 : String(a.date) > String(b.date) ? 1 : 0));
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
