/** Kinds of user and the sign-in each uses (public §3.7, admin §3.1). */
/**
 * userType, serialised by name. Numbers: 1 Customer (public pool), 2 PartnerAdmin (tenant-admin pool,
 * username and password), 3 AgencyAdmin (agency staff signing in through the enterprise directory).
 */
export const USER_TYPE = { Customer: 1, PartnerAdmin: 2, AgencyAdmin: 3 } as const;
export type UserTypeName = keyof typeof USER_TYPE;

/**
 * authType, serialised by name: 1 local (public pool), 2 admin (tenant-admin pool), 3 directory
 * (enterprise directory federated into the admin pool). The web's authSource is 'local' for 1, else 'admin'.
 */
export const AUTH_TYPE = { local: 1, admin: 2, directory: 3 } as const;
export type AuthTypeName = keyof typeof AUTH_TYPE;
