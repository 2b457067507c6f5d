/** The pricing season, operational season, date block and discount class screens (admin §2.3), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const seasonRoutes: RouteObject[] = [];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const SEASON_PATHS: readonly string[] = [];
