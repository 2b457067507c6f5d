/**
 * The one way the web app reads the response envelope (public §7): `callEnvelope` resolves with a
 * 'Success' response and rejects with a CallError carrying the messages a person reads otherwise (a
 * 'Failure' envelope, or a malformed request's field messages); `failureMessages` turns any failure
 * into those messages.
 */
import { isApiError } from '#web/lib/api.ts';

export interface EnvelopeLike {
  statusCode?: string;
  messages?: string[];
  errors?: Record<string, string[]>;
}

export class CallError extends Error {
  readonly messages: string[];
  /** Field messages of a malformed request (HTTP 400), keyed by request field. */
  readonly fieldErrors: Record<string, string[]>;
  constructor(messages: string[], fieldErrors: Record<string, string[]> = {}) {
    super(messages[0] ?? 'The request failed.');
    this.name = 'CallError';
    this.messages = messages;
    this.fieldErrors = fieldErrors;
  }
}

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** The messages a person reads for a failed call: the server's own, or a plain fallback. */
export function failureMessages(error: unknown): string[] {
  if (error instanceof CallError) return error.messages.length ? error.messages : [GENERIC_FAILURE];
  if (isApiError(error)) {
    const body = error.body as EnvelopeLike | null;
    const fieldMessages = Object.values(body?.errors ?? {}).flat();
    const messages = body?.messages?.length ? body.messages : fieldMessages;
    if (messages.length) return messages;
  }
  if (error instanceof Error && error.message.startsWith('Missing the required parameter'))
    return [error.message];
  return [GENERIC_FAILURE];
}

/**
 * A call's response on 'Success'; otherwise an CallError with the server's messages (a
 * 'Failure' envelope, or a malformed request's field messages). Every call of the API goes through it.
 */
export async function callEnvelope<T extends EnvelopeLike>(run: () => Promise<T>): Promise<T> {
  let response: T;
  try {
    response = await run();
  } catch (error) {
    if (isApiError(error)) {
      const body = error.body as EnvelopeLike | null;
      if (body && (body.messages?.length || body.errors)) {
        throw new CallError(
          body.messages?.length ? body.messages : Object.values(body.errors ?? {}).flat(),
          body.errors ?? {},
        );
      }
    }
    throw error;
  }
  if (response?.statusCode && response.statusCode !== 'Success') {
    throw new CallError(response.messages ?? []);
  }
  return response;
}

/** The first message of a refusal or a malformed request, or the screen's own sentence for anything else. */
export function failureMessage(error: unknown, fallback: string): string {
  const [first] = failureMessages(error);
  return first && first !== GENERIC_FAILURE ? first : fallback;
}
