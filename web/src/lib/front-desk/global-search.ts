/**
 * The header's one search box (staff): what a clerk types, read as the reservation search's fields. A
 * reservation number ('CO-000123' or '123'), an order number ('CO-O-000045'), an e-mail, a phone (seven
 * digits or more, any punctuation), else a name: 'Lind', 'Rosa Lind' or 'Lind, Rosa'.
 */
export type GlobalSearchFields = Record<string, string>;

// Bare digits longer than six are more likely a phone.
const RESERVATION_NUMBER = /^(?:[A-Za-z]{2}-?\d{1,9}|\d{1,6})$/;
const ORDER_NUMBER = /^(?:[A-Za-z]{2}-)?O-\d{1,9}$/i;
const PHONE = /^\+?[\d\s().-]+$/;

export function globalSearchFields(text: string): GlobalSearchFields | null {
  const q = text.trim().replace(/\s+/g, ' ');
  if (!q) return null;
  if (ORDER_NUMBER.test(q)) return { OrderNumber: q.toUpperCase() };
  if (RESERVATION_NUMBER.test(q)) return { ReservationNumber: q.toUpperCase() };
  if (q.includes('@')) return { CustomerEmail: q };
  if (PHONE.test(q) && q.replace(/\D/g, '').length >= 7) return { CustomerPhoneNumber: q };
  const [before, after] = q.split(',', 2).map((s) => s.trim());
  if (after) return { CustomerLastName: before!, CustomerFirstName: after };
  const words = q.split(' ');
  return words.length === 1
    ? { CustomerLastName: q }
    : { CustomerFirstName: words[0]!, CustomerLastName: words.slice(1).join(' ') };
}

/** A number names one reservation or one order: the box opens it directly when the search finds one. */
export function namesOne(fields: GlobalSearchFields): boolean {
  return 'ReservationNumber' in fields || 'OrderNumber' in fields;
}

/**
 * The same box read as a customer search (admin/AdminSearch/customers): an e-mail, a phone or a name;
 * null for nothing or a reservation or order number, which name no customer.
 */
export function customerSearchFields(text: string): GlobalSearchFields | null {
  const fields = globalSearchFields(text);
  if (!fields || namesOne(fields)) return null;
  const names: Record<string, string> = {
    CustomerEmail: 'Email',
    CustomerPhoneNumber: 'Phone',
    CustomerLastName: 'LastName',
    CustomerFirstName: 'FirstName',
  };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [names[key] ?? key, value]));
}
