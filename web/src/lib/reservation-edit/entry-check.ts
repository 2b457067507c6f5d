/**
 * The reservation-edit-occupant entry check (public §2.5): the edit's fees are priced (salesChannel 1),
 * then the edit is validated with those fees. The occupant is the reservation's own until the form
 * changes it, so what is checked is the new hold and the park's business rules for the change.
 */
import type { ApiClient } from '../api.ts';
import { failureMessages } from '#web/lib/call.ts';
import { fetchFees } from '../booking/fees.ts';
import type { ReservationEdit, SpotClaim } from '../booking/claim-state.ts';
import { editFeeRequest, editRequest } from './edit-model.ts';
import { validateEdit } from './validate-edit.ts';

/** null when the change may go on; the server's messages otherwise. */
export async function checkEditEntry(
  api: ApiClient,
  claim: SpotClaim,
  edit: ReservationEdit,
): Promise<string[] | null> {
  try {
    const fees = await fetchFees(api, editFeeRequest(claim, edit.occupant, edit));
    await validateEdit(api, editRequest(claim, edit.occupant, edit, fees.data));
    return null;
  } catch (error) {
    return failureMessages(error);
  }
}
