/**
 * The visitor's waiting-room tokens, by event, in sessionStorage: the queue token finds their place
 * again after a reload, the admission token goes with their claims until it expires. Both are bound
 * to the account and client on the server, so a leftover of another account is simply refused there.
 */
const STORAGE_KEY = 'campfire.waitingRoom';

export interface WaitingRoomPass {
  queueToken: string;
  admissionToken?: string | null;
  admissionExpiresAt?: string | null;
}

function readAll(): Record<string, WaitingRoomPass> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Record<string, WaitingRoomPass>) : {};
  } catch {
    return {};
  }
}

export function passOf(eventId: string): WaitingRoomPass | undefined {
  return readAll()[eventId];
}

export function savePass(eventId: string, pass: WaitingRoomPass): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [eventId]: pass }));
  } catch {
    // Storage full or off: the server still finds the account's place when it joins again.
  }
}

export function forgetPass(eventId: string): void {
  const all = readAll();
  delete all[eventId];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // As above.
  }
}

/** The admission token for the event while it is still valid (a minute's margin), else undefined. */
export function admissionTokenOf(eventId: string, now = Date.now()): string | undefined {
  const pass = passOf(eventId);
  if (!pass?.admissionToken || !pass.admissionExpiresAt) return undefined;
  return Date.parse(pass.admissionExpiresAt) - 60_000 > now ? pass.admissionToken : undefined;
}
