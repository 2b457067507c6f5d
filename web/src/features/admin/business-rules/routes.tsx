/** The business rule screens (admin §2.3 brm/*), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const businessRuleRoutes: RouteObject[] = [];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const BUSINESS_RULE_PATHS: readonly string[] = [];
