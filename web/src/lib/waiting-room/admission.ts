/**
 * Before a public claim: is the park's booking behind a waiting room now, and does the visitor hold a
 * valid admission for it? Open (no event), admitted (the token to send with the claim), or queue (go
 * to the waiting room first). When the question cannot be answered the claim goes ahead: the claim
 * route checks the admission itself and says so.
 */
import type { ApiClient } from '../api.ts';
import { admissionTokenOf } from './passes.ts';
import { gatingEvent } from './waiting-room-calls.ts';

export const WAITING_ROOM_PATH = '/waiting-room';

export type Admission =
  { kind: 'open' } | { kind: 'admitted'; token: string } | { kind: 'queue'; eventId: string };

export async function admissionFor(api: ApiClient, locationId: number): Promise<Admission> {
  let event;
  try {
    event = await gatingEvent(api, locationId);
  } catch {
    return { kind: 'open' };
  }
  if (!event) return { kind: 'open' };
  const token = admissionTokenOf(event.eventId);
  return token ? { kind: 'admitted', token } : { kind: 'queue', eventId: event.eventId };
}

/** The waiting room of an event, returning to `back` (a path of this site) once admitted. */
export function waitingRoomPathOf(eventId: string, back: string): string {
  return `${WAITING_ROOM_PATH}/${encodeURIComponent(eventId)}?return=${encodeURIComponent(back)}`;
}

/** Only a path of this site is followed back (never another origin). */
export function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}
