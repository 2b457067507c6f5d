/**
 * What a spot result tells a person choosing between spots (pure): the stay's total for the dates
 * searched, the spot's photo with its text alternative, and each amenity's label as the list shows it.
 */
import type { AvailableSpot } from '#contract/availability';
import { WELL_KNOWN_ATTRIBUTE } from '#contract/attributes';
import type { Spot, SpotAttribute } from '#contract/spots';
import { stayDays } from '#domain/availability/day-codes';
import { formatUsd } from '#web/lib/format.ts';
import { visibleAttributeIcons } from '../format.ts';
import { BOOKING_TYPE_DAY_USE } from './constants.ts';

/** How long the stay is: '2 nights', '1 night'; day use counts days: '3 days', '1 day'. */
export function stayLengthLabel(arrival: string, departure: string, dayUse: boolean): string {
  const count = stayDays(arrival, departure, dayUse).length;
  const unit = dayUse ? 'day' : 'night';
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * '$63.86 total for 2 nights' when the answer priced the stay; undefined without dates, or when the
 * dates make no stay at the spot.
 */
export function stayTotalLabel(
  spot: Pick<AvailableSpot, 'stayTotal' | 'product'>,
  stay: { arrivalDate: string; departureDate: string } | null,
): string | undefined {
  if (!stay || spot.stayTotal === undefined || spot.stayTotal === null) return undefined;
  const dayUse = spot.product.bookingTypeId === BOOKING_TYPE_DAY_USE;
  return `${formatUsd(spot.stayTotal)} total for ${stayLengthLabel(stay.arrivalDate, stay.departureDate, dayUse)}`;
}

/** What the stay's total includes and assumes, in the words the list shows under it. */
export const STAY_TOTAL_NOTE = 'Fees included, paid by card, one vehicle';

export interface ResultPhoto {
  url: string;
  alt: string;
}

/**
 * The spot's photo on a result: the featured image (else the first photo); its text alternative is the
 * photo's own description, else its title, else the spot's name. Undefined when the spot has none.
 */
export function resultPhoto(
  spot: Pick<AvailableSpot, 'name' | 'featuredImageUrl' | 'photos'>,
): ResultPhoto | undefined {
  const url = spot.featuredImageUrl || spot.photos[0]?.url;
  if (!url) return undefined;
  const photo = spot.photos.find((p) => p.url === url);
  const alt = photo?.description.trim() || photo?.title.trim() || `Photo of ${spot.name}`;
  return { url, alt };
}

const YES = new Set(['y', 'yes', 'true']);

/**
 * An amenity's label: its name, and its value when the value says more than 'yes' ('Electric Service:
 * 30 Amp, 50 Amp', 'Driveway Length: 45').
 */
export function amenityLabel(attribute: Pick<SpotAttribute, 'name' | 'value' | 'selectedAttributeOptions'>) {
  const direct = attribute.value?.trim() ?? '';
  const value =
    direct && !YES.has(direct.toLowerCase())
      ? direct
      : [...new Set(attribute.selectedAttributeOptions.map((o) => o.value.trim()))].join(', ');
  return value ? `${attribute.name}: ${value}` : attribute.name;
}

/**
 * The amenities a result lists in words: those whose icon shows, less the party size, which the result
 * already says as 'Max. {n}'.
 */
export function resultAmenities(spot: Pick<Spot, 'spotAttributes'>): SpotAttribute[] {
  return visibleAttributeIcons(spot).filter((a) => a.id !== WELL_KNOWN_ATTRIBUTE.maximumNumberOfPeople);
}
