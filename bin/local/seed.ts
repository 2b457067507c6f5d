/**
 * What each tenant needs in the store before the site works: its auth config (pool ids change when
 * DATA_DIR is wiped, so it is written on every start) and, only when absent, its demo catalogue with its
 * availability data (laid out from the park's today), so a restart keeps the data people created; a
 * tenant without demo data gets its deploy's bootstrap instead.
 */
import { readFileSync } from 'node:fs';
import { buildDemoBusinessRules } from '../../functions/demo/business-rules.ts';
import { buildDemoCatalogue, buildDemoInventory, isDemoTenantId } from '../../functions/demo/index.ts';
import type { AuthConfigRecord } from '../../functions/domain/catalogue.ts';
import { todayIn } from '../../functions/domain/dates.ts';
import { putAuthConfig } from '../../functions/store/auth-config.ts';
import { hasBusinessRules, writeBusinessRules } from '../../functions/store/business-rules.ts';
import { isCatalogueLoaded, writeCatalogue } from '../../functions/store/catalogue-writer.ts';
import { writeInventory } from '../../functions/store/inventory-writer.ts';
import { buildDemoFees } from '../../functions/demo/fees.ts';
import { hasFeeSchedule, writeFeeSchedule } from '../../functions/store/pricing.ts';
import { buildDemoTemplates } from '../../functions/demo/templates.ts';
import { listTemplates, writeTemplatesIfAbsent } from '../../functions/store/templates.ts';
import type { TenantId } from '#domain/catalogue';
import { buildDemoDeskItems } from '../../functions/demo/point-of-sale.ts';
import { writeDeskItemsIfAbsent } from '../../functions/store/point-of-sale.ts';
import type { PoolClient } from '../../functions/adapters/identity/invited-accounts.ts';
import {
  bootstrapTenant,
  type BootstrapReport,
  type CatalogueFile,
} from '../../functions/onboarding/tenant-bootstrap.ts';
import { toTenantId } from '../../functions/domain/tenant-id.ts';
import { localPath, type TenantConfig } from '../../lib/tenant-config.ts';
import type { BrandingUrls } from '../../lib/tenant/branding.ts';

export async function writeAuthConfig(tenantId: TenantId, config: AuthConfigRecord): Promise<void> {
  await putAuthConfig(tenantId, config);
}

/** Loads the demo catalogue when the tenant has none; says whether it did. */
export async function loadDemoCatalogueIfAbsent(
  tenantId: TenantId,
  now: Date = new Date(),
): Promise<'loaded' | 'kept' | 'no demo data'> {
  if (!isDemoTenantId(tenantId)) return 'no demo data';
  const catalogue = buildDemoCatalogue(tenantId);
  const today = todayIn(catalogue.tenant.timezone, now);
  // Demo templates while the tenant has none (a park's own confirmation beside the agency's defaults).
  if ((await listTemplates(tenantId)).length === 0)
    await writeTemplatesIfAbsent(tenantId, buildDemoTemplates(catalogue, now));
  // Demo desk items while the tenant has never had any (the point of sale's item counter is absent).
  await writeDeskItemsIfAbsent(tenantId, buildDemoDeskItems(catalogue, now.toISOString()));
  if (await isCatalogueLoaded(tenantId)) {
    // Data loaded before fee schedules existed gets the demo schedule once.
    if (!(await hasFeeSchedule(tenantId))) await writeFeeSchedule(tenantId, buildDemoFees(catalogue, today));
    // Data loaded before business rule rows existed gets the demo rules and its booking windows as rows.
    if (!(await hasBusinessRules(tenantId))) {
      await writeBusinessRules(tenantId, buildDemoBusinessRules(catalogue, today));
      const { bookingWindows } = buildDemoInventory(catalogue, today);
      await writeInventory(tenantId, { bookingWindows });
    }
    return 'kept';
  }
  // Inventory first: the catalogue's loaded marker is written last, so a half-load is retried next start.
  await writeInventory(tenantId, buildDemoInventory(catalogue, today));
  await writeFeeSchedule(tenantId, buildDemoFees(catalogue, today));
  await writeBusinessRules(tenantId, buildDemoBusinessRules(catalogue, today));
  await writeCatalogue(catalogue);
  return 'loaded';
}

/**
 * A tenant without demo data (a new agency's lib/tenants file) is set up as its deploy does on AWS: the
 * same bootstrap writes its profile, roles, catalogue (its file's, else the standard lists) and super
 * admin, whose set-password code lands in the local mailbox. Brand images are the staged copies.
 */
export async function bootstrapConfiguredTenant(
  config: TenantConfig,
  branding: BrandingUrls,
  staffPool: PoolClient,
): Promise<BootstrapReport> {
  const catalogue = config.catalogue ? localPath(config, config.catalogue) : undefined;
  return bootstrapTenant({
    tenant: { id: toTenantId(config.tenantId), ...config.profile, ...branding },
    superAdmin: config.superAdmin,
    staffPool,
    catalogue: catalogue ? (JSON.parse(readFileSync(catalogue, 'utf8')) as CatalogueFile) : undefined,
  });
}
