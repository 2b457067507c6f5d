/**
 * The admin-customers context (admin §7.3): staff read, add and edit customers, comment on them, read
 * their history, verify their discounts, switch them on and off and send a reservation's confirmation
 * again. Customers are the tenant's, not a park's: any staff user with the permission sees every
 * customer, while their reservations stay park-scoped (the reservation search, the confirmation mail).
 */
import {
  CUSTOMER_MESSAGE,
  CUSTOMER_STATUSES,
  addCustomerCommentQuery,
  adminCustomerResponseSchema,
  adminEditCustomerRequestSchema,
  adminNewCustomerQuery,
  adminNewCustomerRequestSchema,
  adminUsernameAvailabilityQuery,
  customerHistoryChangesParams,
  customerHistoryResponseSchema,
  customerIdParams,
  customerStatusesResponseSchema,
  resendConfirmationRequestSchema,
} from '#contract/admin-customers';
import { noQuery } from '#contract/common';
import { availabilityResponseSchema, emptyResponseSchema } from '#contract/customers';
import { verifyDiscountsRequestSchema, verifyDiscountsResponseSchema } from '#contract/reservations';
import { historyChangesResponseSchema } from '#contract/front-desk';
import { FORBIDDEN_LOCATION_MESSAGE } from '#contract/users';
import { resendConfirmation } from '#booking/confirmation-mail';
import type { TenantId } from '#domain/catalogue';
import { BadRequestError, ForbiddenError, NotFoundError } from '#domain/errors';
import { hasLocationPermission } from '#domain/permissions';
import { type RouteAuth, type RouteTable, defineRoute, staff } from '#http/routes';
import { toChange } from '#mappers/front-desk';
import { toAdminCustomer } from '#mappers/admin-customers';
import { type CustomerRecord, getCustomer, isUsernameTaken, listCustomerHistory } from '#store/customers';
import { getReservation } from '#store/reservations';
import {
  CUSTOMER_COMMENT_ACTION,
  addCustomerByStaff,
  addCustomerComment,
  editCustomer,
  setCustomerStatus,
} from '#api/shared/customer-accounts';
import { customerDiscountVerification } from '#api/shared/customer-discounts';

const VIEW = staff('CustomerManagementView');
const EDIT = staff('CustomerManagementEdit');
/** Verifying discounts is part of editing a customer and of booking for one. */
const VERIFY_DISCOUNTS: RouteAuth = {
  kind: 'staff',
  permissions: ['CustomerManagementEdit', 'ReservationManagementAdd'],
  anyOf: true,
};

async function existingCustomer(tenantId: TenantId, customerId: number): Promise<CustomerRecord> {
  const customer = await getCustomer(tenantId, customerId);
  if (!customer) throw new NotFoundError(CUSTOMER_MESSAGE.notFound(customerId));
  return customer;
}

async function staffView(c: CustomerRecord) {
  return toAdminCustomer(c, await listCustomerHistory(c.tenantId, c.id), CUSTOMER_COMMENT_ACTION);
}

export const adminCustomerRoutes: RouteTable = {
  context: 'admin-customers',
  routes: [
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCustomer/customerstatuses/all',
      operationId: 'adminCustomerStatuses',
      summary: 'The customer statuses (Active, Inactive)',
      query: noQuery,
      auth: staff(),
      response: customerStatusesResponseSchema,
      handler: async () => ({ data: CUSTOMER_STATUSES.map((s) => ({ ...s })) }),
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCustomer/usernameAvailability',
      operationId: 'adminCustomerUsernameAvailability',
      summary: "Whether a username is free for a new customer's online account (case-insensitive)",
      query: adminUsernameAvailabilityQuery,
      auth: EDIT,
      response: availabilityResponseSchema,
      handler: async ({ tenantId, query }) => ({
        data: { available: !(await isUsernameTaken(tenantId, query.username)) },
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminCustomer/sendconfirmationemail',
      operationId: 'adminSendConfirmationEmail',
      summary:
        "Send a reservation's confirmation mail again, to the customer and/or other addresses (the reservation's park only)",
      body: resendConfirmationRequestSchema,
      auth: EDIT,
      response: emptyResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const reservation = await getReservation(tenantId, body.reservationId);
        if (!reservation) throw new NotFoundError(`Reservation ${body.reservationId} was not found.`);
        if (
          auth?.kind !== 'staff' ||
          !hasLocationPermission(auth, 'CustomerManagementEdit', [reservation.locationId])
        )
          throw new ForbiddenError(FORBIDDEN_LOCATION_MESSAGE);
        if (reservation.customerId !== body.customerId)
          throw new BadRequestError(CUSTOMER_MESSAGE.otherCustomersReservation, {
            'body.reservationId': [CUSTOMER_MESSAGE.otherCustomersReservation],
          });
        const customer = await existingCustomer(tenantId, body.customerId);
        const to = [...(body.sendToCustomer ? [customer.email] : []), ...body.emailAddresses];
        if (to.length === 0)
          throw new BadRequestError(CUSTOMER_MESSAGE.noRecipient, {
            'body.emailAddresses': [CUSTOMER_MESSAGE.noRecipient],
          });
        await resendConfirmation(tenantId, reservation, [...new Set(to.map((a) => a.toLowerCase()))]);
        return { data: null };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminCustomer',
      operationId: 'adminCreateCustomer',
      summary:
        'Add a customer, with an online account (createUser=true: username required, the activation mailed) or without',
      query: adminNewCustomerQuery,
      body: adminNewCustomerRequestSchema,
      auth: EDIT,
      response: adminCustomerResponseSchema,
      handler: async ({ tenant, body, query, auth }) => {
        const created = await addCustomerByStaff(tenant, body, {
          createUser: query.createUser ?? false,
          actor: auth!.username,
        });
        return { data: await staffView(created) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: 'admin/AdminCustomer',
      operationId: 'adminEditCustomer',
      summary:
        "Edit a customer's profile and, optionally, activate or deactivate them (each change in the history)",
      body: adminEditCustomerRequestSchema,
      auth: EDIT,
      response: adminCustomerResponseSchema,
      handler: async ({ tenantId, body, auth }) => {
        const before = await existingCustomer(tenantId, body.customerId);
        let saved = await editCustomer(before, body, auth!.username);
        if (body.customerStatus !== undefined)
          saved = await setCustomerStatus(saved, body.customerStatus, auth!.username);
        return { data: await staffView(saved) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCustomer/{customerId}',
      operationId: 'adminGetCustomer',
      summary: 'A customer with addresses, phones, discount class, status, staff comments and history',
      params: customerIdParams,
      query: noQuery,
      auth: VIEW,
      response: adminCustomerResponseSchema,
      handler: async ({ tenantId, params }) => ({
        data: await staffView(await existingCustomer(tenantId, params.customerId)),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminCustomer/{customerId}/add-comment',
      operationId: 'adminAddCustomerComment',
      summary: 'Add a staff comment to a customer (kept in the history with who and when)',
      params: customerIdParams,
      query: addCustomerCommentQuery,
      auth: staff('ReservationManagementComments'),
      response: adminCustomerResponseSchema,
      handler: async ({ tenantId, params, query, auth }) => {
        await addCustomerComment(tenantId, params.customerId, query.comment, auth!.username);
        return { data: await staffView(await existingCustomer(tenantId, params.customerId)) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCustomer/{customerId}/history',
      operationId: 'adminCustomerHistory',
      summary: "The customer's audit history, newest first: who did what and when, with each change",
      params: customerIdParams,
      query: noQuery,
      auth: VIEW,
      response: customerHistoryResponseSchema,
      handler: async ({ tenantId, params }) => {
        const customer = await existingCustomer(tenantId, params.customerId);
        return { data: await listCustomerHistory(tenantId, customer.id) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: 'admin/AdminCustomer/{customerId}/history/{auditTransactionId}/changes',
      operationId: 'adminCustomerHistoryChanges',
      summary: 'The fields one audit transaction of the customer changed, with old and new values',
      params: customerHistoryChangesParams,
      query: noQuery,
      auth: VIEW,
      response: historyChangesResponseSchema,
      handler: async ({ tenantId, params }) => {
        const entry = (await listCustomerHistory(tenantId, params.customerId)).find(
          (e) => e.auditTransactionId === params.auditTransactionId,
        );
        if (!entry) throw new NotFoundError(`History entry ${params.auditTransactionId} was not found.`);
        return { data: entry.changes.map(toChange) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: 'admin/AdminCustomer/{customerId}/verifydiscounts',
      operationId: 'adminVerifyCustomerDiscounts',
      summary: 'Which of the claimed discount classes the customer may use, and why not for the others',
      params: customerIdParams,
      body: verifyDiscountsRequestSchema,
      auth: VERIFY_DISCOUNTS,
      response: verifyDiscountsResponseSchema,
      handler: async ({ tenantId, tenant, params, body }) => {
        const customer = await existingCustomer(tenantId, params.customerId);
        return {
          data: await customerDiscountVerification(tenantId, tenant, customer, body.customerDiscounts),
        };
      },
    }),
  ],
};
