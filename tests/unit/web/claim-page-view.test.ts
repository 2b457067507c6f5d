/**
 * A customer's claim carries the latest page-view token the API client kept from a read (PAGE_VIEW),
 * so that on a tenant that runs the captcha a person who came through the pages is not asked for it.
 * On a page open longer than a token lasts (or with none), the claim reads the spot's details first and
 * carries their token; a staff claim sends none.
 */
import { describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW } from '#domain/limits';
import { createApiClient } from '../../../web/src/lib/api.ts';
import { claimSpot } from '../../../web/src/lib/booking/claim-spot.ts';

const held = { statusCode: 'Success', statusMessage: 'Success', messages: [], data: { lockCode: 'L' } };
const now = () => Math.floor(Date.now() / 1000);

/** A client whose reads answer a token expiring in `lasts` seconds (`details`: the spot read's). */
function client(tenantId: string, { lasts = 900, details = 900 as number | 'fails' } = {}) {
  const json = { 'Content-Type': 'application/json' };
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('Spot/availability'))
      return new Response('{"statusCode":"Success","spots":[]}', {
        headers: { ...json, [PAGE_VIEW.header]: `${now() + lasts}.a.availability` },
      });
    if (url.includes('/Spot/'))
      return details === 'fails'
        ? new Response('{}', { status: 503, headers: json })
        : new Response('{"statusCode":"Success"}', {
            headers: { ...json, [PAGE_VIEW.header]: `${now() + details}.u.details` },
          });
    return new Response(JSON.stringify(held), { headers: json });
  });
  const api = createApiClient(tenantId, { fetch: fetchMock as unknown as typeof fetch });
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      path: (url as string).split('?')[0]!.replace(`/v1/tenant/${tenantId}/`, ''),
      pageView: (init?.headers as Record<string, string>)[PAGE_VIEW.header],
    }));
  return { api, calls };
}

const body = { reservationStartDate: '2030-07-01', reservationEndDate: '2030-07-02' };
const CLAIM = 'SpotReservation/spot/7/claim';

describe('the claim', () => {
  it('sends the page-view token of the latest read', async () => {
    const { api, calls } = client('claim-pv-a');
    await api.post('Spot/availability', { locationId: 1 });
    await expect(claimSpot(api, 'public', 7, body)).resolves.toEqual({ lockCode: 'L' });
    expect(calls().slice(1)).toEqual([
      { path: CLAIM, pageView: expect.stringMatching(/\.a\.availability$/) },
    ]);
  });

  it("reads the spot's details first when it has no token, or one about to expire", async () => {
    const none = client('claim-pv-b');
    await claimSpot(none.api, 'public', 7, body);
    expect(none.calls()).toEqual([
      { path: 'Spot/7', pageView: undefined },
      { path: CLAIM, pageView: expect.stringMatching(/\.u\.details$/) },
    ]);
    const old = client('claim-pv-c', { lasts: 30 });
    await old.api.post('Spot/availability', { locationId: 1 });
    await claimSpot(old.api, 'public', 7, body);
    expect(old.calls().slice(1)).toEqual([
      { path: 'Spot/7', pageView: undefined },
      { path: CLAIM, pageView: expect.stringMatching(/\.u\.details$/) },
    ]);
  });

  it('claims without one when that read fails', async () => {
    const { api, calls } = client('claim-pv-d', { details: 'fails' });
    await expect(claimSpot(api, 'public', 7, body)).resolves.toEqual({ lockCode: 'L' });
    expect(calls()).toEqual([
      { path: 'Spot/7', pageView: undefined },
      { path: CLAIM, pageView: undefined },
    ]);
  });

  it("sends none on the staff side, and never another tenant's", async () => {
    const { api, calls } = client('claim-pv-e');
    await api.post('Spot/availability', { locationId: 1 });
    await claimSpot(api, 'admin', 7, body);
    expect(calls().slice(1)).toEqual([
      { path: 'admin/AdminSpotReservation/spot/7/claim', pageView: undefined },
    ]);
    const other = client('claim-pv-f', { details: 'fails' });
    await claimSpot(other.api, 'public', 7, body);
    expect(other.calls().at(-1)).toEqual({ path: CLAIM, pageView: undefined });
  });
});
