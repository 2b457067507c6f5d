export { MapView } from './MapView.tsx';
export type { LonLat, MapMarker, MapViewHandle, MapViewProps } from './types.ts';
