/** The sign-in lockout rule, kept in the domain (#domain/sign-in-lockout). */
export * from '#domain/sign-in-lockout';
