/** The park page's route (public §2.2). */
export const LOCATION_ROUTE = '/location/:locationId';

export function locationPath(locationId: number | string): string {
  return `/location/${encodeURIComponent(String(locationId))}`;
}
