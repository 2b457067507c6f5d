/**
 * The demo year of the biggest park (functions/demo/history.ts), built once (seeded, so the same on every
 * build): stays never share a spot's
 * night or sit in a closure, cancelled stays hold no night, busy summers and quiet winters, every channel
 * and payment type, and the money ledger agrees with the orders: each purchase's entry is its payment,
 * each refund recorded on an order is an entry, chargebacks are card payments.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoFees } from '#demo/fees';
import { type DemoHistory, buildDemoHistory, historyParkId } from '#demo/history';
import { buildDemoCatalogue, buildDemoInventory } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import { toTenantId } from '#domain/tenant-id';

const TODAY = '2026-11-20';
const catalogue = buildDemoCatalogue(toTenantId('co'));
const inventory = buildDemoInventory(catalogue, TODAY);

describe('a year of demo history', () => {
  let h: DemoHistory;
  beforeAll(() => {
    h = buildDemoHistory(catalogue, inventory, buildDemoFees(catalogue, TODAY), TODAY);
  });

  it('is the biggest featured park’s, a year of it and the six weeks ahead', () => {
    expect(h.locationId).toBe(historyParkId(catalogue));
    expect(h.reservations.length).toBeGreaterThan(10_000);
    const arrivals = h.reservations.map((r) => r.startDate).sort();
    expect(arrivals[0]! < addDays(TODAY, -350)).toBe(true);
    expect(arrivals.at(-1)! >= TODAY).toBe(true);
  });

  it('never sells a spot’s night twice, nor a night a closure took (unless staff overrode it)', () => {
    const taken = new Set<string>();
    for (const n of h.nights) {
      const key = `${n.spotId}#${n.night}`;
      expect(taken.has(key), key).toBe(false);
      taken.add(key);
    }
    // The six weeks ahead are the availability data's own nights.
    for (const n of inventory.nights) expect(taken.has(`${n.spotId}#${n.night}`)).toBe(false);
    const kept = h.reservations.filter((r) => r.status === 'Reserved' && r.endDate <= TODAY);
    for (const r of kept.slice(0, 2000))
      for (const night of r.nights) {
        const closed = h.closures.filter(
          (c) =>
            night >= c.startDate && night <= c.endDate && (!c.spotIds.length || c.spotIds.includes(r.spotId)),
        );
        for (const c of closed) expect(c.overridable && r.overriddenClosureDays.includes(night)).toBe(true);
      }
  });

  it('leaves a cancelled stay without nights, and checks in and out the stays that happened', () => {
    const nightsOf = new Set(h.nights.map((n) => n.reservationId));
    const cancelled = h.reservations.filter((r) => r.status === 'Cancelled');
    expect(cancelled.length).toBeGreaterThan(100);
    for (const r of cancelled) {
      expect(nightsOf.has(r.id)).toBe(false);
      expect(r.cancellation!.refundCents).toBeLessThanOrEqual(r.cancellation!.paidCents);
    }
    const past = h.reservations.filter((r) => r.status === 'Reserved' && r.endDate < TODAY);
    const out = past.filter((r) => r.subStatus === 'CheckedOut');
    expect(out.length / past.length).toBeGreaterThan(0.85);
    expect(out.length).toBeLessThan(past.length);
  });

  it('is busy in summer and quiet in winter', () => {
    const month = (m: string) => h.nights.filter((n) => n.night.slice(5, 7) === m).length;
    expect(month('07')).toBeGreaterThan(4 * month('01'));
  });

  it('sells online, at the desk and to walk-ins, by card, e-check, cash and check, with some changes and overrides', () => {
    const channels = new Set(
      h.reservations.map((r) => (r.walkInReservation ? 'walkIn' : r.salesChannel === 1 ? 'online' : 'desk')),
    );
    expect([...channels].sort()).toEqual(['desk', 'online', 'walkIn']);
    expect(new Set(h.orders.map((o) => o.paymentTypeId))).toEqual(new Set([1, 2, 3, 4]));
    expect(h.orders.some((o) => o.kind === 'modification')).toBe(true);
    expect(h.reservations.some((r) => r.feeOverrides.length > 0)).toBe(true);
    expect(h.reservations.some((r) => r.overriddenClosureDays.length > 0)).toBe(true);
    const occupants = h.reservations.map((r) => r.primaryOccupant);
    expect(occupants.some((o) => o.state === 'CO')).toBe(true);
    expect(occupants.some((o) => o.country === 'US' && o.state !== 'CO')).toBe(true);
    expect(occupants.some((o) => o.country !== 'US')).toBe(true);
  });

  it('puts every payment and refund of the orders in the ledger, and chargebacks only on card payments', () => {
    const byReference = new Map(h.ledger.map((e) => [e.reference, e]));
    expect(byReference.size).toBe(h.ledger.length);
    for (const o of h.orders) {
      if (o.kind !== 'modification' && o.payment && o.payment.amountCents > 0) {
        const e = byReference.get(`order-${o.id}-reservation-${o.reservationIds[0]}`)!;
        expect(e.amountCents).toBe(o.payment.amountCents);
        expect(e.atDesk).toBe(o.payment.providerOrderId === null);
      }
      for (const r of o.refunds ?? []) expect(byReference.get(r.reference)?.amountCents).toBe(r.amountCents);
    }
    for (const e of h.ledger) expect(e.lines.reduce((n, l) => n + l.amountCents, 0)).toBe(e.amountCents);
    const chargebacks = h.ledger.filter((e) => e.kind === 'chargeback');
    expect(chargebacks.every((e) => !e.atDesk)).toBe(true);
    // Desk money has clerks: the field deposit reconciles per drawer.
    const clerks = new Set(h.ledger.filter((e) => e.atDesk).map((e) => e.by));
    expect(clerks.size).toBeGreaterThan(1);
  });
});
