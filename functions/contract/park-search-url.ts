/**
 * The park search's wire details that need no schema: its page size and the amenity filter tokens of
 * a query string. Kept free of zod so the web app's first load (the header's park search, the results
 * URL) does not carry the schema library.
 */
import type { SpotAttributeFilter } from './availability.ts';

/** The park search page size (public §9). */
export const PARK_SEARCH_PAGE_SIZE = 10;

/**
 * One amenity filter in a query string: 'id' (Yes/No: yes), 'id:value' (a number or text) or
 * 'id:[optionId;optionId]' (selects). Repeated SpotAttributes keys arrive joined by commas.
 */
export function parseSpotAttributeToken(token: string): unknown {
  const m = /^(\d+)(?::(.*))?$/.exec(token.trim());
  if (!m) return token;
  const id = Number(m[1]);
  const rest = m[2];
  if (rest === undefined) return { id, value: 'yes', selectedAttributeOptions: [] };
  const options = /^\[([\d;-]*)\]$/.exec(rest);
  if (options) {
    const list = (options[1] ?? '').split(';').filter(Boolean).map(Number);
    return { id, value: null, selectedAttributeOptions: list };
  }
  return { id, value: rest, selectedAttributeOptions: [] };
}

export function formatSpotAttributeToken(f: SpotAttributeFilter): string {
  if (f.selectedAttributeOptions.length > 0) return `${f.id}:[${f.selectedAttributeOptions.join(';')}]`;
  return f.value === null || f.value === undefined || f.value === 'yes' ? `${f.id}` : `${f.id}:${f.value}`;
}
