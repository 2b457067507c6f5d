/** The communication template screens (admin §2.3 communication-template-*), inside the admin entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

export const templateRoutes: RouteObject[] = [
  {
    path: 'communication-template-management',
    lazy: async () => ({ Component: (await import('./TemplatePages.tsx')).TemplateListPage }),
  },
  {
    path: 'communication-template-add',
    lazy: async () => ({ Component: (await import('./TemplatePages.tsx')).TemplateAddPage }),
  },
  {
    path: 'communication-template-modify/:id',
    lazy: async () => ({ Component: (await import('./TemplatePages.tsx')).TemplateModifyPage }),
  },
];

/** The paths above, for the dashboard's list of built screens (admin-screens.ts). */
export const TEMPLATE_PATHS: readonly string[] = [
  'communication-template-management',
  'communication-template-add',
  'communication-template-modify/:id',
];
