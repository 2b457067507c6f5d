/**
 * A park of the demo catalogue for a booking test: parks by id, the `index`-th one (test files run in
 * parallel on one table, so each file books on its own park; the ranger holds the first two), its
 * bookable overnight spots and day-use spots (active, every sales channel, not ADA-only), and its days
 * from today.
 */
import { buildDemoCatalogue } from '#demo/index';
import { addDays } from '#domain/availability/calendar';
import { BOOKING_TYPE } from '#domain/catalogue';
import { todayIn } from '#domain/dates';
import { toTenantId } from '#domain/tenant-id';

export function testPark(tenantId: string, index: number) {
  const catalogue = buildDemoCatalogue(toTenantId(tenantId));
  const park = [...catalogue.locations].sort((a, b) => a.id - b.id)[index]!;
  const adaId = catalogue.attributes.find((a) => a.name === 'ADA Occupant Required')!.id;
  const bookable = (bookingTypeId: number) =>
    catalogue.spots.filter(
      (s) =>
        s.locationId === park.id &&
        s.isActive &&
        s.salesChannel === 'All' &&
        catalogue.products.find((p) => p.id === s.productId)!.bookingTypeId === bookingTypeId &&
        !s.attributes.some((a) => a.attributeId === adaId && a.value === 'yes'),
    );
  const spots = bookable(BOOKING_TYPE.Overnight);
  const dayUseSpots = bookable(BOOKING_TYPE.DayUse);
  const today = todayIn(park.timezone, new Date());
  /** The park's day `n` days from today. */
  const d = (n: number) => addDays(today, n);
  return { catalogue, park, adaId, spots, dayUseSpots, today, d };
}
