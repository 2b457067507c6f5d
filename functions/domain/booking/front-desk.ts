/**
 * The front desk's rules (admin §4.2): check-in, check-out and their undo, as one decision per action
 * from the reservation's state and the date asked for. Pure: the store writes the decision conditionally
 * on the sub-status it was decided from, so two clerks pressing the same button change it once.
 *
 *   (none)      → CheckedIn   check in: Reserved, on a day of the stay, no more people or vehicles than booked
 *   CheckedIn   → CheckedOut  check out: on or after the check-in date
 *   CheckedOut  → CheckedIn   undo check-out
 *   CheckedIn   → (none)      undo check-in
 */
import type { AuditChange } from '#domain/audit';
import { addDays } from '#domain/availability/calendar';
import type { ReservationRecord } from './reservation.ts';

export type SubStatus = 'CheckedIn' | 'CheckedOut';
export const SUB_STATUSES: readonly SubStatus[] = ['CheckedIn', 'CheckedOut'];

/** What the front desk records on a reservation (beside `checkedInAt`, which the customer rules read). */
export interface FrontDeskFields {
  subStatus?: SubStatus | null;
  checkedInAt?: string | null;
  /** The park's calendar day of the check-in (the request's checkedInDate). */
  checkedInDate?: string | null;
  checkedInBy?: string | null;
  checkedOutAt?: string | null;
  checkedOutDate?: string | null;
  checkedOutBy?: string | null;
  /** The card issuer took the payment back (a chargeback recorded at the desk). */
  paymentChargebackCompleted?: boolean;
}

export type FrontDeskReservation = ReservationRecord & FrontDeskFields;

export type FrontDeskAction = 'checkIn' | 'checkOut' | 'undoCheckIn' | 'undoCheckOut';

export const FRONT_DESK_MESSAGE = {
  notReserved: (status: string) => `A ${status.toLowerCase()} reservation cannot be checked in or out.`,
  alreadyCheckedIn: 'This reservation is already checked in.',
  alreadyCheckedOut: 'This reservation is already checked out.',
  checkInOutsideStay: 'The check-in date must be a day of the stay (from arrival, before departure).',
  moreAdults: 'More people than reserved: change the reservation before checking in.',
  moreVehicles: 'More vehicles than reserved: change the reservation before checking in.',
  notCheckedIn: 'This reservation is not checked in.',
  checkOutBeforeCheckIn: 'A reservation must be checked in before it can be checked out.',
  checkOutBeforeCheckInDate: 'The check-out date cannot be before the check-in date.',
  notCheckedOut: 'This reservation is not checked out.',
  undoCheckOutFirst: 'Undo the check-out before undoing the check-in.',
  checkedInCannotCancel: 'Undo the check-in before cancelling this reservation.',
  checkedOutCannotChange: 'A checked-out reservation cannot be changed.',
  alreadyChargedBack: 'A chargeback is already recorded for this reservation.',
  noChargeback: 'No chargeback is recorded for this reservation.',
  notPaid: 'This reservation has no payment to charge back.',
  notChangeable: (status: string) => `A ${status.toLowerCase()} reservation cannot be changed.`,
  changedMeanwhile: 'This reservation was changed by someone else just now. Reload it and try again.',
} as const;

export const FRONT_DESK_ACTION_LABEL: Record<FrontDeskAction, string> = {
  checkIn: 'Checked in',
  checkOut: 'Checked out',
  undoCheckIn: 'Check-in undone',
  undoCheckOut: 'Check-out undone',
};

export interface FrontDeskRequest {
  action: FrontDeskAction;
  /** The park's calendar day it happened (check-in and check-out). */
  date: string;
  /** ISO time it was recorded. */
  at: string;
  username: string;
  /** At check-in: the people and vehicles that arrived (no more than booked). */
  numberOfAdults?: number;
  numberOfVehicles?: number;
}

export type FrontDeskDecision =
  | {
      ok: true;
      /** The sub-status it moves from (the write's condition). */
      from: SubStatus | null;
      set: FrontDeskFields & { numberOfAdults?: number; numberOfVehicles?: number };
      changes: AuditChange[];
    }
  | { ok: false; message: string };

const refuse = (message: string): FrontDeskDecision => ({ ok: false, message });

/** The last day a guest may check in: the day before departure, or the day itself for day use. */
function lastStayDay(r: Pick<ReservationRecord, 'endDate' | 'dayUse'>): string {
  return r.dayUse ? r.endDate : addDays(r.endDate, -1);
}

function change(field: string, oldValue: unknown, newValue: unknown): AuditChange[] {
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
  return text(oldValue) === text(newValue)
    ? []
    : [{ field, oldValue: text(oldValue), newValue: text(newValue) }];
}

export function decideFrontDesk(r: FrontDeskReservation, req: FrontDeskRequest): FrontDeskDecision {
  if (r.status !== 'Reserved') return refuse(FRONT_DESK_MESSAGE.notReserved(r.status));
  const sub = r.subStatus ?? null;
  switch (req.action) {
    case 'checkIn': {
      if (sub === 'CheckedIn') return refuse(FRONT_DESK_MESSAGE.alreadyCheckedIn);
      if (sub === 'CheckedOut') return refuse(FRONT_DESK_MESSAGE.alreadyCheckedOut);
      if (req.date < r.startDate || req.date > lastStayDay(r))
        return refuse(FRONT_DESK_MESSAGE.checkInOutsideStay);
      const adults = req.numberOfAdults ?? r.numberOfAdults;
      const vehicles = req.numberOfVehicles ?? r.numberOfVehicles;
      if (adults > r.numberOfAdults) return refuse(FRONT_DESK_MESSAGE.moreAdults);
      if (vehicles > r.numberOfVehicles) return refuse(FRONT_DESK_MESSAGE.moreVehicles);
      return {
        ok: true,
        from: null,
        set: {
          subStatus: 'CheckedIn',
          checkedInAt: req.at,
          checkedInDate: req.date,
          checkedInBy: req.username,
          numberOfAdults: adults,
          numberOfVehicles: vehicles,
        },
        changes: [
          ...change('subStatus', sub, 'CheckedIn'),
          ...change('checkedInDate', r.checkedInDate, req.date),
          ...change('numberOfAdults', r.numberOfAdults, adults),
          ...change('numberOfVehicles', r.numberOfVehicles, vehicles),
        ],
      };
    }
    case 'checkOut': {
      if (sub === null) return refuse(FRONT_DESK_MESSAGE.checkOutBeforeCheckIn);
      if (sub === 'CheckedOut') return refuse(FRONT_DESK_MESSAGE.alreadyCheckedOut);
      if (r.checkedInDate && req.date < r.checkedInDate)
        return refuse(FRONT_DESK_MESSAGE.checkOutBeforeCheckInDate);
      return {
        ok: true,
        from: 'CheckedIn',
        set: {
          subStatus: 'CheckedOut',
          checkedOutAt: req.at,
          checkedOutDate: req.date,
          checkedOutBy: req.username,
        },
        changes: [
          ...change('subStatus', sub, 'CheckedOut'),
          ...change('checkedOutDate', r.checkedOutDate, req.date),
        ],
      };
    }
    case 'undoCheckOut': {
      if (sub !== 'CheckedOut') return refuse(FRONT_DESK_MESSAGE.notCheckedOut);
      return {
        ok: true,
        from: 'CheckedOut',
        set: { subStatus: 'CheckedIn', checkedOutAt: null, checkedOutDate: null, checkedOutBy: null },
        changes: [
          ...change('subStatus', sub, 'CheckedIn'),
          ...change('checkedOutDate', r.checkedOutDate, null),
        ],
      };
    }
    case 'undoCheckIn': {
      if (sub === 'CheckedOut') return refuse(FRONT_DESK_MESSAGE.undoCheckOutFirst);
      if (sub !== 'CheckedIn') return refuse(FRONT_DESK_MESSAGE.notCheckedIn);
      return {
        ok: true,
        from: 'CheckedIn',
        set: { subStatus: null, checkedInAt: null, checkedInDate: null, checkedInBy: null },
        changes: [...change('subStatus', sub, null), ...change('checkedInDate', r.checkedInDate, null)],
      };
    }
  }
}

/** Staff may cancel a sold reservation only while no guest is on the spot. */
export function frontDeskCancelRefusal(r: FrontDeskReservation): string | null {
  return r.subStatus ? FRONT_DESK_MESSAGE.checkedInCannotCancel : null;
}

/**
 * Staff may change a sold reservation until its guest has checked out (a guest on the spot may still
 * move or stay longer); past dates and the park's rules are theirs to override.
 */
export function frontDeskChangeRefusal(r: FrontDeskReservation): string | null {
  if (r.status !== 'Reserved') return FRONT_DESK_MESSAGE.notChangeable(r.status);
  return r.subStatus === 'CheckedOut' ? FRONT_DESK_MESSAGE.checkedOutCannotChange : null;
}

/**
 * The park's day at the desk, from a reservation's nights: whether it arrives, departs or stays on
 * `day`. Day use arrives and departs on its own days.
 */
export function dayRole(
  r: Pick<ReservationRecord, 'startDate' | 'endDate' | 'dayUse'>,
  day: string,
): { arriving: boolean; departing: boolean; staying: boolean } {
  const staying = r.dayUse ? r.startDate <= day && day <= r.endDate : r.startDate <= day && day < r.endDate;
  return { arriving: r.startDate === day, departing: r.endDate === day, staying };
}

/** The check-in list of a park's day: arriving on or before it, staying, not yet checked in. */
export function isToCheckIn(r: FrontDeskReservation, day: string): boolean {
  return r.status === 'Reserved' && !r.subStatus && r.startDate <= day && dayRole(r, day).staying;
}

/** The check-out list of a park's day: departing that day (or overdue), checked in and not out. */
export function isToCheckOut(r: FrontDeskReservation, day: string): boolean {
  return r.status === 'Reserved' && r.subStatus === 'CheckedIn' && r.endDate <= day;
}

/** What the staff home shows for one park and day (admin issue: the ranger's 8 a.m. view). */
export interface ParkDaySummary {
  locationId: number;
  day: string;
  /** Arriving today (or late and still due), not yet checked in. */
  arrivalsToCheckIn: number;
  /** Departing today, checked in and not yet checked out. */
  departuresToCheckOut: number;
  /** Checked in and not checked out. */
  inHouse: number;
  /** Spots taken tonight (reserved) of all the park's spots. */
  occupiedSpots: number;
  totalSpots: number;
}

export function parkDaySummary(
  locationId: number,
  day: string,
  reservations: readonly FrontDeskReservation[],
  occupiedSpots: number,
  totalSpots: number,
): ParkDaySummary {
  const sold = reservations.filter((r) => r.status === 'Reserved' && r.locationId === locationId);
  return {
    locationId,
    day,
    arrivalsToCheckIn: sold.filter((r) => isToCheckIn(r, day)).length,
    departuresToCheckOut: sold.filter((r) => isToCheckOut(r, day)).length,
    inHouse: sold.filter((r) => r.subStatus === 'CheckedIn').length,
    occupiedSpots,
    totalSpots,
  };
}

/**
 * Recording a chargeback (the card issuer took the payment back) or undoing one: the reservation must
 * have been paid, and the flag must be the other way (the write is conditional on it).
 */
export function chargebackRefusal(
  r: Pick<FrontDeskReservation, 'orderId' | 'paymentChargebackCompleted' | 'status'>,
  undo: boolean,
): string | null {
  if (r.orderId === null || r.status === 'Pending' || r.status === 'Expired')
    return FRONT_DESK_MESSAGE.notPaid;
  const recorded = r.paymentChargebackCompleted === true;
  if (undo) return recorded ? null : FRONT_DESK_MESSAGE.noChargeback;
  return recorded ? FRONT_DESK_MESSAGE.alreadyChargedBack : null;
}
