/** The staff account screens (admin §2.2): beside the login, outside the entry guard (paths relative to /admin). */
import type { RouteObject } from 'react-router-dom';

const pages = () => import('./StaffAccountPages.tsx');

export const staffAccountRoutes: RouteObject[] = [
  { path: 'forgot-login', lazy: async () => ({ Component: (await pages()).StaffForgotLoginPage }) },
  { path: 'reset-password', lazy: async () => ({ Component: (await pages()).StaffResetPasswordPage }) },
  { path: 'confirm-account', lazy: async () => ({ Component: (await pages()).StaffConfirmAccountPage }) },
  {
    path: 'account-activation/:userId',
    lazy: async () => ({ Component: (await pages()).StaffAccountActivationPage }),
  },
];
