import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '#contract/envelope';
import type { PaymentTypeAmount } from '#contract/cart';
import type { PaymentType } from '#contract/lookups';
import { useTenant } from '../tenant/tenant-context.tsx';
import type { CartChannel } from './cart-channel.ts';

/** GET Tenant/paymenttypes: the public site offers only the types that are not staff-only. */
export function usePaymentTypes(channel: CartChannel) {
  const { tenantId, api } = useTenant();
  return useQuery({
    queryKey: ['tenant', tenantId, 'paymenttypes'],
    queryFn: async () => (await api.get<Envelope<'data', PaymentType[]>>('Tenant/paymenttypes')).data,
    staleTime: 10 * 60_000,
    select: (types) => (channel === 'admin' ? types : types.filter((type) => !type.adminOnly)),
  });
}

/** The amount for the chosen payment type: card, e-check and cash fees differ (the card rate until one is chosen). */
export function amountForPaymentType(
  amounts: readonly PaymentTypeAmount[],
  paymentTypeId: number | null,
  cardAmount: number,
): number {
  return amounts.find((a) => a.paymentTypeId === paymentTypeId)?.amount ?? cardAmount;
}
