/**
 * The admin-parks context: park set-up in the back office (admin §2.3 parks, spots, closures, alerts,
 * the park map, a park's activities and amenities).
 * Prefixes admin/AdminLocation, admin/AdminSpotManagement, admin/AdminClosure, admin/AdminAlert.
 */
import type { RouteTable } from '#http/routes';
import { alertSetupRoutes } from './alert-routes.ts';
import { closureRoutes } from './closure-routes.ts';
import { parkMapRoutes } from './park-map-routes.ts';
import { parkPointOfInterestRoutes } from './park-poi-routes.ts';
import { parkRoutes } from './park-routes.ts';
import { spotSetupRoutes } from './spot-routes.ts';

export const adminParkRoutes: RouteTable = {
  context: 'admin-parks',
  routes: [
    ...parkRoutes.routes,
    ...spotSetupRoutes.routes,
    ...closureRoutes.routes,
    ...alertSetupRoutes.routes,
    ...parkMapRoutes.routes,
    ...parkPointOfInterestRoutes.routes,
  ],
};
