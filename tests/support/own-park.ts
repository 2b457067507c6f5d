/**
 * A park of a test's own, made through the admin API as an agency admin would: tests that change a park
 * (its map, seasons, rules, templates) work on one nobody else books or reads. The request bodies are
 * shared by the integration and e2e tiers; `addOwnPark` sends them with the tier's own call.
 */
import { expect } from 'vitest';
import type { AdminPark, AdminSpot } from '#contract/park-setup';

/** A unique park code: the parks of every test file share one table. */
export const ownParkCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6).toUpperCase()}`.slice(0, 10);

export function parkRequest(p: {
  code: string;
  name: string;
  regionId: number;
  latitude: number;
  longitude: number;
  timezone?: string;
}) {
  return {
    code: p.code,
    longName: `${p.name} ${p.code} State Park`,
    shortName: p.name,
    regionId: p.regionId,
    timezone: p.timezone ?? 'America/Denver',
    street1: '1 Park Rd',
    street2: '',
    city: 'Salida',
    state: 'CO',
    zipcode: '81201',
    latitude: p.latitude,
    longitude: p.longitude,
    phoneNumber: '(719) 555-0111',
    primaryContactName: '',
    primaryContactEmail: '',
    url: '',
    acreage: null,
    elevation: null,
    directions: '',
    importantDates: '',
    featured: false,
    featuredDescription: '',
    isActive: true,
    images: [],
  };
}

export function spotRequest(s: {
  locationId: number;
  loopId: number;
  name: string;
  productId: number;
  spotTypeId: number;
  latitude: number;
  longitude: number;
}) {
  return {
    locationId: s.locationId,
    loopId: s.loopId,
    name: s.name,
    area: '',
    areaDescription: '',
    productId: s.productId,
    spotTypeIds: [s.spotTypeId],
    equipmentTypeIds: [],
    latitude: s.latitude,
    longitude: s.longitude,
    salesChannel: 'All',
    isActive: true,
    attributes: [],
    photos: [],
  };
}

/** An admin API call answering with the HTTP status and the body (the integration tier's shape). */
export type AdminSend = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: Record<string, unknown> }>;

/** Adds an active park with one loop and its spots (one product class and spot type), read back. */
export async function addOwnPark(
  send: AdminSend,
  p: Parameters<typeof parkRequest>[0] & {
    loop: { name: string; code: string };
    spotNames: readonly string[];
    productId: number;
    spotTypeId: number;
    /** Where the i-th spot stands (a step north of the park's point each, unless given). */
    spotPosition?: (i: number) => { latitude: number; longitude: number };
  },
): Promise<{ park: AdminPark; loopId: number; spots: AdminSpot[] }> {
  const ok = <T>(res: { status: number; body: Record<string, unknown> }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as T;
  };
  const park = ok<AdminPark>(await send('POST', 'admin/AdminLocation', parkRequest(p)));
  const loopId = ok<{ id: number }>(await send('POST', `admin/AdminLocation/${park.id}/loop`, p.loop)).id;
  const spots: AdminSpot[] = [];
  for (const [i, name] of p.spotNames.entries()) {
    const body = spotRequest({
      locationId: park.id,
      loopId,
      name,
      productId: p.productId,
      spotTypeId: p.spotTypeId,
      ...(p.spotPosition?.(i) ?? { latitude: p.latitude + 0.001 * i, longitude: p.longitude }),
    });
    spots.push(ok<AdminSpot>(await send('POST', 'admin/AdminSpotManagement', body)));
  }
  return { park, loopId, spots };
}
