/**
 * The report aggregates' folds: what a reservation adds to each day of its park (as it is created,
 * changed, checked in and cancelled), which days a change rewrites, and what a ledger entry adds to the
 * money cells; the money reports summed from those cells equal the reports folded from the entries.
 */
import { describe, expect, it } from 'vitest';
import type { ReservationRecord } from '#domain/booking/reservation';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { type FeeLineCents, fixedLine } from '#domain/pricing/fees';
import {
  type AggregatedReservation,
  changedStayDays,
  soldNightOf,
  stayDays,
} from '#domain/reports/aggregates';
import type { LedgerEntry } from '#domain/reports/ledger';
import { ledgerDelta, sumBreakup, sumDeposit } from '#domain/reports/ledger-cells';
import {
  fieldDepositFromCells,
  fieldDepositReport,
  revenueBreakupFromCells,
  revenueBreakupReport,
} from '#domain/reports/money';

const head = (feeType: FeeLineCents['feeType'], name: string, accountingCode: string) => ({
  id: 0,
  feeType,
  name,
  description: '',
  accountingCode,
  sku: '',
});

const nightlyFee = (nights: string[], perNight: number[]) =>
  fixedLine(
    head(FEE_TYPE.Reservation, 'Reservation fee', 'TENT'),
    perNight.reduce((a, b) => a + b, 0),
    {
      breakdown: nights.map((date, i) =>
        fixedLine(head(FEE_TYPE.Reservation, 'Reservation fee', 'TENT'), perNight[i]!, { date }),
      ),
    },
  );

const occupant: ReservationRecord['primaryOccupant'] = {
  firstName: 'Rosa',
  lastName: 'Lind',
  street1: '1 Elm St',
  street2: null,
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  country: 'USA',
  email: 'rosa@example.com',
  homePhone: null,
  mobilePhone: null,
};

const stay = (over: Partial<AggregatedReservation> = {}): AggregatedReservation => ({
  id: 7,
  reservationNumber: 'CO-000007',
  spotId: 12,
  locationId: 101,
  startDate: '2026-07-01',
  endDate: '2026-07-03',
  nights: ['2026-07-01', '2026-07-02'],
  status: 'Reserved',
  fees: [
    nightlyFee(['2026-07-01', '2026-07-02'], [3000, 4000]),
    fixedLine(head(FEE_TYPE.Transaction, 'Transaction fee', 'TXN'), 800),
  ],
  salesChannel: 1,
  walkInReservation: false,
  numberOfAdults: 3,
  primaryOccupant: occupant,
  ...over,
});

describe('a reservation folded into its days', () => {
  it('holds its spot and each night’s share of the nightly fee, and its arrival facts on the first day', () => {
    const days = stayDays(stay(), false);
    expect([...days.keys()]).toEqual(['2026-07-01', '2026-07-02']);
    expect(days.get('2026-07-01')).toEqual({
      spotId: 12,
      cents: 3000,
      arrival: { channel: 'Online', people: 3, state: 'CO', country: 'USA' },
    });
    // The transaction fee is not nightly revenue.
    expect(days.get('2026-07-02')).toEqual({ spotId: 12, cents: 4000 });
  });

  it('names a desk sale and a walk-in as the guest reports do', () => {
    expect(stayDays(stay({ salesChannel: 2 }), false).get('2026-07-01')!.arrival!.channel).toBe('Desk');
    expect(
      stayDays(stay({ salesChannel: 2, walkInReservation: true }), false).get('2026-07-01')!.arrival!.channel,
    ).toBe('Walk-in');
  });

  it('adds nothing while Pending or Expired, and a cancellation only when the cancelled index holds it', () => {
    expect(stayDays(stay({ status: 'Pending' }), false).size).toBe(0);
    expect(stayDays(stay({ status: 'Expired' }), false).size).toBe(0);
    const cancellation = {
      cancelledAt: '2026-06-20T10:00:00.000Z',
      cancelledBy: 'co.clerk',
      reason: null,
      paidCents: 7800,
      nonRefundableCents: 800,
      cancellationFeeCents: 1000,
      refundCents: 6000,
    };
    const cancelled = stay({ status: 'Cancelled', cancellation });
    // Taken out of a cart before it was bought: not a cancellation the report lists.
    expect(stayDays(cancelled, false).size).toBe(0);
    const days = stayDays(cancelled, true);
    expect([...days.keys()]).toEqual(['2026-07-01']);
    expect(days.get('2026-07-01')).toEqual({
      cancelled: {
        reservationNumber: 'CO-000007',
        spotId: 12,
        arrivalDate: '2026-07-01',
        departureDate: '2026-07-03',
        occupantName: 'Rosa Lind',
        cancelledAt: '2026-06-20T10:00:00.000Z',
        cancelledBy: 'co.clerk',
        reason: '',
        paidCents: 7800,
        keptCents: 1800,
        refundCents: 6000,
      },
    });
  });

  it('rewrites only the days a change touches: a night moved, a party changed at check-in, a cancellation', () => {
    const before = stayDays(stay(), false);
    // One night later: the first night is left empty, the new one added, the middle one unchanged.
    const moved = stayDays(
      stay({
        startDate: '2026-07-02',
        endDate: '2026-07-04',
        nights: ['2026-07-02', '2026-07-03'],
        fees: [nightlyFee(['2026-07-02', '2026-07-03'], [4000, 4000])],
      }),
      false,
    );
    const changed = changedStayDays(before, moved);
    expect([...changed.keys()].sort()).toEqual(['2026-07-01', '2026-07-02', '2026-07-03']);
    expect(changed.get('2026-07-01')).toEqual({});
    // Checked in as one: only the arrival day's facts change.
    const checkedIn = changedStayDays(before, stayDays(stay({ numberOfAdults: 1 }), false));
    expect([...checkedIn.keys()]).toEqual(['2026-07-01']);
    expect(checkedIn.get('2026-07-01')!.arrival!.people).toBe(1);
    // A change that leaves every day as it was (a comment) rewrites none.
    expect(changedStayDays(before, stayDays(stay(), false)).size).toBe(0);
    // Cancelled without the index: every day emptied.
    const gone = changedStayDays(before, new Map());
    expect([...gone.values()]).toEqual([{}, {}]);
  });
});

describe('a taken night folded into its day', () => {
  const night = { spotId: 12, locationId: 101, night: '2026-07-01' };
  it('is sold when reserved for a reservation, whether or not a reservation record stands behind it', () => {
    expect(soldNightOf({ ...night, status: 'reserved', reservationId: 990_000_001 })).toEqual({
      spotId: 12,
      night: '2026-07-01',
      reservationId: 990_000_001,
    });
  });
  it('is not sold while held, blocked, or reserved without naming a reservation', () => {
    expect(soldNightOf({ ...night, status: 'held' })).toBeNull();
    expect(soldNightOf({ ...night, status: 'blocked' })).toBeNull();
    expect(soldNightOf({ ...night, status: 'reserved' })).toBeNull();
    expect(soldNightOf(undefined)).toBeNull();
  });
});

const entry = (e: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amountCents'>): LedgerEntry => ({
  locationId: 101,
  reservationId: 7,
  reservationNumber: 'CO-000007',
  orderId: 3,
  at: '2026-07-01T18:00:00.000Z',
  paymentTypeId: 1,
  atDesk: false,
  by: 'co.clerk',
  lines: [
    {
      feeType: FEE_TYPE.Reservation,
      name: 'Reservation fee',
      accountingCode: 'TENT',
      amountCents: e.amountCents,
    },
  ],
  reference: `ref-${e.kind}-${e.amountCents}`,
  ...e,
});

describe('a ledger entry folded into its park day', () => {
  it('adds payments, refunds and chargebacks (less their undoing) by fee type and code', () => {
    const [pay, back, charged, undone] = [
      entry({ kind: 'payment', amountCents: 5000 }),
      entry({ kind: 'refund', amountCents: 2000 }),
      entry({ kind: 'chargeback', amountCents: 3000 }),
      entry({ kind: 'chargebackUndone', amountCents: 3000 }),
    ].map((e) => ledgerDelta(e, '2026-07-01'));
    const cells = sumBreakup([pay!, back!, charged!, undone!].flatMap((d) => d.breakup));
    expect(cells).toEqual([
      {
        feeType: FEE_TYPE.Reservation,
        accountingCode: 'TENT',
        names: ['Reservation fee'],
        payments: 5000,
        refunds: 2000,
        chargebacks: 0,
      },
    ]);
    // Card money never goes into the desk's deposit.
    expect(pay!.deposit).toBeNull();
  });

  it('puts cash and checks taken at the desk in the deposit, and a desk refund as cash handed back', () => {
    const cash = ledgerDelta(
      entry({ kind: 'payment', amountCents: 4000, paymentTypeId: 3, atDesk: true }),
      'D',
    );
    const check = ledgerDelta(
      entry({ kind: 'payment', amountCents: 2500, paymentTypeId: 4, atDesk: true }),
      'D',
    );
    const refund = ledgerDelta(
      entry({ kind: 'refund', amountCents: 1500, paymentTypeId: 4, atDesk: true }),
      'D',
    );
    expect(sumDeposit([cash.deposit!, check.deposit!, refund.deposit!])).toEqual([
      { day: 'D', by: 'co.clerk', paymentTypeId: 3, payments: 1, taken: 4000, refunds: 1, handedBack: 1500 },
      { day: 'D', by: 'co.clerk', paymentTypeId: 4, payments: 1, taken: 2500, refunds: 0, handedBack: 0 },
    ]);
  });

  it('gives the money reports the same figures summed from day cells as folded from the entries', () => {
    const entries = [
      entry({ kind: 'payment', amountCents: 5000, at: '2026-07-01T18:00:00.000Z' }),
      entry({
        kind: 'payment',
        amountCents: 4000,
        paymentTypeId: 3,
        atDesk: true,
        at: '2026-07-02T01:30:00.000Z',
      }),
      entry({ kind: 'refund', amountCents: 1500, atDesk: true, at: '2026-07-02T16:00:00.000Z' }),
      entry({
        kind: 'payment',
        amountCents: 900,
        at: '2026-07-02T17:00:00.000Z',
        lines: [
          { feeType: FEE_TYPE.Transaction, name: 'Transaction fee', accountingCode: 'TXN', amountCents: 400 },
          { feeType: FEE_TYPE.Reservation, name: 'Late fee', accountingCode: 'TENT', amountCents: 500 },
        ],
      }),
    ];
    const park = { id: 101, name: 'Bluestem', timezone: 'America/Denver', entries };
    const [from, to] = ['2026-07-01', '2026-07-02'];
    // Each entry folded on its own park day (01:30 UTC on the 2nd is the 1st in Denver), then summed.
    const days = entries.map((e) =>
      ledgerDelta(e, new Intl.DateTimeFormat('en-CA', { timeZone: park.timezone }).format(new Date(e.at))),
    );
    const cells = {
      name: park.name,
      breakup: sumBreakup(days.flatMap((d) => d.breakup)),
      deposit: days.flatMap((d) => (d.deposit ? [d.deposit] : [])),
    };
    expect(revenueBreakupFromCells([cells])).toEqual(revenueBreakupReport([park], from, to));
    const typeName = (id: number) => (id === 3 ? 'Cash' : `Type ${id}`);
    const deposit = fieldDepositFromCells([cells], typeName);
    expect(deposit).toEqual(fieldDepositReport([park], from, to, typeName));
    expect(deposit.rows.map((r) => [r.day, r.deposit])).toEqual([
      ['2026-07-01', 4000],
      ['2026-07-02', -1500],
    ]);
    expect(revenueBreakupFromCells([cells]).rows.find((r) => r.accountingCode === 'TENT')!.description).toBe(
      'Late fee, Reservation fee',
    );
  });
});
