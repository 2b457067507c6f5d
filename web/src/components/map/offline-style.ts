/**
 * The offline basemap: US land, state borders and the tenant's state, from us-atlas (Census boundaries,
 * 1:10m) turned into GeoJSON with topojson-client. Water and everything beyond the US is the background.
 * Only fill and line layers: no glyphs, sprites or tiles, so the style needs no network at all.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';

const topology = states as unknown as Topology<{
  states: GeometryCollection<{ name: string }>;
  nation: GeometryCollection;
}>;

let cached:
  { land: GeoJSON.GeoJSON; borders: GeoJSON.GeoJSON; states: GeoJSON.FeatureCollection } | undefined;

function geometry() {
  cached ??= {
    land: feature(topology, topology.objects.nation),
    borders: mesh(topology, topology.objects.states, (a, b) => a !== b),
    states: feature(topology, topology.objects.states) as GeoJSON.FeatureCollection,
  };
  return cached;
}

export const OFFLINE_COLOURS = {
  water: '#a9cde3',
  land: '#eef0e6',
  state: '#f8f7ef',
  border: '#9a9a8c',
  stateOutline: '#3d5a40',
} as const;

export function offlineStyle(highlightState?: string): StyleSpecification {
  const g = geometry();
  const tenantState: GeoJSON.FeatureCollection = {
    type: 'FeatureCollection',
    features: g.states.features.filter(
      (f) => (f.properties?.name as string | undefined)?.toLowerCase() === highlightState?.toLowerCase(),
    ),
  };
  return {
    version: 8,
    name: 'Campfire offline',
    sources: {
      land: { type: 'geojson', data: g.land },
      borders: { type: 'geojson', data: g.borders },
      tenantState: { type: 'geojson', data: tenantState },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': OFFLINE_COLOURS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': OFFLINE_COLOURS.land } },
      {
        id: 'tenant-state',
        type: 'fill',
        source: 'tenantState',
        paint: { 'fill-color': OFFLINE_COLOURS.state },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': OFFLINE_COLOURS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'tenant-state-outline',
        type: 'line',
        source: 'tenantState',
        paint: { 'line-color': OFFLINE_COLOURS.stateOutline, 'line-width': 2.5 },
      },
    ],
  };
}
