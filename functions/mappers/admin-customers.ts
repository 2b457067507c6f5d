/** Customers as staff see them (admin §3.6): the full record with its comments, and a search row. */
import type { AdminCustomer, CustomerSearchRow } from '#contract/admin-customers';
import type { HistoryEntry } from '#domain/audit';
import type { CustomerRecord } from '#store/customers';
import { toCustomer, toCustomerUser } from './customers.ts';

/** `commentAction` names the history entries that are staff comments. */
export function toAdminCustomer(
  c: CustomerRecord,
  history: HistoryEntry[],
  commentAction: string,
): AdminCustomer {
  const hasOnlineAccount = c.externalUserId !== '';
  return {
    ...toCustomer(c, history, hasOnlineAccount ? toCustomerUser(c, true) : null),
    customerId: c.id,
    primaryPhoneNumber: c.primaryPhoneNumber,
    alternatePhoneNumber: c.alternatePhoneNumber ?? null,
    street1: c.street1,
    street2: c.street2 ?? null,
    city: c.city,
    state: c.state,
    zipcode: c.zipcode,
    zipcodePlus4: c.zipcodePlus4 ?? null,
    country: c.country,
    customerComments: history
      .filter((e) => e.auditBusinessAction === commentAction)
      .map((e) => ({
        customerId: c.id,
        comment: e.changes[0]?.newValue ?? '',
        createdBy: e.username,
        dateCreated: e.activityDate,
      })),
    hasOnlineAccount,
  };
}

export function toCustomerSearchRow(c: CustomerRecord): CustomerSearchRow {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    emailAddress: c.email,
    username: c.username,
    street1: c.street1,
    street2: c.street2 ?? null,
    city: c.city,
    state: c.state,
    zip: c.zipcode,
    country: c.country,
    phone: c.primaryPhoneNumber,
    comments: c.comments ?? null,
    customerStatus: c.customerStatus,
  };
}
