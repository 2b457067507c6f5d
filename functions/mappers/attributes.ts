/** Attribute records → the contract's attribute definition. Pure. */
import type { AttributeDefinition } from '#contract/attributes';
import type { AttributeCategoryRecord, AttributeRecord, TenantId } from '#domain/catalogue';

export function toAttributeDefinition(
  tenantId: TenantId,
  a: AttributeRecord,
  categories: Map<number, AttributeCategoryRecord>,
): AttributeDefinition {
  const category = categories.get(a.categoryId);
  return {
    id: a.id,
    name: a.name,
    displayName: a.displayName,
    description: a.description,
    distanceApplies: a.distanceApplies,
    icon: a.icon,
    attributeCategory: { id: a.categoryId, name: category?.name ?? '' },
    attributeValueType: { name: a.valueType },
    attributeOptions: a.options.map((o) => ({ ...o })),
    tenantAttribute: {
      tenantId,
      isSearchable: a.isSearchable,
      overridableAtSpot: a.overridableAtSpot,
      showIcon: a.showIcon,
      includedInAvailability: a.includedInAvailability,
    },
    attributeCategoryId: a.categoryId,
    minValue: a.minValue,
    maxValue: a.maxValue,
  };
}
