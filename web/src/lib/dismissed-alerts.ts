/**
 * Tenant alert banners a visitor has closed, remembered for the browser session (sessionStorage), so a
 * closed banner stays closed from page to page until the tab is closed.
 *
 * The specification (public §2.1) applies this filtering only when the auth source is admin; the
 * foundation issue asks for dismissals to be remembered for every visitor, because a public visitor who
 * closes a banner expects it to stay closed on the next page too. We follow the issue.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY_PREFIX = 'campfire.dismissedAlerts.';
const listeners = new Set<() => void>();
const snapshots = new Map<string, readonly number[]>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser: dismissals last until reload
  }
}

function read(tenantId: string): readonly number[] {
  const cached = snapshots.get(tenantId);
  if (cached) return cached;
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY_PREFIX + tenantId) ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => typeof id === 'number');
  } catch {
    ids = [];
  }
  snapshots.set(tenantId, ids);
  return ids;
}

export function dismissedAlertIds(tenantId: string): readonly number[] {
  return read(tenantId);
}

export function dismissAlert(tenantId: string, alertId: number): void {
  const current = read(tenantId);
  if (current.includes(alertId)) return;
  const next = [...current, alertId];
  snapshots.set(tenantId, next);
  try {
    storage()?.setItem(KEY_PREFIX + tenantId, JSON.stringify(next));
  } catch {
    // quota or privacy mode: keep the in-memory copy
  }
  listeners.forEach((notify) => notify());
}

/** Drops the in-memory copies (tests; a new session). */
export function resetDismissedAlertsCache(): void {
  snapshots.clear();
  listeners.forEach((notify) => notify());
}

export function withoutDismissed<T extends { id: number }>(
  alerts: readonly T[],
  dismissed: readonly number[],
): T[] {
  return alerts.filter((alert) => !dismissed.includes(alert.id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dismissed ids of a tenant, shared by every banner list on the page, and a way to add one. */
export function useDismissedAlerts(tenantId: string): [readonly number[], (alertId: number) => void] {
  const ids = useSyncExternalStore(subscribe, () => read(tenantId));
  const dismiss = useCallback((alertId: number) => dismissAlert(tenantId, alertId), [tenantId]);
  return [ids, dismiss];
}
