/**
 * Which discount classes a customer may use (public §7.6, admin §7.3 verifydiscounts): the tenant's
 * classes checked against the claims and the customer's state of residence. Shared by the customer's
 * own route and staff's.
 */
import type { VerifyDiscountsRequest } from '#contract/reservations';
import type { TenantId, TenantRecord } from '#domain/catalogue';
import { verifyDiscounts } from '#domain/discounts';
import type { CustomerRecord } from '#store/customers';
import { REFERENCE_KIND } from '#store/keys';
import { listReference } from '#store/reference';

export async function customerDiscountVerification(
  tenantId: TenantId,
  tenant: TenantRecord,
  customer: CustomerRecord,
  claimed: VerifyDiscountsRequest['customerDiscounts'],
) {
  const classes = await listReference(tenantId, REFERENCE_KIND.discountClass);
  const discounts = verifyDiscounts(classes, claimed, customer.state, {
    name: tenant.stateName,
    // 'US-CO' -> 'CO'
    code: tenant.mapSearchStateFilter.split('-').pop() ?? '',
  });
  return {
    verifiedDiscountClassIds: discounts.filter((d) => d.verified).map((d) => d.discountClassId),
    discounts,
  };
}
