/**
 * A year of history for the biggest demo park, so the reports read real data: for each spot, stays over
 * the 365 days before the load day at a season's occupancy (busy summers, quiet winters), each sold
 * online, at the desk or to a walk-in and paid by card, e-check, cash or check; some changed, some
 * cancelled and refunded, past stays checked in and out; closures for repairs; the occasional staff
 * override. The six weeks ahead that the availability data already reserves (inventory.ts) get their
 * reservation records too. Every record is the product's own (reservation, order, taken night, history
 * entry, ledger entry), priced by the product's pricing rules, so the reports read what a year of use
 * would have left. Deterministic for a given catalogue and load day: seeded generators, no clock.
 */
import type { HistoryEntry } from '#domain/audit';
import { addDays, daysBetween, minDate } from '#domain/availability/calendar';
import { allocateRefund, editMoney, withRefunds, type ReservationCharge } from '#domain/booking/edit';
import type { FrontDeskFields, FrontDeskReservation } from '#domain/booking/front-desk';
import { cancellationBreakdown } from '#domain/booking/lifecycle';
import { cancellationReference, type OrderRecord, type OrderRefund } from '#domain/booking/order';
import { BOOKING_TYPE, type ProductRecord, type SpotRecord, type TenantCatalogue } from '#domain/catalogue';
import { SALES_CHANNEL } from '#domain/checkout';
import { formatCents, formatDate } from '#domain/display-format';
import type { ClosureRecord, SpotNightRecord, TenantInventory } from '#domain/inventory';
import { FEE_TYPE, PRICING_OPERATION } from '#domain/pricing/fee-types';
import { type FeeOverrideCents, overrideRecordsOf } from '#domain/pricing/overrides';
import { parkAddOns } from '#domain/pricing/add-ons';
import { priceStay } from '#domain/pricing/price-stay';
import type { FeeSchedule } from '#domain/pricing/schedule';
import { paymentMethodOf, totalCents } from '#domain/pricing/totals';
import {
  type LedgerEntry,
  changePaymentEntry,
  chargebackEntry,
  purchaseEntries,
  refundEntry,
} from '#domain/reports/ledger';
import { CLASSIFICATION_ID } from './classifications.ts';
import { drawOccupant } from './history-people.ts';
import { demoIdentities } from './identities.ts';
import { type Random, createRandom } from './random.ts';

export const HISTORY_DAYS = 365;

/** Share of a spot's nights sold, by month (January first): a mountain lake park's year. */
const OCCUPANCY = [0.12, 0.12, 0.16, 0.25, 0.45, 0.74, 0.86, 0.8, 0.52, 0.3, 0.14, 0.18];

const PAYMENT = { creditCard: 1, echeck: 2, cash: 3, check: 4 } as const;

/** Ids far above the counters' (which start at 1), so records made by people later never meet these. */
const ORDER_ID_BASE = 900_000_000;
const CHANGE_ORDER_ID_BASE = 950_000_000;

export interface DemoHistory {
  locationId: number;
  reservations: FrontDeskReservation[];
  orders: OrderRecord[];
  /** The reserved nights of the year's kept stays (the six weeks ahead are the inventory's). */
  nights: SpotNightRecord[];
  closures: ClosureRecord[];
  ledger: LedgerEntry[];
  history: { reservationId: number; entry: HistoryEntry; n: number }[];
}

/** The park the history is for: the featured park with the most active spots (inventory.ts's big park). */
export function historyParkId(c: TenantCatalogue): number {
  const active = (id: number) => c.spots.filter((s) => s.locationId === id && s.isActive).length;
  return [...c.locations]
    .filter((p) => p.featured)
    .sort((a, b) => active(b.id) - active(a.id) || a.id - b.id)[0]!.id;
}

/** A stay before it is sold: where, which nights, and what kind of sale. */
interface PlannedStay {
  spot: SpotRecord;
  nights: string[];
  reservationId: number;
  cancelled: boolean;
}

type Sale = 'online' | 'desk' | 'walkIn';

/** An ISO time on `day` between `fromHour` and `toHour` UTC (the park's daytime in the Mountain/Pacific zones). */
function timeOn(random: Random, day: string, fromHour = 15, toHour = 23): string {
  const h = String(random.int(fromHour, toHour)).padStart(2, '0');
  const m = String(random.int(0, 59)).padStart(2, '0');
  const s = String(random.int(0, 59)).padStart(2, '0');
  return `${day}T${h}:${m}:${s}.000Z`;
}

function occupancyOn(day: string): number {
  return OCCUPANCY[Number(day.slice(5, 7)) - 1]!;
}

/** Closures of the past year: repairs of a loop, the cabins and single spots, a storm that shut the park. */
function pastClosures(spots: readonly SpotRecord[], locationId: number, today: string, random: Random) {
  const loopSpots = (loopId: number) => spots.filter((s) => s.loopId === loopId).map((s) => s.id);
  const loops = [...new Set(spots.map((s) => s.loopId))];
  const cabins = spots.filter((s) => s.productId === CLASSIFICATION_ID.camperCabin).map((s) => s.id);
  const day = (n: number) => addDays(today, -HISTORY_DAYS + n);
  const closures: ClosureRecord[] = [
    {
      id: 101,
      locationId,
      spotIds: loopSpots(loops[2]!),
      startDate: day(30),
      endDate: day(43),
      overridable: false,
      reason: 'Water line repair',
    },
    {
      id: 102,
      locationId,
      spotIds: cabins,
      startDate: day(120),
      endDate: day(133),
      overridable: false,
      reason: 'Cabin roof replacement',
    },
    {
      id: 103,
      locationId,
      spotIds: [],
      startDate: day(200),
      endDate: day(201),
      overridable: false,
      reason: 'Storm damage: park closed',
    },
    {
      id: 104,
      locationId,
      spotIds: loopSpots(loops[1]!),
      startDate: day(250),
      endDate: day(256),
      overridable: true,
      reason: 'Road resurfacing (staff may still book)',
    },
  ];
  const reasons = ['Damaged fire ring', 'Hazard tree removal', 'Electrical pedestal repair', 'Pad regrading'];
  random.sample(spots, 14).forEach((spot, i) => {
    const start = random.int(0, HISTORY_DAYS - 12);
    closures.push({
      id: 111 + i,
      locationId,
      spotIds: [spot.id],
      startDate: day(start),
      endDate: day(start + random.int(2, 10)),
      overridable: false,
      reason: reasons[i % reasons.length]!,
    });
  });
  return closures;
}

/** Whether a closure covers a spot's night (its days, both included). */
const covers = (c: ClosureRecord, spotId: number, night: string) =>
  night >= c.startDate && night <= c.endDate && (c.spotIds.length === 0 || c.spotIds.includes(spotId));

export function buildDemoHistory(
  c: TenantCatalogue,
  inventory: TenantInventory,
  schedule: FeeSchedule,
  today: string,
  /** Fewer days of stays than the year (the closures stay a year's): a bench at reduced scale. */
  days = HISTORY_DAYS,
): DemoHistory {
  const tenantId = c.tenant.id;
  const locationId = historyParkId(c);
  const products = new Map(c.products.map((p) => [p.id, p]));
  const overnight = (s: SpotRecord) => products.get(s.productId)?.bookingTypeId === BOOKING_TYPE.Overnight;
  const spots = c.spots.filter((s) => s.locationId === locationId && s.isActive && overnight(s));
  const random = createRandom(`${tenantId}:history:${today}`);
  const closures = pastClosures(spots, locationId, today, random);
  const firstDay = addDays(today, -days);

  // Ids from the tenant's first park id, above the inventory's (which count up from id × 100 000).
  let nextId = [...c.locations].sort((a, b) => a.id - b.id)[0]!.id * 100_000 + 50_000;
  const planned: PlannedStay[] = [];
  for (const spot of spots) {
    const r = createRandom(`${tenantId}:history:${spot.id}:${today}`);
    const gap = (day: string, length: number) => {
      const p = occupancyOn(day);
      return Math.floor(-Math.log(1 - r.next()) * ((length * (1 - p)) / p));
    };
    let day = addDays(firstDay, gap(firstDay, 2));
    while (day < today) {
      const summer = occupancyOn(day) > 0.5;
      const length = summer ? r.int(2, 6) : r.int(1, 3);
      const nights: string[] = [];
      for (let i = 0; i < length; i++) {
        const night = addDays(day, i);
        if (night >= today || closures.some((x) => !x.overridable && covers(x, spot.id, night))) break;
        nights.push(night);
      }
      if (nights.length) planned.push({ spot, nights, reservationId: ++nextId, cancelled: false });
      // A stay cancelled before it began: it holds no night, so it sits anywhere.
      if (nights.length && r.chance(0.08))
        planned.push({ spot, nights, reservationId: ++nextId, cancelled: true });
      day = addDays(day, Math.max(1, nights.length) + gap(day, length));
    }
  }
  // The six weeks ahead: the inventory's reserved nights, one stay per reservation id.
  const ahead = new Map<number, SpotNightRecord[]>();
  for (const n of inventory.nights)
    if (n.status === 'reserved' && n.reservationId !== undefined && n.locationId === locationId)
      ahead.set(n.reservationId, [...(ahead.get(n.reservationId) ?? []), n]);
  const spotsById = new Map(c.spots.map((s) => [s.id, s]));
  for (const [reservationId, nights] of ahead) {
    const spot = spotsById.get(nights[0]!.spotId)!;
    planned.push({ spot, nights: nights.map((n) => n.night).sort(), reservationId, cancelled: false });
  }

  const out: DemoHistory = {
    locationId,
    reservations: [],
    orders: [],
    nights: [],
    closures,
    ledger: [],
    history: [],
  };
  const staff = (key: string) => demoIdentities(tenantId).staff.find((u) => u.key === key)!.username;
  // The park's ranger works the desk most days; the agency's admins fill in.
  const clerks = [staff('ranger'), staff('ranger'), staff('agencyAdmin'), staff('superAdmin')];
  const homeState = c.tenant.mapSearchStateFilter.split('-')[1] ?? '';
  const seasons = inventory.pricingSeasons.filter((s) => s.locationId === locationId);
  const addOns = parkAddOns(schedule.addOns, locationId);
  const walkInLoops = new Set(
    spots.filter((s) => s.productId === CLASSIFICATION_ID.walkInTent).map((s) => s.loopId),
  );
  const reservationNumber = (id: number) => `${tenantId.toUpperCase()}-${String(id).padStart(6, '0')}`;
  const orderNumber = (id: number) => `${tenantId.toUpperCase()}-O-${String(id).padStart(6, '0')}`;

  for (const stay of planned) {
    const r = createRandom(`${tenantId}:history:stay:${stay.reservationId}`);
    const product = products.get(stay.spot.productId)!;
    const arrival = stay.nights[0]!;
    const departure = addDays(stay.nights.at(-1)!, 1);
    const overriddenClosureDays = stay.nights.filter((n) =>
      closures.some((x) => x.overridable && covers(x, stay.spot.id, n)),
    );
    const future = arrival >= today;
    const sale: Sale =
      !future && (walkInLoops.has(stay.spot.loopId) || r.chance(0.07))
        ? 'walkIn'
        : overriddenClosureDays.length || r.chance(0.26)
          ? 'desk'
          : 'online';
    const occupant = drawOccupant(r, homeState);
    const clerk = r.pick(clerks);
    const by = sale === 'online' ? occupant.email : clerk;
    const leadDays = sale === 'walkIn' ? 0 : sale === 'desk' ? r.int(0, 45) : r.int(1, 120);
    // Everything happened before the load day.
    const yesterday = addDays(today, -1);
    const createdDay = minDate(addDays(arrival, -leadDays), yesterday);
    const createdAt = timeOn(r, createdDay);
    const after = (day: string) => {
      const at = timeOn(r, day);
      return at > createdAt ? at : new Date(Date.parse(createdAt) + 3_600_000).toISOString();
    };
    const paymentTypeId =
      sale === 'online'
        ? r.chance(0.85)
          ? PAYMENT.creditCard
          : PAYMENT.echeck
        : r.pick([PAYMENT.creditCard, PAYMENT.cash, PAYMENT.cash, PAYMENT.check]);
    const atDesk = paymentTypeId === PAYMENT.cash || paymentTypeId === PAYMENT.check;
    const salesChannel = sale === 'online' ? SALES_CHANNEL.Public : SALES_CHANNEL.Admin;
    const party = partyOf(r, product);
    const overrides: FeeOverrideCents[] =
      sale !== 'online' && r.chance(0.03)
        ? [
            {
              feeType: FEE_TYPE.Reservation,
              amountCents: 0,
              reason: r.pick([
                'Site flooded last visit: nightly fee waived',
                'Volunteer camp host: nightly fee waived',
              ]),
            },
          ]
        : [];
    const overriddenRules =
      sale === 'desk' && r.chance(0.02) ? [r.pick(['maximumStay', 'minimumArrivalDate'])] : [];
    const discounts = r.chance(0.06) ? [1] : [];
    const chosenAddOns = addOns[0] && r.chance(0.15) ? [{ id: addOns[0].id, quantity: r.int(1, 3) }] : [];
    const price = (nights: readonly string[], operationId: number) =>
      priceStay({
        locationId,
        product,
        nights,
        numberOfVehicles: party.vehicles,
        salesChannel,
        operationId,
        seasons,
        schedule,
        discountClasses: c.discountClasses,
        discounts,
        addOns: chosenAddOns,
        overrides: operationId === PRICING_OPERATION.New ? overrides : [],
        overriddenBy: clerk,
        at: createdAt,
      }).fees;

    // A change: a night added (a dearer stay) or the last night given up (a cheaper one).
    const changeDays = daysBetween(createdDay, minDate(addDays(arrival, -1), yesterday));
    const changeRoll = !stay.cancelled && sale !== 'walkIn' && changeDays >= 1 && r.chance(0.06);
    const extended = changeRoll && stay.nights.length >= 2 && r.chance(0.6);
    const purchasedNights = !changeRoll
      ? stay.nights
      : extended
        ? stay.nights.slice(0, -1)
        : [...stay.nights, departure];
    const fees = price(purchasedNights, PRICING_OPERATION.New);
    const method = paymentMethodOf(paymentTypeId);
    const amountCents = totalCents(fees, method);
    const token = atDesk ? null : `demo-session-${stay.reservationId}`;
    const orderId = ORDER_ID_BASE + (stay.reservationId % 50_000_000);
    const lastFour = paymentTypeId === PAYMENT.creditCard ? String(r.int(1000, 9999)) : null;
    const cardholderName = lastFour ? `${occupant.firstName} ${occupant.lastName}` : null;
    const payment = {
      amountCents,
      paymentTypeId,
      lastFour,
      cardholderName,
      providerOrderId: token ? `demo-provider-${stay.reservationId}` : null,
      datePaid: createdAt,
    };
    const lockCode = `DEMO-HIST-${stay.reservationId}`;
    let reservation: FrontDeskReservation = {
      id: stay.reservationId,
      reservationNumber: reservationNumber(stay.reservationId),
      customerId: null,
      spotId: stay.spot.id,
      locationId,
      startDate: purchasedNights[0]!,
      endDate: addDays(purchasedNights.at(-1)!, 1),
      nights: purchasedNights,
      dayUse: false,
      lockCode,
      status: 'Reserved',
      orderId,
      salesChannel,
      walkInReservation: sale === 'walkIn',
      adaRequirementAcknowledged: false,
      overriddenClosureDays,
      numberOfAdults: party.people,
      numberOfVehicles: party.vehicles,
      equipmentTypeId: null,
      equipmentLength: null,
      isCustomerPrimaryOccupant: false,
      primaryOccupant: occupant,
      discounts,
      addOns: chosenAddOns,
      fees,
      totalCents: totalCents(fees, 'creditCard'),
      feeOverrides: overrideRecordsOf(fees),
      overriddenRules,
      createdAt,
      createdBy: by,
      updatedAt: createdAt,
    };
    const order: OrderRecord = {
      id: orderId,
      orderNumber: orderNumber(orderId),
      owner: { kind: sale === 'online' ? 'customer' : 'staff', id: 0 },
      customerId: null,
      reservationIds: [stay.reservationId],
      lockCodes: [lockCode],
      paymentTypeId,
      salesChannel,
      totalCents: amountCents,
      feesByReservation: { [stay.reservationId]: fees },
      status: 'Completed',
      paymentToken: token,
      ...(token ? { paymentTokens: [token] } : {}),
      payment,
      cancellationReason: null,
      confirmationSentAt: createdAt,
      emailAddress: occupant.email,
      createdAt,
      createdBy: by,
      completedAt: createdAt,
    };
    out.ledger.push(
      ...purchaseEntries(order, [reservation], payment, createdAt).filter((e) => e.amountCents > 0),
    );
    const note = (entry: Omit<HistoryEntry, 'auditTransactionId'>, n = 0) =>
      out.history.push({
        reservationId: stay.reservationId,
        entry: { ...entry, auditTransactionId: `demo-${stay.reservationId}-${entry.auditBusinessAction}` },
        n,
      });
    note({
      activityDate: createdAt,
      username: by,
      actionPerformed: 'Reservation created',
      auditBusinessAction: 'CreateReservation',
      changes: [
        { field: 'status', oldValue: 'Pending', newValue: 'Reserved' },
        { field: 'spotId', oldValue: null, newValue: String(stay.spot.id) },
        { field: 'arrivalDate', oldValue: null, newValue: formatDate(reservation.startDate) },
        { field: 'departureDate', oldValue: null, newValue: formatDate(reservation.endDate) },
        { field: 'total', oldValue: null, newValue: formatCents(reservation.totalCents) },
      ],
    });
    const purchaseCharge: ReservationCharge = {
      orderId,
      token,
      paymentTypeId,
      amountCents,
      refundedCents: 0,
      lastFour,
      cardholderName,
    };

    if (changeRoll) {
      const changedAt = after(addDays(createdDay, r.int(1, changeDays)));
      const changeOrderId = CHANGE_ORDER_ID_BASE + (stay.reservationId % 50_000_000);
      const money = editMoney(fees, price(stay.nights, PRICING_OPERATION.Modification), method, amountCents);
      const before = reservation;
      let charges: ReservationCharge[] = [purchaseCharge];
      const changeOrder: OrderRecord = {
        ...order,
        id: changeOrderId,
        kind: 'modification',
        orderNumber: orderNumber(changeOrderId),
        totalCents: money.dueCents,
        feesByReservation: { [stay.reservationId]: money.fees },
        paymentToken: null,
        paymentTokens: [],
        payment: null,
        createdAt: changedAt,
        completedAt: changedAt,
        confirmationSentAt: changedAt,
      };
      reservation = {
        ...reservation,
        startDate: arrival,
        endDate: departure,
        nights: stay.nights,
        fees: money.fees,
        totalCents: totalCents(money.fees, 'creditCard'),
        updatedAt: changedAt,
        changeOrderId,
        changeOrderIds: [changeOrderId],
      };
      if (money.dueCents > 0) {
        const changeToken = atDesk ? null : `demo-session-change-${stay.reservationId}`;
        const paid = {
          ...payment,
          amountCents: money.dueCents,
          datePaid: changedAt,
          providerOrderId: changeToken ? `demo-provider-change-${stay.reservationId}` : null,
        };
        changeOrder.payment = paid;
        changeOrder.paymentToken = changeToken;
        changeOrder.paymentTokens = changeToken ? [changeToken] : [];
        charges.push({
          ...purchaseCharge,
          orderId: changeOrderId,
          token: changeToken,
          amountCents: money.dueCents,
        });
        const entry = changePaymentEntry(changeOrderId, before, reservation, paid, by, changedAt);
        if (entry) out.ledger.push(entry);
      } else if (money.refundCents > 0) {
        const shares = allocateRefund(charges, money.refundCents, { atCounter: atDesk });
        const given = shares.reduce((n, x) => n + x.amountCents, 0);
        charges = withRefunds(charges, shares);
        if (given > 0) {
          const refund = refundOf(purchaseCharge, given, {
            reference: `change-order-${changeOrderId}-payment-${orderId}`,
            reason: 'Reservation changed',
            at: changedAt,
            reservationId: stay.reservationId,
          });
          changeOrder.refunds = [refund];
          const entry = refundEntry(refund, changeOrderId, reservation, by);
          if (entry) out.ledger.push(entry);
        }
      }
      reservation.charges = charges;
      out.orders.push(changeOrder);
      note(
        {
          activityDate: changedAt,
          username: by,
          actionPerformed: 'Reservation changed',
          auditBusinessAction: 'ModifyReservation',
          changes: [
            {
              field: 'departureDate',
              oldValue: formatDate(before.endDate),
              newValue: formatDate(reservation.endDate),
            },
            {
              field: 'total',
              oldValue: formatCents(before.totalCents),
              newValue: formatCents(reservation.totalCents),
            },
          ],
        },
        1,
      );
    }

    if (stay.cancelled) {
      const cancelledAt = after(addDays(createdDay, r.int(0, daysBetween(createdDay, arrival))));
      const keep = sale !== 'online' && r.chance(0.1);
      const cancelledBy = sale === 'online' && r.chance(0.8) ? by : clerk;
      const breakdown = cancellationBreakdown(
        fees,
        method,
        price(stay.nights, PRICING_OPERATION.Cancellation),
      );
      const refundCents = keep ? 0 : breakdown.refundCents;
      const reason = keep
        ? 'No-show policy: stay kept'
        : r.pick([null, 'Change of plans', 'Weather', 'Illness']);
      reservation = {
        ...reservation,
        status: 'Cancelled',
        updatedAt: cancelledAt,
        cancellation: {
          cancelledAt,
          cancelledBy,
          reason,
          paidCents: breakdown.paidCents,
          nonRefundableCents: breakdown.nonRefundableCents,
          cancellationFeeCents: breakdown.cancellationFeeCents,
          refundCents,
          ...(atDesk ? { refundAtCounter: true } : {}),
        },
      };
      if (refundCents > 0) {
        const refund = refundOf(purchaseCharge, refundCents, {
          reference: cancellationReference(stay.reservationId),
          reason: reason ?? 'Reservation cancelled',
          at: cancelledAt,
          reservationId: stay.reservationId,
          cancellationFeeCents: breakdown.cancellationFeeCents,
        });
        order.refunds = [refund];
        const entry = refundEntry(refund, orderId, reservation, cancelledBy);
        if (entry) out.ledger.push(entry);
      }
      note(
        {
          activityDate: cancelledAt,
          username: cancelledBy,
          actionPerformed: keep ? 'Reservation cancelled without refund' : 'Reservation cancelled',
          auditBusinessAction: keep ? 'CancelReservationWithoutRefund' : 'CancelReservation',
          changes: [
            { field: 'status', oldValue: 'Reserved', newValue: 'Cancelled' },
            {
              field: 'cancellationFee',
              oldValue: null,
              newValue: formatCents(reservation.cancellation!.cancellationFeeCents),
            },
            { field: 'refund', oldValue: null, newValue: formatCents(refundCents) },
          ],
        },
        2,
      );
    } else {
      out.nights.push(
        ...stay.nights.map((night) => ({
          spotId: stay.spot.id,
          locationId,
          night,
          status: 'reserved' as const,
          lockCode,
          reservationId: stay.reservationId,
        })),
      );
      // Past and current stays were checked in (a few never came); past ones checked out.
      if (arrival < today && r.chance(0.93)) {
        const desk = frontDesk(r, reservation, today, clerk);
        reservation = { ...reservation, ...desk.fields };
        for (const [i, entry] of desk.entries.entries()) note(entry, 3 + i);
      }
      // Now and then a cardholder disputes a past stay and the issuer takes the payment back.
      if (token && departure < today && r.chance(0.004)) {
        const at = timeOn(r, addDays(departure, r.int(10, 40)));
        if (at.slice(0, 10) < today) {
          const entry = chargebackEntry(
            reservation,
            reservation.fees,
            reservation.charges ?? [purchaseCharge],
            {
              undo: false,
              by: clerk,
              at,
              reference: `chargeback-reservation-${stay.reservationId}-${reservation.updatedAt}`,
            },
          );
          if (entry) out.ledger.push(entry);
          reservation = { ...reservation, paymentChargebackCompleted: true, updatedAt: at };
          order.paymentChargebackCompleted = true;
          note(
            {
              activityDate: at,
              username: clerk,
              actionPerformed: 'Chargeback recorded',
              auditBusinessAction: 'Chargeback',
              changes: [{ field: 'paymentChargebackCompleted', oldValue: 'false', newValue: 'true' }],
            },
            5,
          );
        }
      }
    }
    out.orders.push(order);
    out.reservations.push(reservation);
  }
  // The inventory writes the six weeks ahead's nights itself.
  out.nights = out.nights.filter((n) => n.night < today);
  return out;
}

/** People and vehicles of a party, by what the spot sleeps. */
function partyOf(r: Random, product: ProductRecord): { people: number; vehicles: number } {
  if (product.id === CLASSIFICATION_ID.groupCamp) return { people: r.int(8, 30), vehicles: r.int(2, 6) };
  if (product.id === CLASSIFICATION_ID.camperCabin || product.id === CLASSIFICATION_ID.deluxeCabin)
    return { people: r.int(2, 6), vehicles: 1 };
  return { people: r.int(1, 5), vehicles: r.chance(0.2) ? 2 : 1 };
}

/** An approved refund of (part of) a payment: through the provider for a card, in cash at the desk. */
function refundOf(
  charge: ReservationCharge,
  amountCents: number,
  at: { reference: string; reason: string; at: string; reservationId: number; cancellationFeeCents?: number },
): OrderRefund {
  return {
    reference: at.reference,
    token: charge.token ?? '',
    providerRefundId: charge.token ? `demo-refund-${at.reference}` : '',
    status: 'approved',
    amountCents,
    paymentTypeId: charge.paymentTypeId,
    lastFour: charge.lastFour,
    cardholderName: charge.cardholderName,
    reason: at.reason,
    refundedAt: at.at,
    reservationId: at.reservationId,
    ...(at.cancellationFeeCents !== undefined ? { cancellationFeeCents: at.cancellationFeeCents } : {}),
  };
}

/** Check-in on arrival and, once the departure day has come, check-out; with their history entries. */
function frontDesk(
  r: Random,
  reservation: FrontDeskReservation,
  today: string,
  clerk: string,
): { fields: FrontDeskFields; entries: Omit<HistoryEntry, 'auditTransactionId'>[] } {
  const inAt = timeOn(r, reservation.startDate, 20, 23);
  const fields: FrontDeskFields = {
    subStatus: 'CheckedIn',
    checkedInAt: inAt,
    checkedInDate: reservation.startDate,
    checkedInBy: clerk,
  };
  const entries: Omit<HistoryEntry, 'auditTransactionId'>[] = [
    {
      activityDate: inAt,
      username: clerk,
      actionPerformed: 'Checked in',
      auditBusinessAction: 'CheckIn',
      changes: [{ field: 'subStatus', oldValue: null, newValue: 'CheckedIn' }],
    },
  ];
  if (reservation.endDate <= today) {
    const outAt = timeOn(r, reservation.endDate, 16, 19);
    Object.assign(fields, {
      subStatus: 'CheckedOut',
      checkedOutAt: outAt,
      checkedOutDate: reservation.endDate,
      checkedOutBy: clerk,
    });
    entries.push({
      activityDate: outAt,
      username: clerk,
      actionPerformed: 'Checked out',
      auditBusinessAction: 'CheckOut',
      changes: [{ field: 'subStatus', oldValue: 'CheckedIn', newValue: 'CheckedOut' }],
    });
  }
  return { fields, entries };
}
