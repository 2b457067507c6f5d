export { MapView } from './MapView.tsx';
export type { LonLat, MapMarker, MapViewHandle, MapViewProps } from './types.ts';

/** A point of interest's icon that is an image (svg or other file); otherwise it names an icon class. */
export function isImageIcon(icon: string): boolean {
  return /\.(svg|png|jpe?g|gif|webp)(\?.*)?$/i.test(icon) || icon.startsWith('data:image/');
}
