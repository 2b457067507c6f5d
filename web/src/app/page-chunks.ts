/**
 * The public pages a visitor lands on, each its own chunk. The router loads them through these
 * functions, and the entry starts the landing page's chunk as soon as the app's own code is in, so the
 * page's code downloads while the shell renders rather than after the router asks for it.
 */
import { LOCATION_ROUTE } from '#web/lib/locations/paths.ts';
import type { LoadedTenant } from '#web/lib/tenant/load-tenant.ts';
import { PARK_SEARCH_RESULTS_PATH } from '#web/lib/park-search/search-params.ts';

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

interface LandingPage {
  pattern: RegExp;
  load: () => Promise<unknown>;
  preloadAssets?: (tenant: Promise<LoadedTenant>) => void;
}

const LANDING_PAGES: LandingPage[] = [
  { pattern: /^\/?$/, load: loadHomePage, preloadAssets: preloadHomeBanner },
  { pattern: matcher(LOCATION_ROUTE), load: loadLocationPage },
  { pattern: matcher(PARK_SEARCH_RESULTS_PATH), load: loadParkSearchResultsPage },
];

/**
 * Starts loading the landing page at this path (its chunk, and what it shows first once the tenant is
 * known), if it is one of the public landing pages; failures are the router's to show.
 */
export function preloadLandingPage(pathname: string, tenant: Promise<LoadedTenant>): void {
  const page = LANDING_PAGES.find(({ pattern }) => pattern.test(pathname));
  if (!page) return;
  page.load().catch(() => undefined);
  page.preloadAssets?.(tenant);
}
