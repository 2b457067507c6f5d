import { forwardRef, memo } from 'react';
import type { DayAvailability, Spot } from '#contract/spots';
import { isDaySelectable, type DaySelection, type SelectionMode } from '#domain/day-selection';
import { Popover } from '#web/components/Popover.tsx';
import { maxPeopleLabel, visibleAttributeIcons } from '../format.ts';
import {
  codeClass,
  dayCellHeading,
  dayCellName,
  dayPopoverText,
  dayRate,
  drivewayLengthLabel,
  hasAvailableDay,
  hasReservationsToShow,
  isDayUseSpot,
  isDaySelected,
  salesChannelText,
} from './calendar-model.ts';
import { moveDayFocus } from './day-keys.ts';

interface DayCellProps {
  spot: Spot;
  day: DayAvailability;
  previous: DayAvailability | undefined;
  mode: SelectionMode;
  selection: DaySelection;
  onDayClick(spot: Spot, date: string): void;
  /** Staff: the info icon of a reserved or turnover day opens the Reservations modal (admin §2.8). */
  onReservations?(spot: Spot, date: string): void;
}

/**
 * One day: a button named 'Available, Tuesday December 1 2026' whose popover (shown on hover and focus,
 * CSS only: a calendar holds hundreds of cells) says what the day is or the selected stay.
 */
function DayCell({ spot, day, previous, mode, selection, onDayClick, onReservations }: DayCellProps) {
  const selected = isDaySelected(selection, spot.id, day.availabilityDate);
  const selectable =
    selected || isDaySelectable(mode, day.availabilityCode, previous?.availabilityCode, isDayUseSpot(spot));
  const { weekday, day: dayNumber } = dayCellHeading(day.availabilityDate);
  const tipId = `day-tip-${spot.id}-${day.availabilityDate}`;
  const icon = selected ? 'selected' : codeClass(day.availabilityCode);
  return (
    <li className="cal-day">
      <button
        type="button"
        className={`cal-day__button cal-day__button--${icon}`}
        aria-label={dayCellName(day)}
        aria-describedby={tipId}
        aria-pressed={selected}
        aria-disabled={!selectable || undefined}
        onClick={() => selectable && onDayClick(spot, day.availabilityDate)}
      >
        <span className="cal-day__weekday" aria-hidden="true">
          {weekday}
        </span>
        <span className="cal-day__number" aria-hidden="true">
          {dayNumber}
        </span>
        <span className={`cal-icon cal-icon--${icon}`} aria-hidden="true" />
        {day.availableAfterMaxArrival && <span className="cal-icon cal-icon--allowed" aria-hidden="true" />}
        <span className="cal-day__rate" aria-hidden="true">
          {dayRate(day.baseDailyRate)}
        </span>
      </button>
      <span className="cal-day__tip" role="tooltip" id={tipId}>
        {dayPopoverText(selection, spot.id, day)}
      </span>
      {onReservations && hasReservationsToShow(day.availabilityCode, previous?.availabilityCode) && (
        <button
          type="button"
          className="cal-day__info"
          aria-label={`Reservations on ${spot.name}: ${dayCellName(day)}`}
          onClick={() => onReservations(spot, day.availabilityDate)}
        >
          <span aria-hidden="true">i</span>
        </button>
      )}
    </li>
  );
}

export interface CalendarRowProps {
  spot: Spot;
  mode: SelectionMode;
  /** The selection when it concerns this spot, otherwise the empty one (keeps other rows from re-rendering). */
  selection: DaySelection;
  onDayClick(spot: Spot, date: string): void;
  onDetails(spotId: number): void;
  onReserve(spot: Spot): void;
  onReservations?(spot: Spot, date: string): void;
}

/** One spot: what it is (left) and its 14 days (right). */
export const CalendarRow = memo(
  forwardRef<HTMLLIElement, CalendarRowProps>(function CalendarRow(
    { spot, mode, selection, onDayClick, onDetails, onReserve, onReservations },
    ref,
  ) {
    const maxPeople = maxPeopleLabel(spot);
    const driveway = mode === 'admin' ? drivewayLengthLabel(spot) : undefined;
    const nameId = `cal-spot-${spot.id}`;
    return (
      <li
        ref={ref}
        className={`cal-row${selection.spotId === spot.id ? ' cal-row--selected' : ''}`}
        aria-labelledby={nameId}
      >
        <div className="cal-row__info">
          <h3 className="cal-row__name" id={nameId}>
            {spot.product.productTypeIcon && (
              <img className="cal-row__type-icon" src={spot.product.productTypeIcon} alt="" />
            )}
            {spot.name}
          </h3>
          <Popover title="Class Description" content={spot.product.productClassificationDescription}>
            <button type="button" className="cal-row__class link-button">
              {spot.product.productClassificationName}
            </button>
          </Popover>
          {mode === 'admin' && (
            <>
              <p className="cal-row__fact">Sales Channel: {salesChannelText(spot.salesChannel)}</p>
              <p className="cal-row__fact">
                {spot.area} - {spot.loop}
              </p>
            </>
          )}
          <ul className="cal-row__amenities" aria-label="Amenities">
            {visibleAttributeIcons(spot).map((attribute) => (
              <li key={attribute.id}>
                <img src={attribute.icon} alt={attribute.name} title={attribute.name} />
              </li>
            ))}
          </ul>
          {driveway && <p className="cal-row__fact">{driveway}</p>}
          {maxPeople && <p className="cal-row__fact">{maxPeople}</p>}
          <div className="cal-row__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-describedby={nameId}
              onClick={() => onDetails(spot.id)}
            >
              Details
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              aria-describedby={nameId}
              disabled={!hasAvailableDay(spot)}
              onClick={() => onReserve(spot)}
            >
              Reserve
            </button>
          </div>
        </div>
        <ol className="cal-row__days" aria-label={`Days of ${spot.name}`} onKeyDown={moveDayFocus}>
          {spot.spotAvailabilities.map((day, i) => (
            <DayCell
              key={day.availabilityDate}
              spot={spot}
              day={day}
              previous={spot.spotAvailabilities[i - 1]}
              mode={mode}
              selection={selection}
              onDayClick={onDayClick}
              onReservations={onReservations}
            />
          ))}
        </ol>
      </li>
    );
  }),
);
