/**
 * The admin-settings context: the agency's system settings in the back office (admin §2.3 System
 * Settings and Business Rules). Prefixes admin/AdminBusinessRule, admin/AdminCommunicationTemplate,
 * admin/AdminTenantSetting, admin/AdminSeason, admin/AdminCatalogue, admin/AdminFee, admin/AdminAddOn.
 */
import type { RouteTable } from '#http/routes';
import { addOnRoutes } from './add-on-routes.ts';
import { businessRuleRoutes } from './business-rule-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { feeRuleRoutes } from './fee-routes.ts';
import { seasonRoutes } from './season-routes.ts';
import { templateRoutes } from './template-routes.ts';
import { tenantSettingRoutes } from './tenant-setting-routes.ts';

export const adminSettingRoutes: RouteTable = {
  context: 'admin-settings',
  routes: [
    ...businessRuleRoutes.routes,
    ...templateRoutes.routes,
    ...tenantSettingRoutes.routes,
    ...seasonRoutes.routes,
    ...catalogueRoutes.routes,
    ...feeRuleRoutes,
    ...addOnRoutes,
  ],
};
