/**
 * The user record behind GET User/{userId} and POST User (public §7.7): a customer's user is their
 * customer account (userId = customerId). A customer reaches only their own; staff reach customers'
 * users with CustomerManagementView (read) or CustomerManagementEdit (save). Tenant scoping keeps
 * every other tenant's users out of reach.
 */
import type { EditCustomerRequest } from '#contract/customers';
import type { SaveUserRequest } from '#contract/users';
import { FORBIDDEN_MESSAGE } from '#contract/users';
import { editCustomer } from '#api/shared/customer-accounts';
import { isConfirmed, publicPool } from '#adapters/identity/accounts';
import type { TenantId } from '#domain/catalogue';
import { ForbiddenError, NotFoundError } from '#domain/errors';
import { type PermissionName, hasPermission } from '#domain/permissions';
import type { AuthContext } from '#http/routes';
import { ownCustomer } from '#booking/caller';
import { type CustomerRecord, cognitoUsernameOf, getCustomer } from '#store/customers';
import { toCustomerUser } from '#mappers/customers';

export const OWN_USER_ONLY = 'You can only see your own account.';

/** The customer whose user the caller names, if the caller may `need` it. */
export async function reachableUser(
  tenantId: TenantId,
  auth: AuthContext | undefined,
  userId: number,
  need: PermissionName,
): Promise<CustomerRecord> {
  if (auth?.kind === 'staff') {
    if (!hasPermission(auth, need)) throw new ForbiddenError(FORBIDDEN_MESSAGE);
    const customer = await getCustomer(tenantId, userId);
    if (!customer) throw new NotFoundError(`User ${userId} was not found.`);
    return customer;
  }
  const own = await ownCustomer(tenantId, auth);
  if (own.id !== userId) throw new ForbiddenError(OWN_USER_ONLY);
  return own;
}

export async function userView(customer: CustomerRecord) {
  const verified = await isConfirmed(await publicPool(customer.tenantId), cognitoUsernameOf(customer));
  return toCustomerUser(customer, verified);
}

/** The edit request that changes only what a user record carries (names, e-mail). */
function userEdit(c: CustomerRecord, body: SaveUserRequest): EditCustomerRequest {
  return {
    prefixName: c.prefixName,
    firstName: body.firstName,
    middleName: c.middleName,
    lastName: body.lastName,
    suffixName: c.suffixName,
    email: body.email,
    primaryPhoneNumber: c.primaryPhoneNumber,
    alternatePhoneNumber: c.alternatePhoneNumber,
    street1: c.street1,
    street2: c.street2,
    city: c.city,
    state: c.state,
    zipcode: c.zipcode,
    zipcodePlus4: c.zipcodePlus4,
    country: c.country,
    timezoneId: c.timezoneId,
    comment: c.comments,
    createdByAdmin: c.createdByAdmin,
    customerId: c.id,
  };
}

/** Saves the names and e-mail through the one customer edit (history, e-mail pointer, Cognito). */
export async function saveUser(
  tenantId: TenantId,
  auth: AuthContext | undefined,
  body: SaveUserRequest,
): Promise<CustomerRecord> {
  const before = await reachableUser(tenantId, auth, body.id, 'CustomerManagementEdit');
  const actor = auth?.kind === 'staff' ? auth.username : before.username;
  return editCustomer(before, userEdit(before, body), actor);
}
