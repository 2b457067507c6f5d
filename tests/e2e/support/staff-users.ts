/**
 * Staff users a test owns, made through the API as the agency admin, and the password codes the local
 * mailbox holds for them (Node does not resolve '<tenant>.localhost': calls go to the loopback address).
 */
import { expect } from 'vitest';
import { demoIdentities } from '../../../functions/demo/identities.ts';
import { toTenantId } from '#domain/tenant-id';
import type { AdminSend } from '../../support/own-park.ts';

const WAIT = { timeout: 30_000, interval: 200 };

export const loopback = (url: string, path: string) => `http://127.0.0.1:${new URL(url).port}${path}`;

export async function apiCall(
  url: string,
  tenantId: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(loopback(url, `/v1/tenant/${tenantId}/${path}`), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** A staff user of the test's own (read-only clerk role unless told), added by the agency admin. */
export async function addStaffUser(url: string, tenantId: string, prefix: string, userRoleId = 4) {
  const identities = demoIdentities(toTenantId(tenantId));
  const admin = identities.staff.find((s) => s.key === 'agencyAdmin')!;
  const login = await apiCall(url, tenantId, null, 'POST', 'AdminAuth/login', {
    username: admin.username,
    password: identities.password,
  });
  const username = `${prefix}.${Date.now().toString(36)}`;
  const email = `${username}@example.gov`;
  const added = await apiCall(url, tenantId, login.authToken as string, 'POST', 'admin/AdminUser', {
    firstName: 'Robin',
    lastName: 'Recover',
    email,
    username,
    userRoleId,
    userLocationIds: [],
  });
  return { id: (added.user as { id: number }).id, username, email };
}

/** Every password code mailed to the address, newest first. */
export async function mailedCodes(url: string, to: string): Promise<string[]> {
  const res = await fetch(loopback(url, `/mailbox.json?to=${encodeURIComponent(to)}`));
  const mails = (await res.json()) as { to: string; kind?: string; code?: string }[];
  return mails
    .filter((m) => m.to === to && m.kind === 'cognito-forgot-password' && m.code)
    .map((m) => m.code!);
}

/** Waits for a code after the `seen` ones and returns it. */
export async function nextCode(url: string, to: string, seen: number): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await mailedCodes(url, to)).length, {
      ...WAIT,
      message: `a code mailed to ${to}`,
    })
    .toBeGreaterThan(seen);
  return codes[0]!;
}

/** The agency admin's API calls (signed in once), in the shape tests/support/own-park.ts sends with. */
export async function agencyAdminSend(url: string, tenantId: string): Promise<AdminSend> {
  const identities = demoIdentities(toTenantId(tenantId));
  const admin = identities.staff.find((s) => s.key === 'agencyAdmin')!;
  const login = await apiCall(url, tenantId, null, 'POST', 'AdminAuth/login', {
    username: admin.username,
    password: identities.password,
  });
  return async (method, path, body) => ({
    status: 200,
    body: await apiCall(url, tenantId, login.authToken as string, method, path, body),
  });
}
