/**
 * The reports about the people staying: who is in the park over a range (camper), the tags for the spot
 * posts on one day (site marker), how the stays were booked (reservation method) and where the visitors
 * come from (park visitation, by the primary occupant's address). Read from the
 * reservations that hold the park's sold nights; a cancelled stay has freed its nights and is not here.
 */
import { addDays, daysBetween, eachDay } from '#domain/availability/calendar';
import type { ReportPark } from './park-data.ts';
import { type StayRollUp, rollUpStays, stretchesOf } from './roll-ups.ts';
import { type ReportRow, type ReportTable, sumOf } from './table.ts';

/** A stay as the guest reports read it. */
export interface ReportStay {
  reservationNumber: string;
  spotId: number;
  /** ISO dates; a day-use stay departs on its arrival day. */
  arrivalDate: string;
  departureDate: string;
  occupantName: string;
  phone: string;
  email: string;
  people: number;
  vehicles: number;
  /** The primary occupant's address: state (two letters) and country. */
  occupantState: string;
  occupantCountry: string;
  /** Booked online by the guest, or by staff at the desk; a walk-in is a desk sale marked so. */
  channel: 'Online' | 'Desk' | 'Walk-in';
}

export interface GuestPark extends ReportPark {
  stays: ReportStay[];
}

/** What the arrival reports (reservation method, park visitation) read of a park's stays. */
export interface ArrivalPark extends Pick<ReportPark, 'name'> {
  stays: readonly Pick<
    ReportStay,
    'arrivalDate' | 'channel' | 'people' | 'occupantState' | 'occupantCountry'
  >[];
}

/** The days a stay is in the park: each night, or the one day of a day-use stay. */
function daysOf(stay: Pick<ReportStay, 'arrivalDate' | 'departureDate'>): string[] {
  return stay.arrivalDate === stay.departureDate
    ? [stay.arrivalDate]
    : eachDay(stay.arrivalDate, addDays(stay.departureDate, -1));
}

const inRange = (day: string, from: string, to: string) => from <= day && day <= to;

/** Spot names in their natural order ('2' before '10'); one collator, since a year is 30 000 stays. */
const spotOrder = new Intl.Collator('en', { numeric: true });
const byArrival = (a: ReportStay, b: ReportStay) =>
  a.arrivalDate < b.arrivalDate ? -1 : a.arrivalDate > b.arrivalDate ? 1 : 0;
const byNumber = (a: ReportStay, b: ReportStay) =>
  a.reservationNumber < b.reservationNumber ? -1 : a.reservationNumber > b.reservationNumber ? 1 : 0;

/**
 * Each stay of each park with the spot's name and loop, in park, arrival, spot and reservation order
 * (the same order whichever way the stays were read).
 */
function staysWithSpots(parks: readonly GuestPark[], keep: (stay: ReportStay) => boolean) {
  return parks.flatMap((park) => {
    const spots = new Map(park.spots.map((s) => [s.id, s]));
    // Each spot name's place in that order, worked out once (an unknown spot's '' first).
    const names = [...new Set(['', ...park.spots.map((s) => s.name)])].sort(spotOrder.compare);
    const rank = new Map<string, number>();
    names.forEach((name, i) =>
      rank.set(name, i > 0 && spotOrder.compare(names[i - 1]!, name) === 0 ? rank.get(names[i - 1]!)! : i),
    );
    const rankOf = (name: string | undefined) => rank.get(name ?? '')!;
    return park.stays
      .filter(keep)
      .map((stay) => {
        const spot = spots.get(stay.spotId);
        return { park, stay, spot, order: rankOf(spot?.name) };
      })
      .sort((a, b) => byArrival(a.stay, b.stay) || a.order - b.order || byNumber(a.stay, b.stay));
  });
}

/** Camper: every stay in the park on a day of the range, with its party and how to reach them. */
export function camperReport(parks: readonly GuestPark[], from: string, to: string): ReportTable {
  const rows: ReportRow[] = staysWithSpots(parks, (s) => daysOf(s).some((d) => inRange(d, from, to))).map(
    ({ park, stay, spot }) => ({
      park: park.name,
      loop: spot?.loopName ?? '',
      spot: spot?.name ?? String(stay.spotId),
      reservation: stay.reservationNumber,
      occupant: stay.occupantName,
      arrival: stay.arrivalDate,
      departure: stay.departureDate,
      people: stay.people,
      vehicles: stay.vehicles,
      phone: stay.phone,
      email: stay.email,
    }),
  );
  const perDay = new Map(eachDay(from, to).map((d) => [d, 0]));
  for (const park of parks)
    for (const stay of park.stays)
      for (const day of daysOf(stay)) if (perDay.has(day)) perDay.set(day, perDay.get(day)! + stay.people);
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'loop', label: 'Loop', kind: 'text' },
      { key: 'spot', label: 'Spot', kind: 'text' },
      { key: 'reservation', label: 'Reservation', kind: 'text' },
      { key: 'occupant', label: 'Primary occupant', kind: 'text' },
      { key: 'arrival', label: 'Arrival', kind: 'date' },
      { key: 'departure', label: 'Departure', kind: 'date' },
      { key: 'people', label: 'People', kind: 'number' },
      { key: 'vehicles', label: 'Vehicles', kind: 'number' },
      { key: 'phone', label: 'Phone', kind: 'text' },
      { key: 'email', label: 'Email', kind: 'text' },
    ],
    rows,
    totals: {
      park: 'Total',
      loop: null,
      spot: null,
      reservation: `${rows.length} ${rows.length === 1 ? 'stay' : 'stays'}`,
      occupant: null,
      arrival: null,
      departure: null,
      people: sumOf(rows, 'people'),
      vehicles: sumOf(rows, 'vehicles'),
      phone: null,
      email: null,
    },
    chart: {
      kind: 'bar',
      title: 'People in the park per day',
      valueLabel: 'People',
      valueKind: 'number',
      points: [...perDay].map(([label, value]) => ({ label, value })),
    },
  };
}

/** Site marker: the tag for each occupied spot on `day` (the first day of the range), to print and post. */
export function siteMarkerReport(parks: readonly GuestPark[], day: string): ReportTable {
  const rows: ReportRow[] = staysWithSpots(parks, (s) => daysOf(s).includes(day))
    .sort(
      (a, b) =>
        a.park.name.localeCompare(b.park.name) || spotOrder.compare(a.spot?.name ?? '', b.spot?.name ?? ''),
    )
    .map(({ park, stay, spot }) => ({
      park: park.name,
      loop: spot?.loopName ?? '',
      spot: spot?.name ?? String(stay.spotId),
      name: stay.occupantName,
      arrival: stay.arrivalDate,
      departure: stay.departureDate,
      nights: daysBetween(stay.arrivalDate, stay.departureDate),
      people: stay.people,
      vehicles: stay.vehicles,
      reservation: stay.reservationNumber,
    }));
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'loop', label: 'Loop', kind: 'text' },
      { key: 'spot', label: 'Spot', kind: 'text' },
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'arrival', label: 'Arrival', kind: 'date' },
      { key: 'departure', label: 'Departure', kind: 'date' },
      { key: 'nights', label: 'Nights', kind: 'number' },
      { key: 'people', label: 'People', kind: 'number' },
      { key: 'vehicles', label: 'Vehicles', kind: 'number' },
      { key: 'reservation', label: 'Reservation', kind: 'text' },
    ],
    rows,
    totals: {
      park: 'Total',
      loop: null,
      spot: `${rows.length} ${rows.length === 1 ? 'spot' : 'spots'}`,
      name: null,
      arrival: null,
      departure: null,
      nights: null,
      people: sumOf(rows, 'people'),
      vehicles: sumOf(rows, 'vehicles'),
      reservation: null,
    },
    chart: null,
  };
}

const CHANNELS: readonly ReportStay['channel'][] = ['Online', 'Desk', 'Walk-in'];

/** Reservation method: stays arriving in the range per park and month, by how they were booked. */
export function reservationMethodReport(
  parks: readonly ArrivalPark[],
  from: string,
  to: string,
): ReportTable {
  return reservationMethodFromRollUps(
    parks.map((p) => ({ name: p.name, rollUps: arrivalRollUps(p, from, to) })),
  );
}

/** The arrivals of a park's stays rolled up per month of the range. */
function arrivalRollUps(park: ArrivalPark, from: string, to: string): StayRollUp[] {
  return stretchesOf(from, to).map((s) =>
    rollUpStays(s.from, s.to, { soldNights: [], revenueNights: [], arrivals: park.stays, cancelled: [] }),
  );
}

/** The same from each park's roll-ups of the range. */
export function reservationMethodFromRollUps(
  parks: readonly { name: string; rollUps: readonly Pick<StayRollUp, 'from' | 'channels'>[] }[],
): ReportTable {
  const rows: ReportRow[] = [];
  for (const park of parks) {
    const byMonth = new Map<string, Record<ReportStay['channel'], number>>();
    for (const r of park.rollUps) {
      const month = r.from.slice(0, 7);
      const counts = byMonth.get(month) ?? { Online: 0, Desk: 0, 'Walk-in': 0 };
      for (const channel of CHANNELS) counts[channel] += r.channels[channel] ?? 0;
      byMonth.set(month, counts);
    }
    for (const [month, counts] of [...byMonth].sort((a, b) => a[0].localeCompare(b[0]))) {
      const total = counts.Online + counts.Desk + counts['Walk-in'];
      if (total)
        rows.push({
          park: park.name,
          month,
          online: counts.Online,
          desk: counts.Desk,
          walkIn: counts['Walk-in'],
          total,
        });
    }
  }
  const key = (channel: ReportStay['channel']) =>
    channel === 'Online' ? 'online' : channel === 'Desk' ? 'desk' : 'walkIn';
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'month', label: 'Month of arrival', kind: 'text' },
      { key: 'online', label: 'Online', kind: 'number' },
      { key: 'desk', label: 'At the desk', kind: 'number' },
      { key: 'walkIn', label: 'Walk-in', kind: 'number' },
      { key: 'total', label: 'Reservations', kind: 'number' },
    ],
    rows,
    totals: {
      park: 'Total',
      month: null,
      online: sumOf(rows, 'online'),
      desk: sumOf(rows, 'desk'),
      walkIn: sumOf(rows, 'walkIn'),
      total: sumOf(rows, 'total'),
    },
    chart: {
      kind: 'bar',
      title: 'Reservations by method',
      valueLabel: 'Reservations',
      valueKind: 'number',
      points: CHANNELS.map((channel) => ({ label: channel, value: sumOf(rows, key(channel)) })),
    },
  };
}

const DOMESTIC = new Set(['', 'US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

export type Residency = 'In-state' | 'Out-of-state' | 'Other country';
const RESIDENCIES: readonly Residency[] = ['In-state', 'Out-of-state', 'Other country'];

/** Where a visitor comes from, against the agency's own state (two letters). */
export function residencyOf(state: string, country: string, homeState: string): Residency {
  if (!DOMESTIC.has(country.trim().toUpperCase())) return 'Other country';
  return state.trim().toUpperCase() === homeState.toUpperCase() ? 'In-state' : 'Out-of-state';
}

/** Park visitation: the people of the stays arriving in the range, per park and month, by residency. */
export function parkVisitationReport(
  parks: readonly ArrivalPark[],
  from: string,
  to: string,
  homeState: string,
): ReportTable {
  return parkVisitationFromRollUps(
    parks.map((p) => ({ name: p.name, rollUps: arrivalRollUps(p, from, to) })),
    homeState,
  );
}

/** The same from each park's roll-ups of the range. */
export function parkVisitationFromRollUps(
  parks: readonly { name: string; rollUps: readonly Pick<StayRollUp, 'from' | 'channels' | 'visitors'>[] }[],
  homeState: string,
): ReportTable {
  const rows: ReportRow[] = [];
  for (const park of parks) {
    const byMonth = new Map<string, Record<Residency, number> & { stays: number }>();
    for (const r of park.rollUps) {
      const month = r.from.slice(0, 7);
      const people = byMonth.get(month) ?? { 'In-state': 0, 'Out-of-state': 0, 'Other country': 0, stays: 0 };
      for (const [where, count] of Object.entries(r.visitors)) {
        const [state, country] = JSON.parse(where) as [string, string];
        people[residencyOf(state, country, homeState)] += count;
      }
      people.stays += CHANNELS.reduce((n, c) => n + (r.channels[c] ?? 0), 0);
      byMonth.set(month, people);
    }
    for (const [month, people] of [...byMonth].sort((a, b) => a[0].localeCompare(b[0]))) {
      // A month with arrivals has its row, even of parties of none.
      if (!people.stays) continue;
      const total = people['In-state'] + people['Out-of-state'] + people['Other country'];
      rows.push({
        park: park.name,
        month,
        inState: people['In-state'],
        outOfState: people['Out-of-state'],
        otherCountry: people['Other country'],
        total,
      });
    }
  }
  const key = (r: Residency) =>
    r === 'In-state' ? 'inState' : r === 'Out-of-state' ? 'outOfState' : 'otherCountry';
  return {
    columns: [
      { key: 'park', label: 'Park', kind: 'text' },
      { key: 'month', label: 'Month of arrival', kind: 'text' },
      { key: 'inState', label: 'In-state visitors', kind: 'number' },
      { key: 'outOfState', label: 'Out-of-state visitors', kind: 'number' },
      { key: 'otherCountry', label: 'From another country', kind: 'number' },
      { key: 'total', label: 'Visitors', kind: 'number' },
    ],
    rows,
    totals: {
      park: 'Total',
      month: null,
      inState: sumOf(rows, 'inState'),
      outOfState: sumOf(rows, 'outOfState'),
      otherCountry: sumOf(rows, 'otherCountry'),
      total: sumOf(rows, 'total'),
    },
    chart: {
      kind: 'bar',
      title: 'Visitors by residency',
      valueLabel: 'Visitors',
      valueKind: 'number',
      points: RESIDENCIES.map((r) => ({ label: r, value: sumOf(rows, key(r)) })),
    },
  };
}
