/**
 * Pure rules of the staff change (admin §2.6, §4.4): the working copy seeded from the admin reservation
 * detail, and the edit request (AdminEditReservationRequest) built from the new hold, the occupant draft
 * and the fee overrides the clerk made. The customer stays the reservation's (the server keeps it).
 */
import type { AdminReservationDetail } from '#contract/front-desk';
import type { EditReservationRequestInput } from '#contract/lifecycle';
import type { DiscountClass } from '#contract/lookups';
import type { FeeOverride } from '#contract/pricing';
import { SALES_CHANNEL } from '../booking/booking-model.ts';
import type { OccupantDraft, ReservationEdit, SpotClaim } from '../booking/claim-state.ts';
import { editFromDetail, editRequest } from '../reservation-edit/edit-model.ts';

/** The working copy of a reservation a clerk changes; customerId 0 when it has no customer account. */
export function staffEditFromDetail(
  detail: AdminReservationDetail,
  discountClasses: readonly DiscountClass[],
): ReservationEdit {
  const edit = editFromDetail(detail, detail.customerId ?? 0, '', discountClasses);
  return {
    ...edit,
    occupant: { ...edit.occupant, customerId: detail.customerId ? String(detail.customerId) : '' },
  };
}

/** The staff edit request: salesChannel 2, the clerk's fee overrides with the new reservation request. */
export function staffEditRequest(
  claim: SpotClaim,
  draft: OccupantDraft,
  edit: ReservationEdit,
  feeOverrides: readonly FeeOverride[] = [],
): EditReservationRequestInput {
  const request = editRequest(claim, draft, edit);
  return {
    reservationId: edit.reservationId,
    newReservationRequest: {
      ...request.newReservationRequest,
      customerId: edit.customerId || null,
      salesChannel: SALES_CHANNEL.admin,
      feeOverrides: [...feeOverrides],
    },
  };
}
