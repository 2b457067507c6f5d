/**
 * The public pages a visitor lands on, each its own chunk. The router loads them through these
 * functions, and the entry starts the landing page's chunk and its first calls as soon as the tenant's
 * own calls are sent, so the page's code and data download beside the app's code rather than after the
 * router asks for them.
 */
import { buildPath, type ApiClient } from '#web/lib/api.ts';
import { LOCATION_ROUTE } from '#web/lib/locations/paths.ts';
import type { LoadedTenant } from '#web/lib/tenant/load-tenant.ts';
import { PARK_SEARCH_RESULTS_PATH } from '#web/lib/park-search/search-params.ts';
import { primeGets } from './primed-gets.ts';

export const loadHomePage = () => import('#web/features/home/HomePage.tsx');
export const loadLocationPage = () => import('#web/features/spot-search/park/LocationPage.tsx');
export const loadParkSearchResultsPage = () => import('#web/features/park-search/ParkSearchResultsPage.tsx');

/** A route pattern ('/location/:locationId') as a whole-path matcher. */
function matcher(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/** The home page's largest picture is the tenant's banner: fetched as soon as the tenant is known. */
function preloadHomeBanner(tenant: Promise<LoadedTenant>): void {
  tenant.then(
    ({ tenant: { bannerImageUrl } }) => {
      if (bannerImageUrl) new Image().src = bannerImageUrl;
    },
    () => undefined,
  );
}

/**
 * The park page draws nothing of the park before its details and its banners (GET Location/{id} and
 * Alert/location/{id}/web, the paths its hooks ask): both are sent beside the tenant's settings.
 */
function locationPageCalls(pathname: string): string[] {
  const locationId = decodeURIComponent(pathname.split('/').filter(Boolean)[1] ?? '');
  return [
    buildPath('Location/{locationId}', { locationId }, 'getLocation'),
    buildPath('Alert/location/{locationId}/web', { locationId }, 'getLocationWebAlerts'),
  ];
}

interface LandingPage {
  pattern: RegExp;
  load: () => Promise<unknown>;
  preloadAssets?: (tenant: Promise<LoadedTenant>) => void;
  /** The GET paths the page asks first, from its path. */
  calls?: (pathname: string) => string[];
}

const LANDING_PAGES: LandingPage[] = [
  { pattern: /^\/?$/, load: loadHomePage, preloadAssets: preloadHomeBanner },
  { pattern: matcher(LOCATION_ROUTE), load: loadLocationPage, calls: locationPageCalls },
  { pattern: matcher(PARK_SEARCH_RESULTS_PATH), load: loadParkSearchResultsPage },
];

/**
 * Starts loading the landing page at this path (its chunk, its first calls through the tenant's client
 * `api`, and what it shows first once the tenant is known), if it is one of the public landing pages;
 * failures are the router's and the page's to show. Answers the tenant the app should use: the loaded
 * one, with a client that hands the page the calls already sent.
 */
export function preloadLandingPage(
  pathname: string,
  tenant: Promise<LoadedTenant>,
  api: ApiClient | undefined,
): Promise<LoadedTenant> {
  const page = LANDING_PAGES.find(({ pattern }) => pattern.test(pathname));
  if (!page) return tenant;
  page.load().catch(() => undefined);
  page.preloadAssets?.(tenant);
  const calls = page.calls?.(pathname) ?? [];
  if (!api || calls.length === 0) return tenant;
  const primed = primeGets(api, calls);
  const primedTenant = tenant.then((loaded) => ({ ...loaded, api: primed }));
  // As for the tenant itself: a failure is shown when the app asks, not reported as unhandled before.
  primedTenant.catch(() => undefined);
  return primedTenant;
}
