/**
 * Pure rules of the park page (public §2.8): the directions cut at 1500 characters without breaking the
 * HTML, the points of interest in their three distance columns, and the secondary contact rule.
 */
import { type LocationPointOfInterestNested, DISTANCE_DESCRIPTIONS } from '#contract/points-of-interest';

/** Directions longer than this show 'Show More' (public §9). */
export const DIRECTIONS_LIMIT = 1500;

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'wbr', 'area', 'col', 'source', 'meta', 'link']);
const TOKEN = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);|[^<&]+|[<&]/gi;

/**
 * Cuts HTML after `limit` characters of text (an entity counts as one) and closes the tags still open,
 * so the shortened directions are well-formed. `truncated` says whether anything was cut.
 */
export function truncateHtml(html: string, limit: number): { html: string; truncated: boolean } {
  let out = '';
  let used = 0;
  const open: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const token = match[0];
    const tag = match[1]?.toLowerCase();
    if (tag) {
      if (used >= limit) continue;
      out += token;
      if (token.startsWith('</')) {
        const at = open.lastIndexOf(tag);
        if (at >= 0) open.splice(at);
      } else if (!VOID_TAGS.has(tag) && !token.endsWith('/>')) {
        open.push(tag);
      }
      continue;
    }
    const length = token.startsWith('&') && token.length > 1 ? 1 : token.length;
    if (used + length <= limit) {
      out += token;
      used += length;
      continue;
    }
    // Only white space left: nothing worth a 'Show More'.
    if (!/\S/.test(html.slice(match.index).replace(/<[^>]*>/g, ''))) return { html, truncated: false };
    // Over the limit: keep what fits of plain text (an entity is kept whole or not at all).
    if (!token.startsWith('&')) out += token.slice(0, limit - used);
    return { html: `${out.trimEnd()}…${closeAll(open)}`, truncated: true };
  }
  return { html, truncated: false };
}

function closeAll(open: readonly string[]): string {
  return [...open]
    .reverse()
    .map((tag) => `</${tag}>`)
    .join('');
}

export interface PoiColumn {
  id: number;
  heading: string;
  names: string[];
}

/**
 * 'Within Facility:' (1), 'Within 10 Miles:' (2), 'Greater Than 10 Miles:' (3): the names of each
 * band, deduplicated and sorted.
 */
export function pointOfInterestColumns(points: readonly LocationPointOfInterestNested[]): PoiColumn[] {
  return DISTANCE_DESCRIPTIONS.map((band) => ({
    id: band.id,
    heading: `${band.name}:`,
    names: [
      ...new Set(
        points
          .filter((point) => point.pointOfInterestDistanceDescriptionId === band.id)
          .map((point) => point.pointOfInterest.name.trim())
          .filter(Boolean),
      ),
    ].sort((a, b) => a.localeCompare(b)),
  }));
}

/** The secondary contact shows unless its name is empty or 'n/a'. */
export function showSecondaryContact(name: string | null | undefined): boolean {
  const value = (name ?? '').trim().toLowerCase();
  return value !== '' && value !== 'n/a';
}

/** '{n} acres', '{n} ft.', with thousands separators. */
export const formatAcreage = (acres: number) => `${acres.toLocaleString('en-US')} acres`;
export const formatElevation = (feet: number) => `${feet.toLocaleString('en-US')} ft.`;
