/** The money reports and the ledger entries they read, on small parks with answers worked out by hand. */
import { describe, expect, it } from 'vitest';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { type FeeLineCents, fixedLine } from '#domain/pricing/fees';
import {
  type LedgerEntry,
  type LedgerLine,
  allocate,
  changePaymentEntry,
  chargebackEntry,
  purchaseEntries,
  refundEntry,
  unfulfilledOrderEntries,
} from '#domain/reports/ledger';
import {
  type RevenueStay,
  fieldDepositReport,
  nightlyRevenue,
  occupancyByRevenueReport,
  parkDay,
  revenueBreakupReport,
} from '#domain/reports/money';
import type { ReportSpot } from '#domain/reports/park-data';
import { toCsv } from '#domain/reports/table';

const spot = (id: number, productClassName: string): ReportSpot => ({
  id,
  name: `S${id}`,
  loopName: 'A',
  productClassName,
  isActive: true,
});
const head = (feeType: FeeLineCents['feeType'], name: string, accountingCode: string) => ({
  id: 0,
  feeType,
  name,
  description: '',
  accountingCode,
  sku: '',
});
/** A nightly fee of `perNight` cents a night, with its per-night lines. */
const nightly = (nights: string[], perNight: number[], total = perNight.reduce((a, b) => a + b, 0)) =>
  fixedLine(head(FEE_TYPE.Reservation, 'Reservation fee', 'TENT'), total, {
    breakdown: nights.map((date, i) =>
      fixedLine(head(FEE_TYPE.Reservation, 'Reservation fee', 'TENT'), perNight[i]!, { date }),
    ),
  });
const line = (feeType: LedgerLine['feeType'], accountingCode: string, amountCents: number): LedgerLine => ({
  feeType,
  name: accountingCode,
  accountingCode,
  amountCents,
});
const entry = (e: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'at' | 'amountCents'>): LedgerEntry => ({
  locationId: 1,
  reservationId: 1,
  reservationNumber: 'CO-000001',
  orderId: 1,
  paymentTypeId: 1,
  atDesk: false,
  by: 'clerk',
  lines: [line(FEE_TYPE.Reservation, 'TENT', e.amountCents)],
  reference: `${e.kind}-${e.at}`,
  ...e,
});

describe('allocate', () => {
  it('splits an amount over lines in proportion, to the cent, the parts adding up to the amount', () => {
    const lines = [line(1, 'A', 100), line(1, 'B', 100), line(1, 'C', 100)];
    expect(allocate(100, lines).map((l) => l.amountCents)).toEqual([34, 33, 33]);
    expect(allocate(300, lines).map((l) => l.amountCents)).toEqual([100, 100, 100]);
    expect(allocate(0, lines)).toEqual([]);
    // 7 over 3:1 is 5.25 and 1.75: the larger remainder takes the cent.
    expect(allocate(7, [line(1, 'A', 3), line(1, 'B', 1)]).map((l) => l.amountCents)).toEqual([5, 2]);
  });
});

describe('ledger entries', () => {
  const fees = [
    nightly(['2026-07-01', '2026-07-02'], [3000, 3000]),
    fixedLine(head(FEE_TYPE.ParkUse, 'Park pass', 'PASS'), 1000),
    fixedLine(head(FEE_TYPE.Transaction, 'Transaction fee', 'TXN'), 500),
  ];
  const r = { id: 7, locationId: 3, reservationNumber: 'CO-000007', fees };

  it('a purchase records each reservation’s fee lines at the payment method, at the desk without a provider', () => {
    const [cash] = purchaseEntries(
      { id: 9, paymentTypeId: 3, feesByReservation: { 7: fees }, createdBy: 'clerk' },
      [r],
      { paymentTypeId: 3, providerOrderId: null },
      '2026-06-01T17:00:00.000Z',
    );
    expect(cash).toMatchObject({
      kind: 'payment',
      locationId: 3,
      reservationId: 7,
      amountCents: 7500,
      atDesk: true,
      paymentTypeId: 3,
      by: 'clerk',
    });
    expect(cash!.lines.map((l) => [l.accountingCode, l.amountCents])).toEqual([
      ['TENT', 6000],
      ['PASS', 1000],
      ['TXN', 500],
    ]);
    const [card] = purchaseEntries(
      { id: 10, paymentTypeId: 1, feesByReservation: {}, createdBy: 'web' },
      [r],
      { paymentTypeId: 1, providerOrderId: 'p-1' },
      '2026-06-01T17:00:00.000Z',
    );
    expect(card!.atDesk).toBe(false);
    expect(card!.reference).not.toBe(cash!.reference);
  });

  it('a cancellation refund is split over the refundable lines; the transaction fee is never refunded', () => {
    const refund = {
      reference: 'cancel-reservation-7',
      status: 'approved' as const,
      amountCents: 3500,
      paymentTypeId: 3,
      token: '',
      refundedAt: '2026-06-02T17:00:00.000Z',
    };
    const e = refundEntry(refund, 9, r, 'clerk')!;
    expect(e).toMatchObject({ kind: 'refund', amountCents: 3500, atDesk: true, locationId: 3 });
    // 3500 over 6000 : 1000 is 3000 and 500.
    expect(e.lines.map((l) => [l.accountingCode, l.amountCents])).toEqual([
      ['TENT', 3000],
      ['PASS', 500],
    ]);
    expect(refundEntry({ ...refund, status: 'refused' }, 9, r, 'clerk')).toBeNull();
    expect(refundEntry({ ...refund, amountCents: 0 }, 9, r, 'clerk')).toBeNull();
    expect(refundEntry({ ...refund, token: 'tok' }, 9, r, 'web')!.atDesk).toBe(false);
  });

  it('a change’s payment is split over the lines the change raised, by how much each rose', () => {
    // One more night (3000 more) and a dearer pass (1000 more); the transaction fee is the same.
    const longer = {
      ...r,
      fees: [
        nightly(['2026-07-01', '2026-07-02', '2026-07-03'], [3000, 3000, 3000]),
        fixedLine(head(FEE_TYPE.ParkUse, 'Park pass', 'PASS'), 2000),
        fixedLine(head(FEE_TYPE.Transaction, 'Transaction fee', 'TXN'), 500),
      ],
    };
    const at = '2026-06-03T17:00:00.000Z';
    const paid = { amountCents: 4000, paymentTypeId: 1, providerOrderId: 'p-2' };
    const e = changePaymentEntry(12, r, longer, paid, 'web', at)!;
    expect(e).toMatchObject({ kind: 'payment', amountCents: 4000, atDesk: false, orderId: 12, at });
    expect(e.lines.map((l) => [l.accountingCode, l.amountCents])).toEqual([
      ['TENT', 3000],
      ['PASS', 1000],
    ]);
    expect(e.reference).toBe('change-order-12-reservation-7');
    // Paid at the desk, with no line that rose (a fee override): one line carries it.
    const desk = changePaymentEntry(
      13,
      r,
      r,
      { ...paid, paymentTypeId: 3, providerOrderId: null },
      'clerk',
      at,
    )!;
    expect(desk).toMatchObject({ atDesk: true, amountCents: 4000 });
    expect(desk.lines.map((l) => l.amountCents)).toEqual([4000]);
    expect(changePaymentEntry(14, r, longer, { ...paid, amountCents: 0 }, 'web', at)).toBeNull();
  });

  it('a chargeback takes back what the card payments still hold, over every line paid; its undoing gives it back', () => {
    const charges = [
      { orderId: 9, token: 'tok-1', paymentTypeId: 1, amountCents: 7500, refundedCents: 0 },
      // A change paid later, half of it refunded since.
      { orderId: 12, token: 'tok-2', paymentTypeId: 1, amountCents: 1000, refundedCents: 500 },
    ];
    const move = { undo: false, by: 'ranger', at: '2026-06-05T17:00:00.000Z', reference: 'cb-1' };
    const e = chargebackEntry(r, fees, charges, move)!;
    expect(e).toMatchObject({
      kind: 'chargeback',
      amountCents: 8000,
      atDesk: false,
      orderId: 9,
      by: 'ranger',
    });
    // 8000 over 6000 : 1000 : 500, the transaction fee included: the issuer took it all.
    expect(e.lines.map((l) => [l.accountingCode, l.amountCents])).toEqual([
      ['TENT', 6400],
      ['PASS', 1067],
      ['TXN', 533],
    ]);
    expect(chargebackEntry(r, fees, charges, { ...move, undo: true })).toMatchObject({
      kind: 'chargebackUndone',
      amountCents: 8000,
    });
    // Paid at the desk: nothing a card issuer could take back.
    expect(chargebackEntry(r, fees, [{ ...charges[0]!, token: null }], move)).toBeNull();
  });

  it('a paid order that could not complete: its payment and its refund split over its reservations alike', () => {
    const other = {
      id: 8,
      locationId: 4,
      reservationNumber: 'CO-000008',
      fees: [fixedLine(head(FEE_TYPE.Reservation, 'Cabin', 'CABIN'), 2500)],
    };
    const order = { id: 20, feesByReservation: { 7: fees } };
    const money = {
      amountCents: 10_000,
      paymentTypeId: 1,
      atDesk: false,
      by: 'web',
      at: '2026-06-06T17:00:00.000Z',
      reference: 'order-20-unfulfilled-p-9',
    };
    const paid = unfulfilledOrderEntries('payment', order, [r, other], money);
    // 10 000 over 7500 : 2500, each part over its own lines.
    expect(paid.map((e) => [e.kind, e.locationId, e.amountCents])).toEqual([
      ['payment', 3, 7500],
      ['payment', 4, 2500],
    ]);
    expect(paid[0]!.lines.map((l) => l.amountCents)).toEqual([6000, 1000, 500]);
    expect(new Set(paid.map((e) => e.reference)).size).toBe(2);
    const back = unfulfilledOrderEntries('refund', order, [r, other], {
      ...money,
      reference: 'order-20-payment-tok',
    });
    expect(back.map((e) => [e.kind, e.amountCents])).toEqual([
      ['refund', 7500],
      ['refund', 2500],
    ]);
    expect(unfulfilledOrderEntries('refund', order, [r], { ...money, amountCents: 0 })).toEqual([]);
  });
});

describe('occupancy by revenue', () => {
  const july = ['2026-07-30', '2026-07-31', '2026-08-01'];
  const stays: RevenueStay[] = [
    // Spot 1 (Standard): 2000, 2000, then 3000 on a weekend night.
    { spotId: 1, nights: july, fees: [nightly(july, [2000, 2000, 3000])] },
    // Spot 2 (Full hook-up): 5000 a night on the 31st and the 1st.
    {
      spotId: 2,
      nights: ['2026-07-31', '2026-08-01'],
      fees: [nightly(['2026-07-31', '2026-08-01'], [5000, 5000])],
    },
    // Spot 3 (Standard): the 30th only, outside a range starting on the 31st.
    { spotId: 3, nights: ['2026-07-30'], fees: [nightly(['2026-07-30'], [1000])] },
  ];
  const park = {
    id: 1,
    name: 'Lake',
    spots: [spot(1, 'Standard'), spot(2, 'Full hook-up'), spot(3, 'Standard')],
    stays,
  };

  it('gives each night its nightly fee, spreading an overridden fee as its nights price it', () => {
    expect([...nightlyRevenue(stays[0]!)]).toEqual([
      ['2026-07-30', 2000],
      ['2026-07-31', 2000],
      ['2026-08-01', 3000],
    ]);
    // Overridden down to 3500 from 7000: half of each night.
    const overridden = { ...stays[0]!, fees: [nightly(july, [2000, 2000, 3000], 3500)] };
    expect([...nightlyRevenue(overridden).values()]).toEqual([1000, 1000, 1500]);
    // No per-night lines: evenly, the remainder to the first nights.
    const flat = {
      ...stays[0]!,
      fees: [fixedLine(head(FEE_TYPE.Reservation, 'Reservation fee', 'T'), 1000)],
    };
    expect([...nightlyRevenue(flat).values()]).toEqual([334, 333, 333]);
  });

  it('sums nights and revenue per park, month and product class over the range, with revenue per night', () => {
    const t = occupancyByRevenueReport([park], '2026-07-31', '2026-08-31');
    expect(t.rows).toEqual([
      {
        park: 'Lake',
        month: '2026-07',
        productClass: 'Full hook-up',
        nights: 1,
        revenue: 5000,
        perNight: 5000,
      },
      { park: 'Lake', month: '2026-07', productClass: 'Standard', nights: 1, revenue: 2000, perNight: 2000 },
      {
        park: 'Lake',
        month: '2026-08',
        productClass: 'Full hook-up',
        nights: 1,
        revenue: 5000,
        perNight: 5000,
      },
      { park: 'Lake', month: '2026-08', productClass: 'Standard', nights: 1, revenue: 3000, perNight: 3000 },
    ]);
    expect(t.totals).toMatchObject({ park: 'Total', nights: 4, revenue: 15000, perNight: 3750 });
    expect(t.chart!.points).toEqual([
      { label: '2026-07', value: 3500 },
      { label: '2026-08', value: 4000 },
    ]);
    expect(toCsv(t).split('\r\n')[0]).toBe('Park,Month,Product class,Nights sold,Revenue,Revenue per night');
    expect(toCsv(t).split('\r\n').at(-2)).toBe('Total,,,4,150.00,37.50');
  });
});

describe('the ledger reports', () => {
  // America/Denver is UTC−6 in summer: 03:00 UTC on the 2nd is the evening of the 1st at the park.
  const entries: LedgerEntry[] = [
    // The 1st: a card sale online (not in the deposit), two cash sales and a check at the desk.
    entry({
      kind: 'payment',
      at: '2026-06-01T16:00:00.000Z',
      amountCents: 7000,
      reference: 'p1',
      lines: [line(FEE_TYPE.Reservation, 'TENT', 6000), line(FEE_TYPE.Transaction, 'TXN', 1000)],
    }),
    entry({
      kind: 'payment',
      at: '2026-06-01T17:00:00.000Z',
      amountCents: 3000,
      paymentTypeId: 3,
      atDesk: true,
      reference: 'p2',
    }),
    entry({
      kind: 'payment',
      at: '2026-06-02T03:00:00.000Z',
      amountCents: 2000,
      paymentTypeId: 3,
      atDesk: true,
      reference: 'p3',
      lines: [line(FEE_TYPE.AddOn, 'WOOD', 2000)],
    }),
    entry({
      kind: 'payment',
      at: '2026-06-01T18:00:00.000Z',
      amountCents: 4000,
      paymentTypeId: 4,
      atDesk: true,
      reference: 'p4',
    }),
    // The 2nd: a cash refund handed back (of the check sale) and a card refund (not in the deposit).
    entry({
      kind: 'refund',
      at: '2026-06-02T15:00:00.000Z',
      amountCents: 1500,
      paymentTypeId: 4,
      atDesk: true,
      reference: 'r1',
    }),
    entry({ kind: 'refund', at: '2026-06-02T16:00:00.000Z', amountCents: 2500, reference: 'r2' }),
    // The 3rd: outside a range ending on the 2nd.
    entry({
      kind: 'payment',
      at: '2026-06-03T16:00:00.000Z',
      amountCents: 9900,
      paymentTypeId: 3,
      atDesk: true,
      reference: 'p5',
    }),
  ];
  const park = { id: 1, name: 'Lake', timezone: 'America/Denver', entries };

  it('counts a movement on the park’s calendar day', () => {
    expect(parkDay('2026-06-02T03:00:00.000Z', 'America/Denver')).toBe('2026-06-01');
    expect(parkDay('2026-06-02T03:00:00.000Z', 'UTC')).toBe('2026-06-02');
  });

  it('revenue breakup: payments, refunds and net per fee type and accounting code', () => {
    const t = revenueBreakupReport([park], '2026-06-01', '2026-06-02');
    expect(t.rows.map((r) => [r.feeType, r.accountingCode, r.payments, r.refunds, r.net])).toEqual([
      ['Reservation (nightly)', 'TENT', 6000 + 3000 + 4000, 1500 + 2500, 9000],
      ['Transaction', 'TXN', 1000, 0, 1000],
      ['Add-on', 'WOOD', 2000, 0, 2000],
    ]);
    expect(t.totals).toMatchObject({ park: 'Total', payments: 16000, refunds: 4000, net: 12000 });
    expect(t.chart!.points.reduce((n, p) => n + p.value, 0)).toBe(12000);
  });

  it('revenue breakup: a chargeback counts against the net until it is undone', () => {
    const charged = entry({
      kind: 'chargeback',
      at: '2026-06-02T18:00:00.000Z',
      amountCents: 6000,
      reference: 'c1',
    });
    const withChargeback = { ...park, entries: [...entries, charged] };
    const t = revenueBreakupReport([withChargeback], '2026-06-01', '2026-06-02');
    expect(t.totals).toMatchObject({ payments: 16000, refunds: 4000, chargebacks: 6000, net: 6000 });
    expect(t.rows[0]).toMatchObject({ accountingCode: 'TENT', chargebacks: 6000, net: 3000 });
    const undone = entry({
      kind: 'chargebackUndone',
      at: '2026-06-02T19:00:00.000Z',
      amountCents: 6000,
      reference: 'c2',
    });
    const t2 = revenueBreakupReport(
      [{ ...park, entries: [...entries, charged, undone] }],
      '2026-06-01',
      '2026-06-02',
    );
    expect(t2.totals).toMatchObject({ chargebacks: 0, net: 12000 });
    // Chargebacks are card money: never in the desk's deposit.
    const d = fieldDepositReport([withChargeback], '2026-06-01', '2026-06-02', () => 'Cash');
    expect(d.totals).toMatchObject({ taken: 9000, handedBack: 1500 });
  });

  it('field deposit: one row per clerk, so each drawer reconciles on its own', () => {
    const two = {
      ...park,
      entries: [
        entry({
          kind: 'payment',
          at: '2026-06-01T17:00:00.000Z',
          amountCents: 3000,
          paymentTypeId: 3,
          atDesk: true,
          by: 'ana',
          reference: 'a1',
        }),
        entry({
          kind: 'payment',
          at: '2026-06-01T18:00:00.000Z',
          amountCents: 1000,
          paymentTypeId: 3,
          atDesk: true,
          by: 'ben',
          reference: 'b1',
        }),
        entry({
          kind: 'payment',
          at: '2026-06-01T19:00:00.000Z',
          amountCents: 500,
          paymentTypeId: 3,
          atDesk: true,
          by: 'ana',
          reference: 'a2',
        }),
        entry({
          kind: 'refund',
          at: '2026-06-01T20:00:00.000Z',
          amountCents: 200,
          paymentTypeId: 3,
          atDesk: true,
          by: 'ben',
          reference: 'b2',
        }),
      ],
    };
    const t = fieldDepositReport([two], '2026-06-01', '2026-06-01', () => 'Cash');
    expect(t.rows.map((r) => [r.clerk, r.payments, r.taken, r.handedBack, r.deposit])).toEqual([
      ['ana', 2, 3500, 0, 3500],
      ['ben', 1, 1000, 200, 800],
    ]);
    expect(t.columns.map((c) => c.label)).toContain('Taken by');
  });

  it('field deposit: cash and checks taken at the desk per day, cash handed back, the deposit', () => {
    const t = fieldDepositReport([park], '2026-06-01', '2026-06-02', (id) => (id === 3 ? 'Cash' : 'Check'));
    expect(t.rows).toEqual([
      {
        park: 'Lake',
        day: '2026-06-01',
        clerk: 'clerk',
        paymentType: 'Cash',
        payments: 2,
        taken: 5000,
        refunds: 0,
        handedBack: 0,
        deposit: 5000,
      },
      {
        park: 'Lake',
        day: '2026-06-01',
        clerk: 'clerk',
        paymentType: 'Check',
        payments: 1,
        taken: 4000,
        refunds: 0,
        handedBack: 0,
        deposit: 4000,
      },
      {
        park: 'Lake',
        day: '2026-06-02',
        clerk: 'clerk',
        paymentType: 'Cash',
        payments: 0,
        taken: 0,
        refunds: 1,
        handedBack: 1500,
        deposit: -1500,
      },
    ]);
    expect(t.totals).toMatchObject({ payments: 3, taken: 9000, refunds: 1, handedBack: 1500, deposit: 7500 });
    expect(t.chart!.points).toEqual([
      { label: '2026-06-01', value: 9000 },
      { label: '2026-06-02', value: -1500 },
    ]);
  });
});
