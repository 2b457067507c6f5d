/**
 * The agency's own settings in the back office (admin §2.3 tenant-settings, SystemSettingsTenantSettings):
 * names, logos, colours, links, support details and policies text as the public site shows them (GET
 * Tenant reads the same profile item, so the next page load shows a save), and the defaults of the
 * agency: its time zone and fiscal year start. The booking window a park without rules of its own
 * follows is the agency's business rule rows (business-rule-routes.ts). Saves are over the version read
 * and audited.
 */
import { noQuery } from '#contract/common';
import {
  type AdminTenantSettings,
  type TenantSettingsValues,
  adminTenantSettingsResponseSchema,
  tenantSettingsHistoryResponseSchema,
  tenantSettingsRequestSchema,
} from '#contract/tenant-settings';
import type { TenantId } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { notFound } from '#domain/errors';
import { diffFields, touched } from '#domain/park-setup';
import { type TenantSettingsRecord, fiscalYearStartFor, fiscalYearStartOf } from '#domain/tenant-settings';
import { type RouteTable, defineRoute } from '#http/routes';
import { listTenantSettingsHistory, readTenantNow, saveTenantSettings } from '#store/tenants';
import { assertVersion, auditEntry, refuseChanged, staffOf, toHistory } from '#api/shared/catalogue-records';

/** Every field a person edits, in the screen's order: the audit compares them. */
const AUDITED_FIELDS = [
  'name',
  'siteName',
  'siteTitle',
  'departmentName',
  'tagline',
  'description',
  'stateLogoUrl',
  'stateLogoAlt',
  'websiteLogoUrl',
  'websiteLogoAlt',
  'departmentLogoUrl',
  'departmentLogoAlt',
  'primaryColor',
  'primaryTextColor',
  'accentColor',
  'departmentWebsiteUrl',
  'customerOnlineHelpUrl',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'pinterestUrl',
  'policies',
  'externalLinks',
  'supportPhone',
  'supportEmail',
  'supportHours',
  'supportUrl',
  'supportAddress1',
  'supportAddress2',
  'supportCity',
  'supportState',
  'supportZip',
  'policyText',
  'timezone',
  'fiscalYearStartMonth',
  'fiscalYearStartDay',
] as const satisfies readonly (keyof AdminTenantSettings & keyof TenantSettingsValues)[];

const AUTH = { kind: 'staff', permissions: ['SystemSettingsTenantSettings'] } as const;

/** The profile as the screen's one flat form. */
export function toAdminSettings(t: TenantSettingsRecord): AdminTenantSettings {
  const fiscal = fiscalYearStartOf(t.fiscalYearStartDate);
  const s = t.supportInfo;
  return {
    tenantId: t.id,
    name: t.name,
    siteName: t.siteName,
    siteTitle: t.siteTitle,
    departmentName: t.departmentName,
    tagline: t.tagline,
    description: t.description,
    stateLogoUrl: t.stateLogoUrl,
    stateLogoAlt: t.logoAltText?.state ?? '',
    websiteLogoUrl: t.websiteLogoUrl,
    websiteLogoAlt: t.logoAltText?.website ?? '',
    departmentLogoUrl: t.departmentLogoUrl,
    departmentLogoAlt: t.logoAltText?.department ?? '',
    primaryColor: t.theme.primary,
    primaryTextColor: t.theme.primaryText,
    accentColor: t.theme.accent,
    departmentWebsiteUrl: t.departmentWebsiteUrl,
    customerOnlineHelpUrl: t.customerOnlineHelpUrl,
    facebookUrl: t.facebookUrl,
    instagramUrl: t.instagramUrl,
    twitterUrl: t.twitterUrl,
    pinterestUrl: t.pinterestUrl,
    policies: t.policies.map(({ name, description, url }) => ({ name, description, url })),
    externalLinks: t.externalLinks.map(({ name, description, url }) => ({ name, description, url })),
    supportPhone: s.phoneNumber,
    supportEmail: s.email,
    supportHours: s.hours ?? '',
    supportUrl: s.url,
    supportAddress1: s.address_1,
    supportAddress2: s.address_2,
    supportCity: s.city,
    supportState: s.state,
    supportZip: s.zip ? String(s.zip).padStart(5, '0') : '',
    policyText: t.policyText ?? '',
    timezone: t.timezone,
    fiscalYearStartMonth: fiscal.month,
    fiscalYearStartDay: fiscal.day,
    fiscalYearStartDate: t.fiscalYearStartDate,
    dateLastModified: t.dateLastModified ?? '',
    lastModifiedBy: t.lastModifiedBy ?? '',
  };
}

/** The profile after a save: the form's values over what the screen does not edit. */
function recordFrom(
  before: TenantSettingsRecord,
  v: TenantSettingsValues,
  today: string,
): TenantSettingsRecord {
  const fiscal = { month: v.fiscalYearStartMonth, day: v.fiscalYearStartDay };
  const was = fiscalYearStartOf(before.fiscalYearStartDate);
  return {
    ...before,
    name: v.name,
    siteName: v.siteName,
    siteTitle: v.siteTitle,
    departmentName: v.departmentName,
    tagline: v.tagline,
    description: v.description,
    stateLogoUrl: v.stateLogoUrl,
    websiteLogoUrl: v.websiteLogoUrl,
    departmentLogoUrl: v.departmentLogoUrl,
    logoAltText: { state: v.stateLogoAlt, website: v.websiteLogoAlt, department: v.departmentLogoAlt },
    theme: { primary: v.primaryColor, primaryText: v.primaryTextColor, accent: v.accentColor },
    departmentWebsiteUrl: v.departmentWebsiteUrl,
    customerOnlineHelpUrl: v.customerOnlineHelpUrl,
    facebookUrl: v.facebookUrl,
    instagramUrl: v.instagramUrl,
    twitterUrl: v.twitterUrl,
    pinterestUrl: v.pinterestUrl,
    policies: v.policies,
    externalLinks: v.externalLinks,
    supportInfo: {
      ...before.supportInfo,
      phoneNumber: v.supportPhone,
      email: v.supportEmail,
      hours: v.supportHours,
      url: v.supportUrl,
      address_1: v.supportAddress1,
      address_2: v.supportAddress2,
      city: v.supportCity,
      state: v.supportState,
      zip: v.supportZip ? Number(v.supportZip) : 0,
    },
    policyText: v.policyText,
    timezone: v.timezone,
    // Public §3.2 keeps a date: the first day of the fiscal year in progress, kept as it was unless moved.
    fiscalYearStartDate:
      was.month === fiscal.month && was.day === fiscal.day
        ? before.fiscalYearStartDate
        : fiscalYearStartFor(today, fiscal),
  };
}

async function requireTenant(tenantId: TenantId): Promise<TenantSettingsRecord> {
  const tenant = await readTenantNow(tenantId);
  if (!tenant) throw notFound('Tenant', 0);
  return tenant;
}

export const tenantSettingRoutes: RouteTable = {
  context: 'admin-settings',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminTenantSetting',
      operationId: 'adminGetTenantSettings',
      summary: "The agency's settings: branding, links, support, time zone, fiscal year",
      query: noQuery,
      auth: AUTH,
      response: adminTenantSettingsResponseSchema,
      handler: async ({ tenantId }) => ({ data: toAdminSettings(await requireTenant(tenantId)) }),
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminTenantSetting/history',
      operationId: 'adminTenantSettingsHistory',
      summary: "The settings' audit history, newest first",
      query: noQuery,
      auth: AUTH,
      response: tenantSettingsHistoryResponseSchema,
      handler: async ({ tenantId }) => ({ data: toHistory(await listTenantSettingsHistory(tenantId)) }),
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminTenantSetting',
      operationId: 'adminSaveTenantSettings',
      summary:
        "Saves the agency's settings over the version read (dateLastModified); the public site shows them at once",
      query: noQuery,
      body: tenantSettingsRequestSchema,
      auth: AUTH,
      response: adminTenantSettingsResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const staff = staffOf(auth);
        const before = await requireTenant(tenantId);
        const seen = assertVersion('agency profile', before, body.dateLastModified);
        const at = new Date().toISOString();
        const today = todayIn(body.timezone, new Date(at));
        const after = { ...recordFrom(before, body, today), ...touched(before, staff.username, at) };
        const changes = diffFields(toAdminSettings(before), toAdminSettings(after), AUDITED_FIELDS);
        if (changes.length === 0) return { data: toAdminSettings(before) };
        const entry = auditEntry(staff, at, 'Settings changed', changes);
        if (!(await saveTenantSettings(after, seen, entry))) refuseChanged('agency profile');
        return { data: toAdminSettings(after) };
      },
    }),
  ],
};
