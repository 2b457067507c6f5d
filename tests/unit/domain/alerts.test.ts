import { describe, expect, it } from 'vitest';
import { isAlertActiveOn, webAlertsActiveToday } from '#domain/alerts';
import { todayIn } from '#domain/dates';

const alert = (startDate: string, endDate: string, applyToWebsite = true) => ({
  startDate,
  endDate,
  applyToWebsite,
});

describe('alert active on a date', () => {
  it.each([
    ['2025-06-01', '2025-06-30', '2025-06-01', true],
    ['2025-06-01', '2025-06-30', '2025-06-30', true],
    ['2025-06-01', '2025-06-30', '2025-06-15', true],
    ['2025-06-01', '2025-06-30', '2025-05-31', false],
    ['2025-06-01', '2025-06-30', '2025-07-01', false],
    ['2025-06-01T00:00:00', '2025-06-30T00:00:00', '2025-06-30', true],
  ])('%s..%s on %s → %s', (start, end, date, expected) => {
    expect(isAlertActiveOn(alert(start, end), date)).toBe(expected);
  });
});

describe('web alerts active today', () => {
  // 2025-07-01 05:30 UTC is still 30 June in Denver (UTC-6 in summer) and 1 July in UTC.
  const now = new Date('2025-07-01T05:30:00Z');
  const endsJune30 = alert('2025-06-01', '2025-06-30');
  const startsJuly1 = alert('2025-07-01', '2025-07-31');
  const notForWeb = alert('2025-06-01', '2025-07-31', false);

  it("uses the given timezone's calendar date", () => {
    expect(webAlertsActiveToday([endsJune30, startsJuly1], 'America/Denver', now)).toEqual([endsJune30]);
    expect(webAlertsActiveToday([endsJune30, startsJuly1], 'UTC', now)).toEqual([startsJuly1]);
  });

  it('leaves out alerts not applied to the website', () => {
    expect(webAlertsActiveToday([notForWeb], 'UTC', now)).toEqual([]);
  });
});

describe('dates and zones', () => {
  it('today in a zone', () => {
    expect(todayIn('America/Los_Angeles', new Date('2025-01-01T07:59:00Z'))).toBe('2024-12-31');
    expect(todayIn('Not/AZone', new Date('2025-01-01T07:59:00Z'))).toBe('2025-01-01');
  });
});
