/**
 * Daily rates: the product's base rate, replaced on a day by the rate of the pricing season covering it
 * (the season starting latest wins where seasons overlap, so a short holiday season can sit inside a
 * summer one). Cents.
 */
import type { ProductRecord } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';

export function dailyRateCents(
  product: ProductRecord | undefined,
  day: string,
  seasons: readonly PricingSeasonRecord[],
): number {
  if (!product) return 0;
  let best: { startDate: string; id: number; cents: number } | undefined;
  for (const s of seasons) {
    if (day < s.startDate || day > s.endDate) continue;
    const rate = s.rates.find((r) => r.productId === product.id);
    if (!rate) continue;
    if (!best || s.startDate > best.startDate || (s.startDate === best.startDate && s.id > best.id)) {
      best = { startDate: s.startDate, id: s.id, cents: rate.dailyRateCents };
    }
  }
  return best ? best.cents : product.baseDailyRateCents;
}
