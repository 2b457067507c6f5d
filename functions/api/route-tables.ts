/**
 * Every context's route table, keyed by the context names of registry.ts. Used by the OpenAPI document
 * and the tests; each Lambda imports only its own table.
 */
import type { RouteTable } from '#http/routes';
import { alertRoutes } from './alerts/routes.ts';
import { locationRoutes } from './locations/routes.ts';
import { spotRoutes } from './spots/routes.ts';
import { tenantRoutes } from './tenant/routes.ts';

export const ROUTE_TABLES: RouteTable[] = [tenantRoutes, locationRoutes, spotRoutes, alertRoutes];
