/**
 * admin/AdminSearch/customers (admin §7.2): customers by name, e-mail, phone, username, address or
 * status, paged and sortable. Customers are the tenant's (not a park's). An e-mail or username typed
 * whole is found through its pointer; otherwise the tenant's customer directory (gsi1, by last name)
 * is read, narrowed by the last name's start when one is typed, and filtered by the domain's rules.
 */
import {
  type CustomerSearchQuery,
  customerSearchQuery,
  customerSearchResponseSchema,
} from '#contract/admin-customers';
import type { TenantId } from '#domain/catalogue';
import { type CustomerCriteria, hasCriteria, matchesCustomer, sortCustomers } from '#domain/customer-search';
import { pageOf } from '#domain/booking/reservation-search';
import { type Route, defineRoute, staff } from '#http/routes';
import { toCustomerSearchRow } from '#mappers/admin-customers';
import {
  type CustomerRecord,
  getCustomerByEmail,
  getCustomerByUsername,
  listCustomers,
} from '#store/customers';

function criteriaOf(q: CustomerSearchQuery): CustomerCriteria {
  return {
    firstName: q.FirstName,
    lastName: q.LastName,
    email: q.Email,
    username: q.Username,
    phone: q.Phone,
    address: q.Address,
    city: q.City,
    state: q.State,
    zip: q.Zip,
    status: q.CustomerStatus,
  };
}

/** The candidates: an exact e-mail or username first (one GetItem), else the directory. */
async function candidates(tenantId: TenantId, c: CustomerCriteria): Promise<CustomerRecord[]> {
  const exact = c.email?.includes('@')
    ? await getCustomerByEmail(tenantId, c.email.trim())
    : c.username
      ? await getCustomerByUsername(tenantId, c.username.trim().toLowerCase())
      : undefined;
  if (exact) return [exact];
  return listCustomers(tenantId, c.lastName?.trim() ?? '');
}

export const customerSearchRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSearch/customers',
    operationId: 'adminCustomerSearch',
    summary: 'Customers by name, e-mail, phone, username, address or status, paged and sortable',
    query: customerSearchQuery,
    auth: staff('CustomerManagementView'),
    response: customerSearchResponseSchema,
    handler: async ({ tenantId, query }) => {
      const criteria = criteriaOf(query);
      const found = hasCriteria(criteria)
        ? (await candidates(tenantId, criteria)).filter((c) => matchesCustomer(c, criteria))
        : [];
      const sorted = sortCustomers(found, query.SortField ?? 'lastName', query.SortDescending ?? false);
      return {
        searchResults: {
          data: pageOf(sorted, query.PageNumber, query.ItemsPerPage).map(toCustomerSearchRow),
          pageNumber: query.PageNumber,
          itemsPerPage: query.ItemsPerPage,
          totalItems: sorted.length,
        },
      };
    },
  }),
];
