import type { Tenant } from '#contract/tenant';
import type { LoadedTenant } from '../../../../web/src/lib/tenant/load-tenant.ts';
import { createApiClient } from '../../../../web/src/lib/api.ts';

/** A tenant as GET Tenant returns it, for component tests. */
export function testTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: 'co',
    name: 'Test Parks',
    stateName: 'Colorado',
    departmentName: 'Test Department',
    siteName: 'Test Parks',
    siteTitle: 'Test Parks Reservations',
    tagline: 'Go outside',
    description: 'Welcome',
    departmentWebsiteUrl: 'https://example.org',
    stateLogoUrl: '',
    departmentLogoUrl: '',
    websiteLogoUrl: '',
    bannerImageUrl: '',
    defaultLocationImageUrl: '/tenants/co/default-location.svg',
    defaultProductImageUrl: '',
    searchBackgroundImageUrl: '',
    fiscalYearStartDate: '2025-07-01',
    facebookUrl: '',
    instagramUrl: '',
    twitterUrl: '',
    pinterestUrl: '',
    externalLinks: [],
    policies: [],
    supportInfo: {
      id: 1,
      tenantId: 'co',
      url: '',
      phoneNumber: '3035551234',
      email: 'help@example.org',
      address_1: '1 Main St',
      address_2: '',
      city: 'Denver',
      state: 'CO',
      zip: 80202,
    },
    latitude: 39,
    longitude: -105,
    mapSearchStateFilter: 'US-CO',
    timezone: 'America/Denver',
    adminOnlineHelpUrl: '',
    customerOnlineHelpUrl: '',
    defaultAccountingCode: { id: 1, code: 'TEST', description: 'Test' },
    theme: { primary: '#2f5d3a', primaryText: '#ffffff', accent: '#c8553d' },
    ...overrides,
  };
}

export function loadedTenant(fetchImpl?: typeof fetch, overrides: Partial<Tenant> = {}): LoadedTenant {
  const tenant = testTenant(overrides);
  return {
    tenantId: tenant.id,
    tenant,
    authConfig: null,
    api: createApiClient(tenant.id, fetchImpl ? { fetch: fetchImpl } : {}),
  };
}
