import { describe, expect, it } from 'vitest';
import {
  COMPACT_CALENDAR_DAYS,
  shiftWindow,
  windowDates,
  windowLabel,
  windowShowingArrival,
} from '../../../web/src/features/spot-search/calendar/calendar-model.ts';

const TODAY = '2026-12-01';

describe("a phone's 7-day calendar window", () => {
  it('holds one week and says so', () => {
    expect(windowDates(TODAY, COMPACT_CALENDAR_DAYS)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
    expect(windowLabel(TODAY, COMPACT_CALENDAR_DAYS)).toBe('12/01/2026 - 12/07/2026');
  });

  it('moves a week at a time; the public never before today', () => {
    expect(shiftWindow('public', TODAY, TODAY, 1, COMPACT_CALENDAR_DAYS)).toBe('2026-12-08');
    expect(shiftWindow('public', TODAY, '2026-12-08', -1, COMPACT_CALENDAR_DAYS)).toBe(TODAY);
    expect(shiftWindow('public', TODAY, '2026-12-04', -1, COMPACT_CALENDAR_DAYS)).toBe(TODAY);
    expect(shiftWindow('admin', TODAY, '2026-11-28', -1, COMPACT_CALENDAR_DAYS)).toBe('2026-11-21');
  });

  it('follows an arrival past its week that a 14-day window would still show', () => {
    expect(windowShowingArrival('public', TODAY, TODAY, '2026-12-07', COMPACT_CALENDAR_DAYS)).toBe(TODAY);
    expect(windowShowingArrival('public', TODAY, TODAY, '2026-12-10', COMPACT_CALENDAR_DAYS)).toBe(
      '2026-12-10',
    );
    expect(windowShowingArrival('public', TODAY, TODAY, '2026-12-10')).toBe(TODAY);
  });
});
