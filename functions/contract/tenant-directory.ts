/**
 * GET /tenants.json: which tenant a hostname selects (spec public §1); made from lib/tenants/*.json.
 * Checked by hand, not with a zod schema: every page reads it before anything else, and the first load
 * should not carry the schema library for three fields.
 */
export interface TenantDirectoryEntry {
  tenantId: string;
  hostPrefix: string;
  isDefault: boolean;
}

const isEntry = (v: unknown): v is TenantDirectoryEntry => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.tenantId === 'string' && typeof e.hostPrefix === 'string' && typeof e.isDefault === 'boolean'
  );
};

/** The directory, or an error naming what is wrong with it. */
export function parseTenantDirectory(value: unknown): TenantDirectoryEntry[] {
  if (!Array.isArray(value)) throw new Error('The tenant directory is not a list.');
  const bad = value.findIndex((entry) => !isEntry(entry));
  if (bad >= 0) throw new Error(`Tenant directory entry ${bad} needs tenantId, hostPrefix and isDefault.`);
  return value.map(({ tenantId, hostPrefix, isDefault }: TenantDirectoryEntry) => ({
    tenantId,
    hostPrefix,
    isDefault,
  }));
}
