/**
 * Closure and maintenance reports, from a park's closures: the closures that overlap a range and the
 * spot-nights each takes out of it (its spots × its days inside the range), and the same grouped by
 * the reason staff gave (spots out of service for maintenance, weather, an event...).
 */
import { daysBetween, maxDate, minDate } from '#domain/availability/calendar';
import { type ReportClosure, type ReportPark, closedSpotIds } from './park-data.ts';
import { type ReportTable, sumOf } from './table.ts';

export interface ClosurePark extends ReportPark {
  closures: ReportClosure[];
}

/** Days of a closure inside [from, to] (0 when they do not meet). */
export function daysInRange(c: Pick<ReportClosure, 'startDate' | 'endDate'>, from: string, to: string) {
  const start = maxDate(c.startDate, from);
  const end = minDate(c.endDate, to);
  return end < start ? 0 : daysBetween(start, end) + 1;
}

interface ClosureLine {
  park: string;
  closure: ReportClosure;
  spots: number;
  days: number;
}

function closureLines(parks: readonly ClosurePark[], from: string, to: string): ClosureLine[] {
  return parks.flatMap((park) =>
    park.closures
      .map((closure) => ({
        park: park.name,
        closure,
        spots: closedSpotIds(closure, park.spots).length,
        days: daysInRange(closure, from, to),
      }))
      .filter((l) => l.days > 0)
      .sort((a, b) => a.closure.startDate.localeCompare(b.closure.startDate) || a.closure.id - b.closure.id),
  );
}

const reasonOf = (c: ReportClosure) => c.reason.trim() || 'No reason given';

export function closureReport(parks: readonly ClosurePark[], from: string, to: string): ReportTable {
  const rows = closureLines(parks, from, to).map(({ park, closure, spots, days }) => ({
    park,
    startDate: closure.startDate,
    endDate: closure.endDate,
    scope: closure.scope,
    reason: reasonOf(closure),
    overridable: closure.overridable ? 'Yes' : 'No',
    spots,
    days,
    nightsRemoved: spots * days,
  }));
  const byPark = new Map<string, number>();
  for (const r of rows) byPark.set(r.park, (byPark.get(r.park) ?? 0) + r.nightsRemoved);
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'startDate', label: 'From', kind: 'date' },
      { key: 'endDate', label: 'To', kind: 'date' },
      { key: 'scope', label: 'Closed', kind: 'text' },
      { key: 'reason', label: 'Reason', kind: 'text' },
      { key: 'overridable', label: 'Overridable', kind: 'text' },
      { key: 'spots', label: 'Spots', kind: 'number' },
      { key: 'days', label: 'Days in range', kind: 'number' },
      { key: 'nightsRemoved', label: 'Spot-nights removed', kind: 'number' },
    ],
    rows,
    totals: {
      park: 'Total',
      startDate: null,
      endDate: null,
      scope: null,
      reason: null,
      overridable: null,
      spots: sumOf(rows, 'spots'),
      days: null,
      nightsRemoved: sumOf(rows, 'nightsRemoved'),
    },
    chart: {
      kind: 'bar',
      title: 'Spot-nights removed per park',
      valueLabel: 'Spot-nights',
      valueKind: 'number',
      points: [...byPark].map(([label, value]) => ({ label, value })),
    },
  };
}

export function maintenanceReport(parks: readonly ClosurePark[], from: string, to: string): ReportTable {
  const groups = new Map<
    string,
    { park: string; reason: string; closures: number; spots: Set<number>; lost: number }
  >();
  for (const park of parks) {
    for (const line of closureLines([park], from, to)) {
      const reason = reasonOf(line.closure);
      const key = `${park.name}|${reason}`;
      const g = groups.get(key) ?? {
        park: park.name,
        reason,
        closures: 0,
        spots: new Set<number>(),
        lost: 0,
      };
      g.closures += 1;
      for (const id of closedSpotIds(line.closure, park.spots)) g.spots.add(id);
      g.lost += line.spots * line.days;
      groups.set(key, g);
    }
  }
  const rows = [...groups.values()]
    .sort((a, b) => a.park.localeCompare(b.park) || b.lost - a.lost || a.reason.localeCompare(b.reason))
    .map((g) => ({
      park: g.park,
      reason: g.reason,
      closures: g.closures,
      spots: g.spots.size,
      lostNights: g.lost,
    }));
  const byReason = new Map<string, number>();
  for (const r of rows) byReason.set(r.reason, (byReason.get(r.reason) ?? 0) + r.lostNights);
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'reason', label: 'Reason', kind: 'text' },
      { key: 'closures', label: 'Closures', kind: 'number' },
      { key: 'spots', label: 'Spots out of service', kind: 'number' },
      { key: 'lostNights', label: 'Spot-nights lost', kind: 'number' },
    ],
    rows,
    totals: {
      park: 'Total',
      reason: null,
      closures: sumOf(rows, 'closures'),
      spots: sumOf(rows, 'spots'),
      lostNights: sumOf(rows, 'lostNights'),
    },
    chart: {
      kind: 'bar',
      title: 'Spot-nights lost by reason',
      valueLabel: 'Spot-nights',
      valueKind: 'number',
      points: [...byReason].sort((a, b) => b[1] - a[1]).map(([label, value]) => ({ label, value })),
    },
  };
}
