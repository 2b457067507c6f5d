/**
 * Who is booking, from the verified token: a customer (their record found by the token's subject; a
 * body's customerId is never trusted) or a staff user (with their permissions, for the override checks).
 * Shared by the claim, validate, cart, customer and user routes.
 */
import type { PermissionPrincipal } from '#domain/permissions';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '#domain/errors';
import type { AuthContext } from '#http/routes';
import { type CustomerRecord, getCustomerBySub } from '#store/customers';
import { cachedCustomerIdentity } from '#store/customer-identities';
import type { BookingParty, HoldHolder } from '#domain/booking/party';
import type { TenantId } from '#domain/catalogue';

export type BookingCaller =
  | { kind: 'customer'; customerId: number; username: string }
  | {
      kind: 'staff';
      userId: number;
      username: string;
      /** The staff user's role, permissions and parks (the route's auth); loaded from the store when absent. */
      principal?: PermissionPrincipal;
    };

/**
 * The signed-in customer as a hold's holder (the token says who; the body's customerId is not trusted).
 * Its id and username never change for a sign-in, so they come from the process's memory when it has them.
 */
export async function customerHolder(tenantId: TenantId, auth: AuthContext | undefined): Promise<HoldHolder> {
  const customer = auth ? await cachedCustomerIdentity(tenantId, auth.sub) : undefined;
  if (!customer) throw new ForbiddenError('There is no customer account for this sign-in.');
  return { kind: 'customer', id: customer.id, username: customer.username };
}

/** The signed-in customer's own record. */
export async function ownCustomer(
  tenantId: TenantId,
  auth: AuthContext | undefined,
): Promise<CustomerRecord> {
  if (!auth) throw new UnauthorizedError('Sign in to continue.');
  const customer = await getCustomerBySub(tenantId, auth.sub);
  if (!customer) throw new NotFoundError('No customer account belongs to this sign-in.');
  return customer;
}

/** The caller of a customer or staff booking route. */
export async function bookingCallerOf(
  tenantId: TenantId,
  auth: AuthContext | undefined,
): Promise<BookingCaller> {
  if (auth?.kind === 'staff') {
    return { kind: 'staff', userId: auth.userId, username: auth.username, principal: auth };
  }
  const holder = await customerHolder(tenantId, auth);
  return { kind: 'customer', customerId: holder.id, username: holder.username };
}

/** The party a booking caller is (whose holds, cart and orders). */
export function holderOf(caller: BookingCaller): BookingParty {
  return caller.kind === 'customer'
    ? { kind: 'customer', id: caller.customerId }
    : { kind: 'staff', id: caller.userId };
}

/**
 * The signed-in customer, who must be the customer the path names (Customer/{customerId}/...,
 * SpotReservation/{customerId}/...): another customer's id is refused with `message`.
 */
export async function pathCustomer(
  tenantId: TenantId,
  auth: AuthContext | undefined,
  customerId: number,
  message: string,
): Promise<CustomerRecord> {
  const customer = auth ? await getCustomerBySub(tenantId, auth.sub) : undefined;
  if (!customer || customer.id !== customerId) throw new ForbiddenError(message);
  return customer;
}
