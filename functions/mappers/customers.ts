/** The customer record as the API returns it (public §3.7), and a customer's user record. */
import type { Customer } from '#contract/customers';
import type { HistoryEntry } from '#domain/audit';
import { USER_STATUS, USER_STATUSES, type User } from '#contract/users';
import type { CustomerRecord } from '#store/customers';

export function toCustomerUser(c: CustomerRecord, verified: boolean): User {
  return {
    id: c.id,
    tenantId: c.tenantId,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    username: c.username,
    externalUserId: c.externalUserId,
    verified,
    locations: [],
    userType: 'Customer',
    authType: 'local',
    userStatus: USER_STATUSES.find((s) => s.id === USER_STATUS.Active)!,
    userRoleId: 0,
    role: null,
    externalAgencyId: null,
    addedToMsp: false,
    receiveReservationEmails: true,
  };
}

export function toCustomer(c: CustomerRecord, history: HistoryEntry[], user: User | null): Customer {
  const phones = [{ number: c.primaryPhoneNumber, isPrimary: true, phoneNumberTypeId: 1 }];
  if (c.alternatePhoneNumber)
    phones.push({ number: c.alternatePhoneNumber, isPrimary: false, phoneNumberTypeId: 2 });
  return {
    id: c.id,
    tenantId: c.tenantId,
    dateCreated: c.dateCreated,
    createdBy: c.createdBy,
    dateLastModified: c.dateLastModified,
    lastModifiedBy: c.lastModifiedBy,
    prefixName: c.prefixName ?? null,
    firstName: c.firstName,
    middleName: c.middleName ?? null,
    lastName: c.lastName,
    suffixName: c.suffixName ?? null,
    email: c.email,
    username: c.username,
    externalUserId: c.externalUserId,
    customerPhoneNumbers: phones,
    userId: c.id,
    user,
    addresses: [
      {
        street1: c.street1,
        street2: c.street2 ?? null,
        city: c.city,
        state: c.state,
        zipcode: c.zipcode,
        zipcodePlus4: c.zipcodePlus4 ?? null,
        country: c.country,
        isPrimary: true,
        addressTypeId: 1,
      },
    ],
    timezoneId: c.timezoneId ?? null,
    comments: c.comments ?? null,
    customerStatus: c.customerStatus,
    history,
    discountClassId: c.discountClassId ?? null,
    createdByAdmin: c.createdByAdmin,
  };
}
