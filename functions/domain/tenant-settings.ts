/**
 * Rules of an agency's own settings (admin §2.3 tenant-settings): brand colours and their contrast
 * (WCAG AA), links and logo addresses, time zone names and the fiscal year's start. The booking window
 * a park without rules of its own follows is the agency's business rule rows (#domain/business-rules/rows),
 * not a setting here. The messages a person reads are here too. Pure: no I/O.
 */
import type { TenantRecord } from '#domain/catalogue';
import type { CatalogueAudit } from '#domain/park-setup';

/** WCAG 2 AA for body text: the contrast a text colour needs against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The page's own ground: the primary colour is drawn on it as links, headings and borders. */
export const PAGE_BACKGROUND = '#ffffff';

/** Alt text of the three logos the site header shows (blank: the site says what the logo is). */
export interface LogoAltText {
  state: string;
  website: string;
  department: string;
}

/**
 * What the settings screen keeps beside the profile of public §3.2: the logos' alt text, the support
 * hours and the agency's policies text (public), and the audit fields (back office only).
 */
export interface TenantSettingsExtras extends Partial<CatalogueAudit> {
  logoAltText?: LogoAltText;
  /** Rich text (HTML), sanitised wherever it is shown. */
  policyText?: string;
}

/** The profile item as the settings screen reads and writes it. */
export type TenantSettingsRecord = TenantRecord &
  TenantSettingsExtras & { supportInfo: TenantRecord['supportInfo'] & { hours?: string } };

/** The fields only the back office reads: never sent by the public Tenant call. */
const BACK_OFFICE_FIELDS = [
  'dateCreated',
  'createdBy',
  'dateLastModified',
  'lastModifiedBy',
  'limits',
] as const;

/** The profile without what only the back office reads. */
export function publicProfile<T extends TenantRecord>(
  tenant: T,
): Omit<T, (typeof BACK_OFFICE_FIELDS)[number]> {
  const copy = { ...tenant } as Record<string, unknown>;
  for (const field of BACK_OFFICE_FIELDS) delete copy[field];
  return copy as Omit<T, (typeof BACK_OFFICE_FIELDS)[number]>;
}

export const TENANT_SETTINGS_MESSAGE = {
  colour: (label: string) => `${label} must be a colour such as #1f4e79.`,
  textContrast: (ratio: number) =>
    `Text on the primary colour would have a contrast of ${ratio.toFixed(1)}:1; WCAG AA needs at least ${MIN_TEXT_CONTRAST}:1. Choose a lighter text colour or a darker primary colour.`,
  primaryOnPage: (ratio: number) =>
    `The primary colour is also used for links and headings on white: its contrast there would be ${ratio.toFixed(1)}:1, and WCAG AA needs at least ${MIN_TEXT_CONTRAST}:1. Choose a darker primary colour.`,
  link: (label: string) =>
    `${label} must be a web address starting with https:// (or a path on this site starting with /).`,
  timeZone: 'Time Zone must be a time zone name such as America/Denver.',
  fiscalDay: (month: string, lastDay: number) =>
    `Fiscal Year Start Day must be between 1 and ${lastDay} for ${month}.`,
  leapDay:
    'A fiscal year cannot start on February 29 (not every year has one). Choose February 28 or March 1.',
} as const;

// ------------------------------------------------------------------------------------------- colours

/** '#1f4e79' (or '#fff') as lower-case '#rrggbb'; undefined for anything else. */
export function normaliseColour(value: string): string | undefined {
  const v = String(value).trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  return undefined;
}

/** WCAG 2 relative luminance of '#rrggbb'. */
export function relativeLuminance(colour: string): number {
  const hex = normaliseColour(colour);
  if (!hex) throw new Error(`not a colour: ${colour}`);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Rounded down to one decimal, so a ratio shown as 4.5 never hides a 4.49 that fails. */
const shownRatio = (ratio: number) => Math.floor(ratio * 10) / 10;

/**
 * The theme's contrast problems, by the field a person fixes: the text colour on the primary colour
 * (the header bar, buttons) and the primary colour as text on the white page (links, headings).
 */
export function themeProblems(theme: {
  primary: string;
  primaryText: string;
}): Partial<Record<'primaryColor' | 'primaryTextColor', string>> {
  const primary = normaliseColour(theme.primary);
  const text = normaliseColour(theme.primaryText);
  const problems: Partial<Record<'primaryColor' | 'primaryTextColor', string>> = {};
  if (!primary || !text) return problems;
  const onPage = contrastRatio(primary, PAGE_BACKGROUND);
  if (onPage < MIN_TEXT_CONTRAST)
    problems.primaryColor = TENANT_SETTINGS_MESSAGE.primaryOnPage(shownRatio(onPage));
  const onPrimary = contrastRatio(text, primary);
  if (onPrimary < MIN_TEXT_CONTRAST)
    problems.primaryTextColor = TENANT_SETTINGS_MESSAGE.textContrast(shownRatio(onPrimary));
  return problems;
}

// --------------------------------------------------------------------------------------------- links

/**
 * A link or image address the public site may use: an https URL, or a path on the site itself ('/…',
 * not '//host', which leaves the site). Anything else (http, javascript:, data:) is refused.
 */
export function isSiteLink(value: string): boolean {
  const v = value.trim();
  if (/\s/.test(v)) return false;
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\');
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------------------------------ time zone

/**
 * Whether a name is an IANA time zone ('America/Denver', 'UTC'): its Area/Location shape with capitals
 * where the tz database has them (the runtime would accept 'america/denver' too), and known to the runtime.
 */
export function isTimeZoneName(name: string): boolean {
  if (name !== 'UTC' && !/^[A-Z][A-Za-z]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zones a person chooses from: the runtime's list, the agency's own kept even if missing. */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) || !current ? zones : [current, ...zones].sort();
}

// ---------------------------------------------------------------------------------------- fiscal year

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Days a fiscal year may start on in each month (February 29 excluded: not every year has one). */
const LAST_START_DAY = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export interface FiscalYearStart {
  month: number;
  day: number;
}

/** The problem with a fiscal year start, if any (month 1-12 is the schema's). */
export function fiscalStartProblem(start: FiscalYearStart): string | undefined {
  if (start.month === 2 && start.day === 29) return TENANT_SETTINGS_MESSAGE.leapDay;
  const last = LAST_START_DAY[start.month - 1];
  if (last === undefined) return undefined;
  if (start.day < 1 || start.day > last)
    return TENANT_SETTINGS_MESSAGE.fiscalDay(MONTH_NAMES[start.month - 1]!, last);
  return undefined;
}

/** The month and day of `fiscalYearStartDate` (public §3.2 keeps it as a date; its year plays no part). */
export function fiscalYearStartOf(fiscalYearStartDate: string): FiscalYearStart {
  const [, month = 7, day = 1] = fiscalYearStartDate.split('-').map(Number);
  return { month, day };
}

const iso = (year: number, { month, day }: FiscalYearStart) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first day of the fiscal year that holds `date` ('YYYY-MM-DD'). */
export function fiscalYearStartFor(date: string, start: FiscalYearStart): string {
  const year = Number(date.slice(0, 4));
  const thisYears = iso(year, start);
  return date >= thisYears ? thisYears : iso(year - 1, start);
}

/** The fiscal year holding `date`: its first and last days, and its name (the year it ends in). */
export function fiscalYearOf(
  date: string,
  start: FiscalYearStart,
): { from: string; to: string; name: string } {
  const from = fiscalYearStartFor(date, start);
  const nextYear = Number(from.slice(0, 4)) + 1;
  const next = iso(nextYear, start);
  const to = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  // Agencies name a fiscal year after the calendar year it ends in.
  return { from, to, name: `FY ${to.slice(0, 4)}` };
}
