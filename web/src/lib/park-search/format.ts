/** How a park search result reads (pure). */
import type { LocationSummaryItem } from '#contract/locations';
import { formatDate, formatUsd } from '../format.ts';

/** '$low - $high', one price when they are equal, '' for a park without priced spots. */
export function priceRange(item: Pick<LocationSummaryItem, 'minPrice' | 'maxPrice'>): string {
  if (item.maxPrice <= 0) return '';
  if (item.minPrice === item.maxPrice) return formatUsd(item.minPrice);
  return `${formatUsd(item.minPrice)} - ${formatUsd(item.maxPrice)}`;
}

/** '12.3 miles away' ('1 mile away'); '' without a searched point. */
export function milesAwayLabel(miles: number | undefined): string {
  if (miles === undefined) return '';
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'} away`;
}

/** '12 Campsites', '1 Cabin': a product type count as a phrase. */
export function productCountLabel(count: number, name: string): string {
  return `${count} ${count === 1 ? name : `${name}s`}`;
}

export function pageCount(totalItems: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(totalItems / itemsPerPage));
}

/** A Parks card entry (public §2.6): '{matchingAreaName} in {locationName}'. */
export function parkOptionText(park: Pick<LocationSummaryItem, 'matchingAreaName' | 'locationName'>): string {
  return `${park.matchingAreaName} in ${park.locationName}`;
}

/** An arrival beyond a park's booking window: the park search and the park page say the same. */
export function bookingOpensMessage(opensOn: string): string {
  return `Booking for these dates opens on ${formatDate(opensOn)}.`;
}
