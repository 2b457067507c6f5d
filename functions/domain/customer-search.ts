/**
 * The staff customer search (admin §7.2 AdminSearch/customers): which customers match the typed
 * criteria, in which order. Pure: the store hands over the candidates, this decides.
 */

/** What a row of the search needs to know about a customer. */
export interface SearchableCustomer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  primaryPhoneNumber: string;
  alternatePhoneNumber?: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zipcode: string;
  customerStatus: number;
}

export interface CustomerCriteria {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  status?: number;
}

export const CUSTOMER_SORT_FIELDS = ['lastName', 'firstName', 'email', 'city', 'id'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** A phone number as its digits, without a leading US country code: '(303) 555-0100' → '3035550100'. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const folded = (s: string | undefined) => (s ?? '').trim().toLowerCase();
const startsWith = (value: string | undefined, typed: string | undefined) =>
  !typed || folded(value).startsWith(folded(typed));
const contains = (value: string | undefined, typed: string | undefined) =>
  !typed || folded(value).includes(folded(typed));

/** Whether any criterion was given (a search without one lists nobody). */
export function hasCriteria(c: CustomerCriteria): boolean {
  return Object.values(c).some((v) => v !== undefined && v !== '');
}

/**
 * Names, city and state match from their start, e-mail and username exactly or from their start,
 * address anywhere in either street line, phone by its digits (either number), status exactly.
 */
export function matchesCustomer(c: SearchableCustomer, q: CustomerCriteria): boolean {
  if (q.status !== undefined && c.customerStatus !== q.status) return false;
  if (!startsWith(c.firstName, q.firstName) || !startsWith(c.lastName, q.lastName)) return false;
  if (!startsWith(c.email, q.email) || !startsWith(c.username, q.username)) return false;
  if (!startsWith(c.city, q.city) || !startsWith(c.state, q.state) || !startsWith(c.zipcode, q.zip))
    return false;
  if (q.address && !contains(`${c.street1} ${c.street2 ?? ''}`, q.address)) return false;
  if (q.phone) {
    const typed = phoneDigits(q.phone);
    const numbers = [c.primaryPhoneNumber, c.alternatePhoneNumber ?? ''].map(phoneDigits);
    if (!typed || !numbers.some((n) => n.includes(typed))) return false;
  }
  return true;
}

export function sortCustomers<T extends SearchableCustomer>(
  rows: readonly T[],
  field: CustomerSortField,
  descending: boolean,
): T[] {
  const key = (c: T): string =>
    field === 'id'
      ? String(c.id).padStart(12, '0')
      : `${folded(c[field])}\u0000${folded(c.lastName)}\u0000${folded(c.firstName)}`;
  const sorted = [...rows].sort((a, b) => key(a).localeCompare(key(b)) || a.id - b.id);
  return descending ? sorted.reverse() : sorted;
}
