/**
 * Every context's route table, keyed by the context names of registry.ts. Used by the OpenAPI document
 * and the tests; each Lambda imports only its own table.
 */
import type { RouteTable } from '#http/routes';
import { adminAuthRoutes } from './admin-auth/routes.ts';
import { adminCartContextRoutes } from './admin-cart/routes.ts';
import { adminParkRoutes } from './admin-parks/routes.ts';
import { adminCustomerRoutes } from './admin-customers/routes.ts';
import { adminReportRoutes } from './admin-reports/routes.ts';
import { adminReservationRoutes } from './admin-reservations/routes.ts';
import { adminSettingRoutes } from './admin-settings/routes.ts';
import { adminSpotRoutes } from './admin-spots/routes.ts';
import { adminUserRoutes } from './admin-users/routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { cartContextRoutes } from './cart/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { locationRoutes } from './locations/routes.ts';
import { pricingContextRoutes } from './pricing/routes.ts';
import { reservationRoutes } from './reservations/routes.ts';
import { spotRoutes } from './spots/routes.ts';
import { tenantRoutes } from './tenant/routes.ts';
import { userRoutes } from './users/routes.ts';
import { waitingRoomRoutes } from './waiting-room/routes.ts';

export const ROUTE_TABLES: RouteTable[] = [tenantRoutes, locationRoutes, spotRoutes, alertRoutes];
// Identity: staff sign-in and staff user records.
ROUTE_TABLES.push(adminAuthRoutes, adminUserRoutes);
// Customer accounts: creation, profile, password and the public account flows.
ROUTE_TABLES.push(customerRoutes, userRoutes);
// Customers for staff.
ROUTE_TABLES.push(adminCustomerRoutes);
// Staff spot availability.
ROUTE_TABLES.push(adminSpotRoutes);
// Holds: claim and release, for customers and for staff.
ROUTE_TABLES.push(reservationRoutes, adminReservationRoutes);
// Booking: pricing, the carts, checkout and receipts.
ROUTE_TABLES.push(pricingContextRoutes, cartContextRoutes, adminCartContextRoutes);
// Park set-up: parks, loops, spots, closures and alerts.
ROUTE_TABLES.push(adminParkRoutes);
// Reports.
ROUTE_TABLES.push(adminReportRoutes);
// System settings and business rules.
ROUTE_TABLES.push(adminSettingRoutes);
// Opening mornings: the waiting room and its queue events.
ROUTE_TABLES.push(waitingRoomRoutes);
