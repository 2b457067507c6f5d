import { describe, expect, it } from 'vitest';
import type { Spot } from '#contract/spots';
import { EMPTY_SELECTION } from '#domain/day-selection';
import {
  dayCellName,
  dayPopoverText,
  drivewayLengthLabel,
  initialWindowStart,
  legendEntries,
  orderRows,
  reserveDateError,
  salesChannelText,
  shiftWindow,
  windowLabel,
  windowShowingArrival,
} from '../../../web/src/features/spot-search/calendar/calendar-model.ts';

const TODAY = '2026-12-01';
const day = (availabilityDate: string, availabilityCode: number) => ({
  availabilityDate,
  availabilityCode,
  baseDailyRate: 25,
  availableAfterMaxArrival: false,
});

describe('calendar window', () => {
  it('starts today for the public and three days earlier for staff', () => {
    expect(initialWindowStart('public', TODAY)).toBe('2026-12-01');
    expect(initialWindowStart('admin', TODAY)).toBe('2026-11-28');
    expect(windowLabel('2026-12-01')).toBe('12/01/2026 - 12/14/2026');
  });

  it('moves 14 days; the public snaps to today, staff go back', () => {
    expect(shiftWindow('public', TODAY, '2026-12-01', 1)).toBe('2026-12-15');
    expect(shiftWindow('public', TODAY, '2026-12-15', -1)).toBe('2026-12-01');
    expect(shiftWindow('public', TODAY, '2026-12-08', -1)).toBe('2026-12-01');
    expect(shiftWindow('admin', TODAY, '2026-11-28', -1)).toBe('2026-11-14');
  });

  it('follows an arrival that leaves the window', () => {
    expect(windowShowingArrival('public', TODAY, '2026-12-01', '2026-12-14')).toBe('2026-12-01');
    expect(windowShowingArrival('public', TODAY, '2026-12-01', '2026-12-20')).toBe('2026-12-20');
    expect(windowShowingArrival('admin', TODAY, '2026-11-28', '2026-12-20')).toBe('2026-12-17');
    expect(windowShowingArrival('public', TODAY, '2026-12-15', null)).toBe('2026-12-15');
  });
});

describe('day cells', () => {
  it('names a day by its status and long date', () => {
    expect(dayCellName(day('2026-12-01', 1))).toBe('Available, Tuesday December 1 2026');
    expect(dayCellName(day('2026-12-02', 5))).toBe('Park Closed, Wednesday December 2 2026');
  });

  it('says the stay on selected days and the status elsewhere', () => {
    const range = { spotId: 7, arrival: '2026-12-01', departure: '2026-12-04', isDayUse: false };
    expect(dayPopoverText(range, 7, day('2026-12-02', 1))).toBe('Check In: 12/01/2026 Check Out: 12/04/2026');
    expect(dayPopoverText({ ...range, departure: null }, 7, day('2026-12-01', 1))).toBe(
      'Check In: 12/01/2026',
    );
    expect(dayPopoverText(range, 8, day('2026-12-02', 3))).toBe('Walk-In');
    expect(dayPopoverText(EMPTY_SELECTION, 7, day('2026-12-02', 2))).toBe('Reserved');
    expect(dayPopoverText(EMPTY_SELECTION, 7, day('2026-12-02', 6))).toBe('Unavailable');
  });
});

describe('legend', () => {
  const labels = (mode: 'public' | 'admin', allowed: boolean) =>
    legendEntries(mode, allowed).map((e) => e.label);
  it('public: Allowed with Available only when a day has it', () => {
    expect(labels('public', false)).toEqual(['Available', 'Reserved', 'Selected', 'Walk-In', 'Unavailable']);
    expect(labels('public', true)).toContain('Allowed with Available');
  });
  it('staff add both closures', () => {
    expect(labels('admin', true)).toEqual([
      'Available',
      'Reserved',
      'Allowed with Available',
      'Selected',
      'Park Closed',
      'Park Closed (Overridable)',
      'Unavailable',
      'Walk-In',
    ]);
  });
});

describe('rows and staff facts', () => {
  const spot = (id: number, extra: Partial<Spot> = {}) =>
    ({ id, spotAttributes: [], spotAvailabilities: [], ...extra }) as unknown as Spot;

  it('puts the selected spot first without repeats', () => {
    const rows = orderRows([spot(1), spot(2), spot(3), spot(2)], 3);
    expect(rows.map((s) => s.id)).toEqual([3, 1, 2]);
  });

  it("reads 'Agency Only' and the driveway length", () => {
    expect(salesChannelText('Agency')).toBe('Agency Only');
    expect(salesChannelText('Public')).toBe('Public');
    const withDriveway = spot(1, {
      spotAttributes: [
        {
          id: 7,
          name: 'Driveway Length',
          value: '45',
          icon: '',
          selectedAttributeOptions: [],
          showIcon: true,
          hasNoValue: false,
        },
      ],
    });
    expect(drivewayLengthLabel(withDriveway)).toBe('Driveway Length: 45 ft.');
  });

  it('checks the stay before Reserve', () => {
    const row = spot(7, {
      product: { bookingTypeId: 1 } as Spot['product'],
      spotAvailabilities: [day('2026-12-01', 1), day('2026-12-02', 1), day('2026-12-03', 2)],
    });
    const stay = { spotId: 7, arrival: '2026-12-01', departure: '2026-12-03', isDayUse: false };
    expect(reserveDateError('public', stay, row)).toBeNull();
    expect(reserveDateError('public', { ...stay, departure: '2026-12-04' }, row)).toBe(
      'Spot is not available for the selected dates.',
    );
    expect(reserveDateError('public', { ...stay, departure: '2026-12-01' }, row)).toBe(
      'Departure date must be greater than arrival date for overnight spots.',
    );
    expect(reserveDateError('public', { ...stay, departure: null }, row)).toBe('Departure Date is required');
  });
});
