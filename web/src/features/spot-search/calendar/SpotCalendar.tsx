/**
 * The calendar view of the spot search (public §2.11, admin §2.7): a 14-day window of every matching
 * spot (7 days when the calendar is phone-narrow), 20 rows at a time, where clicking days chooses the stay (the day-selection rules) and Reserve
 * checks the stay before handing the spot to the hosting screen.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type JSX } from 'react';
import type { Spot } from '#contract/spots';
import { todayIn } from '#domain/dates';
import {
  EMPTY_SELECTION,
  rangeHasOverridableClosure,
  selectDay,
  type DaySelection,
} from '#domain/day-selection';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { useLocationDetails } from '#web/lib/locations/location-details.ts';
import { useAvailabilityPages } from '#web/lib/spot-search/availability.ts';
import { NO_RESULTS_MESSAGE } from '../results/constants.ts';
import { spotSearchStore, useSpotSearch, type SpotSearchState } from '../search-state.ts';
import {
  CALENDAR_DAYS,
  CALENDAR_PAGE_SIZE,
  COMPACT_CALENDAR_DAYS,
  WEEK_CHANGE_DEBOUNCE_MS,
  initialWindowStart,
  isDayUseSpot,
  orderRows,
  reserveDateError,
  shiftWindow,
  windowEnd,
  windowLabel,
  windowShowingArrival,
} from './calendar-model.ts';
import { useCalendarDensity, type CalendarDensity } from './calendar-density.ts';
import { useCompactCalendar } from './calendar-width.ts';
import { CalendarLegend } from './CalendarLegend.tsx';
import { CalendarRow } from './CalendarRow.tsx';
import { ClosureOverrideModal } from './ClosureOverrideModal.tsx';
import { ReservationsModal, type ReservationsOnDay } from './ReservationsModal.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useFilterStay } from '#web/lib/spot-search/stay-filter.ts';
import './spot-calendar.css';

export interface SpotCalendarProps {
  locationId: number;
  mode: 'public' | 'admin';
  walkIn?: boolean;
  spotReservationId?: number;
  onDetails(spotId: number): void;
  /** Called once the stay passed the date checks (staff: with overrideClosure when they confirmed it). */
  onReserve(spotId: number, options?: { overrideClosure: boolean }): void;
  onCounts?(
    totalItems: number,
    classificationCounts: { productClassificationId: number; count: number }[],
  ): void;
}

const selectionOf = (state: SpotSearchState): DaySelection => ({
  spotId: state.selectedSpotId,
  arrival: state.startDate,
  departure: state.endDate,
  isDayUse: state.selectedSpotIsDayUse,
});

export function SpotCalendar(props: SpotCalendarProps): JSX.Element {
  const { locationId, mode, walkIn, spotReservationId, onDetails, onReserve } = props;
  const { tenant } = useTenant();
  const location = useLocationDetails(String(locationId));
  const today = todayIn(location.data?.timezone ?? tenant.timezone, new Date());
  const { state, update } = useSpotSearch();
  const alerts = useAlertStore();
  const calendar = useRef<HTMLElement | null>(null);
  const days = useCompactCalendar(calendar) ? COMPACT_CALENDAR_DAYS : CALENDAR_DAYS;

  const [windowStart, setWindowStart] = useState(() =>
    windowShowingArrival(mode, today, initialWindowStart(mode, today), state.startDate, days),
  );
  // An arrival outside the window (chosen in the search panel) brings the window to it; adjusted while
  // rendering, as React advises for state derived from a changed value.
  const [seenArrival, setSeenArrival] = useState(state.startDate);
  if (seenArrival !== state.startDate) {
    setSeenArrival(state.startDate);
    setWindowStart(windowShowingArrival(mode, today, windowStart, state.startDate, days));
  }
  const requestStart = useDebouncedValue(windowStart, WEEK_CHANGE_DEBOUNCE_MS);

  // The stay and the selected spot are taken when the rows are asked for, not watched: a click on a day
  // must not reload the calendar (only the filters, the park and the window do). With 'available only'
  // the stay is a filter, so then it is watched, as the search's whole stay (useFilterStay): the first
  // click of a new stay keeps the rows of the last one.
  const filterStay = useFilterStay(state.startDate, state.endDate);
  const stayKey = state.onlyShowAvailable ? filterStay : null;
  const request = useMemo(
    () => ({
      locationId,
      startDate: requestStart,
      endDate: windowEnd(requestStart, days),
      includeDayAvailability: true,
      selectedSpotTypes: state.selectedSpotTypes,
      selectedProductClassifications: state.selectedProductClassifications,
      selectedAttributes: state.selectedAttributes,
      loopId: state.selectedLoopId ?? undefined,
      spotName: state.selectedSpotName || undefined,
      ...(stayKey
        ? { onlyShowAvailable: true, ...stayKey }
        : {
            onlyShowAvailable: false,
            arrivalDate: state.startDate ?? undefined,
            departureDate: state.endDate ?? undefined,
          }),
      selectedSpotId: state.selectedSpotId ?? undefined,
      walkInReservation: walkIn,
      spotReservationId,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stay and the selected spot on purpose
    [
      locationId,
      requestStart,
      days,
      walkIn,
      spotReservationId,
      state.selectedSpotTypes,
      state.selectedProductClassifications,
      state.selectedAttributes,
      state.selectedLoopId,
      state.selectedSpotName,
      state.onlyShowAvailable,
      stayKey,
    ],
  );
  const pages = useAvailabilityPages(request, { staff: mode === 'admin', pageSize: CALENDAR_PAGE_SIZE });
  const firstPage = pages.data?.pages[0];
  const rows = useMemo(
    () => orderRows(pages.data?.pages.flatMap((page) => page.spots) ?? [], request.selectedSpotId ?? null),
    [pages.data, request.selectedSpotId],
  );
  const showAllowed = rows.some((spot) => spot.spotAvailabilities.some((d) => d.availableAfterMaxArrival));

  // The hosting screen shows the counts (heading and classification tiles).
  const reportCounts = useEffectEvent((page: NonNullable<typeof firstPage>) =>
    props.onCounts?.(page.totalItems, page.classificationCounts),
  );
  useEffect(() => {
    if (firstPage) reportCounts(firstPage);
  }, [firstPage]);

  // The selected spot, first in the rows, is scrolled into view once per request.
  const selectedRow = useRef<HTMLLIElement | null>(null);
  const scrolledFor = useRef<unknown>(null);
  useEffect(() => {
    if (!firstPage || pages.isPlaceholderData || scrolledFor.current === request) return;
    scrolledFor.current = request;
    selectedRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [firstPage, pages.isPlaceholderData, request]);

  // Infinite scroll: the next 20 rows when the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onDayClick = useCallback(
    (spot: Spot, date: string) => {
      const next = selectDay(mode, selectionOf(spotSearchStore.get()), {
        spotId: spot.id,
        date,
        isDayUse: isDayUseSpot(spot),
        days: spot.spotAvailabilities,
      });
      update({
        startDate: next.arrival,
        endDate: next.departure,
        selectedSpotId: next.spotId,
        selectedSpotIsDayUse: next.isDayUse,
      });
    },
    [mode, update],
  );

  const [reservationsOn, setReservationsOn] = useState<ReservationsOnDay | null>(null);
  // Stable, so the memoised rows do not re-render.
  const onReservations = useCallback(
    (spot: Spot, date: string) => setReservationsOn({ spotId: spot.id, spotName: spot.name, date }),
    [],
  );
  const [overrideFor, setOverrideFor] = useState<number | null>(null);
  const onReserveRow = useCallback(
    (spot: Spot) => {
      const s = spotSearchStore.get();
      const selection: DaySelection = { ...selectionOf(s), spotId: spot.id, isDayUse: isDayUseSpot(spot) };
      const error = reserveDateError(mode, selection, spot);
      if (error) {
        alerts.danger(error, mode === 'admin' ? 'admin' : 'detail');
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      update({ selectedSpotId: spot.id, selectedSpotIsDayUse: selection.isDayUse });
      const { arrival, departure } = selection as { arrival: string; departure: string };
      if (
        mode === 'admin' &&
        rangeHasOverridableClosure(spot.spotAvailabilities, arrival, departure, selection.isDayUse)
      ) {
        setOverrideFor(spot.id);
        return;
      }
      onReserve(spot.id);
    },
    [alerts, mode, onReserve, update],
  );

  const atEarliest = mode === 'public' && windowStart <= today;
  const [density, setDensity] = useCalendarDensity();
  const dense = mode === 'admin' && density === 'dense';
  return (
    <section
      ref={calendar}
      className={`spot-calendar${dense ? ' spot-calendar--dense' : ''}`}
      aria-label="Spot calendar"
      data-days={days}
    >
      <div className="spot-calendar__nav">
        <button
          type="button"
          className="button button--secondary spot-calendar__arrow"
          disabled={atEarliest}
          onClick={() => setWindowStart((start) => shiftWindow(mode, today, start, -1, days))}
        >
          <span aria-hidden="true">‹ </span>
          <span className="spot-calendar__arrow-label">Previous Week</span>
        </button>
        <p className="spot-calendar__range" aria-live="polite">
          {windowLabel(windowStart, days)}
        </p>
        <button
          type="button"
          className="button button--secondary spot-calendar__arrow"
          onClick={() => setWindowStart((start) => shiftWindow(mode, today, start, 1, days))}
        >
          <span className="spot-calendar__arrow-label">Next Week</span>
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      <CalendarLegend mode={mode} showAllowed={showAllowed} />
      {mode === 'admin' && <DensityToggle density={density} onChange={setDensity} />}
      {pages.isPending && <Spinner label="Loading spots" />}
      {pages.isError && <LoadError what="the spots" onRetry={() => void pages.refetch()} />}
      {firstPage && rows.length === 0 && <p className="spot-calendar__empty">{NO_RESULTS_MESSAGE}</p>}
      {dense && rows[0] && <DenseDateHead days={rows[0].spotAvailabilities.map((d) => d.availabilityDate)} />}
      {rows.length > 0 && (
        <ul
          className="spot-calendar__rows"
          aria-busy={pages.isFetching}
          data-window={`${request.startDate}|${request.endDate}`}
        >
          {rows.map((spot) => (
            <CalendarRow
              key={spot.id}
              ref={spot.id === request.selectedSpotId ? selectedRow : undefined}
              spot={spot}
              mode={mode}
              selection={state.selectedSpotId === spot.id ? selectionOf(state) : EMPTY_SELECTION}
              onDayClick={onDayClick}
              onDetails={onDetails}
              onReserve={onReserveRow}
              onReservations={mode === 'admin' ? onReservations : undefined}
            />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="spot-calendar__more">
        {isFetchingNextPage && <Spinner size="small" label="Loading more spots" />}
      </div>
      <ReservationsModal day={reservationsOn} onClose={() => setReservationsOn(null)} />
      <ClosureOverrideModal
        open={overrideFor !== null}
        onAnswer={(override) => {
          const spotId = overrideFor;
          setOverrideFor(null);
          if (override && spotId !== null) onReserve(spotId, { overrideClosure: true });
        }}
      />
    </section>
  );
}

const DENSITIES: { value: CalendarDensity; label: string }[] = [
  { value: 'roomy', label: 'Roomy' },
  { value: 'dense', label: 'Dense' },
];

/** Staff choose how many spots the screen holds: roomy cards or a dense grid. */
function DensityToggle({
  density,
  onChange,
}: {
  density: CalendarDensity;
  onChange(density: CalendarDensity): void;
}) {
  return (
    <div className="view-toggle spot-calendar__density" role="group" aria-label="Rows">
      {DENSITIES.map((d) => (
        <button
          key={d.value}
          type="button"
          className="view-toggle__button"
          aria-pressed={density === d.value}
          onClick={() => onChange(d.value)}
        >
          {d.label}
        </button>
      ))}
    </div>
  );
}

/** The dense grid's row of dates over the day columns (each day cell carries its full name itself). */
function DenseDateHead({ days }: { days: string[] }) {
  return (
    <div className="cal-dense-head" aria-hidden="true">
      <span />
      {days.map((day) => {
        const date = new Date(`${day}T12:00:00Z`);
        return (
          <span key={day} className="cal-dense-head__day">
            {date.toLocaleDateString('en-US', { weekday: 'narrow', timeZone: 'UTC' })}
            <strong>{date.getUTCDate()}</strong>
          </span>
        );
      })}
    </div>
  );
}
