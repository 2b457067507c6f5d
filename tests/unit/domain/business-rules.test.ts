/** The business rules of admin §2.3 (brm/*) and the spot's capacity: each rule at, below and above its limit. */
import { describe, expect, it } from 'vitest';
import { buildDemoBusinessRules } from '#demo/business-rules';
import { buildDemoCatalogue } from '#demo/index';
import {
  type BusinessRuleStay,
  type BusinessRules,
  BUSINESS_RULE_MESSAGE,
  NO_BUSINESS_RULES,
  accountCounts,
  businessRulesFor,
  checkBusinessRules,
  importedRuleRows,
} from '#domain/business-rules';
import { bookingWindowRows, ruleRowProblems } from '#domain/business-rules/rows';
import { toTenantId } from '#domain/tenant-id';

const TODAY = '2026-06-01';
const stay = (over: Partial<BusinessRuleStay> = {}): BusinessRuleStay => ({
  arrivalDate: '2026-06-10',
  departureDate: '2026-06-12',
  dayUse: false,
  today: TODAY,
  numberOfPeople: 2,
  account: { activeReservations: 0, sameStartDate: 0 },
  reservationsInCart: 0,
  ...over,
});
const only = (over: Partial<BusinessRules>): BusinessRules => ({ ...NO_BUSINESS_RULES, ...over });

describe('each rule, table-driven', () => {
  const cases: [string, Partial<BusinessRules>, Partial<BusinessRuleStay>, string[]][] = [
    ['minimum stay met', { minimumStayNights: 2 }, {}, []],
    [
      'minimum stay short',
      { minimumStayNights: 2 },
      { departureDate: '2026-06-11' },
      ['The minimum stay at this park is 2 nights.'],
    ],
    [
      'minimum stay of one night',
      { minimumStayNights: 1 },
      { departureDate: '2026-06-10', dayUse: false },
      ['The minimum stay at this park is 1 night.'],
    ],
    [
      'day use has no stay length',
      { minimumStayNights: 2, maximumStayNights: 0 },
      { departureDate: '2026-06-10', dayUse: true },
      [],
    ],
    ['maximum stay met', { maximumStayNights: 2 }, {}, []],
    [
      'maximum stay exceeded',
      { maximumStayNights: 2 },
      { departureDate: '2026-06-13' },
      ['The maximum stay at this park is 2 nights.'],
    ],
    ['minimum arrival met', { minimumArrivalDays: 9 }, {}, []],
    [
      'minimum arrival too soon',
      { minimumArrivalDays: 10 },
      {},
      ['Reservations must be made at least 10 days before arrival.'],
    ],
    [
      'an arrival already passed (staff entering a past stay)',
      { minimumArrivalDays: 0 },
      { arrivalDate: '2026-05-30', departureDate: '2026-06-02' },
      ['The arrival date has passed.'],
    ],
    ['maximum arrival met', { maximumArrivalDays: 9 }, {}, []],
    [
      'maximum arrival too far',
      { maximumArrivalDays: 180 },
      { arrivalDate: '2026-11-29', departureDate: '2026-12-01' },
      ['Reservations may be made no more than 180 days before arrival.'],
    ],
    [
      'active reservations below the limit',
      { maximumActiveReservationsOnAccount: 5 },
      { account: { activeReservations: 4, sameStartDate: 0 } },
      [],
    ],
    [
      'active reservations at the limit',
      { maximumActiveReservationsOnAccount: 5 },
      { account: { activeReservations: 5, sameStartDate: 0 } },
      ['An account may hold at most 5 active reservations.'],
    ],
    [
      'no account: walk-in guest',
      { maximumActiveReservationsOnAccount: 0, maximumReservationsSameStartDate: 0 },
      { account: null },
      [],
    ],
    ['transaction below the limit', { maximumReservationsPerTransaction: 4 }, { reservationsInCart: 3 }, []],
    [
      'transaction at the limit',
      { maximumReservationsPerTransaction: 4 },
      { reservationsInCart: 4 },
      ['A transaction may include at most 4 reservations.'],
    ],
    [
      'same arrival below the limit',
      { maximumReservationsSameStartDate: 2 },
      { account: { activeReservations: 1, sameStartDate: 1 } },
      [],
    ],
    [
      'same arrival at the limit',
      { maximumReservationsSameStartDate: 2 },
      { account: { activeReservations: 2, sameStartDate: 2 } },
      ['An account may hold at most 2 reservations with the same arrival date.'],
    ],
    ['people within the spot', { maximumPeople: 6 }, { numberOfPeople: 6 }, []],
    ['too many people', { maximumPeople: 6 }, { numberOfPeople: 7 }, ['This spot allows at most 6 people.']],
    ['no rules', {}, { numberOfPeople: 99, reservationsInCart: 99 }, []],
  ];
  it.each(cases)('%s', (_name, rules, over, messages) => {
    expect(checkBusinessRules(only(rules), stay(over), false)).toEqual({ messages, overridden: [] });
  });
});

describe('several failures and the override', () => {
  const rules = only({ minimumStayNights: 3, maximumPeople: 4, maximumReservationsPerTransaction: 1 });
  const failing = stay({ numberOfPeople: 5, reservationsInCart: 1 });

  it('lists every failing rule in the order of the rules', () => {
    expect(checkBusinessRules(rules, failing, false).messages).toEqual([
      'The minimum stay at this park is 3 nights.',
      'A transaction may include at most 1 reservation.',
      'This spot allows at most 4 people.',
    ]);
  });

  it('with the override, refuses nothing and names the rules it bypassed', () => {
    expect(checkBusinessRules(rules, failing, true)).toEqual({
      messages: [],
      overridden: ['minimumStay', 'maximumReservationsPerTransaction', 'maximumPeople'],
    });
    expect(checkBusinessRules(rules, stay(), true)).toEqual({ messages: [], overridden: ['minimumStay'] });
  });

  it('words each message once', () => {
    expect(BUSINESS_RULE_MESSAGE.maximumActiveReservationsOnAccount(1)).toBe(
      'An account may hold at most 1 active reservation.',
    );
    expect(BUSINESS_RULE_MESSAGE.maximumPeople(1)).toBe('This spot allows at most 1 person.');
  });
});

describe('where the values come from', () => {
  const imported = importedRuleRows({
    tenantDefaults: {
      minimumStayNights: 1,
      maximumActiveReservationsOnAccount: 5,
      maximumReservationsPerTransaction: 4,
    },
    parks: [{ locationId: 7, minimumStayNights: 2, maximumReservationsSameStartDate: 1 }],
  });
  const window = bookingWindowRows({
    locationId: 7,
    minArrivalDays: 1,
    maxArrivalDays: 180,
    maxStayNights: 14,
  });
  const stayAt = (locationId: number) => ({
    locationId,
    productId: 3,
    arrivalDate: '2026-06-10',
    today: TODAY,
  });

  it("takes the park's rows over the agency's, and the stay and arrival limits from the park's booking window", () => {
    expect(businessRulesFor([...imported, ...window], stayAt(7), 6)).toEqual({
      minimumStayNights: 2,
      maximumStayNights: 14,
      minimumArrivalDays: 1,
      maximumArrivalDays: 180,
      maximumActiveReservationsOnAccount: 5,
      maximumReservationsPerTransaction: 4,
      maximumReservationsSameStartDate: 1,
      maximumPeople: 6,
    });
  });

  it("gives another park the agency's values only", () => {
    const rules = businessRulesFor([...imported, ...window], stayAt(8), null);
    expect(rules.minimumStayNights).toBe(1);
    expect(rules.maximumStayNights).toBeNull();
    expect(rules.maximumReservationsSameStartDate).toBeNull();
  });

  it('applies nothing that nobody set', () => {
    expect(businessRulesFor([], stayAt(7), null)).toEqual(NO_BUSINESS_RULES);
  });

  it("counts the account's live reservations, not ended, cancelled or the one being checked", () => {
    let id = 0;
    const r = (status: string, startDate: string, endDate: string, lockCode = 'x') => ({
      id: ++id,
      status,
      startDate,
      endDate,
      lockCode,
    });
    const counts = accountCounts(
      [
        r('Reserved', '2026-06-10', '2026-06-12'),
        r('Pending', '2026-06-20', '2026-06-21'),
        r('Reserved', '2026-05-20', '2026-06-01'),
        r('Reserved', '2026-05-20', '2026-05-31'),
        r('Cancelled', '2026-06-10', '2026-06-12'),
        r('Expired', '2026-06-10', '2026-06-12'),
        r('Pending', '2026-06-10', '2026-06-12', 'THIS'),
      ],
      { arrivalDate: '2026-06-10', today: TODAY, lockCode: 'THIS' },
    );
    expect(counts).toEqual({ activeReservations: 3, sameStartDate: 1 });
  });

  it('does not count the reservation a change is made to', () => {
    const mine = { id: 7, status: 'Reserved', startDate: '2026-06-10', endDate: '2026-06-12', lockCode: 'a' };
    const other = { ...mine, id: 8, lockCode: 'b' };
    const stay = { arrivalDate: '2026-06-10', today: TODAY, lockCode: 'NEW' };
    expect(accountCounts([mine, other], stay)).toEqual({ activeReservations: 2, sameStartDate: 2 });
    expect(accountCounts([mine, other], { ...stay, editedReservationId: 7 })).toEqual({
      activeReservations: 1,
      sameStartDate: 1,
    });
  });
});

describe('demo values', () => {
  it.each(['co', 'wa'])(
    '%s: the defaults, a two-night minimum at one park that is not featured, cabin rows without overlaps',
    (tenantId) => {
      const catalogue = buildDemoCatalogue(toTenantId(tenantId));
      const rules = buildDemoBusinessRules(catalogue, '2026-11-27');
      expect(rules.tenantDefaults).toEqual({
        minimumStayNights: 1,
        maximumActiveReservationsOnAccount: 5,
        maximumReservationsPerTransaction: 4,
        maximumReservationsSameStartDate: 2,
      });
      expect(rules.parks).toHaveLength(1);
      const park = catalogue.locations.find((l) => l.id === rules.parks[0]!.locationId)!;
      expect(park.featured).toBe(false);
      expect(rules.parks[0]!.minimumStayNights).toBe(2);
      const rows = importedRuleRows(rules);
      expect(rows.some((r) => r.productId !== null)).toBe(true);
      expect(rows.find((r) => r.startDate === '2027-06-01')).toMatchObject({
        rule: 'minimumStay',
        locationId: park.id,
        value: 3,
        endDate: '2027-08-31',
      });
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      for (const row of rows) expect(ruleRowProblems(row, rows)).toEqual({});
    },
  );
});
