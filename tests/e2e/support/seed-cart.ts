/**
 * Holds spots and puts them in the signed-in person's cart from inside the page, with the id token the
 * page holds, through the API the booking pages call: for tests whose subject comes after the booking.
 */
import type { Page } from 'playwright-core';

export interface Seeded {
  descriptions: string[];
  messages: string[];
  /** What was held, in the order of the descriptions. */
  spots: { spotId: number; start: string; end: string }[];
}

/** A staff booking is for a walk-in guest without an account: the occupant is given in full. */
const WALK_IN_GUEST = {
  isCustomerPrimaryOccupant: false,
  primaryOccupantFirstName: 'Robin',
  primaryOccupantLastName: 'Walker',
  primaryOccupantStreet1: '1 Main Street',
  primaryOccupantCity: 'Denver',
  primaryOccupantState: 'CO',
  primaryOccupantZipcode: '80202',
  primaryOccupantCountry: 'USA',
  primaryOccupantEmail: 'robin.walker@example.org',
  primaryOccupantHomePhone: '3035550100',
  primaryOccupantMobilePhone: '3035550101',
};

/**
 * Holds `count` spots of a park and adds them to the signed-in person's cart, the way the booking pages
 * do (claim, then addreservation; staff through their admin/ routes), with the id token the page holds.
 * Empties the cart first. With `freeNightAfter`, each spot is also free the night after its stay, for a
 * test that lengthens the stay later (other files' stays take the park's nights in any order).
 */
export async function seedCart(
  page: Page,
  tenantId: string,
  locationId: number,
  { staff = false, count = 2, freeNightAfter = false } = {},
): Promise<Seeded> {
  const occupant = staff ? WALK_IN_GUEST : { isCustomerPrimaryOccupant: true };
  return page.evaluate(
    async ({ tenantId, locationId, staff, count, freeNightAfter, occupant }) => {
      const claimBase = staff ? 'admin/AdminSpotReservation' : 'SpotReservation';
      const cartBase = staff ? 'admin/AdminCart' : 'Cart';
      const tokenKey = Object.keys(localStorage).find((key) => key.endsWith('.idToken'));
      const token = tokenKey ? localStorage.getItem(tokenKey) : null;
      if (!token) return { descriptions: [], messages: ['no id token in the page'], spots: [] };
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`/v1/tenant/${tenantId}/${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await res.json()) as Record<string, unknown> & { statusCode?: string; messages?: string[] };
      };
      const iso = (offset: number) => {
        const d = new Date();
        d.setDate(d.getDate() + offset);
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      };
      await call('POST', `${cartBase}/clear`);
      const descriptions: string[] = [];
      const messages: string[] = [];
      const spots: { spotId: number; start: string; end: string }[] = [];
      const usedSpots = new Set<number>();
      // Two stays a week apart (the same-arrival limit stays out of the way), somewhere in the window.
      for (const base of [21, 28, 35, 42, 49]) {
        if (descriptions.length === count) break;
        const start = iso(base + descriptions.length * 3);
        const end = iso(base + descriptions.length * 3 + 2);
        const freeUntil = iso(base + descriptions.length * 3 + (freeNightAfter ? 3 : 2));
        const available = (await call('POST', 'Spot/availability', {
          locationId,
          startDate: start,
          endDate: start,
          arrivalDate: start,
          departureDate: freeUntil,
          onlyShowAvailable: true,
          itemsPerPage: 20,
        })) as { spots?: { id: number; isSpotAvailable: boolean }[] };
        // Two different spots, so that a person tells the two items apart by their names.
        const fresh = (available.spots ?? []).filter((s) => s.isSpotAvailable && !usedSpots.has(s.id));
        for (const spot of fresh) {
          const claim = (await call('POST', `${claimBase}/spot/${spot.id}/claim`, {
            reservationStartDate: start,
            reservationEndDate: end,
          })) as { statusCode?: string; messages?: string[]; data?: { lockCode: string } };
          if (claim.statusCode !== 'Success' || !claim.data) {
            messages.push(...(claim.messages ?? []));
            continue;
          }
          const added = (await call('POST', `${cartBase}/addreservation`, {
            spotId: spot.id,
            startDate: start,
            endDate: end,
            lockCode: claim.data.lockCode,
            numberOfAdults: 2,
            numberOfVehicles: 1,
            ...occupant,
            discounts: [],
            addOns: [],
          })) as { statusCode?: string; messages?: string[]; cartItem?: { description: string } };
          if (added.statusCode === 'Success' && added.cartItem) {
            descriptions.push(added.cartItem.description);
            spots.push({ spotId: spot.id, start, end });
            usedSpots.add(spot.id);
            break;
          }
          messages.push(...(added.messages ?? []));
          await call(
            'POST',
            `${claimBase}/spot/${spot.id}/releaseclaim?lockCode=${encodeURIComponent(claim.data.lockCode)}`,
          );
        }
      }
      return { descriptions, messages, spots };
    },
    { tenantId, locationId, staff, count, freeNightAfter, occupant },
  );
}
