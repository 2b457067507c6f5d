/** The communication template screens (admin §2.3 communication-template-*), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const templateRoutes: RouteObject[] = [];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const TEMPLATE_PATHS: readonly string[] = [];
