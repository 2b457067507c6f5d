/**
 * CartItemsAdded (the dashboard's carts line) is counted once per item that reaches a cart, deployment-wide
 * and for the tenant, and not when the hold could not be marked. The reads and writes around the add
 * are stubbed: what is asserted is the count, not the transaction (tests/integration/cart.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewReservationRequest } from '#contract/reservations';
import { RefusedError } from '#domain/errors';
import { toTenantId } from '#domain/tenant-id';
import { type CartSide, addReservation } from '#booking/cart';
import { addCartItem } from '#store/cart';
import { captureMetrics, type MetricCapture } from '../adapters/emf.ts';

vi.mock('#booking/validate', () => ({
  validateNewReservation: vi.fn(async (_tenantId: string, request: NewReservationRequest) => ({
    request: { ...request, addOns: [], discounts: [] },
    hold: { lockCode: 'lock-1', expiresAt: 1_800_000_000, walkIn: false, overriddenClosureDays: [] },
    spot: { id: 7, name: 'Site 7', photos: [] },
    location: { id: 3, longName: 'Pine Lake', images: [] },
    customerId: 11,
    nights: 2,
    dayUse: false,
    overriddenRules: [],
  })),
  primaryOccupantOf: () => ({}),
}));
vi.mock('#booking/quote', () => ({ quoteReservation: vi.fn(async () => []) }));
vi.mock('#store/reservations', () => ({
  nextReservationId: vi.fn(async () => 101),
  reservationNumber: () => 'CO-101',
  setReservationStatus: vi.fn(),
}));
vi.mock('#store/cart', () => ({ addCartItem: vi.fn(async () => true) }));
vi.mock('#store/holds', () => ({ getHold: vi.fn(async () => undefined) }));

const tenantId = toTenantId('co');
const side = {
  owner: { kind: 'customer', customerId: 11 },
  caller: { kind: 'customer', customerId: 11 },
  holder: { username: 'ana' },
  salesChannel: 1,
} as unknown as CartSide;
const request = {
  spotId: 7,
  lockCode: 'lock-1',
  startDate: '2027-07-01',
  endDate: '2027-07-03',
} as unknown as NewReservationRequest;

let metrics: MetricCapture;
beforeEach(() => {
  metrics = captureMetrics();
});
afterEach(() => {
  vi.restoreAllMocks();
  metrics.stop();
});

describe('CartItemsAdded', () => {
  it('is counted for the deployment and the tenant when an item reaches the cart', async () => {
    const { item } = await addReservation(tenantId, side, request);
    expect(item.lockCode).toBe('lock-1');
    expect(metrics.counted()).toEqual([
      'CartItemsAdded service=campfire',
      'CartItemsAdded service=campfire tenant=co',
    ]);
  });

  it('is not counted when the hold could not be marked', async () => {
    vi.mocked(addCartItem).mockResolvedValueOnce(false);
    await expect(addReservation(tenantId, side, request)).rejects.toBeInstanceOf(RefusedError);
    expect(metrics.counted()).toEqual([]);
  });
});
