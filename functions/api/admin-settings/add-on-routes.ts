/**
 * The agency's add-ons (System Settings add-on-management, SystemSettingsPricingSeasons): what its parks
 * sell with a stay (firewood, rentals), priced per unit up to a most per reservation, for some parks or
 * all. The public add-on list and quotes read the same items; an inactive add-on is no longer sold.
 */
import {
  type AdminAddOn,
  addOnRequestSchema,
  addOnResponseSchema,
  addOnsResponseSchema,
} from '#contract/fees';
import { formatCents } from '#domain/display-format';
import { centsToDollarText } from '#domain/seasons';
import { type StoredAddOn, getAddOn, listAddOns, writeAddOn } from '#store/pricing';
import { auditOf } from '#api/shared/catalogue-records';
import { namesOf, scheduleEntryRoutes } from './schedule-entry-routes.ts';

const ADD_ON_AUDIT = [
  'name',
  'description',
  'parks',
  'price',
  'unit',
  'maxQuantity',
  'accountingCode',
  'sku',
  'isActive',
] as const;

function toAddOn(a: StoredAddOn, parks: Map<number, string>): AdminAddOn {
  return {
    id: a.id,
    name: a.name,
    description: a.description,
    locationIds: a.locationIds,
    locationNames: namesOf(a.locationIds, parks),
    priceCents: a.priceCents,
    price: centsToDollarText(a.priceCents),
    unit: a.unit,
    maxQuantity: a.maxQuantity,
    accountingCode: a.accountingCode,
    sku: a.sku,
    isActive: a.isActive !== false,
    ...auditOf(a),
  };
}

export const addOnRoutes = scheduleEntryRoutes({
  prefix: 'AdminAddOn',
  noun: 'add-on',
  operation: 'AddOn',
  historyKind: 'ADDON',
  request: addOnRequestSchema,
  response: addOnResponseSchema,
  listResponse: addOnsResponseSchema,
  list: listAddOns,
  get: getAddOn,
  write: writeAddOn,
  from: (id, req, before): StoredAddOn => ({
    ...(before ?? {}),
    id,
    name: req.name,
    description: req.description,
    locationIds: req.locationIds,
    priceCents: req.price,
    unit: req.unit,
    maxQuantity: req.maxQuantity,
    accountingCode: req.accountingCode.toUpperCase(),
    sku: req.sku.toUpperCase(),
    isActive: req.isActive,
  }),
  auditFields: ADD_ON_AUDIT,
  audit: (a, parks) => ({
    name: a.name,
    description: a.description,
    parks: namesOf(a.locationIds, parks).join(', '),
    price: `${formatCents(a.priceCents)} a ${a.unit}`,
    unit: a.unit,
    maxQuantity: a.maxQuantity,
    accountingCode: a.accountingCode,
    sku: a.sku,
    isActive: a.isActive !== false,
  }),
  toWire: toAddOn,
  order: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
});
