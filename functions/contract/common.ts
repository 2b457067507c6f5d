/**
 * Shared request pieces: path and query parameter schemas. Path and query values arrive as strings;
 * these schemas check their format and convert them, so a malformed id is a 400, never a 500.
 */
import { z } from 'zod';
import { TENANT_ID_PATTERN, toTenantId } from '#domain/tenant-id';

/** A tenant id (lib/tenants/<tenantId>.json), branded once it matches. */
export const tenantIdSchema = z
  .string()
  .regex(TENANT_ID_PATTERN, { error: 'tenantId must be a lower-case tenant id such as "co".' })
  .transform(toTenantId);

export const tenantPathSchema = z.object({ tenantId: tenantIdSchema });

/** A positive integer id in a path or query, e.g. '123'. */
export function idParam(name: string) {
  return z
    .string()
    .regex(/^\d{1,15}$/, { error: `${name} must be a positive whole number.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .positive({ error: `${name} must be a positive whole number.` }),
    );
}

/** An empty text or null counts as not sent (forms and query strings send fields empty). */
export const absent = (v: unknown) => (v === '' || v === null ? undefined : v);

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A value that must be a number: numbers pass, numeric text is converted (query strings), anything
 * else is refused with a message naming the field as the caller spelled it.
 */
export function numeric<S extends z.ZodType>(name: string, schema: S) {
  return z.preprocess((v, ctx) => {
    const value = absent(v);
    if (value === undefined || typeof value === 'number') return value;
    if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: `${name} must be a number.`, input: value });
    return z.NEVER;
  }, schema);
}

/** An optional query parameter: sent empty ('IsSearchable=') it counts as absent, as clients send it so. */
export function optionalQuery<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}

/** An optional 'true'/'false' query flag (any letter case), e.g. IsSearchable. */
export function booleanQuery(name: string) {
  return optionalQuery(
    z
      .string()
      // Spelled out rather than with the i flag, so that the OpenAPI pattern stays portable.
      .regex(/^(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$/, { error: `${name} must be true or false.` })
      .transform((v) => v.toLowerCase() === 'true'),
  );
}

/**
 * Every GET may carry the cache-busting parameter '_' (spec public §7); it is accepted and ignored.
 * Other unknown query parameters are ignored too, as API Gateway would pass them.
 */
export const cacheBuster = { _: z.string().optional() };

export const noQuery = z.object(cacheBuster);
export const noParams = z.object({});

export const locationIdParams = z.object({ locationId: idParam('locationId') });
export const regionIdParams = z.object({ regionId: idParam('regionId') });
export const spotIdParams = z.object({ spotId: idParam('spotId') });

/** An image as the API returns it (location images, spot photos). */
export const imageSchema = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
});
