// @vitest-environment jsdom
import type { Alert } from '#contract/alerts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TenantContext } from '../../../web/src/lib/tenant/tenant-context.tsx';
import { TenantAlertBanners } from '../../../web/src/components/alerts/TenantAlertBanners.tsx';
import { dismissedAlertIds, resetDismissedAlertsCache } from '../../../web/src/lib/dismissed-alerts.ts';
import { loadedTenant } from './support/tenant-fixture.ts';

function webAlert(id: number, alertTypeName: string, message: string): Alert {
  return {
    id,
    tenantId: 'co',
    locationId: null,
    startDate: '2025-01-01',
    endDate: '2099-12-31',
    alertTypeId: 1,
    alertTypeName,
    message,
    applyToEmail: false,
    applyToWebsite: true,
    showAtTop: true,
    alertSpots: [],
    alertComments: [],
  };
}

const alerts = [
  webAlert(11, 'Fire Restriction', '<p>Fire ban <em>in effect</em></p><script>bad()</script>'),
  webAlert(12, 'Information', 'Road work on Highway 9'),
];

function renderBanners() {
  return render(
    <TenantContext.Provider value={loadedTenant()}>
      <TenantAlertBanners alerts={alerts} label="Site alerts" />
    </TenantContext.Provider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  resetDismissedAlertsCache();
});
afterEach(cleanup);

describe('tenant alert banners', () => {
  it('renders each alert message as sanitised HTML in a labelled region', () => {
    const { container } = renderBanners();
    expect(screen.getByRole('region', { name: 'Site alerts' })).toBeTruthy();
    expect(container.querySelector('em')?.textContent).toBe('in effect');
    expect(container.querySelector('script')).toBeNull();
  });

  it('remembers a dismissed alert for the browser session', () => {
    renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert: Fire Restriction' }));
    expect(screen.queryByText(/Fire ban/)).toBeNull();
    expect(screen.getByText('Road work on Highway 9')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('campfire.dismissedAlerts.co') ?? '[]')).toEqual([11]);

    // A new page view in the same session (fresh memory, same sessionStorage) keeps it hidden.
    cleanup();
    resetDismissedAlertsCache();
    expect(dismissedAlertIds('co')).toEqual([11]);
    renderBanners();
    expect(screen.queryByText(/Fire ban/)).toBeNull();
    expect(screen.getByText('Road work on Highway 9')).toBeTruthy();
  });

  it('renders nothing once every alert is dismissed', () => {
    const { container } = renderBanners();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert: Fire Restriction' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert: Information' }));
    expect(container.innerHTML).toBe('');
  });
});
