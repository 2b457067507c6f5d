import { describe, expect, it } from 'vitest';
import type { FeeLine } from '../../../functions/contract/pricing.ts';
import type { KeyValueStorage } from '../../../web/src/lib/auth/auth-state.ts';
import { SIGN_OUT_CLEARED_STORAGE_KEYS } from '../../../web/src/lib/auth/constants.ts';
import { EMPTY_DRAFT } from '../../../web/src/lib/booking/booking-model.ts';
import {
  CLAIM_STORAGE_KEY,
  createClaimStore,
  type SpotClaim,
} from '../../../web/src/lib/booking/claim-state.ts';
import { feeRows } from '../../../web/src/features/booking/fee-lines.ts';

function line(overrides: Partial<FeeLine>): FeeLine {
  return {
    id: 0,
    name: 'Reservation Fee',
    description: '',
    amount: 0,
    undiscountedAmount: 0,
    preModifiedAmount: null,
    creditCardAmount: 0,
    creditCardMinAmount: 0,
    creditCardPercentage: 0,
    echeckAmount: 0,
    echeckMinAmount: 0,
    echeckPercentage: 0,
    cashAmount: 0,
    cashMinAmount: 0,
    cashPercentage: 0,
    accountingCode: '',
    sku: '',
    quantity: 1,
    feeType: 1,
    discountClassId: null,
    dateBlockDayId: null,
    dayBlockId: null,
    date: null,
    feeBreakdown: [],
    ...overrides,
  };
}

describe('the review fee rows (public §3.5, §5.3)', () => {
  it('list each line, its nights and its discount in parentheses', () => {
    const nights = [
      line({ date: '2026-07-03', amount: 20, undiscountedAmount: 25, feeBreakdown: undefined as never }),
      line({ date: '2026-07-04', amount: 20, undiscountedAmount: 25, feeBreakdown: undefined as never }),
    ].map((n) => ({ ...n, feeBreakdown: [] as never[] }));
    const rows = feeRows([
      line({ amount: 40, undiscountedAmount: 50, feeBreakdown: nights }),
      line({ name: 'Firewood', feeType: 5, amount: 16, undiscountedAmount: 16, quantity: 2 }),
    ]);
    expect(rows.map((r) => [r.kind, r.label, r.amount])).toEqual([
      ['line', 'Reservation Fee', '$50.00'],
      ['night', '07/03/2026', '$25.00'],
      ['night', '07/04/2026', '$25.00'],
      ['discount', 'Discount on Reservation Fee', '($10.00)'],
      ['line', 'Firewood × 2', '$16.00'],
    ]);
  });
});

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const claim: SpotClaim = {
  locationName: 'Park',
  locationId: 1,
  spotId: 2,
  spotName: 'A1',
  lockCode: 'abc',
  lockedUntil: '2026-06-01T12:15:00.000Z',
  startDate: '2026-07-03',
  endDate: '2026-07-05',
  walkInReservation: false,
  adaRequirementAcknowledged: false,
  overrideClosure: false,
};

describe('the claim state (public §3.8)', () => {
  it("persists in localStorage 'campfire.claim', which sign-out clears", () => {
    const storage = memoryStorage();
    createClaimStore(storage).setClaim(claim);
    expect(JSON.parse(storage.data.get(CLAIM_STORAGE_KEY)!).claim.lockCode).toBe('abc');
    expect(createClaimStore(storage).get().claim).toEqual(claim);
    expect(SIGN_OUT_CLEARED_STORAGE_KEYS).toContain(CLAIM_STORAGE_KEY);
  });

  it('a new claim drops the old draft; cancel-and-reserve keeps only the reservation id', () => {
    const storage = memoryStorage();
    storage.setItem(CLAIM_STORAGE_KEY, JSON.stringify({ claim, draft: EMPTY_DRAFT, reservationId: 77 }));
    const store = createClaimStore(storage);
    store.setDraft({ ...EMPTY_DRAFT, numberOfAdults: '3' });
    expect(store.get().draft?.numberOfAdults).toBe('3');
    store.setClaim({ ...claim, spotId: 9 });
    expect(store.get().draft).toBeNull();
    store.clearKeepingId();
    expect(store.get()).toEqual({
      claim: null,
      draft: null,
      edit: null,
      reservationId: 77,
      bookingFor: null,
    });
    store.clear();
    expect(store.get().reservationId).toBeNull();
  });

  it('a staff booking for a customer outlives new claims and ends with the booking', () => {
    const store = createClaimStore(memoryStorage());
    const bookingFor = { customerId: 7, name: 'Ann Camper', occupant: { primaryOccupantFirstName: 'Ann' } };
    store.bookFor(bookingFor);
    store.setClaim(claim);
    store.setDraft({ ...EMPTY_DRAFT, numberOfAdults: '3' });
    store.dropClaim();
    expect(store.get().bookingFor).toEqual(bookingFor);
    store.bookFor(null);
    expect(store.get().bookingFor).toBeNull();
    store.bookFor(bookingFor);
    store.clear();
    expect(store.get().bookingFor).toBeNull();
  });

  it('an unreadable stored value starts empty', () => {
    const storage = memoryStorage();
    storage.setItem(CLAIM_STORAGE_KEY, '{not json');
    expect(createClaimStore(storage).get()).toEqual({
      claim: null,
      draft: null,
      edit: null,
      reservationId: null,
      bookingFor: null,
    });
  });
});
