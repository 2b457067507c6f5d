/**
 * Demo fee schedules (README "Fee model"): each agency's transaction, convenience, park use and
 * cancellation/modification fees, holiday-weekend date blocks for the years around the load day, the
 * add-ons its parks sell and the price rule of each discount class (functions/demo/lookups.ts).
 * Numbers follow the tenants' own reservation policy text (functions/demo/tenants/*.ts): Colorado
 * charges a $10.00 fee per reservation and a vehicle pass beyond the first vehicle; Washington $8.00
 * and $10.00 a night per extra vehicle. Deterministic for a given catalogue and date.
 */
import { FEE_TYPE, type FeeType } from '#domain/pricing/fee-types';
import { BOOKING_TYPE, type TenantCatalogue } from '#domain/catalogue';
import type { MethodChargeCents } from '#domain/pricing/fees';
import type {
  AddOnRecord,
  DateBlockRecord,
  DiscountRuleRecord,
  FeeBasis,
  FeeRuleRecord,
  FeeSchedule,
} from '#domain/pricing/schedule';
import { addDays } from '#domain/availability/calendar';
import { CLASSIFICATION_ID } from './classifications.ts';
import { PRODUCT_TYPE } from './spot-types.ts';
import { coProfile } from './tenants/co.ts';
import type { Setting } from './tenants/profile.ts';
import { waProfile } from './tenants/wa.ts';

interface TenantFees {
  transactionCents: number;
  /** Online only: card percentage with a minimum, e-check flat. */
  convenience: { cardPercentage: number; cardMinCents: number; echeckCents: number };
  extraVehicleNightCents: number;
  dayUseVehicleCents: number;
  dayUsePassName: string;
  cancellationCents: number;
  modificationCents: number;
  holidaySurchargeCents: number;
  firewoodCents: number;
}

const TENANT_FEES: Record<string, TenantFees> = {
  co: {
    transactionCents: 1000,
    convenience: { cardPercentage: 3, cardMinCents: 200, echeckCents: 150 },
    extraVehicleNightCents: 1000,
    dayUseVehicleCents: 1100,
    dayUsePassName: 'Daily park pass',
    cancellationCents: 1000,
    modificationCents: 600,
    holidaySurchargeCents: 1000,
    firewoodCents: 800,
  },
  wa: {
    transactionCents: 800,
    convenience: { cardPercentage: 2.5, cardMinCents: 150, echeckCents: 100 },
    extraVehicleNightCents: 1000,
    dayUseVehicleCents: 1000,
    dayUsePassName: 'Day-use vehicle pass',
    cancellationCents: 1000,
    modificationCents: 700,
    holidaySurchargeCents: 500,
    firewoodCents: 700,
  },
};

const SETTINGS: Record<string, Map<string, Setting[]>> = {
  co: new Map(coProfile.parks.map((p) => [p.code, p.setting])),
  wa: new Map(waProfile.parks.map((p) => [p.code, p.setting])),
};

const same = (amountCents: number): MethodChargeCents => ({ amountCents, minCents: 0, percentage: 0 });

function rule(
  id: number,
  feeType: FeeType,
  name: string,
  description: string,
  basis: FeeBasis,
  charges: { creditCard: MethodChargeCents; echeck: MethodChargeCents; cash: MethodChargeCents },
  more: Partial<FeeRuleRecord> = {},
): FeeRuleRecord {
  const code = name.toUpperCase().replace(/[^A-Z]+/g, '-');
  return {
    id,
    feeType,
    name,
    description,
    accountingCode: `FEE-${code}`,
    sku: code,
    locationIds: [],
    bookingTypeIds: [],
    salesChannels: [],
    basis,
    includedVehicles: 0,
    ...charges,
    ...more,
  };
}

function feeRules(f: TenantFees): FeeRuleRecord[] {
  const flat = (cents: number) => ({ creditCard: same(cents), echeck: same(cents), cash: same(cents) });
  return [
    rule(
      1,
      FEE_TYPE.Transaction,
      'Transaction fee',
      'Charged once per reservation; not refunded.',
      'perReservation',
      flat(f.transactionCents),
    ),
    rule(
      2,
      FEE_TYPE.Convenience,
      'Convenience fee',
      'Online reservations only: a share of the reservation total for card and e-check processing.',
      'perReservation',
      {
        creditCard: {
          amountCents: 0,
          minCents: f.convenience.cardMinCents,
          percentage: f.convenience.cardPercentage,
        },
        echeck: same(f.convenience.echeckCents),
        cash: same(0),
      },
      { salesChannels: [1] },
    ),
    rule(
      3,
      FEE_TYPE.ParkUse,
      'Extra vehicle pass',
      'Each vehicle beyond the first, per night.',
      'perVehiclePerNight',
      flat(f.extraVehicleNightCents),
      { bookingTypeIds: [BOOKING_TYPE.Overnight], includedVehicles: 1 },
    ),
    rule(
      4,
      FEE_TYPE.ParkUse,
      f.dayUsePassName,
      'Each vehicle entering the park for a day-use reservation.',
      'perVehiclePerStay',
      flat(f.dayUseVehicleCents),
      { bookingTypeIds: [BOOKING_TYPE.DayUse] },
    ),
    rule(
      5,
      FEE_TYPE.CancellationModification,
      'Cancellation fee',
      'Charged when a reservation is cancelled.',
      'perReservation',
      flat(f.cancellationCents),
      { operation: 'cancellation' },
    ),
    rule(
      6,
      FEE_TYPE.CancellationModification,
      'Modification fee',
      'Charged when the dates, spot or party of a reservation change.',
      'perReservation',
      flat(f.modificationCents),
      { operation: 'modification' },
    ),
  ];
}

/** Memorial Day (last Monday of May) and Labor Day (first Monday of September) of a year. */
function mondayOf(year: number, month: number, which: 'first' | 'last'): string {
  if (which === 'first') {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
    return addDays(first, (8 - weekday) % 7);
  }
  const last = addDays(`${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  const weekday = new Date(`${last}T00:00:00Z`).getUTCDay();
  return addDays(last, -((weekday + 6) % 7));
}

/** Holiday weekends: the nights before the holiday Monday (Fri, Sat, Sun) and July 3–4. */
function dateBlocks(today: string, f: TenantFees): DateBlockRecord[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1].flatMap((y) => {
    const weekend = (monday: string) => [-3, -2, -1].map((d) => addDays(monday, d));
    const blocks: [string, string[]][] = [
      [`Memorial Day weekend ${y}`, weekend(mondayOf(y, 5, 'last'))],
      [`Independence Day ${y}`, [`${y}-07-03`, `${y}-07-04`]],
      [`Labor Day weekend ${y}`, weekend(mondayOf(y, 9, 'first'))],
    ];
    return blocks.map(([name, dates], k): DateBlockRecord => {
      const id = y * 10 + k + 1;
      return {
        id,
        name,
        description: `Holiday nights cost $${f.holidaySurchargeCents / 100} more; deluxe cabins have their own rate.`,
        locationIds: [],
        days: dates.map((date, i) => ({ id: id * 10 + i + 1, date })),
        rates: [{ productId: CLASSIFICATION_ID.deluxeCabin, dailyRateCents: 19_500 }],
        surchargeCents: f.holidaySurchargeCents,
      };
    });
  });
}

function addOns(c: TenantCatalogue, f: TenantFees): AddOnRecord[] {
  const settings = SETTINGS[c.tenant.id]!;
  const parksWith = (...wanted: Setting[]) =>
    c.locations.filter((l) => (settings.get(l.code) ?? []).some((s) => wanted.includes(s))).map((l) => l.id);
  const addOn = (
    id: number,
    name: string,
    description: string,
    priceCents: number,
    unit: string,
    maxQuantity: number,
    locationIds: number[] = [],
  ): AddOnRecord => {
    const sku = name.toUpperCase().replace(/[^A-Z]+/g, '-');
    return {
      id,
      name,
      description,
      locationIds,
      priceCents,
      unit,
      maxQuantity,
      sku,
      accountingCode: `ADDON-${sku}`,
    };
  };
  return [
    addOn(
      1,
      'Firewood bundle',
      'Local, heat-treated firewood left at your site on arrival.',
      f.firewoodCents,
      'bundle',
      10,
    ),
    addOn(2, 'Bag of ice', 'A 10 lb bag of ice from the camp store.', 400, 'bag', 10),
    addOn(
      3,
      'Kayak rental',
      'Single kayak with paddle and life jacket, picked up at the boat ramp.',
      4500,
      'day',
      4,
      parksWith('lake', 'river', 'coast'),
    ),
    addOn(
      4,
      'Stand-up paddleboard rental',
      'Board, paddle and life jacket for a day on the lake.',
      3500,
      'day',
      4,
      parksWith('lake'),
    ),
    addOn(
      5,
      'Mountain bike rental',
      'Trail bike and helmet from the visitor center.',
      3000,
      'day',
      6,
      parksWith('mountain', 'forest'),
    ),
  ];
}

/** One rule per demo discount class (ids of buildDiscountClasses). */
const DISCOUNT_RULES: DiscountRuleRecord[] = [
  // Senior Pass: half the nightly rate on Sunday through Thursday nights.
  {
    id: 1,
    kind: 'percentage',
    percentage: 50,
    amountCents: 0,
    productTypeAmounts: [],
    daysOfWeek: [0, 1, 2, 3, 4],
  },
  // Disabled Veteran: no nightly rate at all (park use fees still apply).
  { id: 2, kind: 'percentage', percentage: 100, amountCents: 0, productTypeAmounts: [], daysOfWeek: [] },
  { id: 3, kind: 'percentage', percentage: 50, amountCents: 0, productTypeAmounts: [], daysOfWeek: [] },
  // Resident: $5 a night on campsites, $10 on cabins.
  {
    id: 4,
    kind: 'fixedPerNight',
    percentage: 0,
    amountCents: 500,
    productTypeAmounts: [{ productTypeId: PRODUCT_TYPE.Cabin, amountCents: 1000 }],
    daysOfWeek: [],
  },
  { id: 5, kind: 'percentage', percentage: 50, amountCents: 0, productTypeAmounts: [], daysOfWeek: [] },
];

export function buildDemoFees(c: TenantCatalogue, today: string): FeeSchedule {
  const f = TENANT_FEES[c.tenant.id];
  if (!f) throw new Error(`No demo fees for tenant '${c.tenant.id}'`);
  return {
    feeRules: feeRules(f),
    dateBlocks: dateBlocks(today, f),
    addOns: addOns(c, f),
    discountRules: structuredClone(DISCOUNT_RULES),
  };
}
