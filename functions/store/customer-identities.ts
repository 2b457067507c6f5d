/**
 * Which customer account a sign-in is (its id and username, by the token's subject), remembered per
 * process (a Lambda container, or the local runtime): a claim needs only these, and they never change
 * for a subject (the pointer is written once, at sign-up, and a username is fixed). An opening morning's
 * claims then read no customer item. Remembered for IDENTITY_TTL_MS all the same, and only when found:
 * an account created a moment ago is found at once. Concurrent misses of one subject share one read.
 */
import type { TenantId } from '#domain/catalogue';
import { getCustomerBySub } from '#store/customers';

export interface CustomerIdentity {
  id: number;
  username: string;
}

const IDENTITY_TTL_MS = 5 * 60_000;
/** Entries kept before the memory starts afresh (a container serving many tenants stays small). */
const MAX_ENTRIES = 50_000;

const entries = new Map<string, { at: number; identity: Promise<CustomerIdentity | undefined> }>();

export function cachedCustomerIdentity(
  tenantId: TenantId,
  sub: string,
  now = Date.now(),
): Promise<CustomerIdentity | undefined> {
  const key = `${tenantId}#${sub}`;
  const hit = entries.get(key);
  if (hit && now - hit.at < IDENTITY_TTL_MS) return hit.identity;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const identity = getCustomerBySub(tenantId, sub).then((c) => c && { id: c.id, username: c.username });
  const entry = { at: now, identity };
  entries.set(key, entry);
  // Not found or failed: not remembered, the next call reads again.
  const forget = () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  identity.then((found) => found ?? forget(), forget);
  return identity;
}
