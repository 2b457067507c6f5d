/** The report computations on small parks with answers worked out by hand, the CSV and the query. */
import { describe, expect, it } from 'vitest';
import { reportQuery } from '#contract/reports';
import { amenitiesReport } from '#domain/reports/amenities';
import {
  BUILT_REPORTS,
  REPORT_INFO,
  REPORT_MESSAGE,
  REPORT_SLUGS,
  isBuiltReport,
} from '#domain/reports/catalog';
import { cancelledReservationsReport } from '#domain/reports/cancellations';
import { closureReport, daysInRange, maintenanceReport } from '#domain/reports/closures';
import { adminOverrideReport } from '#domain/reports/overrides';
import { facilityChangeoverReport } from '#domain/reports/facility-changeover';
import {
  type ReportStay,
  camperReport,
  parkVisitationReport,
  reservationMethodReport,
  residencyOf,
  siteMarkerReport,
} from '#domain/reports/guests';
import { occupancyByProductClassReport } from '#domain/reports/occupancy';
import type { ReportClosure, ReportSpot, SoldNight } from '#domain/reports/park-data';
import { csvValue, percent, toCsv } from '#domain/reports/table';

const spot = (id: number, name: string, productClassName = 'Standard', isActive = true): ReportSpot => ({
  id,
  name,
  loopName: 'A',
  productClassName,
  isActive,
});
const stay = (spotId: number, reservationId: number, ...nights: string[]): SoldNight[] =>
  nights.map((night) => ({ spotId, night, reservationId }));
const closure = (
  c: Partial<ReportClosure> & Pick<ReportClosure, 'startDate' | 'endDate'>,
): ReportClosure => ({
  id: 1,
  spotIds: [],
  reason: 'Maintenance',
  overridable: false,
  scope: 'Whole park',
  ...c,
});

describe('the report catalogue', () => {
  it('names the fourteen reports of admin §2.3, each with a title, and builds a subset of them', () => {
    expect(REPORT_SLUGS).toHaveLength(14);
    for (const slug of REPORT_SLUGS) expect(REPORT_INFO[slug].title).not.toBe('');
    for (const slug of BUILT_REPORTS) expect(REPORT_SLUGS).toContain(slug);
    expect(isBuiltReport('closure')).toBe(true);
    expect(isBuiltReport('nosuchreport')).toBe(false);
  });
});

describe('facility changeover', () => {
  // Spot 1: stay 10 on the 1st–2nd, stay 11 from the 3rd: a turnover on the 3rd.
  // Spot 2: stay 20 on the 2nd–3rd, nothing on the 4th; stay 21 on the 5th: no turnover (a gap).
  // Spot 3: one stay across the whole range: never a turnover.
  const park = {
    id: 1,
    name: 'Lake Park',
    spots: [spot(1, 'A1'), spot(2, 'A2'), spot(3, 'A3')],
    nights: [
      ...stay(1, 10, '2026-06-01', '2026-06-02'),
      ...stay(1, 11, '2026-06-03', '2026-06-04'),
      ...stay(2, 20, '2026-06-02', '2026-06-03'),
      ...stay(2, 21, '2026-06-05'),
      ...stay(3, 30, '2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'),
    ],
    reservationNumber: (id: number) => `CO-${String(id).padStart(6, '0')}`,
  };

  it('lists a spot on the day one stay departs and another arrives, and only then', () => {
    const t = facilityChangeoverReport([park], '2026-06-02', '2026-06-05');
    expect(t.rows).toEqual([
      {
        date: '2026-06-03',
        park: 'Lake Park',
        loop: 'A',
        spot: 'A1',
        departing: 'CO-000010',
        arriving: 'CO-000011',
        turnovers: 1,
      },
    ]);
    expect(t.totals.turnovers).toBe(1);
    expect(t.chart?.points).toEqual([
      { label: '2026-06-02', value: 0 },
      { label: '2026-06-03', value: 1 },
      { label: '2026-06-04', value: 0 },
      { label: '2026-06-05', value: 0 },
    ]);
  });

  it('sees a departure on the first day from the night before it', () => {
    const t = facilityChangeoverReport([park], '2026-06-03', '2026-06-03');
    expect(t.rows.map((r) => r.spot)).toEqual(['A1']);
  });
});

describe('occupancy by product class', () => {
  // Two standard spots and one cabin, June 29 – July 2 (2 days in June, 2 in July).
  // Spot 1 is closed on July 1–2; a night sold on July 1 before the closure still counts as available.
  const park = {
    id: 1,
    name: 'Lake Park',
    spots: [spot(1, 'A1'), spot(2, 'A2'), spot(3, 'C1', 'Cabin'), spot(4, 'OLD', 'Standard', false)],
    nights: [
      ...stay(1, 1, '2026-06-29', '2026-06-30', '2026-07-01'),
      ...stay(3, 2, '2026-06-30'),
      ...stay(4, 3, '2026-06-30'),
    ],
    closures: [closure({ startDate: '2026-07-01', endDate: '2026-07-10', spotIds: [1] })],
  };

  it('counts sold and available spot-nights per month and class', () => {
    const t = occupancyByProductClassReport([park], '2026-06-29', '2026-07-02');
    expect(t.rows).toEqual([
      {
        park: 'Lake Park',
        month: '2026-06',
        productClass: 'Cabin',
        spots: 1,
        available: 2,
        sold: 1,
        occupancy: 50,
      },
      {
        park: 'Lake Park',
        month: '2026-06',
        productClass: 'Standard',
        spots: 2,
        available: 4,
        sold: 2,
        occupancy: 50,
      },
      {
        park: 'Lake Park',
        month: '2026-07',
        productClass: 'Cabin',
        spots: 1,
        available: 2,
        sold: 0,
        occupancy: 0,
      },
      // Spot 2: 2 nights; spot 1: July 1 (sold) only, July 2 closed.
      {
        park: 'Lake Park',
        month: '2026-07',
        productClass: 'Standard',
        spots: 2,
        available: 3,
        sold: 1,
        occupancy: 33.3,
      },
    ]);
    expect(t.totals).toMatchObject({ available: 11, sold: 4, occupancy: 36.4, spots: null });
    expect(t.chart?.points).toEqual([
      { label: '2026-06', value: 50 },
      { label: '2026-07', value: 20 },
    ]);
  });

  it('a whole-park closure removes every active spot', () => {
    const closed = {
      ...park,
      nights: [],
      closures: [closure({ startDate: '2026-06-01', endDate: '2026-06-30' })],
    };
    const t = occupancyByProductClassReport([closed], '2026-06-29', '2026-06-30');
    expect(t.rows).toEqual([]);
    expect(t.totals).toMatchObject({ available: 0, sold: 0, occupancy: 0 });
  });
});

describe('closure and maintenance', () => {
  const park = {
    id: 1,
    name: 'Lake Park',
    spots: [spot(1, 'A1'), spot(2, 'A2'), spot(3, 'A3'), spot(9, 'X', 'Standard', false)],
    closures: [
      // Whole park (3 active spots), 2 days inside the range: 6 spot-nights.
      closure({ id: 1, startDate: '2026-05-30', endDate: '2026-06-02', reason: 'Flooding' }),
      // Two spots, 3 days: 6 spot-nights.
      closure({
        id: 2,
        startDate: '2026-06-05',
        endDate: '2026-06-07',
        spotIds: [1, 2],
        scope: 'Spots A1, A2',
      }),
      // One spot, 1 day inside the range: 1.
      closure({ id: 3, startDate: '2026-06-10', endDate: '2026-06-20', spotIds: [3], reason: '' }),
      // Outside the range: left out.
      closure({ id: 4, startDate: '2026-07-01', endDate: '2026-07-05' }),
    ],
  };

  it('counts days inside the range only', () => {
    expect(daysInRange({ startDate: '2026-05-30', endDate: '2026-06-02' }, '2026-06-01', '2026-06-10')).toBe(
      2,
    );
    expect(daysInRange({ startDate: '2026-07-01', endDate: '2026-07-05' }, '2026-06-01', '2026-06-10')).toBe(
      0,
    );
  });

  it('lists the closures meeting the range with the spot-nights each removes', () => {
    const t = closureReport([park], '2026-06-01', '2026-06-10');
    expect(t.rows.map((r) => [r.startDate, r.scope, r.reason, r.spots, r.days, r.nightsRemoved])).toEqual([
      ['2026-05-30', 'Whole park', 'Flooding', 3, 2, 6],
      ['2026-06-05', 'Spots A1, A2', 'Maintenance', 2, 3, 6],
      ['2026-06-10', 'Whole park', 'No reason given', 1, 1, 1],
    ]);
    expect(t.totals).toMatchObject({ spots: 6, nightsRemoved: 13 });
  });

  it('groups the lost nights by reason, distinct spots per reason', () => {
    const t = maintenanceReport([park], '2026-06-01', '2026-06-10');
    expect(t.rows).toEqual([
      { park: 'Lake Park', reason: 'Flooding', closures: 1, spots: 3, lostNights: 6 },
      { park: 'Lake Park', reason: 'Maintenance', closures: 1, spots: 2, lostNights: 6 },
      { park: 'Lake Park', reason: 'No reason given', closures: 1, spots: 1, lostNights: 1 },
    ]);
    expect(t.totals).toMatchObject({ closures: 3, lostNights: 13 });
    expect(t.chart?.points[0]).toEqual({ label: 'Flooding', value: 6 });
  });
});

describe('amenities', () => {
  it('counts active spots per attribute value with their share of the park', () => {
    const t = amenitiesReport([
      {
        name: 'Lake Park',
        spots: [
          {
            id: 1,
            isActive: true,
            attributes: [
              { name: 'Electric', value: '50 amp' },
              { name: 'ADA', value: 'Yes' },
            ],
          },
          { id: 2, isActive: true, attributes: [{ name: 'Electric', value: '50 amp' }] },
          { id: 3, isActive: true, attributes: [{ name: 'Electric', value: '30 amp' }] },
          { id: 4, isActive: false, attributes: [{ name: 'Electric', value: '50 amp' }] },
        ],
      },
    ]);
    expect(t.rows).toEqual([
      { park: 'Lake Park', attribute: 'ADA', value: 'Yes', spots: 1, share: 33.3 },
      { park: 'Lake Park', attribute: 'Electric', value: '30 amp', spots: 1, share: 33.3 },
      { park: 'Lake Park', attribute: 'Electric', value: '50 amp', spots: 2, share: 66.7 },
    ]);
    expect(t.totals.spots).toBe(4);
  });
});

describe('the table as CSV', () => {
  it('has the table columns as header, the rows, then the totals; money in dollars, text quoted', () => {
    const csv = toCsv({
      columns: [
        { key: 'name', label: 'Name', kind: 'text' },
        { key: 'amount', label: 'Amount', kind: 'money' },
        { key: 'share', label: 'Share %', kind: 'percent' },
      ],
      rows: [
        { name: 'Smith, "Jo"', amount: 12345, share: 50 },
        { name: 'Lee', amount: -500, share: null },
      ],
      totals: { name: 'Total', amount: 11845, share: null },
    });
    expect(csv).toBe('Name,Amount,Share %\r\n"Smith, ""Jo""",123.45,50.0\r\nLee,-5.00,\r\nTotal,118.45,\r\n');
  });

  it('formats cells and percentages', () => {
    expect(csvValue('number', 7)).toBe('7');
    expect(csvValue('date', '2026-06-01')).toBe('2026-06-01');
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(1, 0)).toBe(0);
  });
});

describe('the guest reports', () => {
  const guest = (
    over: Partial<ReportStay> & Pick<ReportStay, 'reservationNumber' | 'spotId'>,
  ): ReportStay => ({
    arrivalDate: '2026-06-01',
    departureDate: '2026-06-03',
    occupantName: 'Rosa Lind',
    phone: '3605550142',
    email: 'rosa@example.com',
    people: 2,
    vehicles: 1,
    occupantState: 'CO',
    occupantCountry: 'USA',
    channel: 'Online',
    ...over,
  });
  // A1: two nights from the 1st; A2: arrives on the 3rd for one night, at the desk; A3: a day visit on
  // the 5th, a walk-in; A10: arrives on the 6th, after the range.
  const park = {
    id: 1,
    name: 'Lake Park',
    spots: [spot(1, 'A1'), spot(2, 'A2'), spot(3, 'A3'), spot(10, 'A10')],
    stays: [
      guest({ reservationNumber: 'CO-1', spotId: 1 }),
      guest({
        reservationNumber: 'CO-2',
        spotId: 2,
        arrivalDate: '2026-06-03',
        departureDate: '2026-06-04',
        people: 4,
        vehicles: 2,
        occupantState: 'WA',
        channel: 'Desk',
      }),
      guest({
        reservationNumber: 'CO-3',
        spotId: 3,
        arrivalDate: '2026-06-05',
        departureDate: '2026-06-05',
        people: 1,
        occupantState: '',
        occupantCountry: 'Canada',
        channel: 'Walk-in',
      }),
      guest({
        reservationNumber: 'CO-10',
        spotId: 10,
        arrivalDate: '2026-06-06',
        departureDate: '2026-06-08',
      }),
    ],
  };

  it('camper: each stay in the park on a day of the range, and the people there each day', () => {
    const table = camperReport([park], '2026-06-02', '2026-06-05');
    expect(table.rows.map((r) => [r.reservation, r.spot, r.people])).toEqual([
      ['CO-1', 'A1', 2],
      ['CO-2', 'A2', 4],
      ['CO-3', 'A3', 1],
    ]);
    expect(table.totals).toMatchObject({ reservation: '3 stays', people: 7, vehicles: 4 });
    // The 2nd: CO-1's second night; the 3rd: CO-2; the 4th: nobody (CO-2 departs); the 5th: the day visit.
    expect(table.chart!.points).toEqual([
      { label: '2026-06-02', value: 2 },
      { label: '2026-06-03', value: 4 },
      { label: '2026-06-04', value: 0 },
      { label: '2026-06-05', value: 1 },
    ]);
  });

  it("site marker: a tag for each spot occupied that day, in spot order, with the stay's nights", () => {
    const table = siteMarkerReport([park], '2026-06-02');
    expect(table.rows).toEqual([
      {
        park: 'Lake Park',
        loop: 'A',
        spot: 'A1',
        name: 'Rosa Lind',
        arrival: '2026-06-01',
        departure: '2026-06-03',
        nights: 2,
        people: 2,
        vehicles: 1,
        reservation: 'CO-1',
      },
    ]);
    // Departure day is not a night in the park: CO-1 is not tagged on the 3rd, CO-2 is.
    expect(siteMarkerReport([park], '2026-06-03').rows.map((r) => r.spot)).toEqual(['A2']);
    expect(siteMarkerReport([park], '2026-06-05').rows.map((r) => [r.spot, r.nights])).toEqual([['A3', 0]]);
  });

  it('park visitation: the people of the stays arriving in the range, by residency, per month', () => {
    const table = parkVisitationReport([park], '2026-06-01', '2026-06-30', 'CO');
    // CO-1 (2, Colorado) and CO-10 (2, Colorado), CO-2 (4, Washington), CO-3 (1, Canada).
    expect(table.rows).toEqual([
      { park: 'Lake Park', month: '2026-06', inState: 4, outOfState: 4, otherCountry: 1, total: 9 },
    ]);
    expect(table.chart!.points.map((p) => p.value)).toEqual([4, 4, 1]);
  });

  it('reservation method: stays arriving in the range by how they were booked, per month', () => {
    const table = reservationMethodReport([park], '2026-06-01', '2026-06-05');
    expect(table.rows).toEqual([
      { park: 'Lake Park', month: '2026-06', online: 1, desk: 1, walkIn: 1, total: 3 },
    ]);
    expect(table.chart!.points).toEqual([
      { label: 'Online', value: 1 },
      { label: 'Desk', value: 1 },
      { label: 'Walk-in', value: 1 },
    ]);
  });
});

describe('cancelled reservations', () => {
  it('lists each cancelled stay by when it was cancelled, with the money paid, kept and refunded', () => {
    const cancelled = (n: string, at: string, paid: number, kept: number) => ({
      reservationNumber: n,
      spotId: 1,
      arrivalDate: '2026-06-10',
      departureDate: '2026-06-12',
      occupantName: 'Rosa Lind',
      cancelledAt: at,
      cancelledBy: 'co.ranger',
      reason: 'Plans changed',
      paidCents: paid,
      keptCents: kept,
      refundCents: paid - kept,
    });
    const table = cancelledReservationsReport([
      {
        id: 1,
        name: 'Lake Park',
        spots: [spot(1, 'A1')],
        cancelled: [
          cancelled('CO-2', '2026-05-20T16:00:00.000Z', 6000, 1000),
          cancelled('CO-1', '2026-05-02T09:30:00.000Z', 4000, 4000),
        ],
      },
    ]);
    expect(table.rows.map((r) => [r.reservation, r.spot, r.cancelledOn, r.refunded])).toEqual([
      ['CO-1', 'A1', '2026-05-02', 0],
      ['CO-2', 'A1', '2026-05-20', 5000],
    ]);
    expect(table.totals).toMatchObject({
      reservation: '2 cancellations',
      paid: 10000,
      kept: 5000,
      refunded: 5000,
    });
  });
});

describe('admin override', () => {
  it('lists fee, business rule and closure overrides with who, when, old and new, oldest first', () => {
    const table = adminOverrideReport([
      {
        id: 1,
        name: 'Lake Park',
        spots: [spot(1, 'A1')],
        stays: [
          {
            reservationNumber: 'CO-7',
            spotId: 1,
            arrivalDate: '2026-06-10',
            departureDate: '2026-06-12',
            cancelled: false,
            createdBy: 'co.ranger',
            createdAt: '2026-05-01T10:00:00.000Z',
            feeOverrides: [
              {
                name: 'Modification fee',
                fromCents: 600,
                toCents: 0,
                reason: 'Flooded loop',
                by: 'co.agencyadmin',
                at: '2026-05-03T12:00:00.000Z',
              },
            ],
            overriddenRules: ['minimumStay'],
            overriddenClosureDays: ['2026-06-10'],
          },
        ],
      },
    ]);
    expect(table.rows.map((r) => [r.at, r.by, r.kind, r.what, r.oldValue, r.newValue, r.reason])).toEqual([
      ['2026-05-01', 'co.ranger', 'Business rule', 'minimumStay', 'Refused', 'Overridden', ''],
      ['2026-05-01', 'co.ranger', 'Park closure', '2026-06-10', 'Closed', 'Booked', ''],
      ['2026-05-03', 'co.agencyadmin', 'Fee', 'Modification fee', '$6.00', '$0.00', 'Flooded loop'],
    ]);
    expect(table.chart!.points).toEqual([
      { label: 'Fee', value: 1 },
      { label: 'Business rule', value: 1 },
      { label: 'Park closure', value: 1 },
    ]);
  });
});

describe('park visitation', () => {
  it("tells the agency's own state, other states and other countries apart", () => {
    expect(residencyOf('co', 'United States', 'CO')).toBe('In-state');
    expect(residencyOf('CO', '', 'CO')).toBe('In-state');
    expect(residencyOf('WA', 'USA', 'CO')).toBe('Out-of-state');
    expect(residencyOf('BC', 'Canada', 'CO')).toBe('Other country');
  });
});

describe('the report query', () => {
  const parse = (q: Record<string, string>) => reportQuery.safeParse(q);
  it('takes parks and a range of at most a year', () => {
    const ok = parse({ locationIds: '3,7,3', from: '2026-01-01', to: '2026-12-31' });
    expect(ok.success && ok.data).toMatchObject({
      locationIds: [3, 7],
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(parse({ locationIds: '', from: '01/02/2026', to: '01/02/2026' }).data).toMatchObject({
      locationIds: undefined,
      from: '2026-01-02',
    });
  });

  it('refuses a reversed or too long range and bad park ids with field messages', () => {
    const messages = (q: Record<string, string>) =>
      parse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages({ from: '2026-02-01', to: '2026-01-31' })).toEqual([
      ['to', REPORT_MESSAGE.endBeforeStart],
    ]);
    expect(messages({ from: '2026-01-01', to: '2027-01-02' })).toEqual([['to', REPORT_MESSAGE.tooLong]]);
    expect(messages({ locationIds: 'x', from: '2026-01-01', to: '2026-01-01' })?.[0]?.[0]).toBe(
      'locationIds',
    );
  });
});
