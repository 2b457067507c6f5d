/**
 * The rules of an agency's settings: colours and their WCAG contrast, site links, time zone names, the
 * fiscal year start and the fiscal year a day falls in.
 */
import { describe, expect, it } from 'vitest';
import {
  TENANT_SETTINGS_MESSAGE,
  contrastRatio,
  fiscalStartProblem,
  fiscalYearOf,
  fiscalYearStartFor,
  fiscalYearStartOf,
  isSiteLink,
  isTimeZoneName,
  normaliseColour,
  publicProfile,
  themeProblems,
} from '#domain/tenant-settings';
import { coTenant } from '#demo/tenants/co-branding';

describe('colours', () => {
  it('reads #rrggbb and #rgb in any case, and nothing else', () => {
    expect(normaliseColour('#1F4E79')).toBe('#1f4e79');
    expect(normaliseColour(' #fff ')).toBe('#ffffff');
    for (const bad of ['1f4e79', '#12345', '#gggggg', 'red', 'rgb(0,0,0)', '']) {
      expect(normaliseColour(bad), bad).toBeUndefined();
    }
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The order of the two colours does not matter.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#767676'), 10);
    // #767676 is the well-known lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it("accepts both demo agencies' themes", () => {
    expect(themeProblems({ primary: '#1f4e79', primaryText: '#ffffff' })).toEqual({});
    expect(themeProblems({ primary: '#1d5c4a', primaryText: '#ffffff' })).toEqual({});
  });

  it('refuses unreadable text on the primary colour, naming the ratio', () => {
    const problems = themeProblems({ primary: '#1f4e79', primaryText: '#2a5d8a' });
    expect(problems.primaryTextColor).toMatch(/contrast of 1\.\d:1; WCAG AA needs at least 4\.5:1/);
    expect(problems.primaryColor).toBeUndefined();
  });

  it('refuses a primary colour too light for links and headings on white', () => {
    const problems = themeProblems({ primary: '#e0a526', primaryText: '#000000' });
    expect(problems.primaryColor).toBe(TENANT_SETTINGS_MESSAGE.primaryOnPage(2.1));
    expect(problems.primaryTextColor).toBeUndefined();
  });

  it('never rounds a failing ratio up to a passing one in its message', () => {
    // #777777 on white is 4.48:1: shown as 4.4, not 4.5.
    expect(themeProblems({ primary: '#777777', primaryText: '#000000' }).primaryColor).toContain('4.4:1');
  });
});

describe('site links', () => {
  it('takes https addresses and paths on the site', () => {
    for (const ok of [
      'https://www.highcountryparks.example/policies/privacy',
      'https://example.gov',
      '/tenants/co/website-logo.svg',
      '/policies',
    ]) {
      expect(isSiteLink(ok), ok).toBe(true);
    }
  });

  it('refuses other schemes, other hosts by //, and malformed addresses', () => {
    for (const bad of [
      'http://example.gov',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/logo.svg',
      '/\\evil.example',
      'www.example.gov',
      'https://',
      'https://exa mple.gov',
      '',
    ]) {
      expect(isSiteLink(bad), bad).toBe(false);
    }
  });
});

describe('time zone names', () => {
  it('knows IANA names as the tz database spells them', () => {
    for (const tz of ['America/Denver', 'America/Los_Angeles', 'America/Indiana/Indianapolis', 'UTC']) {
      expect(isTimeZoneName(tz), tz).toBe(true);
    }
  });

  it('refuses unknown, abbreviated, offset and mis-cased names', () => {
    for (const tz of ['Mars/Olympus_Mons', 'MST', 'GMT-7', '-07:00', 'america/denver', 'Denver', '']) {
      expect(isTimeZoneName(tz), tz).toBe(false);
    }
  });
});

describe('fiscal year', () => {
  it('takes any day of the calendar but February 29', () => {
    expect(fiscalStartProblem({ month: 7, day: 1 })).toBeUndefined();
    expect(fiscalStartProblem({ month: 12, day: 31 })).toBeUndefined();
    expect(fiscalStartProblem({ month: 2, day: 28 })).toBeUndefined();
    expect(fiscalStartProblem({ month: 2, day: 29 })).toBe(TENANT_SETTINGS_MESSAGE.leapDay);
    expect(fiscalStartProblem({ month: 4, day: 31 })).toBe(TENANT_SETTINGS_MESSAGE.fiscalDay('April', 30));
    expect(fiscalStartProblem({ month: 1, day: 0 })).toBe(TENANT_SETTINGS_MESSAGE.fiscalDay('January', 31));
  });

  it("reads the month and day of public §3.2's fiscalYearStartDate", () => {
    expect(fiscalYearStartOf('2025-07-01')).toEqual({ month: 7, day: 1 });
    expect(fiscalYearStartOf('2024-10-15')).toEqual({ month: 10, day: 15 });
  });

  it('finds the fiscal year a day falls in, named after the year it ends in', () => {
    const july = { month: 7, day: 1 };
    expect(fiscalYearStartFor('2026-11-27', july)).toBe('2026-07-01');
    expect(fiscalYearStartFor('2026-06-30', july)).toBe('2025-07-01');
    expect(fiscalYearStartFor('2026-07-01', july)).toBe('2026-07-01');
    expect(fiscalYearOf('2026-11-27', july)).toEqual({
      from: '2026-07-01',
      to: '2027-06-30',
      name: 'FY 2027',
    });
    // A calendar fiscal year.
    expect(fiscalYearOf('2028-02-29', { month: 1, day: 1 })).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
      name: 'FY 2028',
    });
    // Ending on a leap day.
    expect(fiscalYearOf('2027-05-01', { month: 3, day: 1 }).to).toBe('2028-02-29');
  });
});

describe('the public profile', () => {
  it('leaves out what only the back office reads', () => {
    const out = publicProfile({
      ...coTenant,
      dateLastModified: '2026-01-01T00:00:00.000Z',
      lastModifiedBy: 'co.agencyadmin',
      policyText: '<p>Be kind.</p>',
    });
    expect(out).not.toHaveProperty('dateLastModified');
    expect(out).not.toHaveProperty('lastModifiedBy');
    expect(out).not.toHaveProperty('limits');
    expect(out).toMatchObject({ name: coTenant.name, policyText: '<p>Be kind.</p>' });
  });
});
