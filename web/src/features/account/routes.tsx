/** The account and customer routes (public §2.2), with their guards (§2.3); screens load on first visit. */
import type { RouteObject } from 'react-router-dom';
import type { AlertStore } from '#web/lib/alerts/alert-store.ts';
import type { AuthStore } from '#web/lib/auth/auth-store.ts';
import { CustomerOnly } from '#web/components/CustomerOnly.tsx';
import { redirectIfSignedIn, requireCustomer } from '#web/lib/auth/guards.ts';
import {
  ACCOUNT_ACTIVATION_ROUTE,
  CONFIRM_ACCOUNT_PATH,
  CREATE_ACCOUNT_PATH,
  CUSTOMER_PROFILE_ROUTE,
  FORGOT_LOGIN_PATH,
  LOGIN_PATH,
  RESET_PASSWORD_PATH,
} from './paths.ts';

/** Screens for visitors: signed-in people are sent to / (forgot login is public). */
export function accountRoutes(auth: AuthStore, alerts: AlertStore): RouteObject[] {
  const signedOutOnly = [redirectIfSignedIn(auth)];
  return [
    {
      path: LOGIN_PATH,
      middleware: signedOutOnly,
      lazy: async () => ({ Component: (await import('./LoginPage.tsx')).LoginPage }),
    },
    {
      path: CREATE_ACCOUNT_PATH,
      middleware: signedOutOnly,
      lazy: async () => ({ Component: (await import('./CreateAccountPage.tsx')).CreateAccountPage }),
    },
    {
      path: ACCOUNT_ACTIVATION_ROUTE,
      middleware: signedOutOnly,
      lazy: async () => {
        const { ActivationPage } = await import('./ActivationPage.tsx');
        return { Component: () => <ActivationPage mode="activation" /> };
      },
    },
    {
      path: CONFIRM_ACCOUNT_PATH,
      // Confirm account clears alerts on entry (public §2.2), persistent ones included.
      middleware: [
        ...signedOutOnly,
        () => {
          for (const layer of ['public', 'detail', 'admin'] as const) alerts.clearLayer(layer);
        },
      ],
      lazy: async () => {
        const { ActivationPage } = await import('./ActivationPage.tsx');
        return { Component: () => <ActivationPage mode="confirm" /> };
      },
    },
    {
      path: RESET_PASSWORD_PATH,
      middleware: signedOutOnly,
      lazy: async () => ({ Component: (await import('./ResetPasswordPage.tsx')).ResetPasswordPage }),
    },
    {
      path: FORGOT_LOGIN_PATH,
      lazy: async () => ({ Component: (await import('./ForgotLoginPage.tsx')).ForgotLoginPage }),
    },
  ];
}

/** Screens for a signed-in customer (public §2.2), behind the sign-in guard. */
export function customerRoutes(auth: AuthStore, alerts: AlertStore): RouteObject[] {
  return [
    {
      middleware: [requireCustomer(auth, alerts)],
      element: <CustomerOnly />,
      children: [
        {
          path: CUSTOMER_PROFILE_ROUTE,
          lazy: async () => ({
            Component: (await import('#web/features/customer-profile/CustomerProfilePage.tsx'))
              .CustomerProfilePage,
          }),
        },
      ],
    },
  ];
}
