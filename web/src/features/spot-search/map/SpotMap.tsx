/**
 * The map view of the spot search (public §2.12): every spot of the park as a marker (unavailable ones
 * marked), the park's points of interest, a popup for the chosen one and a collapsible legend. Built on
 * the shared map base (components/map).
 */
import { useEffect, useMemo, useState, type JSX } from 'react';
import type { LocationPointOfInterest } from '#contract/points-of-interest';
import { SPOT_TYPE_NAMES, type Spot } from '#contract/spots';
import { todayIn } from '#domain/dates';
import { useAlertStore } from '#web/lib/alerts/alerts-context.tsx';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { MapView, type LonLat, type MapMarker } from '#web/components/map/index.ts';
import { Popover } from '#web/components/Popover.tsx';
import { useLocationDetails } from '#web/lib/locations/location-details.ts';
import { useAvailability } from '#web/lib/spot-search/availability.ts';
import { useFilterStay } from '#web/lib/spot-search/stay-filter.ts';
import { useSpotTypes } from '#web/lib/spot-search/spot-types.ts';
import { maxPeopleLabel, visibleAttributeIcons } from '../format.ts';
import { BOOKING_TYPE_DAY_USE } from '../results/constants.ts';
import { listRequest } from '../results/request.ts';
import { listReserveProblem } from '../results/reserve-checks.ts';
import { useSpotSearch } from '../search-state.ts';
import { useParkPointsOfInterest } from './park-points-of-interest.ts';
import {
  filtersActive,
  isSpotUnavailable,
  poiMarkers,
  POI_PREFIX,
  spotMarkers,
  spotPositions,
} from './spot-map-model.ts';
import './spot-map.css';

/** Public §9: the map opens on the tenant at zoom 4, then goes to the park. */
const TENANT_ZOOM = 4;
/** A park's spots fitted on a phone: no closer than a campground loop. */
const SPOT_FIT_MAX_ZOOM = 17;

interface SpotPopupProps {
  spot: Spot;
  available: boolean;
  onDetails(): void;
  onReserve(): void;
  onViewDates(): void;
}

function SpotPopup({ spot, available, onDetails, onReserve, onViewDates }: SpotPopupProps) {
  const max = maxPeopleLabel(spot);
  return (
    <div className="spot-popup">
      {spot.featuredImageUrl && <img className="spot-popup__image" src={spot.featuredImageUrl} alt="" />}
      <h3 className="spot-popup__name">{spot.name}</h3>
      <p className="spot-popup__place">
        {spot.area} - Loop {spot.loop}
      </p>
      <Popover title="Class Description" content={spot.product.productClassificationDescription}>
        <button type="button" className="link-button spot-popup__class">
          {spot.product.productClassificationName}
        </button>
      </Popover>
      <ul className="spot-popup__icons" aria-label="Amenities">
        {visibleAttributeIcons(spot).map((attribute) => (
          <li key={attribute.id}>
            <img src={attribute.icon} alt={attribute.name} title={attribute.name} />
          </li>
        ))}
      </ul>
      {max && <p className="spot-popup__max">{max}</p>}
      <div className="spot-popup__actions">
        <button type="button" className="button button--secondary button--small" onClick={onDetails}>
          Details
        </button>
        {available ? (
          <button type="button" className="button button--primary button--small" onClick={onReserve}>
            Reserve
          </button>
        ) : (
          <button type="button" className="button button--secondary button--small" onClick={onViewDates}>
            View Dates
          </button>
        )}
      </div>
    </div>
  );
}

function PoiPopup({ point }: { point: LocationPointOfInterest }) {
  return (
    <div className="spot-popup">
      <h3 className="spot-popup__name">{point.name}</h3>
      {point.description && <p>{point.description}</p>}
    </div>
  );
}

function MapLegend() {
  const [open, setOpen] = useState(false);
  const spotTypes = useSpotTypes();
  const entries = SPOT_TYPE_NAMES.map((name) => ({
    name,
    icon: spotTypes.data?.find((t) => t.name === name)?.icon,
  }));
  return (
    <div className="spot-map-legend">
      <button
        type="button"
        className="spot-map-legend__toggle"
        aria-expanded={open}
        aria-controls="spot-map-legend"
        onClick={() => setOpen((v) => !v)}
      >
        Legend
        <span className={`chevron${open ? ' chevron--up' : ''}`} aria-hidden="true" />
      </button>
      <ul id="spot-map-legend" className="spot-map-legend__list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.name}>
            {entry.icon && <img src={entry.icon} alt="" />}
            {entry.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SpotMap(props: {
  locationId: number;
  onDetails(spotId: number): void;
  onReserve(spotId: number): void;
  /** The reservation being changed: its own nights show as available. */
  spotReservationId?: number;
}): JSX.Element {
  const { locationId, onDetails, onReserve, spotReservationId } = props;
  const { tenant } = useTenant();
  const location = useLocationDetails(String(locationId)).data;
  const today = todayIn(location?.timezone ?? tenant.timezone, new Date());
  const { state, update } = useSpotSearch();
  const alerts = useAlertStore();

  // Every spot of the park (for its stay), and with filters active the filtered ones. The selected spot
  // is left out of the requests: choosing a marker must not reload the map.
  const filtered = filtersActive(state);
  const stay = useFilterStay(state.startDate, state.endDate);
  const { everySpot, filteredSpots } = useMemo(() => {
    const request = {
      ...listRequest({ ...state, selectedSpotId: null }, stay, locationId, today, spotReservationId),
      includeDayAvailability: false,
    };
    return {
      everySpot: {
        ...request,
        selectedSpotTypes: [],
        selectedProductClassifications: [],
        selectedAttributes: [],
        loopId: undefined,
        spotName: undefined,
        onlyShowAvailable: false,
      },
      filteredSpots: request,
    };
  }, [state, stay, locationId, today, spotReservationId]);
  const all = useAvailability(everySpot);
  const matching = useAvailability(filtered ? filteredSpots : null);
  const points = useParkPointsOfInterest(locationId);

  const spots = useMemo(() => all.data?.spots ?? [], [all.data]);
  const matchingIds = useMemo(
    () => (filtered && matching.data ? new Set(matching.data.spots.map((s) => s.id)) : null),
    [filtered, matching.data],
  );
  const pois = useMemo(() => points.data ?? [], [points.data]);
  const markers = useMemo<MapMarker[]>(
    () => [...spotMarkers(spots, matchingIds), ...poiMarkers(pois)],
    [spots, matchingIds, pois],
  );

  // First the tenant at zoom 4, then (once shown) the park's own view.
  const [atPark, setAtPark] = useState(false);
  useEffect(() => {
    if (!location) return undefined;
    const timer = setTimeout(() => setAtPark(true), 600);
    return () => clearTimeout(timer);
  }, [location]);
  const center: LonLat =
    atPark && location ? [location.mapLongitude, location.mapLatitude] : [tenant.longitude, tenant.latitude];
  const zoom = atPark && location ? location.mapZoomLevel : TENANT_ZOOM;
  // On a phone the park's zoom level, set on a desktop-wide map, would show a few of its spots: there
  // the park's view is the one its spots fit in.
  const spotPoints = useMemo(() => spotPositions(spots), [spots]);
  const fitWhenNarrow =
    atPark && spotPoints.length > 0 ? { points: spotPoints, maxZoom: SPOT_FIT_MAX_ZOOM } : undefined;

  const [popupFor, setPopupFor] = useState<string | number | null>(state.selectedSpotId);
  const selectMarker = (id: string | number) => {
    setPopupFor(id);
    const spot = spots.find((s) => s.id === id);
    if (spot) {
      update({
        selectedSpotId: spot.id,
        selectedSpotIsDayUse: spot.product.bookingTypeId === BOOKING_TYPE_DAY_USE,
      });
    }
  };

  const reserve = (spot: Spot) => {
    const problem = listReserveProblem(spot, { arrival: state.startDate, departure: state.endDate });
    if (problem) {
      alerts.danger(problem.message, 'detail');
      if (problem.scrollTop) window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    onReserve(spot.id);
  };

  const renderPopup = (marker: MapMarker) => {
    if (typeof marker.id === 'string' && marker.id.startsWith(POI_PREFIX)) {
      const point = pois.find((p) => `${POI_PREFIX}${p.id}` === marker.id);
      return point ? <PoiPopup point={point} /> : null;
    }
    const spot = spots.find((s) => s.id === marker.id);
    if (!spot) return null;
    return (
      <SpotPopup
        spot={spot}
        available={!isSpotUnavailable(spot, matchingIds)}
        onDetails={() => onDetails(spot.id)}
        onReserve={() => reserve(spot)}
        onViewDates={() => update({ searchView: 'cal', selectedSpotId: spot.id })}
      />
    );
  };

  return (
    <section className="spot-map" aria-label="Spot map">
      <MapView
        label="Map of spots"
        center={center}
        zoom={zoom}
        fitWhenNarrow={fitWhenNarrow}
        markers={markers}
        selectedId={popupFor}
        onMarkerClick={selectMarker}
        renderPopup={renderPopup}
        onPopupClose={() => setPopupFor(null)}
        clusterLabel={(count) => `${count} spots here. Zoom in to see them`}
        highlightState={tenant.stateName}
        height="560px"
      />
      <MapLegend />
      {all.isError && <p className="spot-map__problem">The spots could not be loaded.</p>}
    </section>
  );
}
