/** The agency's catalogue lists in the back office: product classes, spot types, product types, activities and amenities, attributes. */
import type { RouteTable } from '#http/routes';

export const catalogueRoutes: RouteTable = { context: 'admin-settings', routes: [] };
