/**
 * Which basemap the map draws. On AWS an Amazon Location map style URL comes from the build
 * (VITE_MAP_STYLE_URL, and VITE_MAP_SATELLITE_STYLE_URL for the satellite toggle; the URL carries the
 * map resource's browser API key, never an account credential). Without one (the local runtime) the
 * offline basemap is drawn from us-atlas: no tile server is ever asked for anything.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { offlineStyle } from './offline-style.ts';

export interface MapStyles {
  map: StyleSpecification | string;
  /** Absent when the basemap has no satellite imagery (the toggle is hidden then). */
  satellite?: string;
}

export function mapStyles(highlightState?: string): MapStyles {
  const env = import.meta.env as Record<string, string | undefined>;
  const map = env.VITE_MAP_STYLE_URL;
  if (!map) return { map: offlineStyle(highlightState) };
  const satellite = env.VITE_MAP_SATELLITE_STYLE_URL;
  return satellite ? { map, satellite } : { map };
}
