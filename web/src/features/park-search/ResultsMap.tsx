/** The map view of the park search results: one marker per park, its popup leading to the park. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTenant } from '#web/lib/tenant/tenant-context.tsx';
import { MapView, type MapMarker } from '#web/components/map/index.ts';
import type { LocationSummaryItem } from '#contract/locations';
import { locationPath } from '#web/lib/locations/paths.ts';
import { milesAwayLabel, priceRange } from '#web/lib/park-search/format.ts';

/** Map initial zoom (public §9). */
const INITIAL_ZOOM = 4;

export function ResultsMap({ items }: { items: LocationSummaryItem[] }) {
  const { tenant } = useTenant();
  const [selected, setSelected] = useState<number | null>(null);
  const markers: MapMarker[] = items.map((item) => ({
    id: item.locationId,
    latitude: item.mapLatitude || item.latitude,
    longitude: item.mapLongitude || item.longitude,
    label: item.locationName,
    className: item.meetsSearchCriteria ? undefined : 'is-unavailable',
  }));
  const byId = new Map(items.map((i) => [i.locationId, i]));
  return (
    <MapView
      label="Map of park search results"
      center={[tenant.longitude, tenant.latitude]}
      zoom={INITIAL_ZOOM}
      markers={markers}
      fitToMarkers
      clusterLabel={(count) => `${count} parks here. Zoom in to see them`}
      highlightState={tenant.stateName}
      selectedId={selected}
      onMarkerClick={(id) => setSelected(Number(id))}
      onPopupClose={() => setSelected(null)}
      height="560px"
      renderPopup={(marker) => {
        const item = byId.get(Number(marker.id));
        if (!item) return null;
        return (
          <div className="park-popup">
            <p className="park-popup__title">
              <Link to={locationPath(item.locationId)}>{item.locationName}</Link>
            </p>
            {priceRange(item) && <p>{priceRange(item)}</p>}
            {item.milesAway !== undefined && <p>{milesAwayLabel(item.milesAway)}</p>}
          </div>
        );
      }}
    />
  );
}
