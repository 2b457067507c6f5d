/**
 * Which writes drop the per-process caches (store/client.ts): writes that name a park's partition, the
 * tenant's park list, catalogue or business rules, in the document or the marshalled form, single, in a
 * transaction or in a batch; not the claim path's own writes (nights, holds, hold slots, counters).
 */
import { describe, expect, it } from 'vitest';
import { touchesCachedFacts } from '#store/client';
import { keys } from '#store/keys';
import { toTenantId } from '#domain/tenant-id';

const T = toTenantId('co');

describe('touchesCachedFacts', () => {
  it("names a park's partition, the park list, the catalogue and the business rules", () => {
    expect(touchesCachedFacts({ Item: { pk: keys.locationPk(T, 201), sk: keys.spotSk(200001) } })).toBe(true);
    expect(
      touchesCachedFacts({ Key: keys.location(T, 201), UpdateExpression: 'ADD catalogueVersion :one' }),
    ).toBe(true);
    expect(touchesCachedFacts({ Key: keys.reference(T, 'PRODUCT', 3) })).toBe(true);
    expect(touchesCachedFacts({ Item: { pk: keys.businessRulesPk(T), sk: keys.businessRuleSk(7) } })).toBe(
      true,
    );
  });

  it('leaves out the claim path: nights, holds, hold slots and rate counters', () => {
    expect(touchesCachedFacts({ Item: { ...keys.spotNight(T, 200001, '2030-07-01'), status: 'held' } })).toBe(
      false,
    );
    expect(touchesCachedFacts({ Key: keys.hold(T, 'abc') })).toBe(false);
    expect(touchesCachedFacts({ Item: { pk: keys.holdSlots(T, 12), sk: keys.holdSlotSk(0) } })).toBe(false);
    expect(touchesCachedFacts({ Key: keys.rateWindow(T, 'claim#client#1', 60, 0) })).toBe(false);
  });

  it('reads every item of a transaction and of a batch, in either form', () => {
    const night = { Put: { Item: keys.spotNight(T, 200001, '2030-07-01') } };
    const closure = { Put: { Item: { pk: keys.locationPk(T, 201), sk: 'RULE#CLOSURE#0000000001' } } };
    expect(touchesCachedFacts({ TransactItems: [night] })).toBe(false);
    expect(touchesCachedFacts({ TransactItems: [night, closure] })).toBe(true);
    expect(
      touchesCachedFacts({
        RequestItems: {
          campfire: [{ DeleteRequest: { Key: { pk: { S: keys.locationPk(T, 201) }, sk: { S: 'x' } } } }],
        },
      }),
    ).toBe(true);
    expect(touchesCachedFacts({ RequestItems: { campfire: { Keys: [keys.location(T, 201)] } } })).toBe(false);
  });

  it('ignores inputs without keys', () => {
    expect(touchesCachedFacts(undefined)).toBe(false);
    expect(touchesCachedFacts({ TableName: 'campfire' })).toBe(false);
  });
});
