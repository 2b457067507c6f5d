/**
 * The spot search filters (public §2.9–2.10, admin §2.4): spot types, classifications, amenities
 * (attributes), loop and spot name. Pure predicates over catalogue records.
 */
import type { AttributeRecord, ProductRecord, SpotRecord } from '#domain/catalogue';

/** One attribute a search asks for: 'yes' for Yes/No, a number or text for free values, options for selects. */
export interface SpotAttributeFilter {
  id: number;
  value?: string | number | null;
  selectedAttributeOptions: number[];
}

/** Attribute 9 is ranked: choosing an option matches it and every better one up to option 96. */
export const RANKED_ATTRIBUTE_ID = 9;
export const RANKED_ATTRIBUTE_TOP_OPTION_ID = 96;

/** The filters of one request, empty lists and blank values meaning "any". */
export interface SpotFilters {
  spotTypeIds: number[];
  classificationIds: number[];
  attributes: SpotAttributeFilter[];
  loopId?: number;
  spotName?: string;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * Whether a spot satisfies one amenity filter; undefined when the entry asks for nothing (an emptied
 * control) and so does not filter. A spot without a value for the attribute never matches.
 */
export function matchesAttribute(
  spot: SpotRecord,
  filter: SpotAttributeFilter,
  definition: AttributeRecord | undefined,
): boolean | undefined {
  const value = spot.attributes.find((a) => a.attributeId === filter.id);
  const wanted = filter.value;
  switch (definition?.valueType) {
    case 'Yes/No':
      if (String(wanted ?? '').toLowerCase() !== 'yes') return undefined;
      return value?.value?.toLowerCase() === 'yes';
    case 'Single Select':
    case 'Multi Select': {
      const chosen = filter.selectedAttributeOptions;
      if (chosen.length === 0) return undefined;
      const spotOptions = value?.optionIds ?? [];
      if (filter.id === RANKED_ATTRIBUTE_ID) {
        const lowest = Math.min(...chosen);
        return spotOptions.some((o) => o >= lowest && o <= RANKED_ATTRIBUTE_TOP_OPTION_ID);
      }
      return spotOptions.some((o) => chosen.includes(o));
    }
    case 'Numeric Free': {
      if (blank(wanted)) return undefined;
      const have = Number(value?.value);
      return !blank(value?.value) && Number.isFinite(have) && have >= Number(wanted);
    }
    case 'String Free':
      if (blank(wanted)) return undefined;
      return (value?.value ?? '').toLowerCase().includes(String(wanted).trim().toLowerCase());
    default:
      // An attribute the tenant does not define: no spot has it.
      return false;
  }
}

export interface FilterCatalogue {
  products: ReadonlyMap<number, ProductRecord>;
  attributes: ReadonlyMap<number, AttributeRecord>;
}

export function classificationOf(spot: SpotRecord, cat: FilterCatalogue): number | undefined {
  return cat.products.get(spot.productId)?.productClassificationId;
}

/** Every filter except the classification one (the classification tiles count without it). */
export function matchesFiltersExceptClassification(
  spot: SpotRecord,
  f: SpotFilters,
  cat: FilterCatalogue,
): boolean {
  if (f.spotTypeIds.length > 0 && !spot.spotTypeIds.some((id) => f.spotTypeIds.includes(id))) return false;
  if (f.loopId !== undefined && spot.loopId !== f.loopId) return false;
  const name = f.spotName?.trim().toLowerCase();
  if (name && !spot.name.toLowerCase().includes(name)) return false;
  return f.attributes.every((a) => matchesAttribute(spot, a, cat.attributes.get(a.id)) !== false);
}

export function matchesClassification(spot: SpotRecord, f: SpotFilters, cat: FilterCatalogue): boolean {
  if (f.classificationIds.length === 0) return true;
  const id = classificationOf(spot, cat);
  return id !== undefined && f.classificationIds.includes(id);
}
