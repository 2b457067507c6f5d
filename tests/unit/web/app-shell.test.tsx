// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../web/src/app/App.tsx';
import { createAlertStore } from '../../../web/src/lib/alerts/alert-store.ts';
import { createLoadingStore } from '../../../web/src/lib/loading/loading-store.ts';
import { createAppQueryClient } from '../../../web/src/app/query-client.ts';
import { resetDismissedAlertsCache } from '../../../web/src/lib/dismissed-alerts.ts';
import { loadedTenant } from './support/tenant-fixture.ts';

const region = { id: 1, tenantId: 'co', shortName: 'FR', longName: 'Front Range', regionNumber: 1 };
const park = {
  id: 7,
  locationId: 7,
  longName: 'Cherry Creek State Park',
  regionId: 1,
  region,
  featured: true,
  featuredDescription: 'A reservoir on the edge of the city.',
  featuredImageUrl: '',
  street1: '4201 S Parker Rd',
  street2: '',
  city: 'Aurora',
  state: 'CO',
  zipcode: '80014',
  phoneNumber: '3036905500',
  images: [],
  locationDescriptions: [
    { id: 1, title: 'General Description', description: '<p>Boating and <b>birds</b>.</p>' },
  ],
};

function respond(payload: unknown, status = 200): Response {
  return new Response(
    JSON.stringify({ statusCode: 'Success', statusMessage: 'Success', messages: [], ...(payload as object) }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://co.localhost').pathname.replace('/v1/tenant/co/', '');
  if (path === 'Location/featured' || path === 'Location') return respond({ data: [park] });
  if (path === 'Location/7') return respond({ data: park });
  if (path === 'Location/999')
    return respond({ statusCode: 'Failure', messages: ['Location 999 was not found.'] }, 404);
  if (path === 'Tenant/regions') return respond({ regions: [region] });
  if (path === 'Alert/global/web') return respond({ data: [] });
  if (path.startsWith('Alert/location/')) return respond({ data: [] });
  return respond({}, 404);
});

function renderApp() {
  const alerts = createAlertStore();
  const loading = createLoadingStore();
  render(
    <App
      queryClient={createAppQueryClient()}
      alerts={alerts}
      loading={loading}
      loadTenant={async () => loadedTenant(fetchMock as unknown as typeof fetch)}
    />,
  );
  return { alerts, loading };
}

// The pages are lazy route chunks: load them once up front, so no screen waits on a module transform.
beforeAll(async () => {
  await Promise.all([
    import('../../../web/src/features/home/HomePage.tsx'),
    import('../../../web/src/features/spot-search/park/LocationPage.tsx'),
  ]);
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  resetDismissedAlertsCache();
  fetchMock.mockClear();
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('the app shell', () => {
  it('goes from a featured park on the home page to its park page', async () => {
    const { alerts } = renderApp();
    const featured = await screen.findByRole('region', { name: 'Featured Parks' });
    const link = await within(featured).findByRole('link', { name: 'Cherry Creek State Park' });
    expect(link.getAttribute('href')).toBe('/location/7');
    expect(document.title).toBe('Test Parks Reservations - Home');
    expect(screen.getAllByRole('link', { name: 'Skip to Content' })).toHaveLength(1);

    alerts.info('Cleared by the navigation', 'public');
    alerts.queueErrors('Spot is not available for the selected dates.');
    fireEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cherry Creek State Park' })).toBeTruthy();
    expect(document.title).toBe('Test Parks Reservations - Location Details - Cherry Creek State Park');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual([
      'HOME',
      'PARK SEARCH RESULTS',
      'CHERRY CREEK STATE PARK',
    ]);
    expect(screen.getByText('(303) 690-5500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'General Description' })).toBeTruthy();
    // The queued error is shown as a danger alert on arrival; the old info alert is gone.
    expect(screen.getByRole('alert').textContent).toContain('Spot is not available for the selected dates.');
    expect(screen.queryByText('Cleared by the navigation')).toBeNull();
    await waitFor(() => expect(document.activeElement?.classList.contains('app-root')).toBe(true));
  });

  it('shows a friendly message for a park the API does not know', async () => {
    window.history.replaceState(null, '', '/location/999');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Park Not Found' })).toBeTruthy();
  });

  it('shows the not-found page for a route that does not exist', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});
