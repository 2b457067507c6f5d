// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantGate, TENANT_LOAD_FAILED } from '../../../web/src/app/tenant/TenantGate.tsx';
import { useTenant } from '../../../web/src/lib/tenant/tenant-context.tsx';
import { loadedTenant } from './support/tenant-fixture.ts';

afterEach(cleanup);

function SiteName() {
  return <p>{useTenant().tenant.siteName}</p>;
}

function renderGate(loader: (hostname: string) => Promise<ReturnType<typeof loadedTenant>>) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <TenantGate loader={loader} hostname="co.localhost">
        <SiteName />
      </TenantGate>
    </QueryClientProvider>,
  );
}

describe('TenantGate (public §2.1, §4.1)', () => {
  it('shows an accessible spinner while the tenant loads, then the site', async () => {
    let resolve: (tenant: ReturnType<typeof loadedTenant>) => void = () => {};
    const loader = vi.fn(() => new Promise<ReturnType<typeof loadedTenant>>((r) => (resolve = r)));
    renderGate(loader);
    expect(screen.getByRole('status', { name: 'Loading the site' })).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('co.localhost');
    resolve(loadedTenant());
    expect(await screen.findByText('Test Parks')).toBeTruthy();
  });

  it('shows the connectivity failure screen, and Try Again loads the tenant again', async () => {
    const loader = vi
      .fn<(hostname: string) => Promise<ReturnType<typeof loadedTenant>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(loadedTenant());
    renderGate(loader);
    expect(await screen.findByText(TENANT_LOAD_FAILED)).toBeTruthy();
    expect(TENANT_LOAD_FAILED).toBe('There was a connectivity issue loading the page.');

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Test Parks')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
