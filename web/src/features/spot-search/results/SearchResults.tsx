/**
 * The search results area (public §2.11): heading, '{count} Spots match your selection(s)', the List /
 * Calendar / Map toggle, the classification tiles, then the chosen view and the spot details modal.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { AvailableSpot } from '#contract/availability';
import { todayIn } from '#domain/dates';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useAvailabilityPages } from '#web/lib/spot-search/availability.ts';
import { useFilterStay } from '#web/lib/spot-search/stay-filter.ts';
import { useParkClassifications } from '#web/lib/spot-search/park-classifications.ts';
import { SpotCalendar } from '../calendar/SpotCalendar.tsx';
import { matchCountLabel } from '../format.ts';
import { SpotMap } from '../map/SpotMap.tsx';
import { spotSearchStore, useSpotSearch, type SearchView } from '../search-state.ts';
import { ClassificationTiles } from './ClassificationTiles.tsx';
import { BOOKING_TYPE_DAY_USE, LIST_PAGE_SIZE, NO_RESULTS_MESSAGE } from './constants.ts';
import { bookingOpensMessage } from '#web/lib/park-search/format.ts';
import { listRequest } from './request.ts';
import { SpotDetailsModal } from './SpotDetailsModal.tsx';
import { SpotList } from './SpotList.tsx';
import { useReserve } from './use-reserve.tsx';
import { CaptchaCheck } from '#web/components/CaptchaCheck.tsx';
import './search-results.css';

const VIEWS: { value: SearchView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'cal', label: 'Calendar' },
  { value: 'map', label: 'Map' },
];

interface CalendarCounts {
  totalItems: number;
  classificationCounts: { productClassificationId: number; count: number }[];
}

export interface SearchResultsProps {
  locationId: number;
  timezone: string;
  mode?: 'public' | 'admin';
  /** The map needs a park position (public §2.8): without one the Map view is not offered. */
  hasMap?: boolean;
  /**
   * The reservation a customer is changing: its own nights show as available, and Reserve claims for
   * it (public §2.2 /reservation-edit).
   */
  spotReservationId?: number;
}

export function SearchResults({
  locationId,
  timezone,
  mode = 'public',
  hasMap = true,
  spotReservationId,
}: SearchResultsProps) {
  const { state, update } = useSpotSearch();
  const today = todayIn(timezone, new Date());
  const stay = useFilterStay(state.startDate, state.endDate);
  const request = useMemo(
    () => listRequest(state, stay, locationId, today, spotReservationId),
    [state, stay, locationId, today, spotReservationId],
  );
  const view = !hasMap && state.searchView === 'map' ? 'list' : state.searchView;
  // The calendar asks for its own rows and reports their counts: one request per search, not two racing.
  const pages = useAvailabilityPages(view === 'cal' ? null : request, {
    staff: mode === 'admin',
    pageSize: LIST_PAGE_SIZE,
  });
  const [calendarCounts, setCalendarCounts] = useState<CalendarCounts | null>(null);
  const classifications = useParkClassifications(locationId);
  const [details, setDetails] = useState<{ id: number; name?: string } | null>(null);
  const { reserve, reserveById, adaModal } = useReserve(mode, { editing: spotReservationId !== undefined });

  const first = pages.data?.pages[0];
  const loadedSpots = useMemo(() => pages.data?.pages.flatMap((page) => page.spots) ?? [], [pages.data]);
  // The list is drawn at a lower priority, in slices, so a slow phone stays responsive while it fills.
  const spots = useDeferredValue(loadedSpots);
  const counts = view === 'cal' ? calendarCounts : first;

  // The search state keeps the count (public §3.8 spotsCount) for screens that only read the state.
  const totalItems = counts?.totalItems;
  useEffect(() => {
    if (totalItems !== undefined && totalItems !== spotSearchStore.get().spotsCount) {
      spotSearchStore.update({ spotsCount: totalItems });
    }
  }, [totalItems]);

  const { refetch } = pages;
  // Switching to the list reloads the spots (public §2.11).
  useEffect(() => {
    if (view === 'list') void refetch();
  }, [view, refetch]);

  const viewDates = (spot: AvailableSpot) =>
    update({
      searchView: 'cal',
      selectedSpotId: spot.id,
      selectedSpotIsDayUse: spot.product.bookingTypeId === BOOKING_TYPE_DAY_USE,
    });
  const toggleClassification = (id: number) =>
    update({
      selectedProductClassifications: state.selectedProductClassifications.includes(id)
        ? state.selectedProductClassifications.filter((c) => c !== id)
        : [...state.selectedProductClassifications, id],
    });

  return (
    <section className="search-results" aria-labelledby="search-results-heading">
      <div className="search-results__head">
        <div>
          <h2 id="search-results-heading">Search Results</h2>
          <p className="search-results__count" aria-live="polite">
            {counts ? matchCountLabel(counts.totalItems) : '\u00a0'}
          </p>
        </div>
        <div className="view-toggle" role="group" aria-label="Results view">
          {VIEWS.filter((v) => hasMap || v.value !== 'map').map((v) => (
            <button
              key={v.value}
              type="button"
              className="view-toggle__button"
              aria-pressed={view === v.value}
              onClick={() => update({ searchView: v.value })}
            >
              {v.label}
            </button>
          ))}
        </div>
      </div>

      {classifications.data && (
        <ClassificationTiles
          classifications={classifications.data}
          counts={counts?.classificationCounts ?? []}
          selected={state.selectedProductClassifications}
          spotTypes={state.selectedSpotTypes}
          onToggle={toggleClassification}
        />
      )}

      {view === 'list' && (
        <div className="search-results__list">
          {pages.isPending && <Spinner label="Loading spots" />}
          {pages.isError && <LoadError what="the spots" onRetry={() => void refetch()} />}
          {first?.bookingOpensOn && (
            <p className="search-results__opens" role="status">
              {bookingOpensMessage(first.bookingOpensOn)}
            </p>
          )}
          {first && loadedSpots.length === 0 && state.spotSearchHasBeenClicked && (
            <p className="search-results__empty" role="status">
              {NO_RESULTS_MESSAGE}
            </p>
          )}
          {spots.length > 0 && (
            <SpotList
              spots={spots}
              selectedSpotId={state.selectedSpotId}
              // The totals are for the stay asked; a previous answer shown while loading is not.
              stay={pages.isPlaceholderData ? null : stay}
              onReserve={reserve}
              onViewDates={viewDates}
              onDetails={(spot) => setDetails({ id: spot.id, name: spot.name })}
            />
          )}
          {pages.hasNextPage && (
            <button
              type="button"
              className="button button--secondary search-results__more"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? 'Loading…' : 'Show more spots'}
            </button>
          )}
        </div>
      )}
      {view === 'cal' && (
        <SpotCalendar
          locationId={locationId}
          mode={mode}
          spotReservationId={spotReservationId}
          onDetails={(id) => setDetails({ id })}
          onReserve={(id) => void reserveById(id)}
          onCounts={(totalItems, classificationCounts) =>
            setCalendarCounts({ totalItems, classificationCounts })
          }
        />
      )}
      {view === 'map' && (
        <SpotMap
          locationId={locationId}
          spotReservationId={spotReservationId}
          onDetails={(id) => setDetails({ id })}
          onReserve={(id) => void reserveById(id)}
        />
      )}

      <SpotDetailsModal
        spotId={details?.id ?? null}
        spotName={details?.name}
        onClose={() => setDetails(null)}
      />
      {adaModal}
      {/* A claim the server answers with the captcha message asks for the check here. */}
      <CaptchaCheck />
    </section>
  );
}
