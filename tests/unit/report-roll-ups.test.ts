/**
 * The reports' month roll-ups: a range cut at month ends, a stretch rolled up from the lists the reports
 * read (sold nights as day bits, revenue per spot, arrivals, turnovers across a month's first day,
 * cancelled stays by arrival), the months a changed day is due in, and each aggregated report built
 * from the roll-ups of a range equal to the same report built from its lists.
 */
import { describe, expect, it } from 'vitest';
import { changeoverFromTurnovers, facilityChangeoverReport } from '#domain/reports/facility-changeover';
import {
  parkVisitationFromRollUps,
  parkVisitationReport,
  reservationMethodFromRollUps,
  reservationMethodReport,
} from '#domain/reports/guests';
import { occupancyByRevenueFromNights, occupancyByRevenueFromRollUps } from '#domain/reports/money';
import { occupancyByProductClassReport, occupancyFromRollUps } from '#domain/reports/occupancy';
import type { ReportSpot, SoldNight } from '#domain/reports/park-data';
import {
  type StayLists,
  hasDay,
  monthEnd,
  rollUpStays,
  soldNightsOf,
  stretchesOf,
} from '#domain/reports/roll-ups';
import { monthsTouchedBy } from '#store/report-roll-ups';

const spots: ReportSpot[] = [1, 2, 3].map((id) => ({
  id,
  name: `S${id}`,
  loopName: 'A',
  productClassName: id === 3 ? 'Cabin' : 'Tent',
  isActive: true,
}));

const night = (spotId: number, date: string, reservationId: number): SoldNight => ({
  spotId,
  night: date,
  reservationId,
});

// Spot 1: stay 10 over the last two nights of January, stay 11 from 1 February (a turnover on the 1st).
// Spot 2: stay 12 over 30 January – 2 February (no turnover). Spot 3: stay 13 on 15 February.
const lists: StayLists = {
  soldNights: [
    night(1, '2026-01-30', 10),
    night(1, '2026-01-31', 10),
    night(1, '2026-02-01', 11),
    night(1, '2026-02-02', 11),
    night(2, '2026-01-30', 12),
    night(2, '2026-01-31', 12),
    night(2, '2026-02-01', 12),
    night(3, '2026-02-15', 13),
  ],
  revenueNights: [
    { spotId: 1, night: '2026-01-30', cents: 1000 },
    { spotId: 1, night: '2026-01-31', cents: 1000 },
    { spotId: 1, night: '2026-02-01', cents: 1500 },
    { spotId: 3, night: '2026-02-15', cents: 9000 },
  ],
  arrivals: [
    { arrivalDate: '2026-01-30', channel: 'Online', people: 2, occupantState: 'CO', occupantCountry: 'US' },
    { arrivalDate: '2026-02-01', channel: 'Desk', people: 3, occupantState: 'WA', occupantCountry: 'US' },
    { arrivalDate: '2026-02-15', channel: 'Walk-in', people: 1, occupantState: '', occupantCountry: 'CA' },
  ],
  cancelled: [],
};

describe('report roll-ups', () => {
  it('cut a range at month ends and mark the whole months', () => {
    expect(stretchesOf('2025-11-28', '2026-02-10')).toEqual([
      { from: '2025-11-28', to: '2025-11-30', whole: false },
      { from: '2025-12-01', to: '2025-12-31', whole: true },
      { from: '2026-01-01', to: '2026-01-31', whole: true },
      { from: '2026-02-01', to: '2026-02-10', whole: false },
    ]);
    expect(monthEnd('2024-02-03')).toBe('2024-02-29');
  });

  it('roll up a month: sold nights as day bits, revenue per spot, arrivals, the turnover on its 1st', () => {
    const feb = rollUpStays('2026-02-01', '2026-02-28', lists);
    expect(Object.keys(feb.spots).sort()).toEqual(['1', '2', '3']);
    expect(feb.spots[1]![1]).toBe(1);
    expect(feb.spots[1]![2]).toBe(1500);
    expect(hasDay(feb.spots[1]![0], '2026-02-02')).toBe(true);
    expect(hasDay(feb.spots[1]![0], '2026-02-03')).toBe(false);
    expect(hasDay(feb.spots[3]![0], '2026-02-15')).toBe(true);
    expect(soldNightsOf(feb).size).toBe(4);
    expect(feb.turnovers).toEqual([['2026-02-01', 1, 10, 11]]);
    expect(feb.channels).toEqual({ Desk: 1, 'Walk-in': 1 });
    // The last night of a 31-day month is the highest bit.
    const jan = rollUpStays('2026-01-01', '2026-01-31', lists);
    expect(hasDay(jan.spots[1]![0], '2026-01-31')).toBe(true);
    expect(jan.turnovers).toEqual([]);
  });

  it('are due for a day in its month, and a month end in the next month too (its turnovers)', () => {
    expect(monthsTouchedBy('stays', '2026-01-31')).toEqual(['2026-01', '2026-02']);
    expect(monthsTouchedBy('stays', '2026-01-30')).toEqual(['2026-01']);
    expect(monthsTouchedBy('money', '2026-01-31')).toEqual(['2026-01']);
  });

  it('give each aggregated report equal to it built from the lists, over a range cutting months', () => {
    const [from, to] = ['2026-01-31', '2026-02-20'];
    const rollUps = stretchesOf(from, to).map((s) => rollUpStays(s.from, s.to, lists));
    const park = { id: 1, name: 'Park', spots };
    expect(
      changeoverFromTurnovers(
        [{ ...park, turnovers: rollUps.flatMap((r) => r.turnovers), reservationNumber: String }],
        from,
        to,
      ),
    ).toEqual(
      facilityChangeoverReport(
        [{ ...park, nights: lists.soldNights as SoldNight[], reservationNumber: String }],
        from,
        to,
      ),
    );
    const closures = [
      {
        id: 1,
        startDate: '2026-02-01',
        endDate: '2026-02-03',
        spotIds: [1, 3],
        reason: 'Work',
        overridable: false,
        scope: '',
      },
    ];
    expect(occupancyFromRollUps([{ ...park, rollUps, closures }], from, to)).toEqual(
      occupancyByProductClassReport(
        [{ ...park, nights: lists.soldNights.filter((n) => n.night >= from) as SoldNight[], closures }],
        from,
        to,
      ),
    );
    expect(occupancyByRevenueFromRollUps([{ ...park, rollUps }])).toEqual(
      occupancyByRevenueFromNights([{ ...park, nights: lists.revenueNights.filter((n) => n.night >= from) }]),
    );
    const arrivals = [{ name: 'Park', stays: lists.arrivals }];
    expect(reservationMethodFromRollUps([{ name: 'Park', rollUps }])).toEqual(
      reservationMethodReport(arrivals, from, to),
    );
    expect(parkVisitationFromRollUps([{ name: 'Park', rollUps }], 'CO')).toEqual(
      parkVisitationReport(arrivals, from, to, 'CO'),
    );
    // Known answers: a closed night counts as available only when sold.
    expect(
      occupancyFromRollUps([{ ...park, rollUps, closures }], from, to).rows.map((r) => [
        r.month,
        r.productClass,
        r.available,
        r.sold,
      ]),
    ).toEqual([
      ['2026-01', 'Cabin', 1, 0],
      ['2026-01', 'Tent', 2, 2],
      ['2026-02', 'Cabin', 17, 1],
      ['2026-02', 'Tent', 39, 3],
    ]);
    const totals = reservationMethodFromRollUps([{ name: 'Park', rollUps }]).totals;
    expect(totals.total).toBe(2);
  });
});
