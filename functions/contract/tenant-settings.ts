/**
 * The agency's own settings in the back office (admin §2.3 tenant-settings): what the screen reads and
 * saves, one flat form. Names and support details are plain text; the policies text is rich text (HTML),
 * sanitised wherever it is shown; colours are '#rrggbb' and must stay readable (WCAG AA); links and logo
 * addresses are https URLs or paths on the site.
 */
import { z } from 'zod';
import {
  TENANT_SETTINGS_MESSAGE,
  fiscalStartProblem,
  isSiteLink,
  isTimeZoneName,
  normaliseColour,
  themeProblems,
} from '#domain/tenant-settings';
import { issueAt, optionalText, requiredText, requiredWholeNumber, rules } from '#domain/validation/index';
import { envelope } from './envelope.ts';
import { catalogueHistoryResponseSchema } from './park-setup.ts';

const text = (label: string, max: number) => requiredText(label, [rules.max(max)]);
const optional = (label: string, max: number) =>
  optionalText(label, [rules.max(max)]).transform((v) => v ?? '');

const linkRule = (v: string, label: string) =>
  isSiteLink(v) ? undefined : TENANT_SETTINGS_MESSAGE.link(label);
const link = (label: string) => requiredText(label, [rules.max(500), linkRule]);
const optionalLink = (label: string) =>
  optionalText(label, [rules.max(500), linkRule]).transform((v) => v ?? '');

const colour = (label: string) =>
  requiredText(label, [
    (v) => (normaliseColour(v) ? undefined : TENANT_SETTINGS_MESSAGE.colour(label)),
  ]).transform((v) => normaliseColour(v) ?? v);

const namedLinkRequest = z.object({
  name: text('Link Name', 100),
  description: optional('Link Description', 300),
  url: link('Link Address'),
});

/** Links of a list (policies, useful links): at most a dozen each, as the footer shows them. */
const linkList = (label: string) =>
  z
    .array(namedLinkRequest)
    .max(12, { error: `${label} can have at most 12 links.` })
    .default([]);

export const tenantSettingsRequestSchema = z
  .object({
    // Names
    name: text('Agency Name', 120),
    siteName: requiredText('Short Name', [rules.max(60), rules.tenantSiteName]),
    siteTitle: text('Site Title', 120),
    departmentName: text('Department Name', 160),
    tagline: optional('Tagline', 200),
    description: optional('Description', 1000),
    // Logos
    stateLogoUrl: optionalLink('State Logo'),
    stateLogoAlt: optional('State Logo Alt Text', 200),
    websiteLogoUrl: optionalLink('Site Logo'),
    websiteLogoAlt: optional('Site Logo Alt Text', 200),
    departmentLogoUrl: optionalLink('Department Logo'),
    departmentLogoAlt: optional('Department Logo Alt Text', 200),
    // Colours
    primaryColor: colour('Primary Colour'),
    primaryTextColor: colour('Text Colour'),
    accentColor: colour('Accent Colour'),
    // Links
    departmentWebsiteUrl: link('Home Page'),
    customerOnlineHelpUrl: optionalLink('Help Page'),
    facebookUrl: optionalLink('Facebook'),
    instagramUrl: optionalLink('Instagram'),
    twitterUrl: optionalLink('X (Twitter)'),
    pinterestUrl: optionalLink('Pinterest'),
    policies: linkList('Policies'),
    externalLinks: linkList('Useful Links'),
    // Support
    // Digits, as public §3.2 keeps them; a leading country code 1 goes.
    supportPhone: requiredText('Support Phone', [rules.phone]).transform((v) =>
      v.replace(/\D/g, '').replace(/^1(?=\d{10})/, ''),
    ),
    supportEmail: requiredText('Support Email', [rules.email, rules.max(120)]),
    supportHours: optional('Support Hours', 200),
    supportUrl: optionalLink('Support Website'),
    supportAddress1: optional('Address', 100),
    supportAddress2: optional('Address Line 2', 100),
    supportCity: optionalText('City', [rules.max(50), rules.city]).transform((v) => v ?? ''),
    supportState: optionalText('State', [rules.max(2)]).transform((v) => (v ?? '').toUpperCase()),
    // public §3.2 keeps the zip as a number: five digits.
    supportZip: optionalText('Zip Code', [
      (v) => (/^\d{5}$/.test(v) ? undefined : 'Zip Code must be 5 digits.'),
    ]).transform((v) => v ?? ''),
    policyText: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.string().max(20_000, { error: 'Policies Text must not exceed 20000 characters' }),
    ),
    // Defaults
    timezone: requiredText('Time Zone', [
      (v) => (isTimeZoneName(v) ? undefined : TENANT_SETTINGS_MESSAGE.timeZone),
    ]),
    fiscalYearStartMonth: requiredWholeNumber('Fiscal Year Start Month', { min: 1, max: 12 }),
    fiscalYearStartDay: requiredWholeNumber('Fiscal Year Start Day', { min: 1, max: 31 }),
    /** The version the person read: a save over someone else's newer change is refused. */
    dateLastModified: z.string().max(40).optional(),
  })
  .superRefine((req, ctx) => {
    const contrast = themeProblems({ primary: req.primaryColor, primaryText: req.primaryTextColor });
    for (const [field, message] of Object.entries(contrast)) issueAt(ctx, field, message);
    const fiscal = fiscalStartProblem({ month: req.fiscalYearStartMonth, day: req.fiscalYearStartDay });
    if (fiscal) issueAt(ctx, 'fiscalYearStartDay', fiscal);
  })
  .meta({ id: 'TenantSettingsRequest' });
export type TenantSettingsRequest = z.input<typeof tenantSettingsRequestSchema>;
export type TenantSettingsValues = z.output<typeof tenantSettingsRequestSchema>;

const namedLink = z.object({ name: z.string(), description: z.string(), url: z.string() });

/** The settings as the screen shows them, with who changed them last. */
export const adminTenantSettingsSchema = z
  .object({
    tenantId: z.string(),
    name: z.string(),
    siteName: z.string(),
    siteTitle: z.string(),
    departmentName: z.string(),
    tagline: z.string(),
    description: z.string(),
    stateLogoUrl: z.string(),
    stateLogoAlt: z.string(),
    websiteLogoUrl: z.string(),
    websiteLogoAlt: z.string(),
    departmentLogoUrl: z.string(),
    departmentLogoAlt: z.string(),
    primaryColor: z.string(),
    primaryTextColor: z.string(),
    accentColor: z.string(),
    departmentWebsiteUrl: z.string(),
    customerOnlineHelpUrl: z.string(),
    facebookUrl: z.string(),
    instagramUrl: z.string(),
    twitterUrl: z.string(),
    pinterestUrl: z.string(),
    policies: z.array(namedLink),
    externalLinks: z.array(namedLink),
    supportPhone: z.string(),
    supportEmail: z.string(),
    supportHours: z.string(),
    supportUrl: z.string(),
    supportAddress1: z.string(),
    supportAddress2: z.string(),
    supportCity: z.string(),
    supportState: z.string(),
    supportZip: z.string(),
    policyText: z.string(),
    timezone: z.string(),
    fiscalYearStartMonth: z.number(),
    fiscalYearStartDay: z.number(),
    /** The public §3.2 date: the first day of the fiscal year in progress. */
    fiscalYearStartDate: z.string(),
    dateLastModified: z.string(),
    lastModifiedBy: z.string(),
  })
  .meta({ id: 'AdminTenantSettings' });
export type AdminTenantSettings = z.infer<typeof adminTenantSettingsSchema>;

export const adminTenantSettingsResponseSchema = envelope('data', adminTenantSettingsSchema);
export const tenantSettingsHistoryResponseSchema = catalogueHistoryResponseSchema;
