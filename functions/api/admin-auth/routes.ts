/**
 * The admin-auth context (admin §7.5): staff sign-in with username and password against the tenant's
 * tenant-admin pool, server logout and account verification; the account self-service calls
 * (recovery-routes.ts).
 */
import { z } from 'zod';
import { PasswordSignInFailure, signInStaff } from './sign-in.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { idParam } from '#contract/common';
import {
  LOGIN_MESSAGE,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  verificationResponseSchema,
} from '#contract/users';
import { signOut } from '#adapters/identity/sign-out';
import { BadRequestError, ForbiddenError, UnauthorizedError, notFound } from '#domain/errors';
import { PUBLIC, type RouteTable, SIGNED_IN, defineRoute } from '#http/routes';
import { getStaffUser } from '#store/staff-users';

const logoutQuery = z.object({ token: z.string().optional(), _: z.string().optional() });
const verificationQuery = z.object({ userId: idParam('userId'), _: z.string().optional() });

export const adminAuthRoutes: RouteTable = {
  context: 'admin-auth',
  routes: [
    ...recoveryRoutes,
    defineRoute({
      method: 'POST',
      path: 'AdminAuth/login',
      operationId: 'adminLogin',
      summary: 'Staff sign-in with username and password; returns the id token',
      body: loginRequestSchema,
      auth: PUBLIC,
      rateLimit: { action: 'signIn', account: ({ body }) => body.username },
      response: loginResponseSchema,
      handler: async ({ tenantId, body }) => {
        try {
          return { authToken: (await signInStaff(tenantId, body.username, body.password)).idToken };
        } catch (err) {
          if (!(err instanceof PasswordSignInFailure)) throw err;
          if (err.reason === 'locked') throw new ForbiddenError(LOGIN_MESSAGE.locked);
          throw new UnauthorizedError(err.message);
        }
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'AdminAuth/logout',
      operationId: 'adminLogout',
      summary: 'Server logout: the id token the call is signed with is refused from now on',
      query: logoutQuery,
      auth: SIGNED_IN,
      response: logoutResponseSchema,
      handler: async ({ tenantId, query, auth }) => {
        if (!auth) throw new UnauthorizedError(LOGIN_MESSAGE.invalid);
        // Only the caller's own token can be signed out; the query repeats it (spec: logout?token=).
        if (query.token && query.token !== auth.token) {
          throw new BadRequestError('token must be the id token the request is signed with.', {
            'query.token': ['token must be the id token the request is signed with.'],
          });
        }
        await signOut({
          tenantId,
          tokenId: auth.tokenId,
          expiresAt: auth.expiresAt,
          userPoolId: auth.userPoolId,
          cognitoUsername: auth.cognitoUsername,
        });
        return {
          data: { id: auth.kind === 'staff' ? auth.userId : 0, token: auth.token, username: auth.username },
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'AdminAuth/UserVerification',
      operationId: 'adminUserVerification',
      summary: 'Whether a staff account is verified (account activation); false to anonymous callers',
      query: verificationQuery,
      auth: PUBLIC,
      response: verificationResponseSchema,
      handler: async ({ tenantId, query, auth }) => {
        // Anonymous callers get one answer for every id, so it cannot be used to find accounts.
        if (auth?.kind !== 'staff') return { verified: false };
        const user = await getStaffUser(tenantId, query.userId);
        if (!user) throw notFound('User', query.userId);
        return { verified: user.verified };
      },
    }),
  ],
};
