/** Add-on fees (feeType 5): a park's add-on, unit price × quantity, one line per add-on bought. */
import { FEE_TYPE } from '#domain/pricing/fee-types';
import { type FeeLineCents, fixedLine } from './fees.ts';
import { type AddOnRecord, inScope } from './schedule.ts';

/** The add-ons a park sells. */
export function parkAddOns(addOns: readonly AddOnRecord[], locationId: number): AddOnRecord[] {
  return addOns.filter((a) => inScope(a.locationIds, locationId));
}

export function addOnLine(addOn: AddOnRecord, quantity: number): FeeLineCents {
  return fixedLine(
    {
      id: addOn.id,
      feeType: FEE_TYPE.AddOn,
      name: addOn.name,
      description: `${quantity} × ${addOn.unit}`,
      accountingCode: addOn.accountingCode,
      sku: addOn.sku,
    },
    addOn.priceCents * quantity,
    { quantity },
  );
}
