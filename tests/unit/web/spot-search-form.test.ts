import { describe, expect, it } from 'vitest';
import {
  entryFor,
  setAttributeEntry,
  toIsoDate,
  toUsDate,
  validateSearchForm,
} from '../../../web/src/lib/spot-search/search-form.ts';
import {
  listReserveProblem,
  isAdaOnly,
} from '../../../web/src/features/spot-search/results/reserve-checks.ts';
import { listRequest } from '../../../web/src/features/spot-search/results/request.ts';
import { initialSearchState } from '../../../web/src/features/spot-search/search-state.ts';

const today = '2026-06-10';
const form = (arrival: string, departure: string, numeric = {}) => ({ arrival, departure, numeric });

describe('search dates (public §5.1)', () => {
  it.each([
    ['06/12/2026', '2026-06-12'],
    ['06-12-2026', '2026-06-12'],
    ['06.12.2026', '2026-06-12'],
    ['06 12 2026', '2026-06-12'],
    ['13/12/2026', undefined],
    ['02/30/2026', undefined],
    ['06/12/2126', undefined],
    ['6/12/2026', undefined],
  ])('%s -> %s', (text, iso) => expect(toIsoDate(text)).toBe(iso));

  it('shows ISO dates as MM/DD/YYYY', () => {
    expect(toUsDate('2026-06-12')).toBe('06/12/2026');
    expect(toUsDate(null)).toBe('');
  });
});

describe('search form messages (public §2.9, §5.2)', () => {
  it('requires both dates', () => {
    expect(validateSearchForm(form('', ''), { today })).toEqual({
      arrivalDate: ['Arrival Date is required'],
      departureDate: ['Departure Date is required'],
    });
  });
  it('asks for the MM/DD/YYYY format', () => {
    expect(validateSearchForm(form('13/45/2026', '06/12/2026'), { today }).arrivalDate).toEqual([
      "Arrival Date must be formatted as 'MM/DD/YYYY'",
    ]);
  });
  it('refuses an arrival before today, but not for staff', () => {
    expect(validateSearchForm(form('06/09/2026', '06/12/2026'), { today }).arrivalDate).toEqual([
      'Arrival Date must be greater than or equal to today',
    ]);
    expect(validateSearchForm(form('06/09/2026', '06/12/2026'), { today, pastDatesAllowed: true })).toEqual(
      {},
    );
  });
  it('refuses a departure before the arrival; the same day is a day-use stay', () => {
    expect(validateSearchForm(form('06/12/2026', '06/11/2026'), { today }).departureDate).toEqual([
      'Departure Date must be greater than arrival date',
    ]);
    expect(validateSearchForm(form('06/12/2026', '06/12/2026'), { today })).toEqual({});
  });
  it('checks numeric amenities: numbers, minimum 0', () => {
    const numeric = {
      7: { label: 'Driveway Length (ft)', value: 'abc' },
      133: { label: 'People', value: '4' },
    };
    expect(validateSearchForm(form('06/12/2026', '06/14/2026', numeric), { today })).toEqual({
      'attribute-7': ['Driveway Length (ft) must only contain numbers'],
    });
  });
});

describe('amenity entries (public §2.10)', () => {
  it('makes one entry per control, removed when emptied', () => {
    expect(entryFor('Yes/No', true)).toEqual({ value: 'yes', selectedAttributeOptions: [] });
    expect(entryFor('Yes/No', false)).toBeNull();
    expect(entryFor('Multi Select', null, [3, 4])).toEqual({ value: null, selectedAttributeOptions: [3, 4] });
    expect(entryFor('Single Select', null, [])).toBeNull();
    expect(entryFor('String Free', 'lake view')).toEqual({
      value: 'lake view',
      selectedAttributeOptions: [],
    });
    expect(entryFor('String Free', '  ')).toBeNull();
  });
  it('replaces an entry in place and removes an emptied one', () => {
    const entries = [
      { id: 1, value: 'yes', selectedAttributeOptions: [] },
      { id: 2, value: null, selectedAttributeOptions: [5] },
    ];
    expect(setAttributeEntry(entries, 1, { value: 'no', selectedAttributeOptions: [] })[0]).toEqual({
      id: 1,
      value: 'no',
      selectedAttributeOptions: [],
    });
    expect(setAttributeEntry(entries, 2, null)).toEqual([entries[0]]);
    expect(setAttributeEntry(entries, 3, { value: '4', selectedAttributeOptions: [] })).toHaveLength(3);
  });
});

describe('reserve from the list (public §4.4, §8)', () => {
  const spot = (bookingTypeId: number, isSpotAvailable = true) => ({
    isSpotAvailable,
    product: { bookingTypeId } as never,
  });
  it('passes an available overnight stay', () => {
    expect(listReserveProblem(spot(1), { arrival: '2026-06-12', departure: '2026-06-14' })).toBeUndefined();
  });
  it('refuses an overnight stay that leaves the day it arrives; day use may', () => {
    expect(listReserveProblem(spot(1), { arrival: '2026-06-12', departure: '2026-06-12' })?.message).toBe(
      'Departure date must be greater than arrival date for overnight spots.',
    );
    expect(listReserveProblem(spot(2), { arrival: '2026-06-12', departure: '2026-06-12' })).toBeUndefined();
  });
  it('refuses an unavailable spot and scrolls to the top', () => {
    expect(listReserveProblem(spot(1, false), { arrival: '2026-06-12', departure: '2026-06-14' })).toEqual({
      message: 'Spot is not available for the selected dates.',
      scrollTop: true,
    });
  });
  it('asks for dates first', () => {
    expect(listReserveProblem(spot(1), { arrival: null, departure: null })?.message).toBe(
      'Arrival Date is required',
    );
  });
  it("knows an ADA-only spot by 'ADA Occupant Required' = yes", () => {
    expect(isAdaOnly([{ name: 'ADA Occupant Required', value: 'Yes' }])).toBe(true);
    expect(isAdaOnly([{ name: 'ADA Occupant Required', value: 'no' }])).toBe(false);
  });
});

describe('the list request', () => {
  it('looks at the next two weeks without dates', () => {
    const request = listRequest(initialSearchState, null, 101, today);
    expect(request).toMatchObject({
      locationId: 101,
      startDate: today,
      endDate: '2026-06-23',
      onlyShowAvailable: false,
    });
    expect(request).not.toHaveProperty('arrivalDate');
    expect(request.includeStayTotal).toBe(false);
  });
  it('asks about the stay and its filters', () => {
    const request = listRequest(
      {
        ...initialSearchState,
        startDate: '2026-06-12',
        endDate: '2026-06-14',
        onlyShowAvailable: true,
        selectedSpotTypes: [1],
        selectedAttributes: [{ id: 4, value: 'yes', selectedAttributeOptions: [] }],
      },
      { arrivalDate: '2026-06-12', departureDate: '2026-06-14' },
      101,
      today,
    );
    expect(request).toMatchObject({
      startDate: '2026-06-12',
      endDate: '2026-06-14',
      arrivalDate: '2026-06-12',
      departureDate: '2026-06-14',
      onlyShowAvailable: true,
      selectedSpotTypes: [1],
      selectedAttributes: [{ id: 4, value: 'yes', selectedAttributeOptions: [] }],
      // With a stay, each listed spot comes with the stay's total.
      includeStayTotal: true,
    });
  });
});
