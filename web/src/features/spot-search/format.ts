/**
 * Pure display rules of the spot search (public §2.9–§2.13, §5.3): coordinates in degrees, minutes and
 * seconds, the daily price range, which amenity icons show, the ranked attribute's '& Up' labels and
 * option range, the two-column split and the spot details pairs. Shared by the list, the calendar and
 * the map views.
 */
import type { Spot, SpotAttribute, SpotDetails } from '#contract/spots';
import { WELL_KNOWN_ATTRIBUTE } from '#contract/attributes';
import { formatUsd } from '#web/lib/format.ts';

function dms(value: number, positive: string, negative: string): string {
  const hemisphere = value < 0 ? negative : positive;
  // Whole tenths of a second first, so 59.96" rounds up into the next minute instead of showing 60.0".
  const tenths = Math.round(Math.abs(value) * 36_000);
  const degrees = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = (tenths % 600) / 10;
  return `${degrees}° ${minutes}' ${seconds.toFixed(1)}" ${hemisphere}`;
}

/** 39.7392 → `39° 44' 21.1" N`. */
export function latitudeDms(latitude: number): string {
  return dms(latitude, 'N', 'S');
}

/** -104.9903 → `104° 59' 25.1" W`. */
export function longitudeDms(longitude: number): string {
  return dms(longitude, 'E', 'W');
}

/** Both, as the GPS lines show them: `39° 44' 21.1" N, 104° 59' 25.1" W`. */
export function coordinatesDms(latitude: number, longitude: number): string {
  return `${latitudeDms(latitude)}, ${longitudeDms(longitude)}`;
}

/** Decimal degrees with up to 6 places: '39.7392, -104.9903'. */
export function coordinatesDecimal(latitude: number, longitude: number): string {
  const decimal = (n: number) => String(Math.round(n * 1e6) / 1e6);
  return `${decimal(latitude)}, ${decimal(longitude)}`;
}

/** '$low - $high (per day)', or one value when both rates are the same. */
export function dailyRateRange(spot: Pick<Spot, 'lowerDailyRate' | 'higherDailyRate'>): string {
  const low = formatUsd(spot.lowerDailyRate);
  const high = formatUsd(spot.higherDailyRate);
  return low === high ? `${low} (per day)` : `${low} - ${high} (per day)`;
}

/** An option of a select attribute. */
export interface AttributeOption {
  id: number;
  value: string;
}

const HIDDEN_ICON_VALUES = new Set(['n', 'no', 'none']);

/** An amenity icon shows unless its value is n/no/none, it has no value, or the park hides its icon. */
export function isAttributeIconVisible(
  attribute: Pick<SpotAttribute, 'value' | 'hasNoValue' | 'showIcon'>,
): boolean {
  if (!attribute.showIcon || attribute.hasNoValue) return false;
  return !HIDDEN_ICON_VALUES.has((attribute.value ?? '').trim().toLowerCase());
}

/** The icons a spot's row shows. */
export function visibleAttributeIcons(spot: Pick<Spot, 'spotAttributes'>): SpotAttribute[] {
  return spot.spotAttributes.filter((attribute) => attribute.icon && isAttributeIconVisible(attribute));
}

/** 'Max. {n}' from attribute 133 ('Maximum Number of People'); undefined when the spot has none. */
export function maxPeopleLabel(spot: Pick<Spot, 'spotAttributes'>): string | undefined {
  const attribute = spot.spotAttributes.find((a) => a.id === WELL_KNOWN_ATTRIBUTE.maximumNumberOfPeople);
  const value = attribute?.value ?? attribute?.selectedAttributeOptions[0]?.value;
  return value ? `Max. ${value}` : undefined;
}

/** The ranked attribute's options that are labelled exactly, not 'n & Up' (public §2.10, §9). */
export const RANKED_EXACT_OPTION_IDS: readonly number[] = [91, 96];
/** The top option id of the ranked attribute's range. */
export const RANKED_TOP_OPTION_ID = 96;

/** A Single Select option's label: for attribute 9 ' & Up' is appended, except options 91 and 96. */
export function singleSelectOptionLabel(attributeId: number, option: AttributeOption): string {
  return attributeId === WELL_KNOWN_ATTRIBUTE.ranked && !RANKED_EXACT_OPTION_IDS.includes(option.id)
    ? `${option.value} & Up`
    : option.value;
}

/**
 * The option ids a Single Select choice matches: for attribute 9 the chosen option up to option 96
 * (the ids are ranked); for any other attribute the chosen option alone.
 */
export function singleSelectOptionIds(
  attributeId: number,
  chosenId: number,
  options: readonly AttributeOption[],
): number[] {
  if (attributeId !== WELL_KNOWN_ATTRIBUTE.ranked) return [chosenId];
  return options
    .map((option) => option.id)
    .filter((id) => id >= chosenId && id <= RANKED_TOP_OPTION_ID)
    .sort((a, b) => a - b);
}

/** Two columns, the first taking the extra item when the count is odd. */
export function splitInTwoColumns<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

/** 'Associated Spot Types:': names trimmed, sorted alphabetically, joined with ', '. */
export function associatedSpotTypes(details: Pick<SpotDetails, 'spotSpotTypes'>): string {
  return details.spotSpotTypes
    .map((s) => s.spotType.name.trim())
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}

export interface AttributePair {
  name: string;
  value: string;
}

/**
 * 'Spot Details' (public §2.13): attributes with a value or a selected option, sorted by name; the
 * value is the direct value or the distinct option values joined with ', '.
 */
export function spotDetailPairs(details: Pick<SpotDetails, 'attributes'>): AttributePair[] {
  return details.attributes
    .map((attribute) => {
      const direct = attribute.value?.trim();
      const options = [...new Set(attribute.attributeSelectedOptions.map((o) => o.value))];
      return { name: attribute.name, value: direct || options.join(', ') };
    })
    .filter((pair) => pair.value !== '')
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Photos of the details carousel: the featured image first, then the others (no repeats). */
export function carouselImages(featuredImageUrl: string, images: readonly { url: string }[]): string[] {
  return [...new Set([featuredImageUrl, ...images.map((image) => image.url)].filter(Boolean))];
}

/** An attribute's label: displayName when present, otherwise name (public §2.10). */
export function attributeLabel(attribute: { name: string; displayName?: string | null }): string {
  return attribute.displayName?.trim() || attribute.name;
}

/** '{count} Spots match your selection(s)'. */
export function matchCountLabel(count: number): string {
  return `${count} Spots match your selection(s)`;
}
