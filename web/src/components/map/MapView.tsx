/**
 * MapView: the shared map of the park search results and the spot map. maplibre-gl is loaded lazily
 * (a separate chunk fetched the first time a map is shown).
 *
 * API (types in ./types.ts):
 *   <MapView
 *     label="Map of parks"            accessible name of the map region
 *     center={[lon, lat]} zoom={4}    first view; later changes fly there (unless fitToMarkers)
 *     markers={[{ id, longitude, latitude, label, iconUrl?, caption?, className?, draggable? }]}
 *                                     HTML button markers: named by label, icon image, optional caption
 *     selectedId={id}                 marked 'is-selected' (aria-pressed) and its popup opened
 *     onMarkerClick={(id) => ...}     a marker was clicked or pressed with Enter/Space
 *     onMarkerDragEnd={(id, [lon, lat]) => ...}  a marker with draggable: true was dropped there
 *     renderPopup={(marker) => <.../>} React content of the selected marker's popup
 *     onPopupClose={() => ...}        the person closed the popup
 *     fitToMarkers                    fit the view to the markers whenever they change
 *     highlightState="Colorado"       the tenant's state, outlined on the offline basemap
 *     height="480px" className="..."
 *     ref={handle}                    MapViewHandle: flyTo(center, zoom?), fitBounds(points, maxZoom?)
 *   />
 * Controls: navigation, geolocate, fullscreen, imperial scale; a 'Satellite'/'Map' toggle when the
 * configured style has satellite imagery (map-style.ts: Amazon Location on AWS, offline basemap locally).
 * Marker classes for the spot map: add them in className (e.g. 'is-unavailable') and style them there.
 */
import { Suspense, lazy, type JSX, type Ref } from 'react';
import type { MapViewHandle, MapViewProps } from './types.ts';

const MapCanvas = lazy(() => import('./MapCanvas.tsx'));

export function MapView(props: MapViewProps & { ref?: Ref<MapViewHandle> }): JSX.Element {
  return (
    <Suspense
      fallback={
        <div className="map-view map-view-loading" style={{ height: props.height ?? '480px' }} role="status">
          Loading the map…
        </div>
      }
    >
      <MapCanvas {...props} />
    </Suspense>
  );
}
