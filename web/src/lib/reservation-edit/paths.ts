/** The customer's reservation edit screens (public §2.2). */
export const RESERVATION_EDIT_PATH = '/reservation-edit';
export const EDIT_OCCUPANT_PATH = '/reservation-edit-occupant';
export const EDIT_REVIEW_PATH = '/reservation-edit-review';
export const EDIT_RECEIPT_PATH = '/reservation-edit-receipt';

/** The edit's query (public §2.2): c customerId, r reservationId, l locationId, e externalUserId. */
export interface EditTarget {
  customerId: number;
  reservationId: number;
  locationId: number;
  externalUserId: string;
}

export function reservationEditPath(target: EditTarget): string {
  const query = new URLSearchParams({
    c: String(target.customerId),
    r: String(target.reservationId),
    l: String(target.locationId),
    e: target.externalUserId,
  });
  return `${RESERVATION_EDIT_PATH}?${query.toString()}`;
}

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/** The edit's query read back; null when a number is missing or malformed. */
export function editTargetOf(query: URLSearchParams): EditTarget | null {
  const customerId = positiveInt(query.get('c'));
  const reservationId = positiveInt(query.get('r'));
  const locationId = positiveInt(query.get('l'));
  if (customerId === null || reservationId === null || locationId === null) return null;
  return { customerId, reservationId, locationId, externalUserId: query.get('e') ?? '' };
}

/** The edit receipt: ccpToken when the change was paid on the hosted card page. */
export function editReceiptPath(orderId: number, ccpToken?: string | null): string {
  const query = new URLSearchParams();
  if (ccpToken) query.set('ccpToken', ccpToken);
  query.set('orderId', String(orderId));
  return `${EDIT_RECEIPT_PATH}?${query.toString()}`;
}

/** The staff change screens (admin §2.3), in the back office. */
export const ADMIN_EDIT_OCCUPANT_PATH = '/admin/reservation-edit-occupant';
export const ADMIN_EDIT_REVIEW_PATH = '/admin/reservation-edit-review';
export const ADMIN_EDIT_RECEIPT_PATH = '/admin/reservation-edit-receipt';
export const adminEditSpotPath = (reservationId: number) => `/admin/reservation-edit-spot/${reservationId}`;
