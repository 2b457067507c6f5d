/** Tenant and lookup records → the contract's response shapes. Pure. */
import type { AuthConfig, Tenant } from '#contract/tenant';
import type { DiscountClass, LookupValue, PaymentType, Region } from '#contract/lookups';
import type {
  AuthConfigRecord,
  DiscountClassRecord,
  LookupValueRecord,
  PaymentTypeRecord,
  RegionRecord,
  TenantRecord,
  TenantId,
} from '#domain/catalogue';

export function toTenant(t: TenantRecord): Tenant {
  // The limits are the server's own business.
  const { limits: _limits, ...settings } = t;
  return { ...settings, supportInfo: { ...t.supportInfo, tenantId: t.id } };
}

export function toAuthConfig(a: AuthConfigRecord): AuthConfig {
  return { ...a };
}

export function toRegion(tenantId: TenantId, r: RegionRecord): Region {
  return { id: r.id, tenantId, shortName: r.shortName, longName: r.longName, regionNumber: r.regionNumber };
}

export function toPaymentType(tenantId: TenantId, p: PaymentTypeRecord): PaymentType {
  return {
    id: p.id,
    tenantId,
    name: p.name,
    description: p.description,
    adminOnly: p.adminOnly,
    requiresHostedPayment: p.requiresHostedPayment,
  };
}

export function toDiscountClass(tenantId: TenantId, d: DiscountClassRecord): DiscountClass {
  return {
    id: d.id,
    tenantId,
    name: d.name,
    description: d.description,
    internalDescription: d.internalDescription,
    residencyId: d.residencyId,
    verificationRequired: d.verificationRequired,
    priority: d.priority,
  };
}

export function toLookupValue(v: LookupValueRecord): LookupValue {
  return { id: v.id, name: v.name, description: v.description, group: v.group };
}
