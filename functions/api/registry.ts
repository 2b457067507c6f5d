/**
 * The API's bounded contexts: one Lambda each. The CDK API stack creates one function per entry and
 * forwards every path under each prefix to it; the local runtime's HTTP adapter dispatches the same
 * way. The fine routing (methods, path parameters, schemas) lives in each context's route table.
 *
 * Paths are below `/v1/tenant/{tenantId}/`. Prefixes match case-insensitively (the specification
 * spells some paths both ways, e.g. `Spot/productClassifications` and `spot/productclassifications`).
 */
export interface ApiContext {
  /** Short name, used for the Lambda's id and log group. */
  name: string;
  /** Repository-relative path of the module that exports `handler` (an API Gateway v2 handler). */
  entry: string;
  /** Path prefixes below /v1/tenant/{tenantId}/ that this context serves, e.g. ['Location', 'region']. */
  prefixes: readonly string[];
}

export const TENANT_API_BASE = '/v1/tenant/{tenantId}';

/** Where the docs context serves the OpenAPI document. */
export const OPENAPI_PATH = '/v1/openapi.json';

/** Routes outside any tenant (the OpenAPI document). */
export const DOCS_CONTEXT: ApiContext = {
  name: 'docs',
  entry: 'functions/api/docs/handler.ts',
  prefixes: [],
};

export const API_CONTEXTS = [
  { name: 'tenant', entry: 'functions/api/tenant/handler.ts', prefixes: ['Tenant', 'Lookup'] },
  { name: 'locations', entry: 'functions/api/locations/handler.ts', prefixes: ['Location', 'region'] },
  { name: 'spots', entry: 'functions/api/spots/handler.ts', prefixes: ['Spot'] },
  { name: 'alerts', entry: 'functions/api/alerts/handler.ts', prefixes: ['Alert'] },
  { name: 'customers', entry: 'functions/api/customers/handler.ts', prefixes: ['Customer'] },
  { name: 'users', entry: 'functions/api/users/handler.ts', prefixes: ['User'] },
  { name: 'admin-auth', entry: 'functions/api/admin-auth/handler.ts', prefixes: ['AdminAuth'] },
  { name: 'admin-users', entry: 'functions/api/admin-users/handler.ts', prefixes: ['admin/AdminUser'] },
  { name: 'admin-spots', entry: 'functions/api/admin-spots/handler.ts', prefixes: ['admin/adminspot'] },
  {
    name: 'admin-customers',
    entry: 'functions/api/admin-customers/handler.ts',
    prefixes: ['admin/AdminCustomer'],
  },
  {
    name: 'reservations',
    entry: 'functions/api/reservations/handler.ts',
    prefixes: ['SpotReservation'],
  },
  {
    name: 'admin-reservations',
    entry: 'functions/api/admin-reservations/handler.ts',
    prefixes: ['admin/AdminSpotReservation', 'admin/AdminSearch', 'admin/AdminPointOfSale'],
  },
  { name: 'pricing', entry: 'functions/api/pricing/handler.ts', prefixes: ['Pricing'] },
  { name: 'cart', entry: 'functions/api/cart/handler.ts', prefixes: ['Cart'] },
  { name: 'admin-cart', entry: 'functions/api/admin-cart/handler.ts', prefixes: ['admin/AdminCart'] },
  {
    name: 'admin-parks',
    entry: 'functions/api/admin-parks/handler.ts',
    prefixes: ['admin/AdminLocation', 'admin/AdminSpotManagement', 'admin/AdminClosure', 'admin/AdminAlert'],
  },
  { name: 'admin-reports', entry: 'functions/api/admin-reports/handler.ts', prefixes: ['admin/AdminReport'] },
  {
    name: 'admin-settings',
    entry: 'functions/api/admin-settings/handler.ts',
    prefixes: [
      'admin/AdminBusinessRule',
      'admin/AdminCommunicationTemplate',
      'admin/AdminTenantSetting',
      'admin/AdminSeason',
      'admin/AdminCatalogue',
      'admin/AdminFee',
      'admin/AdminAddOn',
    ],
  },
  {
    name: 'waiting-room',
    entry: 'functions/api/waiting-room/handler.ts',
    prefixes: ['WaitingRoom', 'admin/AdminWaitingRoom'],
  },
] as const satisfies readonly ApiContext[];

/** The contexts' names: what per-context settings (IAM access, lib/platform/context-access.ts) are keyed by. */
export type ApiContextName = (typeof API_CONTEXTS)[number]['name'];
