import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AlertArea } from '../../app/alerts/AlertArea.tsx';
import { useAlertStore } from '../../app/alerts/alerts-context.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useTenant } from '../../app/tenant/tenant-context.tsx';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { isApiError } from '../../lib/api.ts';
import { formatPhone } from '../../lib/format.ts';
import { LOCATION_DESCRIPTION_TITLE, type Location } from '#contract/locations';
import { TenantAlertBanners } from '../alerts/TenantAlertBanners.tsx';
import { useLocationWebAlerts } from '../alerts/api.ts';
import { useLocationDetails } from './api.ts';
import './location-page.css';

export function descriptionTitled(location: Location, title: string): string | undefined {
  return location.locationDescriptions.find((description) => description.title === title)?.description;
}

function ParkAddress({ location }: { location: Location }) {
  const cityLine = [location.city, [location.state, location.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address>
      {location.street1 && <span className="park-details__line">{location.street1}</span>}
      {location.street2 && <span className="park-details__line">{location.street2}</span>}
      {cityLine && <span className="park-details__line">{cityLine}</span>}
    </address>
  );
}

function ParkDetails({ location }: { location: Location }) {
  const { tenant } = useTenant();
  const photo = location.images[0];
  const photoUrl = photo?.url || tenant.defaultLocationImageUrl;
  const generalDescription = descriptionTitled(location, LOCATION_DESCRIPTION_TITLE.general);
  return (
    <div className="park-layout">
      {photoUrl && (
        <figure className="park-photo">
          {/* The tenant's default image says nothing about this park: decorative then. */}
          <img src={photoUrl} alt={photo ? photo.title || location.longName : ''} />
          {photo?.description && <figcaption>{photo.description}</figcaption>}
        </figure>
      )}
      <div className="park-details">
        {generalDescription && (
          <section aria-labelledby="park-general-description">
            <h2 id="park-general-description">{LOCATION_DESCRIPTION_TITLE.general}</h2>
            <SafeHtml className="park-details__html" html={generalDescription} />
          </section>
        )}
        <dl className="park-details__facts">
          <div>
            <dt>Address</dt>
            <dd>
              <ParkAddress location={location} />
            </dd>
          </div>
          {location.phoneNumber && (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:+1${location.phoneNumber.replace(/\D/g, '').slice(-10)}`}>
                  {formatPhone(location.phoneNumber)}
                </a>
              </dd>
            </div>
          )}
          {location.region && (
            <div>
              <dt>Region</dt>
              <dd>{location.region.longName}</dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}

/**
 * The park page (public §2.8), bare for now: the discovery issue adds the spot search, the information
 * tabs and the map.
 */
export function LocationPage() {
  const { locationId } = useParams<'locationId'>();
  const alerts = useAlertStore();
  const details = useLocationDetails(locationId);
  const location = details.data;
  // Asked once the park is known to exist, so a wrong id makes one failing call, not two.
  const parkAlerts = useLocationWebAlerts(location ? locationId : undefined);
  usePageTitle('Location Details', location?.longName);

  // Errors queued by an earlier screen (e.g. a refused reservation entry) are shown here on arrival.
  useEffect(() => {
    alerts.showQueuedErrors('detail');
  }, [alerts, locationId]);

  // An id the API does not know (404) or cannot read (400) is a missing park, not a crash.
  if (details.isError && isApiError(details.error) && [400, 404].includes(details.error.status)) {
    return (
      <NotFound
        title="Park Not Found"
        message="We could not find that park. Please choose a park from the home page."
      />
    );
  }

  return (
    <div className="page location-page">
      <Breadcrumb
        crumbs={[
          { label: 'HOME', to: '/' },
          // Becomes a link once the park search results page exists.
          { label: 'PARK SEARCH RESULTS' },
          { label: (location?.longName ?? 'Park').toUpperCase() },
        ]}
      />
      <AlertArea layer="detail" />
      {details.isPending && <Spinner label="Loading park details" />}
      {details.isError && <LoadError what="this park" onRetry={() => void details.refetch()} />}
      {location && (
        <>
          <h1 className="location-page__title">{location.longName}</h1>
          <TenantAlertBanners alerts={parkAlerts.data} label="Park alerts" />
          <ParkDetails location={location} />
        </>
      )}
    </div>
  );
}
