/**
 * The back-office screens that exist (paths of the admin route table with an element in
 * app/admin-router.tsx). The dashboard links only to these; a new screen adds its path here and its
 * element there (a unit test keeps the two in step).
 */
import { adminHref, hasPathParams } from './admin-routes.ts';
import { BUSINESS_RULE_PATHS } from './business-rules/routes.tsx';
import { CATALOGUE_PATHS } from './catalogue-settings/routes.tsx';
import { FEE_PATHS } from './fees/routes.tsx';
import { FRONT_DESK_PATHS } from './front-desk/routes.tsx';
import { PARK_OPS_PATHS } from './park-ops/routes.tsx';
import { PEOPLE_PATHS } from './people/routes.tsx';
import { POINT_OF_SALE_PATHS } from './point-of-sale/routes.tsx';
import { REPORTS_PATHS } from './reports/routes.tsx';
import { SEASON_PATHS } from './seasons/routes.tsx';
import { TEMPLATE_PATHS } from './templates/routes.tsx';
import { TENANT_SETTING_PATHS } from './tenant-settings/routes.tsx';
import { WAITING_ROOM_ADMIN_PATHS } from './waiting-room/routes.tsx';

export const BUILT_ADMIN_SCREENS: ReadonlySet<string> = new Set([
  '',
  'verify-login',
  'construction',
  'reservation-add-details',
  'reservation-review',
  'user-profile',
  'reservation-add/:locationId?',
  'reservation-add-occupant',
  'shopping-cart',
  'reservation-receipt',
  'reservation-edit-spot/:reservationId',
  'reservation-edit-occupant',
  'reservation-edit-review',
  'reservation-edit-receipt',
  ...FRONT_DESK_PATHS,
  ...PARK_OPS_PATHS,
  ...PEOPLE_PATHS,
  ...POINT_OF_SALE_PATHS,
  ...REPORTS_PATHS,
  ...BUSINESS_RULE_PATHS,
  ...TEMPLATE_PATHS,
  ...TENANT_SETTING_PATHS,
  ...WAITING_ROOM_ADMIN_PATHS,
  ...SEASON_PATHS,
  ...FEE_PATHS,
  ...CATALOGUE_PATHS,
]);

/** Where the navigation opens a screen: its path without optional parameters. */
export function screenHref(path: string): string {
  return adminHref(path.replace(/\/:[^/]+\?/g, ''));
}

/** A screen the navigation links to: it exists and starts without an id (optional ones may be left out). */
export function isLinkableScreen(path: string): boolean {
  return BUILT_ADMIN_SCREENS.has(path) && !hasPathParams(screenHref(path));
}
