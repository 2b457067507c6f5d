/**
 * Money arithmetic in integer cents. The one place a computed amount is rounded is `percentOfCents`:
 * a percentage of an amount, rounded half up (half a cent goes up; on a negative amount, away from
 * zero). Everything else is adding and multiplying whole cents. Dollars exist only at the API edge.
 */

/** `percentage` percent (e.g. 3.5 for 3.5%, at most 2 decimals) of `baseCents`, rounded half up. */
export function percentOfCents(baseCents: number, percentage: number): number {
  // Basis points keep the product whole: 3.5% is 350 bp, and cents × bp / 10,000 is exact until rounded.
  const product = baseCents * Math.round(percentage * 100);
  const rounded = Math.floor((Math.abs(product) + 5_000) / 10_000);
  return product < 0 ? -rounded : rounded;
}

/** Dollars with at most 2 decimals (validated by the contract) → cents; binary fractions are snapped. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
