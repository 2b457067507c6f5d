/**
 * Staff users for an agency admin (admin §3.1, §7.4): the add and edit request (UserRequest), the
 * search and its rows, the list request, role changes and the MSP link.
 */
import { z } from 'zod';
import { numeric, optionalQuery } from '#contract/common';
import { envelope, page } from '#contract/envelope';
import { historyEntrySchema } from '#contract/customers';
import { roleSchema, userStatusSchema } from '#contract/users';
import { emailRules, optionalText, requiredText, rules, usernameRules } from '#domain/validation/index';

export const STAFF_USER_MESSAGE = {
  notOwnAccount: 'You cannot deactivate or delete your own account.',
  unknownRole: 'Choose a role.',
  unknownPark: 'Choose parks of this agency.',
  usernameTaken: 'This username is already taken. Choose another.',
  emailTaken: 'Another staff user already has this email address.',
  stale: 'This user was changed elsewhere. Reload and try again.',
  notFound: (id: number | string) => `User ${id} was not found.`,
} as const;

const ids = (name: string) =>
  z
    .array(
      z
        .number({ error: `${name} must be a list of ids.` })
        .int()
        .positive(),
    )
    .max(500);

/** POST and PUT admin/AdminUser (UserRequest). authTypeId 2: the admin pool; 3: the enterprise directory. */
export const userRequestSchema = z
  .object({
    id: z.number().int().positive().optional(),
    firstName: requiredText('First Name', [rules.customerName, rules.max(50)]),
    lastName: requiredText('Last Name', [rules.customerName, rules.max(50)]),
    email: requiredText('Email', emailRules),
    username: optionalText('Username', usernameRules),
    userRoleId: z.number({ error: 'Role is required' }).int().positive({ error: 'Role is required' }),
    userStatusId: z.number().int().min(1).max(3).optional(),
    externalUserId: optionalText('externalUserId', [rules.max(128)]),
    authTypeId: z.union([z.literal(2), z.literal(3)], { error: 'authTypeId must be 2 or 3.' }).optional(),
    receiveReservationEmails: z.boolean().optional().default(false),
    userLocationIds: ids('userLocationIds').optional().default([]),
  })
  .meta({ id: 'UserRequest' });
export type UserRequest = z.output<typeof userRequestSchema>;

/** GET admin/AdminUser/search. */
export const userSearchQuery = z.object({
  FirstName: optionalText('FirstName', [rules.max(50)]),
  LastName: optionalText('LastName', [rules.max(50)]),
  Username: optionalText('Username', [rules.max(128)]),
  Email: optionalText('Email', [rules.max(100)]),
  RoleIds: optionalQuery(z.string().regex(/^\d+(,\d+)*$/, { error: 'RoleIds must be ids.' })),
  LocationIds: optionalQuery(z.string().regex(/^\d+(,\d+)*$/, { error: 'LocationIds must be ids.' })),
  UserStatusId: numeric('UserStatusId', z.number().int().min(0).max(3)).optional().default(1),
  PageNumber: numeric('PageNumber', z.number().int().min(1).max(10_000)).optional().default(1),
  ItemsPerPage: numeric('ItemsPerPage', z.number().int().min(1).max(100)).optional().default(25),
  SortField: optionalQuery(
    z.enum(['lastName', 'firstName', 'username', 'email'], {
      error: 'SortField must be lastName, firstName, username or email.',
    }),
  ),
  SortDescending: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
  _: z.string().optional(),
});
export type UserSearchQuery = z.output<typeof userSearchQuery>;

/** A user list row (admin §3.1). */
export const userListRowSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    username: z.string(),
    locations: z.array(z.object({ locationId: z.number().int(), locationName: z.string() })),
    userTypeId: z.number().int(),
    userTypeName: z.string(),
    authTypeId: z.number().int(),
    authTypeName: z.string(),
    userStatusId: z.number().int(),
    userStatusName: z.string(),
    userRoleId: z.number().int(),
    userRoleName: z.string(),
  })
  .meta({ id: 'UserListRow' });
export type UserListRow = z.infer<typeof userListRowSchema>;

export const userSearchResponseSchema = envelope('searchResults', page(userListRowSchema));
export const userListResponseSchema = envelope('data', z.array(userListRowSchema));
export const userStatusResponseSchema = envelope('data', userStatusSchema);
/** GET admin/AdminUser/{userId}/history and userRole/{roleId}/history: who, when, old → new. */
export const staffUserHistoryResponseSchema = envelope('data', z.array(historyEntrySchema));

/** POST admin/AdminUser/users (AdminUsersRequest). */
export const adminUsersRequestSchema = z
  .object({ isNonCustomer: z.boolean().optional(), isNonSupport: z.boolean().optional() })
  .meta({ id: 'AdminUsersRequest' });

/**
 * PUT admin/AdminUser/userRole (UserRole) and userRoles (a list of them): a role's name, description and
 * permission numbers. A role without an id is a new role.
 */
export const userRoleRequestSchema = z
  .object({
    id: z.number({ error: 'id must be a role id.' }).int().positive().optional(),
    name: requiredText('Name', [rules.max(100)]),
    /** What the role is for; absent: unchanged. */
    description: optionalText('Description', [rules.max(300)]),
    userRolePermissionIds: z
      .array(z.number({ error: 'userRolePermissionIds must be a list of ids.' }).int().positive())
      .max(100),
  })
  .meta({ id: 'UserRoleRequest' });
export type UserRoleRequest = z.output<typeof userRoleRequestSchema>;
export const userRolesRequestSchema = z.array(userRoleRequestSchema).min(1).max(40);
export const roleResponseSchema = envelope('data', roleSchema);
export const rolesSavedResponseSchema = envelope('data', z.array(roleSchema));

/** PUT admin/AdminUser/addUserToMsp/{userId}. */
export const addUserToMspRequestSchema = z
  .object({
    agencyId: requiredText('agencyId', [rules.max(128)]),
    identityProviderId: requiredText('identityProviderId', [rules.max(128)]),
    clientId: requiredText('clientId', [rules.max(128)]),
  })
  .meta({ id: 'AddUserToMspRequest' });

export const staffEmailParams = z.object({ email: requiredText('Email', emailRules) });
