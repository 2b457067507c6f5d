/**
 * Every key the store writes, in one place (see README.md for the access patterns they serve).
 * Every partition key begins with `T#<tenantId>#`, so no query can cross tenants.
 */
import type { TenantId } from '#domain/catalogue';

/** Zero-padded so that sort keys order numerically. */
export function pad(id: number): string {
  return String(id).padStart(10, '0');
}

const t = (tenantId: TenantId) => `T#${tenantId}#`;

/** Kinds of reference records kept together in the tenant's catalogue partition. */
export const REFERENCE_KIND = {
  region: 'REGION',
  spotType: 'SPOTTYPE',
  productType: 'PRODUCTTYPE',
  equipmentType: 'EQUIPMENTTYPE',
  productClassification: 'CLASSIFICATION',
  product: 'PRODUCT',
  attributeCategory: 'ATTRCATEGORY',
  attribute: 'ATTRIBUTE',
  pointOfInterestCategory: 'POICATEGORY',
  pointOfInterest: 'POI',
  paymentType: 'PAYMENTTYPE',
  discountClass: 'DISCOUNTCLASS',
  reservationStatus: 'RESERVATIONSTATUS',
} as const;
export type ReferenceKind = (typeof REFERENCE_KIND)[keyof typeof REFERENCE_KIND];

/** Shards of a park's monthly night index: spreads one park's opening-morning claims over partitions. */
export const NIGHT_SHARDS = 4;
export const nightShard = (spotId: number) => spotId % NIGHT_SHARDS;
export const LEDGER_SHARDS = 4;

/** Shards of a tenant's cart-expiry index (README "Carts"): spreads cart writes over partitions. */
export const CART_EXPIRY_SHARDS = 4;
/** A cart item's shard, from its UUID id (uniform). */
export const cartExpiryShard = (itemId: string) => parseInt(itemId.slice(0, 2), 16) % CART_EXPIRY_SHARDS;

/** Shards of a tenant's refunds-owed entries and of its change orders' hold-expiry index (like carts'). */
export const OWED_REFUND_SHARDS = 4;
export const owedRefundShard = (reservationId: number) => reservationId % OWED_REFUND_SHARDS;
export const EDIT_EXPIRY_SHARDS = 4;
export const editExpiryShard = (orderId: number) => orderId % EDIT_EXPIRY_SHARDS;

/** Kinds of a park's availability rules (README "Park availability rules"). */
export const PARK_RULE_KIND = {
  closure: 'CLOSURE',
  operationalSeason: 'OPSEASON',
  pricingSeason: 'PRICESEASON',
  walkInPeriod: 'WALKIN',
} as const;
export type ParkRuleKind = (typeof PARK_RULE_KIND)[keyof typeof PARK_RULE_KIND];

/**
 * Kinds of a tenant's fee schedule (README "Pricing"), kept in the catalogue partition beside the
 * reference lists (sk `<KIND>#<id>`) but apart from REFERENCE_KIND: read only by pricing.
 */
export const PRICING_KIND = {
  feeRule: 'FEESCHEDULE',
  dateBlock: 'DATEBLOCK',
  addOn: 'ADDON',
  discountRule: 'DISCOUNTRULE',
} as const;
export type PricingKind = (typeof PRICING_KIND)[keyof typeof PRICING_KIND];

export const keys = {
  /** The tenant's settings, auth config and catalogue-loaded marker. */
  tenant: (tenantId: TenantId) => ({ pk: `${t(tenantId)}TENANT`, sk: 'PROFILE' }),
  authConfig: (tenantId: TenantId) => ({ pk: `${t(tenantId)}TENANT`, sk: 'AUTHCONFIG' }),
  catalogueLoaded: (tenantId: TenantId) => ({ pk: `${t(tenantId)}TENANT`, sk: 'CATALOGUE_LOADED' }),

  /** Small reference lists, one partition per tenant, sort key `<KIND>#<id>`. */
  referencePk: (tenantId: TenantId) => `${t(tenantId)}CATALOGUE`,
  reference: (tenantId: TenantId, kind: ReferenceKind, id: number) => ({
    pk: `${t(tenantId)}CATALOGUE`,
    sk: `${kind}#${pad(id)}`,
  }),

  /** A fee schedule entry (README "Pricing"): the catalogue partition, sort key `<PRICING_KIND>#<id>`. */
  pricing: (tenantId: TenantId, kind: PricingKind, id: number) => ({
    pk: `${t(tenantId)}CATALOGUE`,
    sk: `${kind}#${pad(id)}`,
  }),

  /** Every park of a tenant in one partition; by region on gsi1, featured parks (sparse) on gsi2. */
  locationsPk: (tenantId: TenantId) => `${t(tenantId)}LOCATIONS`,
  location: (tenantId: TenantId, locationId: number) => ({
    pk: `${t(tenantId)}LOCATIONS`,
    sk: `LOC#${pad(locationId)}`,
  }),
  locationsByRegion: (tenantId: TenantId, regionId: number) => `${t(tenantId)}REGION#${pad(regionId)}`,
  featuredLocations: (tenantId: TenantId) => `${t(tenantId)}FEATURED`,

  /** One partition per park for its loops, spots and points of interest. */
  locationPk: (tenantId: TenantId, locationId: number) => `${t(tenantId)}LOC#${pad(locationId)}`,
  loopSk: (loopId: number) => `LOOP#${pad(loopId)}`,
  spotSk: (spotId: number) => `SPOT#${pad(spotId)}`,
  locationPoiSk: (id: number) => `LPOI#${pad(id)}`,
  /** gsi1: a spot by its id alone. */
  spotById: (tenantId: TenantId, spotId: number) => `${t(tenantId)}SPOT#${pad(spotId)}`,

  /**
   * Catalogue set-up in the back office (README "Catalogue set-up"): the next id of each kind of record
   * staff add, and each record's audit history in its own partition.
   */
  catalogueCounter: (tenantId: TenantId, kind: string) => ({
    pk: `${t(tenantId)}CATALOGUECOUNTER`,
    sk: kind,
  }),
  catalogueHistoryPk: (tenantId: TenantId, kind: string, id: number) =>
    `${t(tenantId)}AUDIT#${kind}#${pad(id)}`,

  /** Alerts of a tenant in one partition: tenant-wide ones first, then per park. */
  alertsPk: (tenantId: TenantId) => `${t(tenantId)}ALERTS`,
  globalAlertSk: (alertId: number) => `GLOBAL#${pad(alertId)}`,
  locationAlertPrefix: (locationId: number) => `LOC#${pad(locationId)}#`,
  locationAlertSk: (locationId: number, alertId: number) => `LOC#${pad(locationId)}#${pad(alertId)}`,

  /**
   * Communication templates of a tenant in one partition (a few per mail type): the agency's of a type,
   * then each park's own; each template's history under catalogueHistoryPk('TEMPLATE#<type>', park or 0).
   */
  templatesPk: (tenantId: TenantId) => `${t(tenantId)}TEMPLATES`,
  template: (tenantId: TenantId, type: string, locationId: number | null) => ({
    pk: `${t(tenantId)}TEMPLATES`,
    sk: locationId === null ? `TPL#${type}#AGENCY` : `TPL#${type}#LOC#${pad(locationId)}`,
  }),

  /**
   * Identity (staff users, roles, revoked tokens). Staff users of a tenant in one partition; unique
   * lookups (username, e-mail, Cognito sub) are pointer items written in the same transaction, so the
   * condition on each pointer keeps them unique and reads stay strongly consistent.
   */
  staffPk: (tenantId: TenantId) => `${t(tenantId)}STAFF`,
  staffUser: (tenantId: TenantId, userId: number) => ({
    pk: `${t(tenantId)}STAFF`,
    sk: `USER#${pad(userId)}`,
  }),
  staffByUsername: (tenantId: TenantId, username: string) => ({
    pk: `${t(tenantId)}STAFFNAME#${username.toLowerCase()}`,
    sk: 'STAFF',
  }),
  staffByEmail: (tenantId: TenantId, email: string) => ({
    pk: `${t(tenantId)}STAFFEMAIL#${email.toLowerCase()}`,
    sk: 'STAFF',
  }),
  staffBySub: (tenantId: TenantId, sub: string) => ({ pk: `${t(tenantId)}STAFFSUB#${sub}`, sk: 'STAFF' }),
  /** Staff user id counter (atomic ADD). */
  staffUserCounter: (tenantId: TenantId) => ({ pk: `${t(tenantId)}STAFF`, sk: 'COUNTER' }),
  rolesPk: (tenantId: TenantId) => `${t(tenantId)}ROLES`,
  role: (tenantId: TenantId, roleId: number) => ({ pk: `${t(tenantId)}ROLES`, sk: `ROLE#${pad(roleId)}` }),
  /** An id token signed out before its expiry (TTL removes it once the token has expired anyway). */
  revokedToken: (tenantId: TenantId, tokenId: string) => ({
    pk: `${t(tenantId)}REVOKED#${tokenId}`,
    sk: 'TOKEN',
  }),

  /**
   * Customers (see README "Customers"). One partition per customer (profile and audit history);
   * username, e-mail and Cognito sub are pointer items written in the customer's creating transaction,
   * so their conditions keep each unique per tenant and lookups are strongly consistent GetItems.
   */
  customer: (tenantId: TenantId, customerId: number) => ({
    pk: `${t(tenantId)}CUST#${pad(customerId)}`,
    sk: 'PROFILE',
  }),
  customerPk: (tenantId: TenantId, customerId: number) => `${t(tenantId)}CUST#${pad(customerId)}`,
  customerHistorySk: (at: string, n: number) => `HIST#${at}#${String(n).padStart(3, '0')}`,
  customerByUsername: (tenantId: TenantId, username: string) => ({
    pk: `${t(tenantId)}CUSTNAME#${username.toLowerCase()}`,
    sk: 'CUSTOMER',
  }),
  customerByEmail: (tenantId: TenantId, email: string) => ({
    pk: `${t(tenantId)}CUSTEMAIL#${email.toLowerCase()}`,
    sk: 'CUSTOMER',
  }),
  customerBySub: (tenantId: TenantId, sub: string) => ({
    pk: `${t(tenantId)}CUSTSUB#${sub}`,
    sk: 'CUSTOMER',
  }),
  /**
   * gsi1 of a customer's profile: every customer of a tenant in one index partition, by last name, first
   * name and id (the staff customer search).
   */
  customerDirectory: (tenantId: TenantId) => `${t(tenantId)}CUSTOMERS`,
  customerDirectorySk: (lastName: string, firstName: string, customerId: number) =>
    `${lastName.toLowerCase()}#${firstName.toLowerCase()}#${pad(customerId)}`,
  /** Customer id counter (atomic ADD). */
  customerCounter: (tenantId: TenantId) => ({ pk: `${t(tenantId)}CUSTCOUNTER`, sk: 'COUNTER' }),
  /**
   * Orders (README "Orders"): one partition per order; a customer's orders by creation time on gsi1;
   * ids from an atomic counter; a pointer from the cart's state (its reservations and lock codes) to the
   * order checkout opened for it, so a repeated checkout of the same cart reuses that order.
   */
  order: (tenantId: TenantId, orderId: number) => ({
    pk: `${t(tenantId)}ORDER#${pad(orderId)}`,
    sk: 'ORDER',
  }),
  customerOrders: (tenantId: TenantId, customerId: number) => `${t(tenantId)}CUST#${pad(customerId)}#ORDER`,
  orderCounter: (tenantId: TenantId) => ({ pk: `${t(tenantId)}ORDERCOUNTER`, sk: 'COUNTER' }),
  /** How far the reconciliation of provider payments has got for the tenant (one item). */
  paymentReconciliation: (tenantId: TenantId) => ({ pk: `${t(tenantId)}PAYRECON`, sk: 'CURSOR' }),
  orderForCart: (tenantId: TenantId, cartState: string) => ({
    pk: `${t(tenantId)}ORDERCART#${cartState}`,
    sk: 'ORDER',
  }),
  /** The change order opened for an edit's hold (README "Reservation changes"). */
  orderForEdit: (tenantId: TenantId, lockCode: string) => ({
    pk: `${t(tenantId)}ORDEREDIT#${lockCode}`,
    sk: 'ORDER',
  }),
  /**
   * gsi2 (sparse, sharded) of a Pending change order (README "Reservation changes"): by the time its
   * edit hold runs out, so the sweeper closes the orders nobody paid; the keys go when it leaves Pending.
   */
  editExpiry: (tenantId: TenantId, shard: number) => `${t(tenantId)}EDITEXPIRY#${shard}`,
  editExpirySk: (expiresAt: number, orderId: number) => `${pad(expiresAt)}#${pad(orderId)}`,
  /**
   * A cancelled reservation's refund still owed (README "Reservations"): one entry per reservation while
   * its refund has no answer, written with the cancellation and deleted once the refund is approved or
   * refused; ordered by the cancellation's time, so the sweeper reads the ones it should retry.
   */
  owedRefund: (tenantId: TenantId, reservationId: number, cancelledAt: string) => ({
    pk: `${t(tenantId)}REFUNDOWED#${owedRefundShard(reservationId)}`,
    sk: `${cancelledAt}#${pad(reservationId)}`,
  }),
  owedRefundsPk: (tenantId: TenantId, shard: number) => `${t(tenantId)}REFUNDOWED#${shard}`,
  /**
   * Spot-night inventory (README "Spot-night inventory"): one item per taken night in the spot's own
   * partition; gsi2 gathers a park's nights per month, spread over NIGHT_SHARDS shards by spot id.
   */
  spotNight: (tenantId: TenantId, spotId: number, night: string) => ({
    pk: `${t(tenantId)}SPOTNIGHT#${pad(spotId)}`,
    sk: night,
  }),
  parkNightsByMonth: (tenantId: TenantId, locationId: number, month: string, shard: number) =>
    `${t(tenantId)}LOC#${pad(locationId)}#NIGHTS#${month}#${shard}`,
  parkNightSk: (night: string, spotId: number) => `${night}#${pad(spotId)}`,
  /** A claim's hold item (written by the reservation issue). */
  hold: (tenantId: TenantId, lockCode: string) => ({ pk: `${t(tenantId)}HOLD#${lockCode}`, sk: 'HOLD' }),
  /**
   * A customer account's hold slots (README "Hold limits"): one item per slot, naming the lock code of
   * the hold in it; the slots of one account share a partition so one Query reads them all.
   */
  holdSlots: (tenantId: TenantId, customerId: number) => `${t(tenantId)}HOLDSLOTS#CUST#${pad(customerId)}`,
  holdSlotSk: (slot: number) => `SLOT#${String(slot).padStart(3, '0')}`,
  /**
   * Business rule rows (README "Business rules"): every row of a tenant (agency, park and product class
   * scopes) in one small partition, sort key `ROW#<id>`, so one Query reads all of them.
   */
  businessRulesPk: (tenantId: TenantId) => `${t(tenantId)}BUSINESSRULES`,
  businessRuleSk: (rowId: number) => `ROW#${pad(rowId)}`,
  /** A park's availability rules, in the park's partition under one prefix (one Query reads them all). */
  parkRulePrefix: 'RULE#',
  parkRuleSk: (kind: ParkRuleKind, id?: number) =>
    id === undefined ? `RULE#${kind}` : `RULE#${kind}#${pad(id)}`,
  /**
   * Reservations (README "Reservations"): one partition per reservation; a customer's reservations by
   * start date on gsi1; ids from an atomic counter.
   */
  reservation: (tenantId: TenantId, reservationId: number) => ({
    pk: `${t(tenantId)}RES#${pad(reservationId)}`,
    sk: 'RESERVATION',
  }),
  customerReservations: (tenantId: TenantId, customerId: number) =>
    `${t(tenantId)}CUST#${pad(customerId)}#RES`,
  customerReservationSk: (startDate: string, reservationId: number) => `${startDate}#${pad(reservationId)}`,
  /**
   * gsi2 of a cancelled reservation (sparse, set by the cancellation): a park's cancelled reservations by
   * month and day of arrival, for staff searches by park and dates, since cancelling frees the nights
   * that the night index would find them by.
   */
  parkCancellations: (tenantId: TenantId, locationId: number, month: string) =>
    `${t(tenantId)}LOC#${pad(locationId)}#CANCELLED#${month}`,
  parkCancellationSk: (startDate: string, reservationId: number) => `${startDate}#${pad(reservationId)}`,
  /**
   * A park's money ledger (README "Money ledger"): one item per payment or refund, by UTC month of the
   * movement, spread over LEDGER_SHARDS partitions by reservation id; sort key the time and reference.
   */
  parkLedger: (tenantId: TenantId, locationId: number, month: string, shard: number) =>
    `${t(tenantId)}LOC#${pad(locationId)}#LEDGER#${month}#${shard}`,
  parkLedgerSk: (at: string, reference: string) => `${at}#${reference}`,
  reservationCounter: (tenantId: TenantId) => ({ pk: `${t(tenantId)}RESCOUNTER`, sk: 'COUNTER' }),
  /**
   * Carts (README "Carts"): one partition per cart owner, one item per cart item; gsi2 (sparse, sharded)
   * orders every cart item of a tenant by the time its hold runs out, for the expired-hold sweeper.
   */
  cartPk: (tenantId: TenantId, owner: { kind: 'customer' | 'staff'; id: number }) =>
    `${t(tenantId)}CART#${owner.kind === 'customer' ? 'CUST' : 'STAFF'}#${pad(owner.id)}`,
  cartItemSk: (itemId: string) => `ITEM#${itemId}`,
  cartExpiry: (tenantId: TenantId, shard: number) => `${t(tenantId)}CARTEXPIRY#${shard}`,
  cartExpirySk: (lockedUntil: number, itemId: string) => `${pad(lockedUntil)}#${itemId}`,
  /** A client's passed captcha check (User/CaptchaVerify), with the uses left; expires (TTL). */
  captchaPass: (tenantId: TenantId, client: string) => ({
    pk: `${t(tenantId)}CAPTCHA#${client}`,
    sk: 'PASS',
  }),
  /** One fixed window of a counted subject (README "Rate limits"); expires with the window. */
  rateWindow: (tenantId: TenantId, subject: string, windowSeconds: number, start: number) => ({
    pk: `${t(tenantId)}RATE#${subject}`,
    sk: `${windowSeconds}#${pad(start)}`,
  }),
  /** Failed sign-ins of one user of one pool (lockout, public §8); expires with the window. */
  loginAttempts: (tenantId: TenantId, userPoolId: string, username: string) => ({
    pk: `${t(tenantId)}LOGIN#${userPoolId}#${username.toLowerCase()}`,
    sk: 'ATTEMPTS',
  }),
};

/** Attributes that make an item addressable; stripped before a record is returned. */
export const KEY_ATTRIBUTES = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'entity',
  'expiresAt',
] as const;

export function stripKeys<T>(item: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...item };
  for (const k of KEY_ATTRIBUTES) delete copy[k];
  return copy as T;
}
