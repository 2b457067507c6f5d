/** The shared map's props and marker shape (see MapView.tsx for the component's whole API). */
import type { ReactNode } from 'react';

/** [longitude, latitude], as MapLibre and GeoJSON order them. */
export type LonLat = [number, number];

export interface MapMarker {
  /** Unique among the markers; onMarkerClick and selectedId use it. */
  id: string | number;
  longitude: number;
  latitude: number;
  /** Accessible name of the marker button (and its tooltip), e.g. the park or spot name. */
  label: string;
  /** Image in the marker (an svg or png URL); a round pin without one. */
  iconUrl?: string;
  /** Text shown beside the icon (the spot map shows spot names in upper case). */
  caption?: string;
  /** Extra classes on the marker button, e.g. 'is-unavailable'. */
  className?: string;
  /** The person may drag it (the park map); onMarkerDragEnd gets where it was dropped. */
  draggable?: boolean;
}

export interface MapViewProps {
  /** Accessible name of the map region, e.g. 'Map of park search results'. */
  label: string;
  /** The first view; later changes pan/zoom the map (flyTo). */
  center: LonLat;
  zoom: number;
  markers?: MapMarker[];
  /** The marker drawn as selected (its popup opens when renderPopup is given). */
  selectedId?: string | number | null;
  onMarkerClick?(id: string | number): void;
  /** A draggable marker was dropped at [longitude, latitude]. */
  onMarkerDragEnd?(id: string | number, position: LonLat): void;
  /** Popup content of a marker, rendered by React into the MapLibre popup. */
  renderPopup?(marker: MapMarker): ReactNode;
  /** Called when the selected marker's popup is closed by the person (close button, Escape). */
  onPopupClose?(): void;
  /** Fit the view to the markers whenever their set changes (overrides center/zoom). */
  fitToMarkers?: boolean;
  /**
   * On a map narrower than 40rem (a phone), the view these points fit in (zoomed in no closer than
   * maxZoom) takes the place of center/zoom once given: a zoom level chosen on a desktop-wide map shows
   * a phone only part of what it framed.
   */
  fitWhenNarrow?: { points: LonLat[]; maxZoom: number };
  /** The tenant's state name (e.g. 'Colorado'), outlined on the offline basemap. */
  highlightState?: string;
  /**
   * Groups markers that crowd each other into one round count (at a park's or a state's zoom); a count
   * is a button named by this label (e.g. '12 spots here: zoom in') that zooms in until they separate.
   * Without it every marker is drawn.
   */
  clusterLabel?(count: number): string;
  /** CSS height of the map; 480px by default. */
  height?: string;
  className?: string;
}

/** What a parent may do with the map through a ref. */
export interface MapViewHandle {
  flyTo(center: LonLat, zoom?: number): void;
  fitBounds(points: LonLat[], maxZoom?: number): void;
}
