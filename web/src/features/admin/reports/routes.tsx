/** The reports screens inside the admin entry guard (paths relative to /admin, admin §2.3 reporting). */
import type { RouteObject } from 'react-router-dom';
import { BUILT_REPORTS, type BuiltReport } from '#domain/reports/catalog';

const reportRoute = (slug: BuiltReport): RouteObject => ({
  path: `reporting/${slug}`,
  lazy: async () => {
    const { ReportPage } = await import('./ReportPage.tsx');
    return { Component: () => <ReportPage slug={slug} /> };
  },
});

export const reportsRoutes: RouteObject[] = [
  {
    path: 'reporting',
    lazy: async () => ({ Component: (await import('./ReportsIndexPage.tsx')).ReportsIndexPage }),
  },
  ...BUILT_REPORTS.map(reportRoute),
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const REPORTS_PATHS = ['reporting', ...BUILT_REPORTS.map((slug) => `reporting/${slug}`)] as const;
