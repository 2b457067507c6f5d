/**
 * The front desk's e2e set-up: calls to a site's API, stays sold for cash at the desk by the agency
 * admin (arriving on the given dates, on the park's overnight spots open to all).
 */
import { expect } from 'vitest';
import { demoIdentities, type DemoStaffKey } from '../../../functions/demo/identities.ts';
import { toTenantId } from '#domain/tenant-id';
import { demoCatalogue } from './demo.ts';

export type DeskCall = (
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

/** A call to the site's API (Node does not resolve '<tenant>.localhost': the API takes its tenant from the path). */
export function deskCall(url: string, tenantId: string): DeskCall {
  return async (token, method, path, body) => {
    const res = await fetch(`${url.replace(/\/\/[^:/]+/, '//127.0.0.1')}/v1/tenant/${tenantId}/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
}

export async function staffToken(call: DeskCall, tenantId: string, key: DemoStaffKey): Promise<string> {
  const identities = demoIdentities(toTenantId(tenantId));
  const login = await call(null, 'POST', 'AdminAuth/login', {
    username: identities.staff.find((s) => s.key === key)!.username,
    password: identities.password,
  });
  return login.authToken as string;
}

export interface SoldStay {
  id: number;
  number: string;
  name: string;
  spotName: string;
}

/**
 * Sells one stay per guest ([first, last]) from `start` to `end` for cash at the desk, on the park's
 * overnight spots open to all and not ADA-only, from its last spot backwards (the first are busier).
 */
export async function sellAtDesk(
  url: string,
  tenantId: string,
  locationId: number,
  dates: { start: string; end: string },
  guests: readonly (readonly [string, string])[],
): Promise<SoldStay[]> {
  const call = deskCall(url, tenantId);
  const token = await staffToken(call, tenantId, 'agencyAdmin');
  const catalogue = demoCatalogue(tenantId);
  const overnight = new Set(catalogue.products.filter((p) => p.bookingTypeId === 1).map((p) => p.id));
  const ada = catalogue.attributes.find((a) => a.name === 'ADA Occupant Required')!.id;
  const spots = catalogue.spots
    .filter(
      (s) =>
        s.locationId === locationId &&
        s.isActive &&
        s.salesChannel === 'All' &&
        overnight.has(s.productId) &&
        !s.attributes.some((a) => a.attributeId === ada && a.value === 'yes'),
    )
    .reverse();
  const sold: SoldStay[] = [];
  for (const spot of spots) {
    if (sold.length === guests.length) break;
    const claim = await call(token, 'POST', `admin/AdminSpotReservation/spot/${spot.id}/claim`, {
      reservationStartDate: dates.start,
      reservationEndDate: dates.end,
    });
    if (claim.statusCode !== 'Success') continue;
    const [first, last] = guests[sold.length]!;
    const added = await call(token, 'POST', 'admin/AdminCart/addreservation', {
      spotId: spot.id,
      startDate: dates.start,
      endDate: dates.end,
      lockCode: (claim.data as { lockCode: string }).lockCode,
      numberOfAdults: 2,
      numberOfVehicles: 1,
      isCustomerPrimaryOccupant: false,
      primaryOccupantFirstName: first,
      primaryOccupantLastName: last,
      primaryOccupantStreet1: '1 Main Street',
      primaryOccupantCity: 'Denver',
      primaryOccupantState: 'CO',
      primaryOccupantZipcode: '80202',
      primaryOccupantCountry: 'USA',
      primaryOccupantEmail: `${first.toLowerCase()}@example.org`,
      primaryOccupantHomePhone: '3035550100',
    });
    expect(added.statusCode, JSON.stringify(added)).toBe('Success');
    const checkout = await call(token, 'POST', 'admin/AdminCart/checkout?paymentTypeId=3');
    expect(checkout.statusCode, JSON.stringify(checkout)).toBe('Success');
    const r = added.reservation as { id: number; reservationNumber: string };
    sold.push({ id: r.id, number: r.reservationNumber, name: `${first} ${last}`, spotName: spot.name });
  }
  expect(sold).toHaveLength(guests.length);
  return sold;
}
