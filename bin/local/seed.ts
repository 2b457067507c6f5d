/**
 * What each tenant needs in the store before the site works: its auth config (pool ids change when
 * DATA_DIR is wiped, so it is written on every start) and, only when absent, its demo catalogue, so a
 * restart keeps the data people created.
 */
import { buildDemoCatalogue, isDemoTenantId } from '../../functions/demo/index.ts';
import type { AuthConfigRecord } from '../../functions/domain/catalogue.ts';
import { putAuthConfig } from '../../functions/store/auth-config.ts';
import { isCatalogueLoaded, writeCatalogue } from '../../functions/store/catalogue-writer.ts';

export async function writeAuthConfig(tenantId: string, config: AuthConfigRecord): Promise<void> {
  await putAuthConfig(tenantId, config);
}

/** Loads the demo catalogue when the tenant has none; says whether it did. */
export async function loadDemoCatalogueIfAbsent(
  tenantId: string,
): Promise<'loaded' | 'kept' | 'no demo data'> {
  if (!isDemoTenantId(tenantId)) return 'no demo data';
  if (await isCatalogueLoaded(tenantId)) return 'kept';
  await writeCatalogue(buildDemoCatalogue(tenantId));
  return 'loaded';
}
