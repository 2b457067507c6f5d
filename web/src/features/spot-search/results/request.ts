/** The availability request the results views send, built from the search state (pure). */
import type { AvailabilityRequestInput } from '#contract/availability';
import { MAX_AVAILABILITY_WINDOW_DAYS } from '#contract/availability';
import { addDays } from '#domain/day-selection';
import type { Stay } from '#web/lib/spot-search/stay-filter.ts';
import type { SpotSearchState } from '../search-state.ts';

/** Without dates the list looks at the coming two weeks (the public calendar's window). */
const DEFAULT_WINDOW_DAYS = 14;

/**
 * `stay` is the search's stay (useFilterStay), not the dates on screen while a stay is being picked.
 * `spotReservationId`: the reservation being changed, whose own nights count as available.
 */
export function listRequest(
  state: SpotSearchState,
  stay: Stay | null,
  locationId: number,
  today: string,
  spotReservationId?: number,
): Omit<AvailabilityRequestInput, 'pageNumber' | 'itemsPerPage'> {
  const start = stay ? stay.arrivalDate : today;
  const lastAllowed = addDays(start, MAX_AVAILABILITY_WINDOW_DAYS - 1);
  const wanted = stay ? stay.departureDate : addDays(today, DEFAULT_WINDOW_DAYS - 1);
  const end = wanted > lastAllowed ? lastAllowed : wanted < start ? start : wanted;
  return {
    locationId,
    startDate: start,
    endDate: end,
    includeDayAvailability: true,
    selectedSpotTypes: state.selectedSpotTypes,
    selectedProductClassifications: state.selectedProductClassifications,
    selectedAttributes: state.selectedAttributes,
    ...(state.selectedSpotId ? { selectedSpotId: state.selectedSpotId } : {}),
    ...(state.selectedLoopId ? { loopId: state.selectedLoopId } : {}),
    ...(state.selectedSpotName ? { spotName: state.selectedSpotName } : {}),
    ...(stay ?? {}),
    onlyShowAvailable: stay !== null && state.onlyShowAvailable,
    // Each listed spot then carries the stay's total.
    includeStayTotal: stay !== null,
    ...(spotReservationId ? { spotReservationId } : {}),
  };
}
