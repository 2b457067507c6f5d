/**
 * The reservation fee (feeType 1): the stay's nightly rates, one breakdown line per night. A night's
 * rate is the date block's when the night is in a block of the park (its own rate for the product, or the
 * season rate plus the block's surcharge), else the pricing season's or the product's base rate
 * (dailyRateCents, shared with availability). The chosen discount comes off each night.
 */
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { dailyRateCents } from '#domain/availability/rates';
import type { ProductRecord } from '#domain/catalogue';
import type { PricingSeasonRecord } from '#domain/inventory';
import { type ChosenDiscount, nightDiscountCents } from './discounts.ts';
import { type FeeLineCents, fixedLine } from './fees.ts';
import { sumCents } from './money.ts';
import type { DateBlockRecord } from './schedule.ts';

export interface NightlyInput {
  product: ProductRecord;
  /** The nights (day use: the days) of the stay. */
  nights: readonly string[];
  seasons: readonly PricingSeasonRecord[];
  /** The park's date blocks. */
  dateBlocks: readonly DateBlockRecord[];
  discount: ChosenDiscount | undefined;
  dayUse: boolean;
}

function blockDayOf(blocks: readonly DateBlockRecord[], night: string) {
  for (const block of blocks) {
    const day = block.days.find((d) => d.date === night);
    if (day) return { block, day };
  }
  return undefined;
}

export function nightRateCents(
  product: ProductRecord,
  night: string,
  seasons: readonly PricingSeasonRecord[],
  blocks: readonly DateBlockRecord[],
) {
  const seasonCents = dailyRateCents(product, night, seasons);
  const inBlock = blockDayOf(blocks, night);
  if (!inBlock) return { cents: seasonCents, inBlock };
  const own = inBlock.block.rates.find((r) => r.productId === product.id);
  return { cents: own ? own.dailyRateCents : seasonCents + inBlock.block.surchargeCents, inBlock };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function reservationFeeLine(input: NightlyInput): FeeLineCents {
  const { product, discount } = input;
  const unit = input.dayUse ? 'day' : 'night';
  const breakdown = input.nights.map((night) => {
    const { cents, inBlock } = nightRateCents(product, night, input.seasons, input.dateBlocks);
    const off = discount ? nightDiscountCents(discount.rule, night, cents, product.productTypeId) : 0;
    return fixedLine(
      {
        id: inBlock?.day.id ?? 0,
        feeType: FEE_TYPE.Reservation,
        name: inBlock ? inBlock.block.name : input.dayUse ? 'Daily rate' : 'Nightly rate',
        description: night,
        accountingCode: product.code,
        sku: product.code,
      },
      cents - off,
      {
        undiscountedAmountCents: cents,
        discountClassId: off > 0 ? discount!.discountClass.id : null,
        dateBlockDayId: inBlock?.day.id ?? null,
        dayBlockId: inBlock?.block.id ?? null,
        date: night,
      },
    );
  });
  const amount = sumCents(breakdown.map((b) => b.amountCents));
  const undiscounted = sumCents(breakdown.map((b) => b.undiscountedAmountCents));
  const discounted = amount < undiscounted;
  return fixedLine(
    {
      id: 0,
      feeType: FEE_TYPE.Reservation,
      name: 'Reservation fee',
      description:
        `${product.name}, ${plural(input.nights.length, unit)}` +
        (discounted ? ` (${discount!.discountClass.name} discount)` : ''),
      accountingCode: product.code + (discounted ? `-${discount!.discountClass.accountingCodeSuffix}` : ''),
      sku: product.code,
    },
    amount,
    {
      quantity: input.nights.length,
      undiscountedAmountCents: undiscounted,
      discountClassId: discounted ? discount!.discountClass.id : null,
      breakdown,
    },
  );
}
