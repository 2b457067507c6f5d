/** Tenant site settings and auth config (spec public §3.2; GET Tenant). */
import { z } from 'zod';
import { envelope } from './envelope.ts';

const namedLink = z.object({ name: z.string(), description: z.string(), url: z.string() });

export const supportInfoSchema = z
  .object({
    id: z.number(),
    tenantId: z.string(),
    url: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    address_1: z.string(),
    address_2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.number(),
    /** When the support line answers (a product extension, set on the tenant settings screen). */
    hours: z.string().optional(),
  })
  .meta({ id: 'SupportInfo' });
export type SupportInfo = z.infer<typeof supportInfoSchema>;

export const tenantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    stateName: z.string(),
    departmentName: z.string(),
    siteName: z.string(),
    siteTitle: z.string(),
    tagline: z.string(),
    description: z.string(),
    departmentWebsiteUrl: z.string(),
    stateLogoUrl: z.string(),
    departmentLogoUrl: z.string(),
    websiteLogoUrl: z.string(),
    bannerImageUrl: z.string(),
    defaultLocationImageUrl: z.string(),
    defaultProductImageUrl: z.string(),
    searchBackgroundImageUrl: z.string(),
    fiscalYearStartDate: z.string(),
    facebookUrl: z.string(),
    instagramUrl: z.string(),
    twitterUrl: z.string(),
    pinterestUrl: z.string(),
    externalLinks: z.array(namedLink),
    policies: z.array(namedLink),
    supportInfo: supportInfoSchema,
    defaultAccountingCode: z.object({ id: z.number(), code: z.string(), description: z.string() }),
    latitude: z.number(),
    longitude: z.number(),
    mapSearchStateFilter: z.string(),
    /** IANA zone of the agency (a product extension): "today" for tenant-wide rules. */
    timezone: z.string(),
    adminOnlineHelpUrl: z.string(),
    customerOnlineHelpUrl: z.string(),
    /** Brand colours for the web shell (not in the specification's field list; a product extension). */
    theme: z.object({ primary: z.string(), primaryText: z.string(), accent: z.string() }),
    /** Alt text of the header's logos (product extension; absent or blank: the site names the logo). */
    logoAltText: z.object({ state: z.string(), website: z.string(), department: z.string() }).optional(),
    /** The agency's policies as rich text (HTML; product extension), sanitised wherever shown. */
    policyText: z.string().optional(),
  })
  .meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof tenantSchema>;

export const authConfigSchema = z
  .object({
    adminUserPoolId: z.string(),
    adminClientId: z.string(),
    adminOauthNicAdDomain: z.string(),
    adminOauthNicAdRedirectSignInUrl: z.string(),
    adminOauthNicAdRedirectSignOutUrl: z.string(),
    publicClientId: z.string(),
    publicUserPoolId: z.string(),
    tenantAdminClientId: z.string(),
    tenantAdminUserPoolId: z.string(),
    awsRegion: z.string(),
    /** Local runtime only: the cognito-local endpoint Amplify must use. */
    userPoolEndpoint: z.string().optional(),
  })
  .meta({ id: 'AuthConfig' });
export type AuthConfig = z.infer<typeof authConfigSchema>;

/**
 * GET Tenant: `{tenant, authConfig}` inside the envelope. authConfig is null only while the tenant's
 * user pools have not been set up yet (sign-in is then unavailable).
 */
export const tenantResponseSchema = envelope('tenant', tenantSchema)
  .extend({ authConfig: authConfigSchema.nullable() })
  .meta({ id: 'TenantResponse' });
export type TenantResponse = z.infer<typeof tenantResponseSchema>;
