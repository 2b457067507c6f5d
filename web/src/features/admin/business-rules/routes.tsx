/** The business rule screens (admin §2.3 brm/*), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';
import { BUSINESS_RULES } from '../admin-routes.ts';

const WALKIN = 'agency-walkin-period';

export const businessRuleRoutes: RouteObject[] = BUSINESS_RULES.flatMap(({ slug }) =>
  slug === WALKIN
    ? [
        {
          path: `brm/${slug}`,
          lazy: async () => ({ Component: (await import('./WalkInPages.tsx')).WalkInListPage }),
        },
        {
          path: `brm/${slug}/:id`,
          lazy: async () => ({ Component: (await import('./WalkInPages.tsx')).WalkInPage }),
        },
      ]
    : [
        {
          path: `brm/${slug}`,
          lazy: async () => ({ Component: (await import('./RulePages.tsx')).RuleListPage }),
        },
        {
          path: `brm/${slug}/:id`,
          lazy: async () => ({ Component: (await import('./RulePages.tsx')).RuleRowPage }),
        },
      ],
);

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const BUSINESS_RULE_PATHS: readonly string[] = BUSINESS_RULES.flatMap(({ slug }) => [
  `brm/${slug}`,
  `brm/${slug}/:id`,
]);
