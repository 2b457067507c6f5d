/**
 * The response envelope (spec public §3.1): `{statusCode, statusMessage, messages, <payload>}`, and the
 * page wrapper. statusCode is an enumeration 1–3 serialised by name.
 */
import { z } from 'zod';

/**
 * Numeric mapping of statusCode: 1 Success, 2 Failure (a business refusal or a malformed request: the
 * messages say why), 3 Error (the server could not complete the request; retrying may help).
 */
export const STATUS_CODE = { Success: 1, Failure: 2, Error: 3 } as const;
export type StatusCodeName = keyof typeof STATUS_CODE;
export const statusCodeSchema = z.enum(['Success', 'Failure', 'Error']).meta({
  id: 'StatusCode',
  description: 'Serialised by name; numeric values: Success 1, Failure 2, Error 3.',
});

const envelopeBase = {
  statusCode: statusCodeSchema,
  statusMessage: z.string(),
  messages: z.array(z.string()),
};

/** The envelope around a payload field, e.g. `envelope('regions', z.array(regionSchema))`. */
export function envelope<K extends string, S extends z.ZodType>(payloadName: K, payload: S) {
  return z.object({ ...envelopeBase, [payloadName]: payload } as typeof envelopeBase & Record<K, S>);
}

export type Envelope<K extends string, T> = {
  statusCode: StatusCodeName;
  statusMessage: string;
  messages: string[];
} & Record<K, T>;

/**
 * The envelope of every error response (HTTP 4xx/5xx). `errors` maps a request field (e.g. 'locationId',
 * 'query.IsSearchable') to its messages when the request was malformed.
 */
export const errorEnvelopeSchema = z
  .object({
    ...envelopeBase,
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The page wrapper (spec public §3.1). */
export function page<S extends z.ZodType>(item: S) {
  return z.object({
    data: z.array(item),
    pageNumber: z.number().int(),
    itemsPerPage: z.number().int(),
    totalItems: z.number().int(),
  });
}
export interface Page<T> {
  data: T[];
  pageNumber: number;
  itemsPerPage: number;
  totalItems: number;
}

/** Status messages used by the API for whole-request outcomes. */
export const STATUS_MESSAGE = {
  success: 'Success',
  invalidRequest: 'The request is not valid.',
  refused: 'The request was refused.',
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  serverError: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is busy right now. Please try again in a few seconds.',
} as const;
