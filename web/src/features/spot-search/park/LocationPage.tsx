import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AlertArea } from '#web/components/alerts/AlertArea.tsx';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { Breadcrumb } from '#web/components/Breadcrumb.tsx';
import { LoadError } from '#web/components/LoadError.tsx';
import { NotFound } from '#web/components/NotFound.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { isApiError } from '#web/lib/api.ts';
import { TenantAlertBanners } from '#web/components/alerts/TenantAlertBanners.tsx';
import { useLocationWebAlerts } from '#web/lib/alerts/location-web-alerts.ts';
import { SpotSearchPanel } from '../panel/SpotSearchPanel.tsx';
import { SearchResults } from '../results/SearchResults.tsx';
import { spotSearchStore, useSpotSearch } from '../search-state.ts';
import { useLocationDetails } from '#web/lib/locations/location-details.ts';
import { ParkInfoTabs } from './ParkInfoTabs.tsx';
import './location-page.css';

export interface LocationPageProps {
  /**
   * A customer changing a reservation (public §2.2 /reservation-edit): the park is the reservation's, the
   * summary stands in place of the park's information tabs, and the results claim for the reservation.
   */
  edit?: { locationId: number; reservationId: number; summary: ReactNode };
}

/**
 * The park page (public §2.8): the park's name and alerts, the 'Find Your Campsite' spot search panel
 * with the search results beside it (below it on a narrow screen), and after them the park's
 * information tabs, so the results never wait behind the park's description.
 */
export function LocationPage({ edit }: LocationPageProps = {}) {
  const routeParams = useParams<'locationId'>();
  const locationId = edit ? String(edit.locationId) : routeParams.locationId;
  const alerts = useAlertStore();
  const details = useLocationDetails(locationId);
  const location = details.data;
  const searchLocationId = useSpotSearch().state.locationId;
  // Asked beside the details, and the page waits for both: banners arriving after the page would push it down.
  const parkAlerts = useLocationWebAlerts(locationId);
  // The page is drawn at a lower priority, in slices, so a slow phone stays responsive while it fills;
  // the park's information follows the results, drawn after them.
  const park = useDeferredValue(parkAlerts.isPending ? undefined : location);
  const showInfo = useDeferredValue(park !== undefined, false);
  usePageTitle(edit ? 'Reservation Edit' : 'Location Details', location?.longName);

  // A different park resets the search filters (public §2.8).
  const parkId = location?.id;
  useEffect(() => {
    if (parkId !== undefined) spotSearchStore.enterLocation(parkId);
  }, [parkId]);

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
    <div className={`page location-page${park ? '' : ' location-page--loading'}`}>
      <Breadcrumb
        crumbs={[
          { label: 'HOME', to: '/' },
          // Becomes a link once the park search results page exists.
          { label: 'PARK SEARCH RESULTS' },
          { label: (location?.longName ?? 'Park').toUpperCase() },
        ]}
      />
      <AlertArea layer="detail" />
      {!park && !details.isError && <Spinner label="Loading park details" />}
      {details.isError && <LoadError what="this park" onRetry={() => void details.refetch()} />}
      {park && (
        <>
          <h1 className="location-page__title">{park.longName}</h1>
          <TenantAlertBanners alerts={parkAlerts.data} label="Park alerts" />
          <div className={`park-layout${edit ? ' park-layout--edit' : ''}`}>
            {/* The reservation being changed is read first: beside the search on wide screens, above it on a phone. */}
            {edit && <div className="park-edit-summary">{edit.summary}</div>}
            <section className="park-search" aria-labelledby="find-your-campsite">
              <h2 id="find-your-campsite">Find Your Campsite</h2>
              <SpotSearchPanel timezone={park.timezone} />
            </section>
            <div className="park-results">
              {parkId !== undefined && parkId === searchLocationId && (
                <SearchResults
                  locationId={parkId}
                  timezone={park.timezone}
                  hasMap={Boolean(park.latitude)}
                  spotReservationId={edit?.reservationId}
                />
              )}
            </div>
          </div>
          {!edit && showInfo && (
            <section className="park-info" aria-label="Park information">
              <ParkInfoTabs location={park} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
