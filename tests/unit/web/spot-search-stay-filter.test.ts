import { describe, expect, it } from 'vitest';
import { listRequest } from '../../../web/src/features/spot-search/results/request.ts';
import {
  initialSearchState,
  type SpotSearchState,
} from '../../../web/src/features/spot-search/search-state.ts';
import { nextFilterStay, type Stay } from '../../../web/src/lib/spot-search/stay-filter.ts';

const today = '2026-12-01';

/** The requests a search sends as its state changes: one per distinct request, the latest last. */
function requestsFor(states: SpotSearchState[]) {
  let stay: Stay | null = null;
  const sent: ReturnType<typeof listRequest>[] = [];
  for (const state of states) {
    stay = nextFilterStay(stay, state.startDate, state.endDate);
    const request = listRequest(state, stay, 101, today);
    if (JSON.stringify(request) !== JSON.stringify(sent.at(-1))) sent.push(request);
  }
  return sent;
}

describe("choosing dates on the calendar with 'Show only spots that are available'", () => {
  const searched: SpotSearchState = {
    ...initialSearchState,
    locationId: 101,
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    onlyShowAvailable: true,
    searchView: 'cal',
  };

  it('keeps the results of the searched stay while the new arrival waits for its departure', () => {
    const sent = requestsFor([
      searched,
      // The first click on a day: a new arrival, the departure field empties.
      { ...searched, startDate: '2026-12-15', endDate: null },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      arrivalDate: '2026-12-10',
      departureDate: '2026-12-12',
      onlyShowAvailable: true,
    });
  });

  it('searches once more, for the new stay, when its departure is chosen', () => {
    const sent = requestsFor([
      searched,
      { ...searched, startDate: '2026-12-15', endDate: null },
      { ...searched, startDate: '2026-12-15', endDate: '2026-12-17' },
    ]);
    expect(sent.map((r) => [r.arrivalDate, r.departureDate, r.onlyShowAvailable])).toEqual([
      ['2026-12-10', '2026-12-12', true],
      ['2026-12-15', '2026-12-17', true],
    ]);
    // No request ever asks for available spots with an arrival and no departure.
    expect(sent.every((r) => Boolean(r.arrivalDate) === Boolean(r.departureDate))).toBe(true);
  });

  it('has no stay once both dates are cleared', () => {
    expect(nextFilterStay({ arrivalDate: '2026-12-10', departureDate: '2026-12-12' }, null, null)).toBeNull();
    const [request] = requestsFor([{ ...searched, startDate: null, endDate: null }]);
    expect(request).toMatchObject({ startDate: today, onlyShowAvailable: false });
    expect(request).not.toHaveProperty('arrivalDate');
  });
});
