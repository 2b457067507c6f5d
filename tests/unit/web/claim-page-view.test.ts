/**
 * A customer's claim carries the latest page-view token the API client kept from a read (PAGE_VIEW),
 * so that on a tenant that runs the captcha a person who came through the pages is not asked for it;
 * a staff claim sends none.
 */
import { describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW } from '#domain/limits';
import { createApiClient } from '../../../web/src/lib/api.ts';
import { claimSpot } from '../../../web/src/lib/booking/claim-spot.ts';

const held = { statusCode: 'Success', statusMessage: 'Success', messages: [], data: { lockCode: 'L' } };

function client(tenantId: string) {
  const fetchMock = vi.fn(async (url: string) =>
    url.includes('availability')
      ? new Response('{"statusCode":"Success","spots":[]}', {
          headers: { 'Content-Type': 'application/json', [PAGE_VIEW.header]: `${tenantId}-viewed` },
        })
      : new Response(JSON.stringify(held), { headers: { 'Content-Type': 'application/json' } }),
  );
  return { api: createApiClient(tenantId, { fetch: fetchMock as unknown as typeof fetch }), fetchMock };
}

const sentHeaders = (fetchMock: ReturnType<typeof vi.fn>, n: number) =>
  (fetchMock.mock.calls[n] as [string, RequestInit])[1].headers as Record<string, string>;

const body = { reservationStartDate: '2030-07-01', reservationEndDate: '2030-07-02' };

describe('the claim', () => {
  it('sends the page-view token of the latest read, and none before any read', async () => {
    const { api, fetchMock } = client('claim-pv-a');
    await claimSpot(api, 'public', 7, body);
    expect(sentHeaders(fetchMock, 0)).not.toHaveProperty(PAGE_VIEW.header);
    await api.post('Spot/availability', { locationId: 1 });
    await expect(claimSpot(api, 'public', 7, body)).resolves.toEqual({ lockCode: 'L' });
    expect(sentHeaders(fetchMock, 2)[PAGE_VIEW.header]).toBe('claim-pv-a-viewed');
  });

  it("sends none on the staff side, and never another tenant's", async () => {
    const { api, fetchMock } = client('claim-pv-b');
    await api.post('Spot/availability', { locationId: 1 });
    await claimSpot(api, 'admin', 7, body);
    expect(sentHeaders(fetchMock, 1)).not.toHaveProperty(PAGE_VIEW.header);
    const other = client('claim-pv-c');
    await claimSpot(other.api, 'public', 7, body);
    expect(sentHeaders(other.fetchMock, 0)).not.toHaveProperty(PAGE_VIEW.header);
  });
});
