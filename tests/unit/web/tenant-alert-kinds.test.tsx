// @vitest-environment jsdom
import type { Alert } from '#contract/alerts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TenantContext } from '../../../web/src/lib/tenant/tenant-context.tsx';
import { TenantAlertBanners } from '../../../web/src/components/alerts/TenantAlertBanners.tsx';
import { loadedTenant } from './support/tenant-fixture.ts';

const alert = (id: number, alertTypeName: string, message: string): Alert => ({
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
});

afterEach(cleanup);

describe('tenant alert banners by kind', () => {
  it('shows an Information alert in the information style and a Closure in the warning style', () => {
    render(
      <TenantContext.Provider value={loadedTenant()}>
        <TenantAlertBanners
          alerts={[
            alert(21, 'Information', 'Visitor centre open late'),
            alert(22, 'Closure', 'Loop B closed'),
          ]}
          label="Site alerts"
        />
      </TenantContext.Provider>,
    );
    const banner = (text: string) => screen.getByText(text).closest('.tenant-alert')!;
    expect(banner('Visitor centre open late').classList.contains('tenant-alert--info')).toBe(true);
    expect(banner('Loop B closed').classList.contains('tenant-alert--info')).toBe(false);
  });
});
