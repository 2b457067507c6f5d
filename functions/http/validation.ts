/** Request validation: zod issues become a 400 with messages per field. */
import type { z } from 'zod';
import { BadRequestError } from '#domain/errors';

export type RequestPart = 'path' | 'query' | 'body';

/** Parses `value` with `schema`; on failure throws a BadRequestError keyed by field name. */
export function parseRequestPart<T>(part: RequestPart, schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return (part === 'body' ? undefined : {}) as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    // Path parameters are named bare ('locationId'); query and body fields carry their part's prefix.
    const path = issue.path.map(String).join('.');
    const field = part === 'path' ? path || 'path' : path ? `${part}.${path}` : part;
    (fieldErrors[field] ??= []).push(messageFor(field, issue));
  }
  return fail(part, fieldErrors);
}

function fail(part: RequestPart, fieldErrors: Record<string, string[]>): never {
  throw new BadRequestError(`The request ${part === 'path' ? 'path' : part} is not valid.`, fieldErrors);
}

function messageFor(field: string, issue: z.core.$ZodIssue): string {
  // zod's default wording for a missing value does not name the field; say which one.
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required.`;
  return issue.message;
}
