/**
 * The catalogue list screens (admin §2.3 product-class-*, spot-type-management, product-type-management,
 * points-of-interest-management, attribute-management), inside the admin entry guard (paths relative to /admin).
 */
import type { RouteObject } from 'react-router-dom';

export const catalogueRoutes: RouteObject[] = [];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const CATALOGUE_PATHS: readonly string[] = [];
