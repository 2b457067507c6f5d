/**
 * The tenant settings request: what a save takes as it is, what it normalises, and the field messages
 * of what it refuses (each on the field a person fixes).
 */
import { describe, expect, it } from 'vitest';
import { type TenantSettingsRequest, tenantSettingsRequestSchema } from '#contract/tenant-settings';
import { TENANT_SETTINGS_MESSAGE } from '#domain/tenant-settings';

const VALID: TenantSettingsRequest = {
  name: 'Colorado High Country State Parks',
  siteName: 'High Country Camping',
  siteTitle: 'Colorado High Country State Parks',
  departmentName: 'Colorado Department of Parks and Outdoor Recreation',
  tagline: 'Camp under fourteeners.',
  description: '',
  stateLogoUrl: '/tenants/co/state-logo.svg',
  stateLogoAlt: 'State of Colorado',
  websiteLogoUrl: 'https://cdn.example.gov/logo.png',
  websiteLogoAlt: '',
  departmentLogoUrl: '',
  departmentLogoAlt: '',
  primaryColor: '#1F4E79',
  primaryTextColor: '#fff',
  accentColor: '#e0a526',
  departmentWebsiteUrl: 'https://www.highcountryparks.example',
  customerOnlineHelpUrl: '',
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
  pinterestUrl: '',
  policies: [{ name: 'Terms of Use', description: '', url: 'https://www.highcountryparks.example/terms' }],
  externalLinks: [],
  supportPhone: '(303) 555-0147',
  supportEmail: 'reservations@highcountryparks.example',
  supportHours: 'Mon–Fri 8 am–5 pm',
  supportUrl: '',
  supportAddress1: '1313 Sherman Street',
  supportAddress2: '',
  supportCity: 'Denver',
  supportState: 'co',
  supportZip: '80203',
  policyText: '<p>Be <strong>kind</strong>.</p>',
  timezone: 'America/Denver',
  fiscalYearStartMonth: '7',
  fiscalYearStartDay: 1,
};

/** The field messages of a refused body, keyed as the API names them (without 'body.'). */
function refusals(body: object): Record<string, string[]> {
  const result = tenantSettingsRequestSchema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('tenant settings request', () => {
  it('takes a whole form, normalising colours, phone, state and numbers', () => {
    const v = tenantSettingsRequestSchema.parse(VALID);
    expect(v).toMatchObject({
      primaryColor: '#1f4e79',
      primaryTextColor: '#ffffff',
      supportPhone: '3035550147',
      supportState: 'CO',
      fiscalYearStartMonth: 7,
      fiscalYearStartDay: 1,
      policyText: '<p>Be <strong>kind</strong>.</p>',
    });
  });

  it('refuses colours that are not colours, and text the eye cannot read', () => {
    expect(refusals({ ...VALID, accentColor: 'gold' })).toEqual({
      accentColor: [TENANT_SETTINGS_MESSAGE.colour('Accent Colour')],
    });
    const unreadable = refusals({ ...VALID, primaryTextColor: '#2b5b8b' });
    expect(Object.keys(unreadable)).toEqual(['primaryTextColor']);
    expect(unreadable.primaryTextColor![0]).toMatch(/WCAG AA needs at least 4\.5:1/);
    expect(Object.keys(refusals({ ...VALID, primaryColor: '#f5d76e', primaryTextColor: '#000000' }))).toEqual(
      ['primaryColor'],
    );
  });

  it('refuses links and logos that are not https or a path on the site', () => {
    const out = refusals({
      ...VALID,
      departmentWebsiteUrl: 'http://www.highcountryparks.example',
      stateLogoUrl: 'javascript:alert(1)',
      policies: [{ name: 'Privacy', description: '', url: '//evil.example/privacy' }],
    });
    expect(out).toEqual({
      departmentWebsiteUrl: [TENANT_SETTINGS_MESSAGE.link('Home Page')],
      stateLogoUrl: [TENANT_SETTINGS_MESSAGE.link('State Logo')],
      'policies.0.url': [TENANT_SETTINGS_MESSAGE.link('Link Address')],
    });
  });

  it('refuses an unknown time zone and a day the month lacks', () => {
    expect(refusals({ ...VALID, timezone: 'Mountain Time' })).toEqual({
      timezone: [TENANT_SETTINGS_MESSAGE.timeZone],
    });
    expect(refusals({ ...VALID, fiscalYearStartMonth: 2, fiscalYearStartDay: 29 })).toEqual({
      fiscalYearStartDay: [TENANT_SETTINGS_MESSAGE.leapDay],
    });
    expect(refusals({ ...VALID, fiscalYearStartMonth: 13 })).toHaveProperty('fiscalYearStartMonth');
  });

  it('carries no booking window: the agency business rules hold it, and a body still sending one saves the rest', () => {
    const v = tenantSettingsRequestSchema.parse({
      ...VALID,
      minArrivalDays: 30,
      maxArrivalDays: 10,
      maxStayNights: 0,
    });
    expect(v).not.toHaveProperty('minArrivalDays');
    expect(v).not.toHaveProperty('maxArrivalDays');
    expect(v).not.toHaveProperty('maxStayNights');
  });

  it('requires the names, the home page and the support phone and e-mail; refuses markup in plain text', () => {
    const out = refusals({
      ...VALID,
      name: ' ',
      departmentWebsiteUrl: '',
      supportPhone: '12',
      supportEmail: 'x',
    });
    expect(Object.keys(out).sort()).toEqual(['departmentWebsiteUrl', 'name', 'supportEmail', 'supportPhone']);
    expect(refusals({ ...VALID, tagline: '<b>Camp</b>' })).toHaveProperty('tagline');
  });
});
