/**
 * The writes that drop a process's cached park facts are the park's own partition's, not those of the
 * partitions under it that follow every claim (report aggregates, ledger, cancellations): otherwise an
 * opening morning's report stream would empty the caches the claims rely on many times a second.
 */
import { describe, expect, it } from 'vitest';
import { touchesCachedFacts } from '#store/client';
import { keys } from '#store/keys';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('wa');

describe('touchesCachedFacts under a park', () => {
  it('counts the park partition itself', () => {
    expect(touchesCachedFacts({ Item: { pk: keys.locationPk(T, 201), sk: keys.loopSk(3) } })).toBe(true);
  });

  it('does not count the report, ledger or cancellation partitions under it', () => {
    expect(
      touchesCachedFacts({ Key: { pk: `${keys.locationPk(T, 201)}#REPORTS`, sk: 'DAY#2030-07-01' } }),
    ).toBe(false);
    expect(touchesCachedFacts({ Item: { pk: keys.parkLedger(T, 201, '2030-07', 0), sk: 'x' } })).toBe(false);
    expect(touchesCachedFacts({ Item: { pk: keys.parkCancellations(T, 201, '2030-07'), sk: 'x' } })).toBe(
      false,
    );
  });
});
