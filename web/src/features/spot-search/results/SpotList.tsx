/** The list view of the search results (public §2.11). */
import { useEffect, useRef } from 'react';
import type { Spot } from '#contract/spots';
import { Popover } from '#web/components/Popover.tsx';
import { dailyRateRange, maxPeopleLabel, visibleAttributeIcons } from '../format.ts';

export interface SpotListProps {
  spots: readonly Spot[];
  selectedSpotId: number | null;
  onReserve(spot: Spot): void;
  onViewDates(spot: Spot): void;
  onDetails(spot: Spot): void;
}

function SpotListItem({
  spot,
  selected,
  onReserve,
  onViewDates,
  onDetails,
}: { spot: Spot; selected: boolean } & Omit<SpotListProps, 'spots' | 'selectedSpotId'>) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [selected]);
  const max = maxPeopleLabel(spot);
  return (
    <li
      ref={ref}
      className={`spot-item${selected ? ' spot-item--selected' : ''}`}
      aria-current={selected || undefined}
    >
      <div className="spot-item__main">
        {spot.product.productTypeIcon && (
          <img
            className="spot-item__type-icon"
            src={spot.product.productTypeIcon}
            alt={spot.product.productTypeName}
          />
        )}
        <div>
          <h3 className="spot-item__name">{spot.name}</h3>
          <p className="spot-item__loop">{spot.loop}</p>
          <Popover title="Class Description" content={spot.product.productClassificationDescription}>
            <button type="button" className="link-button spot-item__class">
              {spot.product.productClassificationName}
            </button>
          </Popover>
        </div>
      </div>
      <div className="spot-item__facts">
        <p className="spot-item__price">{dailyRateRange(spot)}</p>
        {max && <p className="spot-item__max">{max}</p>}
        <ul className="spot-item__icons" aria-label="Amenities">
          {visibleAttributeIcons(spot).map((attribute) => (
            <li key={attribute.id}>
              <Popover content={attribute.name}>
                <button type="button" className="icon-button" aria-label={attribute.name}>
                  <img src={attribute.icon} alt="" />
                </button>
              </Popover>
            </li>
          ))}
        </ul>
      </div>
      <div className="spot-item__actions">
        {spot.isSpotAvailable ? (
          <button
            type="button"
            className="button button--primary"
            aria-label={`Reserve ${spot.name}`}
            onClick={() => onReserve(spot)}
          >
            Reserve
          </button>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            aria-label={`View Dates for ${spot.name}`}
            onClick={() => onViewDates(spot)}
          >
            View Dates
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Details of ${spot.name}`}
          onClick={() => onDetails(spot)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 8h-2v7h2v-7Zm0-4h-2v2h2V6Z"
            />
          </svg>{' '}
          Details
        </button>
      </div>
    </li>
  );
}

export function SpotList({ spots, selectedSpotId, ...actions }: SpotListProps) {
  return (
    <ul className="spot-list" aria-label="Spots">
      {spots.map((spot) => (
        <SpotListItem key={spot.id} spot={spot} selected={spot.id === selectedSpotId} {...actions} />
      ))}
    </ul>
  );
}
