/**
 * Spot availability for one park and one date window (public §2.11, §7.2; admin §2.7, §7.7): filters the
 * park's spots, gives each its day codes and daily rates, answers isSpotAvailable for the requested stay,
 * sorts (selected spot first, then loop and spot name, naturally), pages, and counts matching spots per
 * classification without the classification filter (for the tiles). Pure: the store reads the inputs.
 */
import type { SpotRecord } from '#domain/catalogue';
import type { ParkRules, SpotNightRecord } from '#domain/inventory';
import { addDays, eachDay, maxDate, minDate } from './calendar.ts';
import {
  type AvailabilityCaller,
  type AvailabilityCode,
  type DayCode,
  isStayAvailable,
  maxArrivalDate,
  maxStayFrom,
  spotDayCodes,
  stayDays,
} from './day-codes.ts';
import {
  type FilterCatalogue,
  type SpotFilters,
  classificationOf,
  matchesClassification,
  matchesFiltersExceptClassification,
} from './filters.ts';
import { dailyRateCents } from './rates.ts';

export interface AvailabilityQuery {
  /** The calendar window, inclusive. */
  startDate: string;
  endDate: string;
  /** The stay isSpotAvailable answers for. */
  arrivalDate?: string;
  departureDate?: string;
  includeDayAvailability: boolean;
  filters: SpotFilters;
  onlyShowAvailable: boolean;
  selectedSpotId?: number;
  pageNumber: number;
  /** Undefined: every matching spot on one page. */
  itemsPerPage?: number;
}

export interface AvailabilityInput {
  /** The park's spots. */
  spots: readonly SpotRecord[];
  loopNames: ReadonlyMap<number, string>;
  catalogue: FilterCatalogue;
  /** Taken nights of the park's spots within lookupRange(). */
  nights: readonly SpotNightRecord[];
  rules: ParkRules;
  /** Today in the park's timezone. */
  today: string;
  /** Epoch seconds. */
  now: number;
  caller: AvailabilityCaller;
}

export interface DayAvailabilityCents {
  date: string;
  code: AvailabilityCode;
  baseDailyRateCents: number;
  availableAfterMaxArrival: boolean;
}

export interface SpotAvailabilityRow {
  spot: SpotRecord;
  isSpotAvailable: boolean;
  /** The window's days; empty unless includeDayAvailability. */
  days: DayAvailabilityCents[];
  lowerDailyRateCents: number;
  higherDailyRateCents: number;
}

export interface AvailabilityPage {
  rows: SpotAvailabilityRow[];
  totalItems: number;
  pageNumber: number;
  itemsPerPage: number;
  classificationCounts: { productClassificationId: number; count: number }[];
}

const hasStay = (q: Pick<AvailabilityQuery, 'arrivalDate' | 'departureDate'>) =>
  q.arrivalDate !== undefined && q.departureDate !== undefined;

/**
 * The days whose taken nights the answer depends on: the window, the stay, and (when the window lies past
 * the maximum arrival date but a stay could still reach it) the days back to the maximum arrival date.
 */
export function lookupRange(
  query: Pick<AvailabilityQuery, 'startDate' | 'endDate' | 'arrivalDate' | 'departureDate'>,
  today: string,
  rules: ParkRules,
): { start: string; end: string } {
  let start = hasStay(query) ? minDate(query.startDate, query.arrivalDate!) : query.startDate;
  const end = hasStay(query) ? maxDate(query.endDate, query.departureDate!) : query.endDate;
  const maxArrival = maxArrivalDate({ today, rules });
  const maxStay = maxArrival === undefined ? 0 : maxStayFrom({ rules }, maxArrival);
  if (maxArrival && start > maxArrival && start <= addDays(maxArrival, maxStay - 1)) start = maxArrival;
  return { start, end };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function bySpotOrder(loopNames: ReadonlyMap<number, string>, selectedSpotId: number | undefined) {
  return (a: SpotRecord, b: SpotRecord) => {
    if (a.id === selectedSpotId) return -1;
    if (b.id === selectedSpotId) return 1;
    return (
      collator.compare(loopNames.get(a.loopId) ?? '', loopNames.get(b.loopId) ?? '') ||
      a.loopId - b.loopId ||
      collator.compare(a.name, b.name) ||
      a.id - b.id
    );
  };
}

export function searchAvailability(input: AvailabilityInput, query: AvailabilityQuery): AvailabilityPage {
  const { catalogue, caller } = input;
  const ctx = { today: input.today, now: input.now, caller, rules: input.rules };
  const range = lookupRange(query, input.today, input.rules);
  const days = eachDay(range.start, range.end);

  const nightsBySpot = new Map<number, Map<string, SpotNightRecord>>();
  for (const n of input.nights) {
    let spotNights = nightsBySpot.get(n.spotId);
    if (!spotNights) nightsBySpot.set(n.spotId, (spotNights = new Map()));
    spotNights.set(n.night, n);
  }
  const noNights = new Map<string, SpotNightRecord>();
  const codeCache = new Map<number, Map<string, DayCode>>();
  const codesOf = (spot: SpotRecord) => {
    let codes = codeCache.get(spot.id);
    if (!codes) {
      const list = spotDayCodes(spot, days, nightsBySpot.get(spot.id) ?? noNights, ctx);
      codeCache.set(spot.id, (codes = new Map(list.map((c) => [c.date, c]))));
    }
    return codes;
  };
  const dayUse = (spot: SpotRecord) => catalogue.products.get(spot.productId)?.bookingTypeId === 2;
  const available = (spot: SpotRecord) =>
    hasStay(query) &&
    isStayAvailable(stayDays(query.arrivalDate!, query.departureDate!, dayUse(spot)), codesOf(spot), caller);

  // Inactive spots cannot be booked and are not listed.
  let candidates = input.spots.filter(
    (s) => s.isActive && matchesFiltersExceptClassification(s, query.filters, catalogue),
  );
  if (query.onlyShowAvailable) candidates = candidates.filter(available);

  const counts = new Map<number, number>();
  for (const s of candidates) {
    const id = classificationOf(s, catalogue);
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const matching = candidates
    .filter((s) => matchesClassification(s, query.filters, catalogue))
    .sort(bySpotOrder(input.loopNames, query.selectedSpotId));

  const itemsPerPage = query.itemsPerPage ?? Math.max(matching.length, 1);
  const first = (query.pageNumber - 1) * itemsPerPage;
  const windowDays = eachDay(query.startDate, query.endDate);
  const rows = matching.slice(first, first + itemsPerPage).map((spot): SpotAvailabilityRow => {
    const product = catalogue.products.get(spot.productId);
    const rates = windowDays.map((d) => dailyRateCents(product, d, input.rules.pricingSeasons));
    const codes = query.includeDayAvailability ? codesOf(spot) : undefined;
    return {
      spot,
      isSpotAvailable: available(spot),
      days: codes
        ? windowDays.map((date, i) => {
            const c = codes.get(date)!;
            return {
              date,
              code: c.code,
              baseDailyRateCents: rates[i]!,
              availableAfterMaxArrival: c.availableAfterMaxArrival,
            };
          })
        : [],
      lowerDailyRateCents: Math.min(...rates),
      higherDailyRateCents: Math.max(...rates),
    };
  });

  return {
    rows,
    totalItems: matching.length,
    pageNumber: query.pageNumber,
    itemsPerPage,
    classificationCounts: [...counts.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([productClassificationId, count]) => ({ productClassificationId, count })),
  };
}
