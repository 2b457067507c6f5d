/**
 * The demo desk items: what each demo park's front desk sells (firewood, ice, a map, a mug), counted
 * under the add-on fee type with an accounting code per kind, so a demo sale shows in the revenue
 * breakup by code. Ids are laid out park by park; the store's counter continues after them.
 */
import type { TenantCatalogue } from '#domain/catalogue';
import { FEE_TYPE } from '#domain/pricing/fee-types';
import type { DeskItemRecord } from '#domain/point-of-sale';

const DESK_ITEMS = [
  { name: 'Firewood bundle', sku: 'FW-01', priceCents: 800, accountingCode: '4410-FIREWOOD' },
  { name: 'Bag of ice', sku: 'ICE-01', priceCents: 350, accountingCode: '4420-ICE' },
  { name: 'Park trail map', sku: 'MAP-01', priceCents: 200, accountingCode: '4430-MAPS' },
  { name: 'Enamel campfire mug', sku: 'MUG-01', priceCents: 1200, accountingCode: '4440-MERCH' },
] as const;

export function buildDemoDeskItems(
  catalogue: Pick<TenantCatalogue, 'locations'>,
  at: string,
): DeskItemRecord[] {
  const parks = [...catalogue.locations].sort((a, b) => a.id - b.id);
  return parks.flatMap((park, p) =>
    DESK_ITEMS.map((item, i) => ({
      id: p * DESK_ITEMS.length + i + 1,
      locationId: park.id,
      ...item,
      feeType: FEE_TYPE.AddOn,
      isActive: true,
      dateCreated: at,
      createdBy: 'demo',
      dateLastModified: at,
      lastModifiedBy: 'demo',
    })),
  );
}
