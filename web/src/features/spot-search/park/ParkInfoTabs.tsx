/** The park information tabs of the park page (public §2.8). */
import { useState } from 'react';
import { LOCATION_DESCRIPTION_TITLE, type Location } from '#contract/locations';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { Carousel } from '#web/components/Carousel.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { Tabs } from '#web/components/Tabs.tsx';
import { formatPhone } from '#web/lib/format.ts';
import { coordinatesDecimal, coordinatesDms } from '../format.ts';
import {
  DIRECTIONS_LIMIT,
  formatAcreage,
  formatElevation,
  pointOfInterestColumns,
  showSecondaryContact,
  truncateHtml,
} from './location-format.ts';

export function descriptionTitled(location: Location, title: string): string | undefined {
  return location.locationDescriptions.find((description) => description.title === title)?.description;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="park-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Directions({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const cut = truncateHtml(html, DIRECTIONS_LIMIT);
  return (
    <section aria-labelledby="park-directions" className="park-section">
      <h3 id="park-directions">Directions</h3>
      <SafeHtml className="park-details__html" html={expanded ? html : cut.html} />
      {cut.truncated && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </section>
  );
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

// A park record without a figure (or a partial one) leaves that line out instead of breaking the page.
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const tel = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

function ParkDetailsTab({ location }: { location: Location }) {
  const general = descriptionTitled(location, LOCATION_DESCRIPTION_TITLE.general);
  return (
    <div className="park-details">
      {location.importantDates && (
        <section className="park-important-dates" aria-labelledby="park-important-dates">
          <h3 id="park-important-dates">IMPORTANT SEASON DATES</h3>
          <SafeHtml className="park-details__html" html={location.importantDates} />
        </section>
      )}
      {general && (
        <section aria-labelledby="park-general-description" className="park-section">
          <h3 id="park-general-description">{LOCATION_DESCRIPTION_TITLE.general}</h3>
          <SafeHtml className="park-details__html" html={general} />
        </section>
      )}
      {location.directions && <Directions html={location.directions} />}
      <dl className="park-details__facts">
        <Fact label="Address">
          <ParkAddress location={location} />
        </Fact>
        {isNumber(location.latitude) && isNumber(location.longitude) && (
          <Fact label="GPS Info">
            <span className="park-details__line">
              {coordinatesDecimal(location.latitude, location.longitude)}
            </span>
            <span className="park-details__line">
              {coordinatesDms(location.latitude, location.longitude)}
            </span>
          </Fact>
        )}
        {location.phoneNumber && (
          <Fact label="Phone">
            <a href={tel(location.phoneNumber)}>{formatPhone(location.phoneNumber)}</a>
          </Fact>
        )}
        {location.faxNumber && <Fact label="Fax">{formatPhone(location.faxNumber)}</Fact>}
        {location.primaryContactName && (
          <Fact label="Primary Contact Name">{location.primaryContactName}</Fact>
        )}
        {location.primaryContactEmail && (
          <Fact label="Primary Contact Email">
            <a href={`mailto:${location.primaryContactEmail}`}>{location.primaryContactEmail}</a>
          </Fact>
        )}
        {showSecondaryContact(location.secondaryContactName) && (
          <>
            <Fact label="Secondary Contact Name">{location.secondaryContactName}</Fact>
            {location.secondaryContactEmail && (
              <Fact label="Secondary Contact Email">
                <a href={`mailto:${location.secondaryContactEmail}`}>{location.secondaryContactEmail}</a>
              </Fact>
            )}
          </>
        )}
        {location.url && (
          <Fact label="Website">
            <a href={location.url} target="_blank" rel="noopener noreferrer">
              {location.url}
            </a>
          </Fact>
        )}
        {isNumber(location.annualVisitors) && (
          <Fact label="Annual Visitors">{location.annualVisitors.toLocaleString('en-US')}</Fact>
        )}
        {isNumber(location.acreage) && <Fact label="Acreage">{formatAcreage(location.acreage)}</Fact>}
        {isNumber(location.elevation) && <Fact label="Elevation">{formatElevation(location.elevation)}</Fact>}
        {location.region && <Fact label="Region">{location.region.longName}</Fact>}
        {location.timezone && <Fact label="Timezone">{location.timezone}</Fact>}
      </dl>
    </div>
  );
}

function ParkPhotosTab({ location }: { location: Location }) {
  const { tenant } = useTenant();
  const images = (location.images ?? []).map((image, index) => ({
    url: image.url,
    alt: image.title || `${location.longName} photo ${index + 1}`,
  }));
  if (images.length === 0) {
    return tenant.defaultLocationImageUrl ? (
      <img className="park-default-image" src={tenant.defaultLocationImageUrl} alt={`${location.longName}`} />
    ) : (
      <p>No photos of this park yet.</p>
    );
  }
  return <Carousel images={images} label={`${location.longName} photos`} />;
}

function BookingDetailsTab({ location }: { location: Location }) {
  const info = descriptionTitled(location, LOCATION_DESCRIPTION_TITLE.reservationInfo);
  return (
    <section aria-labelledby="park-reservation-info">
      <h3 id="park-reservation-info">Reservation Information:</h3>
      {info ? <SafeHtml className="park-details__html" html={info} /> : <p>None provided.</p>}
    </section>
  );
}

function ActivitiesTab({ location }: { location: Location }) {
  const columns = pointOfInterestColumns(location.locationPointOfInterests ?? []);
  return (
    <div className="park-poi-columns">
      {columns.map((column) => (
        <section key={column.id} aria-labelledby={`park-poi-${column.id}`}>
          <h3 id={`park-poi-${column.id}`}>{column.heading}</h3>
          {column.names.length ? (
            <ul>
              {column.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : (
            <p className="park-poi-none">None listed</p>
          )}
        </section>
      ))}
    </div>
  );
}

export function ParkInfoTabs({ location }: { location: Location }) {
  return (
    <Tabs
      label="Park information"
      tabs={[
        { id: 'details', label: 'Park Details', content: <ParkDetailsTab location={location} /> },
        { id: 'photos', label: 'Park Photos', content: <ParkPhotosTab location={location} /> },
        { id: 'booking', label: 'Booking Details', content: <BookingDetailsTab location={location} /> },
        { id: 'activities', label: 'Activities & Amenities', content: <ActivitiesTab location={location} /> },
      ]}
    />
  );
}
