import { Link } from 'react-router-dom';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import type { Location } from '#contract/locations';
import { useFeaturedLocations } from '#web/lib/locations/featured-locations.ts';
import { locationPath } from '#web/lib/locations/paths.ts';

function FeaturedParkCard({ location, fallbackImage }: { location: Location; fallbackImage: string }) {
  const image = location.featuredImageUrl || fallbackImage;
  return (
    <li className="park-card">
      {image && <img className="park-card__image" src={image} alt="" loading="lazy" />}
      <div className="park-card__body">
        {location.region && <p className="park-card__region">{location.region.longName}</p>}
        <h3 className="park-card__title">
          {/* The whole card is clickable through this link's stretched hit area. */}
          <Link className="park-card__link" to={locationPath(location.id)}>
            {location.longName}
          </Link>
        </h3>
        {location.featuredDescription && <p className="park-card__text">{location.featuredDescription}</p>}
      </div>
    </li>
  );
}

/** The tenant's featured parks (GET Location/featured) as cards leading to each park's page. */
export function FeaturedParks() {
  const { tenant } = useTenant();
  const featured = useFeaturedLocations();
  return (
    <section className="home-section page" aria-labelledby="featured-title">
      <h2 id="featured-title">Featured Parks</h2>
      {featured.isPending && <Spinner label="Loading featured parks" />}
      {featured.isError && <LoadError what="the featured parks" onRetry={() => void featured.refetch()} />}
      {featured.data && featured.data.length === 0 && <p>There are no featured parks right now.</p>}
      {featured.data && featured.data.length > 0 && (
        <ul className="park-cards">
          {featured.data.map((location) => (
            <FeaturedParkCard
              key={location.id}
              location={location}
              fallbackImage={tenant.defaultLocationImageUrl}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
