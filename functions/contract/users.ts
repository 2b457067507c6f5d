/**
 * Users, roles and sign-in as the API exchanges them (spec public §3.7, admin §3.1, §7.4–7.5). Shared
 * with the web app, which keeps the fetched user record as its auth state (public §3.8).
 */
import { z } from 'zod';
import { idParam } from '#contract/common';
import { envelope } from '#contract/envelope';
import { customerFormSchema } from '#domain/validation/index';
import { PERMISSION_NAMES, type PermissionName } from '#domain/permissions';

/** Shown when a signed-in non-customer attempts a customer action (public §8, admin §8). */
export const NON_CUSTOMER_MESSAGE =
  'This action requires a customer account. Sign in to a customer account to proceed.';
/** A protected call without a valid token of the path's tenant. */
export const SIGN_IN_MESSAGE = 'Sign in to continue.';
/** A customer calling a back-office route. */
export const STAFF_ONLY_MESSAGE =
  'This action requires a staff account. Sign in to the back office to proceed.';
/** A staff call whose user lacks the route's permission. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
/** A staff call on a park that is not assigned to the user. */
export const FORBIDDEN_LOCATION_MESSAGE = 'You do not have permission to do this at this park.';
/** A staff token whose user has no active back-office record in this tenant. */
export const INVALID_ACCOUNT_MESSAGE = 'Invalid account';
/** Sign-in failures (public §8, admin §8). */
export const LOGIN_MESSAGE = {
  locked: 'Account is temporarily locked. Please try again later.',
  invalid: 'Invalid username or password.',
  temporaryPasswordExpired:
    'The password reset link has expired. Navigate to the Forgot Your Login Information page to request a new password reset link.',
} as const;

export const userTypeSchema = z.enum(['Customer', 'PartnerAdmin', 'AgencyAdmin']);

export const authTypeSchema = z.enum(['local', 'admin', 'directory']);

/** User statuses (admin §3.1 UserStatus); the user search defaults to 1. */
export const USER_STATUS = { Active: 1, Inactive: 2, Unconfirmed: 3 } as const;
export type UserStatusName = keyof typeof USER_STATUS;
export const userStatusSchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string() })
  .meta({ id: 'UserStatus' });
export type UserStatus = z.infer<typeof userStatusSchema>;

export const USER_STATUSES: UserStatus[] = [
  { id: USER_STATUS.Active, name: 'Active', description: 'May sign in and work in the back office.' },
  { id: USER_STATUS.Inactive, name: 'Inactive', description: 'Deactivated: sign-in is refused.' },
  {
    id: USER_STATUS.Unconfirmed,
    name: 'Unconfirmed',
    description: 'Created; the account is not activated yet.',
  },
];

export const permissionNameSchema = z.enum(PERMISSION_NAMES as [PermissionName, ...PermissionName[]]);
export const permissionSchema = z
  .object({ id: z.number().int(), name: permissionNameSchema })
  .meta({ id: 'Permission' });

export const roleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    permissions: z.array(permissionSchema),
    /** The same permissions as ids (admin §3.1 UserRole). */
    userRolePermissionIds: z.array(z.number().int()),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

export const userLocationSchema = z
  .object({ id: z.number().int(), locationId: z.number().int(), userId: z.number().int() })
  .meta({ id: 'UserLocation' });

export const userSchema = z
  .object({
    id: z.number().int(),
    tenantId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    username: z.string(),
    /** The identity provider's subject (Cognito sub). */
    externalUserId: z.string(),
    verified: z.boolean(),
    locations: z.array(userLocationSchema),
    userType: userTypeSchema,
    authType: authTypeSchema,
    userStatus: userStatusSchema,
    /** 0 for customers (no role). */
    userRoleId: z.number().int(),
    role: roleSchema.nullable(),
    externalAgencyId: z.string().nullable(),
    addedToMsp: z.boolean(),
    receiveReservationEmails: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z
  .object({
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, { error: 'Username is required' })
      .max(128)
      .transform((s) => s.toLowerCase()),
    password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const logoutDataSchema = z
  .object({ id: z.number().int(), token: z.string(), username: z.string() })
  .meta({ id: 'LogoutResult' });

export const loginResponseSchema = envelope('authToken', z.string());
export const logoutResponseSchema = envelope('data', logoutDataSchema);
export const verificationResponseSchema = envelope('verified', z.boolean());
export const userResponseSchema = envelope('user', userSchema);
export const userDataResponseSchema = envelope('data', userSchema);
export const rolesResponseSchema = envelope('data', z.array(roleSchema));
export const userStatusesResponseSchema = envelope('data', z.array(userStatusSchema));

/** GET User/{userId}: a customer's user id is their customer id. */
export const userIdPathParams = z.object({ userId: idParam('userId') });

/**
 * POST User (public §7.7): the user record to save. Of a User's fields only the names and e-mail belong
 * to the person; id names whose record it is and the rest (role, status, username) are not changed here.
 */
export const saveUserRequestSchema = customerFormSchema
  .pick({ firstName: true, lastName: true, email: true })
  .extend({ id: z.number({ error: 'id is required' }).int().positive() })
  .meta({ id: 'SaveUserRequest' });
export type SaveUserRequest = z.output<typeof saveUserRequestSchema>;
