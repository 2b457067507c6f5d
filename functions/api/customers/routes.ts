/** The customers context (public §7.6): account creation, availability checks, own profile, password. */
import {
  availabilityResponseSchema,
  changePasswordRequestSchema,
  customerResponseSchema,
  editCustomerRequestSchema,
  emailAvailabilityQuery,
  emptyResponseSchema,
  externalUserIdParams,
  newCustomerRequestSchema,
  usernameAvailabilityQuery,
} from '#contract/customers';
import { noQuery } from '#contract/common';
import { ForbiddenError } from '#domain/errors';
import { CUSTOMER, PUBLIC, type RouteTable, defineRoute } from '#http/routes';
import {
  type CustomerRecord,
  cognitoUsernameOf,
  isEmailTaken,
  isUsernameTaken,
  listCustomerHistory,
} from '#store/customers';
import { changePassword, publicPool } from '#adapters/identity/accounts';
import { ownCustomer } from '#booking/caller';
import { discountRoutes } from './discount-routes.ts';
import { customerReservationRoutes } from './reservation-routes.ts';
import { toCustomer, toCustomerUser } from '#mappers/customers';
import { editCustomer, registerCustomer } from '#api/shared/customer-accounts';

const OWN_RECORD_ONLY = 'You can only see and change your own account.';

async function customerView(c: CustomerRecord, verified = true) {
  return toCustomer(c, await listCustomerHistory(c.tenantId, c.id), toCustomerUser(c, verified));
}

export const customerRoutes: RouteTable = {
  context: 'customers',
  routes: [
    defineRoute({
      method: 'POST',
      path: 'Customer',
      operationId: 'createCustomer',
      summary: 'Create a customer account (Cognito sign-up mails the confirmation code)',
      body: newCustomerRequestSchema,
      auth: PUBLIC,
      rateLimit: { action: 'signUp' },
      captcha: true,
      response: customerResponseSchema,
      handler: async ({ tenantId, body }) => {
        const created = await registerCustomer(tenantId, body);
        return { data: await customerView(created, false) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'Customer',
      operationId: 'editCustomer',
      summary: "Edit the signed-in customer's profile (each change is kept in the history)",
      body: editCustomerRequestSchema,
      auth: CUSTOMER,
      response: customerResponseSchema,
      handler: async (req) => {
        const own = await ownCustomer(req.tenantId, req.auth);
        if (req.body.customerId !== undefined && req.body.customerId !== own.id) {
          throw new ForbiddenError(OWN_RECORD_ONLY);
        }
        // The record's username, not the token's: in pools keyed by e-mail the token names the user by sub.
        const saved = await editCustomer(own, req.body, own.username);
        return { data: await customerView(saved) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'Customer/emailAvailability',
      operationId: 'emailAvailability',
      summary: 'Whether an e-mail address is free for a new account (case-insensitive)',
      query: emailAvailabilityQuery,
      auth: PUBLIC,
      response: availabilityResponseSchema,
      handler: async ({ tenantId, query }) => ({
        data: { available: !(await isEmailTaken(tenantId, query.email)) },
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Customer/usernameAvailability',
      operationId: 'usernameAvailability',
      summary: 'Whether a username is free for a new account (case-insensitive)',
      query: usernameAvailabilityQuery,
      auth: PUBLIC,
      response: availabilityResponseSchema,
      handler: async ({ tenantId, query }) => ({
        data: { available: !(await isUsernameTaken(tenantId, query.username)) },
      }),
    }),
    defineRoute({
      method: 'GET',
      path: 'Customer/user/externalUserId/{externalUserId}',
      operationId: 'getCustomerByExternalUserId',
      summary: "The signed-in customer's own record, by their identity-provider subject",
      params: externalUserIdParams,
      query: noQuery,
      auth: CUSTOMER,
      response: customerResponseSchema,
      handler: async (req) => {
        if (req.params.externalUserId !== req.auth?.sub) throw new ForbiddenError(OWN_RECORD_ONLY);
        return {
          data: await customerView(await ownCustomer(req.tenantId, req.auth)),
        };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'Customer/changePassword',
      operationId: 'changeCustomerPassword',
      summary: "Change the signed-in customer's password (the current one is checked first)",
      body: changePasswordRequestSchema,
      auth: CUSTOMER,
      response: emptyResponseSchema,
      handler: async (req) => {
        const own = await ownCustomer(req.tenantId, req.auth);
        if (req.body.userId !== own.id) throw new ForbiddenError(OWN_RECORD_ONLY);
        await changePassword(
          await publicPool(req.tenantId),
          cognitoUsernameOf(own),
          req.body.currentPassword,
          req.body.newPassword,
        );
        return { data: null };
      },
    }),
    ...discountRoutes,
    ...customerReservationRoutes,
  ],
};
