/**
 * The agency's catalogue lists in the back office (admin §2.3 product classes, spot types, product types,
 * activities and amenities, attributes): what a list row counts as "in use", when a record may be deleted
 * or its attribute value type changed, and how typed select options keep their ids. No I/O.
 */
import type { AttributeRecord, AttributeValueType, ProductTypeRecord } from '#domain/catalogue';

export const ATTRIBUTE_VALUE_TYPES = [
  'Yes/No',
  'Numeric Free',
  'String Free',
  'Single Select',
  'Multi Select',
] as const satisfies readonly AttributeValueType[];

export const SELECT_VALUE_TYPES: readonly AttributeValueType[] = ['Single Select', 'Multi Select'];

/** Product types gain a description on this screen; imported ones have none. */
export type StoredProductType = ProductTypeRecord & { description?: string };

export const CATALOGUE_MESSAGE = {
  inUse: (what: string, count: number, users: string) =>
    `This ${what} is used by ${count} ${users} and cannot be deleted. Move them to another ${what} first.`,
  valueTypeInUse: (count: number) =>
    `The value type cannot change: ${count} ${count === 1 ? 'spot has' : 'spots have'} a value for this attribute. Add a new attribute instead.`,
  optionInUse: (value: string) =>
    `The option '${value}' is chosen at spots and cannot be removed; rename it instead.`,
  optionsRequired: 'A select attribute needs at least one option.',
  duplicateOption: 'Each option must be different.',
  minAboveMax: 'Minimum must not be above Maximum.',
  valuesBelow: (count: number, lowest: number) =>
    `${count} ${count === 1 ? 'spot holds a value' : 'spots hold values'} below this Minimum (the lowest is ${lowest}). Change those spots first.`,
  valuesAbove: (count: number, highest: number) =>
    `${count} ${count === 1 ? 'spot holds a value' : 'spots hold values'} above this Maximum (the highest is ${highest}). Change those spots first.`,
  duplicateName: (what: string) => `Another ${what} already has this name.`,
  duplicateCode: 'Another product class already has this code.',
  unknownChoice: (label: string) => `Choose a ${label} from the list.`,
  iconUrl: 'Icon must be the address of an .svg or .png image (starting with / or https://).',
} as const;

/** How many records name each id (spots of a spot type, product classes of a product type...). */
export function usageCounts<T>(items: readonly T[], idsOf: (item: T) => readonly number[]) {
  const counts = new Map<number, number>();
  for (const item of items) for (const id of new Set(idsOf(item))) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** An icon is an image the browser shows as it is: a site path or an https address of an SVG or PNG. */
export function isIconUrl(url: string): boolean {
  return /^(\/|https:\/\/)[^\s"'<>]+\.(svg|png)(\?[^\s"'<>]*)?$/i.test(url);
}

/** The same name, ignoring case and spacing. */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Typed option texts → the attribute's options: an option whose text is unchanged keeps its id (spots
 * store option ids), a renamed one keeps the id at its position, a new one takes the next free id.
 */
export function mergeOptions(
  before: readonly { id: number; value: string }[],
  typed: readonly { id?: number | undefined; value: string }[],
  nextFreeId: number,
): { id: number; value: string }[] {
  const known = new Map(before.map((o) => [o.id, o]));
  const byValue = new Map(before.map((o) => [o.value.toLowerCase(), o.id]));
  let next = nextFreeId;
  const used = new Set<number>();
  return typed.map((t) => {
    const value = t.value.trim();
    const keep =
      t.id !== undefined && known.has(t.id) && !used.has(t.id) ? t.id : byValue.get(value.toLowerCase());
    const id = keep !== undefined && !used.has(keep) ? keep : next++;
    used.add(id);
    return { id, value };
  });
}

/**
 * Why an attribute change is refused, by field: its value type once spots hold values for it, an option
 * that spots have chosen.
 */
export function attributeChangeProblems(
  before: Pick<AttributeRecord, 'valueType' | 'options'> | undefined,
  next: Pick<AttributeRecord, 'valueType' | 'options'>,
  spotsWithValue: number,
  chosenOptionIds: ReadonlySet<number>,
): Record<string, string[]> {
  if (!before) return {};
  if (before.valueType !== next.valueType && spotsWithValue > 0)
    return { valueType: [CATALOGUE_MESSAGE.valueTypeInUse(spotsWithValue)] };
  const kept = new Set(next.options.map((o) => o.id));
  const dropped = before.options.find((o) => chosenOptionIds.has(o.id) && !kept.has(o.id));
  return dropped ? { options: [CATALOGUE_MESSAGE.optionInUse(dropped.value)] } : {};
}

/** A numeric attribute's new bounds must hold every value spots already have (`held`, one per spot). */
export function attributeRangeProblems(
  next: Pick<AttributeRecord, 'minValue' | 'maxValue'>,
  held: readonly number[],
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const below = next.minValue === null ? [] : held.filter((v) => v < next.minValue!);
  const above = next.maxValue === null ? [] : held.filter((v) => v > next.maxValue!);
  if (below.length) problems.minValue = [CATALOGUE_MESSAGE.valuesBelow(below.length, Math.min(...below))];
  if (above.length) problems.maxValue = [CATALOGUE_MESSAGE.valuesAbove(above.length, Math.max(...above))];
  return problems;
}

/** Field messages (at `field`) when another record of the list already has the name. */
export function duplicateNameProblem(
  records: readonly { id: number; name: string }[],
  id: number,
  name: string,
  what: string,
  field = 'name',
): Record<string, string[]> {
  return records.some((r) => r.id !== id && sameName(r.name, name))
    ? { [field]: [CATALOGUE_MESSAGE.duplicateName(what)] }
    : {};
}

/** The fields each list's history shows (old → new), as the history reads them: names, not ids. */
export const AUDITED = {
  product: [
    'name',
    'code',
    'description',
    'productType',
    'classification',
    'bookingType',
    'baseRate',
    'requiresCustomerAccount',
  ],
  region: ['longName', 'shortName', 'regionNumber'],
  spotType: ['name', 'description', 'icon'],
  productType: ['name', 'description', 'icon'],
  pointOfInterest: ['name', 'description', 'icon', 'category', 'isSearchable', 'isMappable'],
  attribute: [
    'name',
    'displayName',
    'description',
    'valueType',
    'category',
    'icon',
    'options',
    'minValue',
    'maxValue',
    'isSearchable',
  ],
} as const satisfies Record<string, readonly string[]>;
