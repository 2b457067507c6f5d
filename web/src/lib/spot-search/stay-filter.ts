/**
 * The stay an availability search filters by. Choosing a stay on the calendar takes two clicks, and
 * between them the arrival is set with no departure: searching with that half-chosen stay would ask
 * for spots free from an arrival to nowhere (none) or fall back to another window, and the results
 * would empty or jump. So a search keeps filtering by the last whole stay (arrival and departure)
 * until the next one is whole; with no dates at all it has no stay.
 */
import { useState } from 'react';

export interface Stay {
  arrivalDate: string;
  departureDate: string;
}

export function nextFilterStay(
  previous: Stay | null,
  startDate: string | null,
  endDate: string | null,
): Stay | null {
  if (startDate && endDate) {
    return previous?.arrivalDate === startDate && previous.departureDate === endDate
      ? previous
      : { arrivalDate: startDate, departureDate: endDate };
  }
  return startDate ? previous : null;
}

/** nextFilterStay kept across renders: the same object while the stay is unchanged. */
export function useFilterStay(startDate: string | null, endDate: string | null): Stay | null {
  const [stay, setStay] = useState<Stay | null>(() => nextFilterStay(null, startDate, endDate));
  const next = nextFilterStay(stay, startDate, endDate);
  // Adjusted while rendering, as React advises for state derived from a changed value.
  if (next !== stay) setStay(next);
  return next;
}
