/** The alerts context: tenant-wide and park alerts (spec public §3.4, §7.2). */
import { alertsResponseSchema } from '#contract/alerts';
import { locationIdParams, noQuery } from '#contract/common';
import { webAlertsActiveToday } from '#domain/alerts';
import { notFound } from '#domain/errors';
import { PUBLIC, type RouteTable, defineRoute } from '#http/routes';
import { listGlobalAlerts, listLocationAlerts } from '#store/alerts';
import { getLocation } from '#store/locations';
import { toAlert } from '#mappers/alerts';
import type { TenantId } from '#domain/catalogue';

async function requireLocation(tenantId: TenantId, locationId: number) {
  const location = await getLocation(tenantId, locationId);
  if (!location) throw notFound('Location', locationId);
  return location;
}

export const alertRoutes: RouteTable = {
  context: 'alerts',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'Alert/global/web',
      operationId: 'listGlobalWebAlerts',
      summary: "Tenant-wide alerts shown on the website today (in the tenant's timezone)",
      query: noQuery,
      auth: PUBLIC,
      response: alertsResponseSchema,
      handler: async ({ tenantId, tenant }) => {
        const alerts = await listGlobalAlerts(tenantId);
        return {
          data: webAlertsActiveToday(alerts, tenant.timezone, new Date()).map((a) => toAlert(tenantId, a)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Alert/location/{locationId}',
      operationId: 'listLocationAlerts',
      summary: "All of a park's alerts",
      params: locationIdParams,
      query: noQuery,
      auth: PUBLIC,
      response: alertsResponseSchema,
      handler: async ({ tenantId, params }) => {
        await requireLocation(tenantId, params.locationId);
        return {
          data: (await listLocationAlerts(tenantId, params.locationId)).map((a) => toAlert(tenantId, a)),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Alert/location/{locationId}/web',
      operationId: 'listLocationWebAlerts',
      summary: "A park's alerts shown on the website today (in the park's timezone)",
      params: locationIdParams,
      query: noQuery,
      auth: PUBLIC,
      response: alertsResponseSchema,
      handler: async ({ tenantId, params }) => {
        const [location, alerts] = await Promise.all([
          requireLocation(tenantId, params.locationId),
          listLocationAlerts(tenantId, params.locationId),
        ]);
        return {
          data: webAlertsActiveToday(alerts, location.timezone, new Date()).map((a) => toAlert(tenantId, a)),
        };
      },
    }),
  ],
};
