/** The availability request the results views send, built from the search state (pure). */
import type { AvailabilityRequestInput } from '#contract/availability';
import { MAX_AVAILABILITY_WINDOW_DAYS } from '#contract/availability';
import { addDays } from '#domain/day-selection';
import type { SpotSearchState } from '../search-state.ts';

/** Without dates the list looks at the coming two weeks (the public calendar's window). */
const DEFAULT_WINDOW_DAYS = 14;

export function listRequest(
  state: SpotSearchState,
  locationId: number,
  today: string,
): Omit<AvailabilityRequestInput, 'pageNumber' | 'itemsPerPage'> {
  const hasStay = Boolean(state.startDate && state.endDate);
  const start = hasStay ? state.startDate! : today;
  const lastAllowed = addDays(start, MAX_AVAILABILITY_WINDOW_DAYS - 1);
  const wanted = hasStay ? state.endDate! : addDays(today, DEFAULT_WINDOW_DAYS - 1);
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
    ...(hasStay ? { arrivalDate: state.startDate!, departureDate: state.endDate! } : {}),
    onlyShowAvailable: hasStay && state.onlyShowAvailable,
  };
}
