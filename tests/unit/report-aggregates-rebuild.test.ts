/**
 * The rebuild Lambda's request: a tenant, and optionally a window and some parks; the default window is
 * the local runtime's (two years back, a year ahead of today); anything else is refused before a read.
 */
import { describe, expect, it } from 'vitest';
import { rebuildRequest, rebuildWindow } from '#workflows/report-aggregates-rebuild';

describe('report aggregates rebuild request', () => {
  it('takes a tenant and defaults the window around today', () => {
    const request = rebuildRequest.parse({ tenantId: 'co' });
    expect(request).toEqual({ tenantId: 'co' });
    expect(rebuildWindow(request, '2026-11-27')).toEqual({ from: '2024-10-28', to: '2028-01-01' });
  });

  it('takes a window and parks as asked', () => {
    const request = rebuildRequest.parse({
      tenantId: 'wa',
      from: '2026-01-01',
      to: '2026-12-31',
      locationIds: [5],
    });
    expect(rebuildWindow(request, '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(request.locationIds).toEqual([5]);
  });

  it('refuses a tenant id that is not one, a date that is not ISO and an empty park list', () => {
    expect(rebuildRequest.safeParse({ tenantId: 'CO; drop' }).success).toBe(false);
    expect(rebuildRequest.safeParse({ tenantId: 'co', from: '27/11/2026' }).success).toBe(false);
    expect(rebuildRequest.safeParse({ tenantId: 'co', locationIds: [] }).success).toBe(false);
    expect(rebuildRequest.safeParse({}).success).toBe(false);
  });
});
