/** Everything entered on the occupant form, as the review shows it. */
import { formatPhone } from '#web/lib/format.ts';
import type { OccupantDraft, SpotClaim } from '#web/lib/booking/claim-state.ts';
import { OCCUPANT_LABELS } from './OccupantForm.tsx';
import { useEquipmentTypeName } from './use-booking-options.ts';

export function OccupantReview({ claim, draft }: { claim: SpotClaim | null; draft: OccupantDraft }) {
  const equipmentType = useEquipmentTypeName(claim, draft.equipmentTypeId);
  const address = [
    draft.primaryOccupantStreet1,
    draft.primaryOccupantStreet2,
    [draft.primaryOccupantCity, draft.primaryOccupantState, draft.primaryOccupantZipcode]
      .filter(Boolean)
      .join(' '),
    draft.primaryOccupantCountry,
  ].filter(Boolean);
  const rows: [string, string][] = [
    [
      'Primary Occupant',
      `${draft.primaryOccupantFirstName} ${draft.primaryOccupantLastName}`.trim() +
        (draft.isCustomerPrimaryOccupant ? ' (account holder)' : ''),
    ],
    ['Address', address.join(', ')],
    [OCCUPANT_LABELS.primaryOccupantEmail, draft.primaryOccupantEmail],
    [OCCUPANT_LABELS.primaryOccupantHomePhone, formatPhone(draft.primaryOccupantHomePhone)],
    [OCCUPANT_LABELS.primaryOccupantMobilePhone, formatPhone(draft.primaryOccupantMobilePhone)],
    [OCCUPANT_LABELS.numberOfAdults, draft.numberOfAdults],
    [OCCUPANT_LABELS.numberOfVehicles, draft.numberOfVehicles],
    [OCCUPANT_LABELS.equipmentTypeId, equipmentType],
    [OCCUPANT_LABELS.equipmentLength, draft.equipmentLength],
  ];
  return (
    <section className="booking-card" aria-labelledby="occupant-review-heading">
      <h2 id="occupant-review-heading">Occupant Details</h2>
      <dl className="booking-summary__list">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
