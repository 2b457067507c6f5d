/**
 * The list view of the search results (public §2.11): each spot with its photo, the stay's total for
 * the dates searched, and its amenities labelled in words beside their icons.
 */
import { useEffect, useRef } from 'react';
import type { AvailableSpot } from '#contract/availability';
import { Popover } from '#web/components/Popover.tsx';
import type { Stay } from '#web/lib/spot-search/stay-filter.ts';
import { dailyRateRange, maxPeopleLabel } from '../format.ts';
import {
  STAY_TOTAL_NOTE,
  amenityLabel,
  resultAmenities,
  resultPhoto,
  stayTotalLabel,
} from './result-facts.ts';

export interface SpotListProps {
  spots: readonly AvailableSpot[];
  selectedSpotId: number | null;
  /** The stay the spots were priced for (null: no dates, or the answer is still the previous one). */
  stay: Stay | null;
  onReserve(spot: AvailableSpot): void;
  onViewDates(spot: AvailableSpot): void;
  onDetails(spot: AvailableSpot): void;
}

function SpotListItem({
  spot,
  selected,
  stay,
  onReserve,
  onViewDates,
  onDetails,
}: { spot: AvailableSpot; selected: boolean } & Omit<SpotListProps, 'spots' | 'selectedSpotId'>) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [selected]);
  const max = maxPeopleLabel(spot);
  const photo = resultPhoto(spot);
  const total = stayTotalLabel(spot, stay);
  const amenities = resultAmenities(spot);
  return (
    <li
      ref={ref}
      className={`spot-item${selected ? ' spot-item--selected' : ''}${photo ? ' spot-item--photo' : ''}`}
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
      {/* After the name in reading order; placed first on the screen by the grid. */}
      {photo && (
        <img
          className="spot-item__photo"
          src={photo.url}
          alt={photo.alt}
          loading="lazy"
          width={160}
          height={120}
        />
      )}
      <div className="spot-item__facts">
        {total && (
          <p className="spot-item__total">
            <strong>{total}</strong>
            <span className="spot-item__total-note">{STAY_TOTAL_NOTE}</span>
          </p>
        )}
        <p className="spot-item__price">{dailyRateRange(spot)}</p>
        {max && <p className="spot-item__max">{max}</p>}
      </div>
      {amenities.length > 0 && (
        <ul className="spot-item__amenities" aria-label={`Amenities of ${spot.name}`}>
          {amenities.map((attribute) => (
            <li key={attribute.id} className="spot-item__amenity">
              <img src={attribute.icon} alt="" width={16} height={16} />
              <span>{amenityLabel(attribute)}</span>
            </li>
          ))}
        </ul>
      )}
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

export function SpotList({ spots, selectedSpotId, ...rest }: SpotListProps) {
  return (
    <ul className="spot-list" aria-label="Spots">
      {spots.map((spot) => (
        <SpotListItem key={spot.id} spot={spot} selected={spot.id === selectedSpotId} {...rest} />
      ))}
    </ul>
  );
}
