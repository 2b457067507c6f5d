/**
 * Discount classes and their price rule (admin §2.3 discount-class-management, SystemSettingsDiscountClass):
 * a percentage or a fixed amount per night, on some days of the week; an inactive class takes nothing off.
 */
import { noQuery } from '#contract/common';
import { catalogueHistoryResponseSchema } from '#contract/park-setup';
import {
  type AdminDiscountClass,
  type DiscountClassRequest,
  adminDiscountClassesResponseSchema,
  discountClassIdParams,
  discountClassRequestSchema,
  discountClassResponseSchema,
} from '#contract/seasons';
import type { TenantId } from '#domain/catalogue';
import { notFound } from '#domain/errors';
import { diffFields, touched } from '#domain/park-setup';
import type { DiscountRuleRecord } from '#domain/pricing/schedule';
import { formatCents } from '#domain/display-format';
import { SEASON_MESSAGE, WEEKDAY_NAMES, centsToDollarText } from '#domain/seasons';
import { defineRoute } from '#http/routes';
import { listCatalogueHistory, nextCatalogueId } from '#store/catalogue-writer';
import { REFERENCE_KIND } from '#store/keys';
import { listReference } from '#store/reference';
import {
  type StoredDiscountClass,
  getDiscountClass,
  listDiscountClasses,
  listDiscountRules,
  writeDiscountClass,
} from '#store/seasons';
import {
  assertVersion,
  auditEntry,
  auditOf,
  refuseChanged,
  staffOf,
  throwFieldErrors,
  toHistory,
} from '#api/shared/catalogue-records';
import { DISCOUNTS, stamp } from './season-shared.ts';

const DISCOUNT_AUDIT = [
  'name',
  'description',
  'internalDescription',
  'priority',
  'accountingCodeSuffix',
  'verificationRequired',
  'priceRule',
  'daysOfWeek',
  'isActive',
] as const;

type ProductTypeNames = Map<number, string>;

async function productTypeNames(tenantId: TenantId): Promise<ProductTypeNames> {
  return new Map((await listReference(tenantId, REFERENCE_KIND.productType)).map((t) => [t.id, t.name]));
}

/** A class without a rule (imported that way) reads as an inactive 0% rule until staff give it one. */
const NO_RULE = (id: number): DiscountRuleRecord => ({
  id,
  kind: 'percentage',
  percentage: 0,
  amountCents: 0,
  productTypeAmounts: [],
  daysOfWeek: [],
  isActive: false,
});

function toDiscountClass(
  c: StoredDiscountClass,
  rule: DiscountRuleRecord | undefined,
  types: ProductTypeNames,
): AdminDiscountClass {
  const r = rule ?? NO_RULE(c.id);
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    internalDescription: c.internalDescription,
    priority: c.priority,
    accountingCodeSuffix: c.accountingCodeSuffix,
    verificationRequired: c.verificationRequired,
    residencyId: c.residencyId,
    hasRule: rule !== undefined,
    kind: r.kind,
    percentage: r.percentage,
    amountCents: r.amountCents,
    amount: centsToDollarText(r.amountCents),
    productTypeAmounts: r.productTypeAmounts.map((p) => ({
      productTypeId: p.productTypeId,
      productTypeName: types.get(p.productTypeId) ?? `Product type ${p.productTypeId}`,
      amountCents: p.amountCents,
      amount: centsToDollarText(p.amountCents),
    })),
    daysOfWeek: r.daysOfWeek,
    isActive: r.isActive !== false,
    ...auditOf(c),
  };
}

/** The price rule as one audit value: '50% off' or '$5.00 off a night (Cabin $10.00)'. */
function priceRuleText(r: DiscountRuleRecord, types: ProductTypeNames) {
  if (r.kind === 'percentage') return `${r.percentage}% off`;
  const per = r.productTypeAmounts.map(
    (p) => `${types.get(p.productTypeId) ?? p.productTypeId} ${formatCents(p.amountCents)}`,
  );
  return `${formatCents(r.amountCents)} off a night${per.length ? ` (${per.join(', ')})` : ''}`;
}

const discountAudit = (
  c: StoredDiscountClass | undefined,
  r: DiscountRuleRecord | undefined,
  types: ProductTypeNames,
) =>
  c && {
    name: c.name,
    description: c.description,
    internalDescription: c.internalDescription,
    priority: c.priority,
    accountingCodeSuffix: c.accountingCodeSuffix,
    verificationRequired: c.verificationRequired,
    priceRule: r ? priceRuleText(r, types) : null,
    daysOfWeek: r
      ? r.daysOfWeek.length
        ? r.daysOfWeek.map((d) => WEEKDAY_NAMES[d]).join(', ')
        : 'Every night'
      : null,
    isActive: r ? r.isActive !== false : null,
  };

function discountFrom(
  id: number,
  req: DiscountClassRequest,
  before: StoredDiscountClass | undefined,
  types: ProductTypeNames,
): { discountClass: StoredDiscountClass; rule: DiscountRuleRecord } {
  const errors: Record<string, string[]> = {};
  req.productTypeAmounts.forEach((p, i) => {
    if (!types.has(p.productTypeId))
      errors[`productTypeAmounts.${i}.amount`] = [SEASON_MESSAGE.unknownProductType];
  });
  throwFieldErrors(errors);
  const fixed = req.kind === 'fixedPerNight';
  return {
    discountClass: {
      ...(before ?? {}),
      id,
      name: req.name,
      description: req.description,
      internalDescription: req.internalDescription,
      residencyId: before?.residencyId ?? null,
      verificationRequired: req.verificationRequired,
      priority: req.priority,
      accountingCodeSuffix: req.accountingCodeSuffix.toUpperCase(),
    },
    rule: {
      id,
      kind: req.kind,
      percentage: fixed ? 0 : req.percentage,
      amountCents: fixed ? req.amount : 0,
      productTypeAmounts: fixed
        ? req.productTypeAmounts.map((p) => ({ productTypeId: p.productTypeId, amountCents: p.amount }))
        : [],
      daysOfWeek: [...new Set(req.daysOfWeek)].sort((a, b) => a - b),
      isActive: req.isActive,
    },
  };
}

async function requireDiscountClass(tenantId: TenantId, id: number) {
  const found = await getDiscountClass(tenantId, id);
  if (!found) throw notFound('DiscountClass', id);
  return found;
}

const DISCOUNT_AUTH = { kind: 'staff', permissions: [DISCOUNTS] } as const;

export const discountRoutes = [
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/discountclass/search',
    operationId: 'adminDiscountClassSearch',
    summary: 'Discount classes with their price rules, by priority',
    query: noQuery,
    auth: DISCOUNT_AUTH,
    response: adminDiscountClassesResponseSchema,
    handler: async ({ tenantId }) => {
      const [classes, rules, types] = await Promise.all([
        listDiscountClasses(tenantId),
        listDiscountRules(tenantId),
        productTypeNames(tenantId),
      ]);
      const ruleOf = new Map(rules.map((r) => [r.id, r]));
      return {
        data: classes
          .sort((a, b) => a.priority - b.priority || a.id - b.id)
          .map((c) => toDiscountClass(c, ruleOf.get(c.id), types)),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/discountclass/{classId}',
    operationId: 'adminGetDiscountClass',
    summary: 'One discount class with its price rule and audit fields',
    params: discountClassIdParams,
    query: noQuery,
    auth: DISCOUNT_AUTH,
    response: discountClassResponseSchema,
    handler: async ({ tenantId, params }) => {
      const [{ discountClass, rule }, types] = await Promise.all([
        requireDiscountClass(tenantId, params.classId),
        productTypeNames(tenantId),
      ]);
      return { data: toDiscountClass(discountClass, rule, types) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'admin/AdminSeason/discountclass/{classId}/history',
    operationId: 'adminDiscountClassHistory',
    summary: "A discount class's audit history, newest first",
    params: discountClassIdParams,
    query: noQuery,
    auth: DISCOUNT_AUTH,
    response: catalogueHistoryResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: toHistory(await listCatalogueHistory(tenantId, 'DISCOUNTCLASS', params.classId)),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'admin/AdminSeason/discountclass',
    operationId: 'adminAddDiscountClass',
    summary: 'Adds a discount class and the price rule it takes off the nightly rate',
    query: noQuery,
    body: discountClassRequestSchema,
    auth: DISCOUNT_AUTH,
    response: discountClassResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const staff = staffOf(auth);
      const types = await productTypeNames(tenantId);
      discountFrom(0, body, undefined, types);
      const id = await nextCatalogueId(tenantId, 'DISCOUNTCLASS', async () =>
        Math.max(0, ...(await listDiscountClasses(tenantId)).map((c) => c.id)),
      );
      const at = stamp();
      const made = discountFrom(id, body, undefined, types);
      const discountClass = { ...made.discountClass, ...touched(undefined, staff.username, at) };
      const changes = diffFields(undefined, discountAudit(discountClass, made.rule, types)!, DISCOUNT_AUDIT);
      const entry = auditEntry(staff, at, 'Discount class added', changes);
      if (!(await writeDiscountClass(tenantId, discountClass, made.rule, null, entry)))
        refuseChanged('discount class');
      return { data: toDiscountClass(discountClass, made.rule, types) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'admin/AdminSeason/discountclass/{classId}',
    operationId: 'adminEditDiscountClass',
    summary: 'Changes a discount class and its price rule over the version read; sold stays keep their price',
    params: discountClassIdParams,
    query: noQuery,
    body: discountClassRequestSchema,
    auth: DISCOUNT_AUTH,
    response: discountClassResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      const [before, types] = await Promise.all([
        requireDiscountClass(tenantId, params.classId),
        productTypeNames(tenantId),
      ]);
      const seen = assertVersion('discount class', before.discountClass, body.dateLastModified);
      const made = discountFrom(before.discountClass.id, body, before.discountClass, types);
      const changes = diffFields(
        discountAudit(before.discountClass, before.rule, types),
        discountAudit(made.discountClass, made.rule, types)!,
        DISCOUNT_AUDIT,
      );
      if (changes.length === 0) return { data: toDiscountClass(before.discountClass, before.rule, types) };
      const at = stamp();
      const discountClass = { ...made.discountClass, ...touched(before.discountClass, staff.username, at) };
      const entry = auditEntry(staff, at, 'Discount class changed', changes);
      if (!(await writeDiscountClass(tenantId, discountClass, made.rule, seen, entry)))
        refuseChanged('discount class');
      return { data: toDiscountClass(discountClass, made.rule, types) };
    },
  }),
];

// ------------------------------------------------------------------------------------------ options
