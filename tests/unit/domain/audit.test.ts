/** How the history screens name a recorded field. */
import { describe, expect, it } from 'vitest';
import { auditFieldLabel } from '#domain/audit';

describe('audit field labels', () => {
  it.each([
    ['checkedInDate', 'Checked in date'],
    ['subStatus', 'Sub status'],
    ['spotId', 'Spot ID'],
    ['total', 'Total'],
    ['numberOfAdults', 'Number of adults'],
    ['feeOverride: Reservation fee', 'Fee override: Reservation fee'],
    ['businessRuleOverride: Minimum stay', 'Business rule override: Minimum stay'],
  ])('%s reads %s', (field, label) => {
    expect(auditFieldLabel(field)).toBe(label);
  });
});
