/** One park search result (location summary item, public §3.3) in the list view. */
import { Link } from 'react-router-dom';
import type { LocationSummaryItem } from '#contract/locations';
import { locationPath } from '#web/lib/locations/paths.ts';
import {
  bookingOpensMessage,
  milesAwayLabel,
  priceRange,
  productCountLabel,
} from '#web/lib/park-search/format.ts';

export function ResultCard({ item }: { item: LocationSummaryItem }) {
  const price = priceRange(item);
  const miles = milesAwayLabel(item.milesAway);
  return (
    <li className={`park-result${item.meetsSearchCriteria ? '' : ' park-result--nonmatching'}`}>
      {item.featuredImageUrl && (
        <img className="park-result__image" src={item.featuredImageUrl} alt="" loading="lazy" />
      )}
      <div className="park-result__body">
        <h2 className="park-result__title">
          <Link className="park-result__link" to={locationPath(item.locationId)}>
            {item.locationName}
          </Link>
        </h2>
        {item.matchingAreaName && item.matchingAreaName !== item.locationName && (
          <p className="park-result__area">Matches {item.matchingAreaName}</p>
        )}
        <p className="park-result__facts">
          {price && <span className="park-result__price">{price}</span>}
          {miles && <span className="park-result__miles">{miles}</span>}
          {item.availabilityStatus && (
            <span
              className={`park-result__status park-result__status--${item.availabilityStatus === 'Available' ? 'available' : 'unavailable'}`}
            >
              {item.availabilityStatus}
            </span>
          )}
        </p>
        {item.bookingOpensOn && (
          <p className="park-result__opens">{bookingOpensMessage(item.bookingOpensOn)}</p>
        )}
        {!item.meetsSearchCriteria && (
          <p className="park-result__nonmatching">Does not match every search criterion</p>
        )}
        {item.productTypeCounts.length > 0 && (
          <ul className="park-result__counts" aria-label="Spots by type">
            {item.productTypeCounts.map((c) => (
              <li key={c.productTypeId}>
                {c.productTypeIcon && (
                  <img src={c.productTypeIcon} alt="" className="park-result__count-icon" />
                )}
                {productCountLabel(c.count, c.productTypeName)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
