/**
 * What the catalogue and settings routes share: the acting staff user, audit entries and their wire shape, the
 * refusal of a save over someone else's change, and the park a request names (404 when unknown).
 */
import { historyEntry } from '#api/shared/customer-history';
import type { CatalogueHistory } from '#contract/park-setup';
import type { AuditChange, HistoryEntry } from '#domain/audit';
import type { TenantId } from '#domain/catalogue';
import { BadRequestError, ForbiddenError, RefusedError, notFound } from '#domain/errors';
import { PARK_SETUP_MESSAGE, NO_AUDIT, type CatalogueAudit } from '#domain/park-setup';
import { FORBIDDEN_MESSAGE } from '#contract/users';
import type { AuthContext, StaffAuth } from '#http/routes';
import { getLocationForEdit } from '#store/locations';

export function staffOf(auth: AuthContext | undefined): StaffAuth {
  if (!auth || auth.kind !== 'staff') throw new ForbiddenError(FORBIDDEN_MESSAGE);
  return auth;
}

/** An audit entry of a catalogue change by the caller, now. */
export function auditEntry(
  auth: StaffAuth,
  at: string,
  performed: string,
  changes: AuditChange[],
): HistoryEntry {
  return historyEntry(auth.username, at, { performed, business: performed }, changes);
}

export function toHistory(entries: HistoryEntry[]): CatalogueHistory[] {
  return entries.map((e) => ({
    activityDate: e.activityDate,
    username: e.username,
    actionPerformed: e.actionPerformed,
    auditTransactionId: e.auditTransactionId,
    changes: e.changes.map((c) => ({ fieldName: c.field, oldValue: c.oldValue, newValue: c.newValue })),
  }));
}

/** The audit fields as the screens read them ('' where an imported record has none). */
export function auditOf(record: Partial<CatalogueAudit>): CatalogueAudit {
  return { ...NO_AUDIT, ...Object.fromEntries(Object.entries(record).filter(([k]) => k in NO_AUDIT)) };
}

/** An edit must be of the version the person read: refused (nothing saved) after someone else's save. */
export function assertVersion(
  what: string,
  record: Partial<CatalogueAudit>,
  seen: string | undefined,
): string {
  const current = record.dateLastModified ?? '';
  if (seen !== undefined && seen !== current)
    throw new RefusedError([PARK_SETUP_MESSAGE.changedMeanwhile(what)]);
  return current;
}

/** A save whose condition failed lost to a concurrent one: the same refusal. */
export function refuseChanged(what: string): never {
  throw new RefusedError([PARK_SETUP_MESSAGE.changedMeanwhile(what)]);
}

export async function requirePark(tenantId: TenantId, locationId: number) {
  const park = await getLocationForEdit(tenantId, locationId);
  if (!park) throw notFound('Location', locationId);
  return park;
}

/** 400 with the request body's fields named as the pipeline names them ('body.<field>'); none: nothing. */
export function throwFieldErrors(errors: Record<string, string[]>): void {
  const first = Object.values(errors)[0]?.[0];
  if (first)
    throw new BadRequestError(
      first,
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [`body.${k}`, v])),
    );
}
