/** Identity settings the platform and the tenant stacks share without referencing one another. */

/**
 * Tag on every tenant user pool, value the tenant id. The API Lambdas (platform stack) may manage
 * users only in pools carrying it, so the platform never has to reference a tenant stack's pools.
 */
export const TENANT_POOL_TAG = 'campfire:tenant';
