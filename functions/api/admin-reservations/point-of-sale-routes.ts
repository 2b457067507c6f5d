/**
 * The point of sale (admin §2.3 pos-reservations, ReservationManagementPointOfSaleManagement at the
 * park): the desk items a park sells, its orders (put together unpaid, corrected while unpaid, paid by
 * cash, check or a card run on the desk's reader and recorded by its last four digits) and refunds of a
 * paid order, whole or per line, in cash or onto the card. A payment and each refund write the park's
 * ledger entry in the order's own transaction, so the field deposit and revenue breakup count them.
 */
import {
  type DeskItemRequest,
  type PosOrder,
  type PosOrderRow,
  deskItemHistoryQuery,
  deskItemHistoryResponseSchema,
  deskItemParams,
  deskItemQuery,
  deskItemRequestSchema,
  deskItemResponseSchema,
  deskItemsResponseSchema,
  posOrderEditSchema,
  posOrderListResponseSchema,
  posOrderParams,
  posOrderRequestSchema,
  posOrderResponseSchema,
  posOrderSearchQuery,
  posPaymentRequestSchema,
  posRefundRequestSchema,
} from '#contract/point-of-sale';
import { noQuery } from '#contract/common';
import type { HistoryEntry } from '#domain/audit';
import { addDays } from '#domain/availability/calendar';
import type { TenantId } from '#domain/catalogue';
import { RefusedError, notFound } from '#domain/errors';
import { diffFields } from '#domain/park-setup';
import { ROLE } from '#domain/permissions';
import {
  type DeskItemRecord,
  type PosLine,
  type PosOrderRecord,
  type PosPayment,
  type PosRefund,
  POS_MESSAGE,
  POS_PAYMENT_NAME,
  type PosPaymentTypeId,
  applyRefund,
  buildLines,
  orderTotal,
  planRefund,
  posOrderIdOf,
  posOrderNumber,
  refundLedgerEntry,
  saleLedgerEntry,
} from '#domain/point-of-sale';
import { parkDay } from '#domain/reports/money';
import type { FeeType } from '#domain/pricing/fee-types';
import { type Route, type RouteAuth, type StaffAuth, defineRoute } from '#http/routes';
import { auditEntry, requirePark, staffOf, throwFieldErrors } from '#api/shared/catalogue-records';
import { getLocationForEdit, listLocations } from '#store/locations';
import {
  createPosOrder,
  getDeskItem,
  getPosOrder,
  listDeskItems,
  listPosHistory,
  listPosOrders,
  nextPosId,
  orderOfRequest,
  saveDeskItem,
  savePosOrder,
} from '#store/point-of-sale';
import { getReservation } from '#store/reservations';

const PERMISSION = 'ReservationManagementPointOfSaleManagement' as const;
const BASE = 'admin/AdminPointOfSale';

const atBodyPark: RouteAuth = {
  kind: 'staff',
  permissions: [PERMISSION],
  locations: ({ body }) => [(body as { locationId: number }).locationId],
};
const atQueryPark: RouteAuth = {
  kind: 'staff',
  permissions: [PERMISSION],
  locations: ({ query }) => [(query as { locationId: number }).locationId],
};
/** At the park of the order the path names (an unknown order is a 404). */
const atOrdersPark: RouteAuth = {
  kind: 'staff',
  permissions: [PERMISSION],
  locations: async ({ tenantId, params }) => [
    (await requireOrder(tenantId, (params as { orderId: number }).orderId)).locationId,
  ],
};
/** The list: the parks it names, or (none named) every park the caller may act in. */
const atListedParks: RouteAuth = {
  kind: 'staff',
  permissions: [PERMISSION],
  locations: ({ query }) => (query as { locationIds?: number[] }).locationIds ?? [],
};

async function requireOrder(tenantId: TenantId, id: number): Promise<PosOrderRecord> {
  const order = await getPosOrder(tenantId, id);
  if (!order) throw notFound('Point-of-sale order', id);
  return order;
}

const ITEM_FIELDS = ['name', 'sku', 'priceCents', 'feeType', 'accountingCode', 'isActive'] as const;

const itemWire = (i: DeskItemRecord) => ({
  id: i.id,
  locationId: i.locationId,
  name: i.name,
  sku: i.sku,
  priceCents: i.priceCents,
  feeType: i.feeType,
  accountingCode: i.accountingCode,
  isActive: i.isActive,
  dateLastModified: i.dateLastModified,
  lastModifiedBy: i.lastModifiedBy,
});

async function saveItem(tenantId: TenantId, body: DeskItemRequest, staff: StaffAuth, itemId?: number) {
  await requirePark(tenantId, body.locationId);
  const before = itemId === undefined ? undefined : await getDeskItem(tenantId, body.locationId, itemId);
  if (itemId !== undefined && !before) throw notFound('Desk item', itemId);
  if (before && body.dateLastModified !== undefined && body.dateLastModified !== before.dateLastModified)
    throw new RefusedError([POS_MESSAGE.changedMeanwhile.replace('order', 'item')]);
  const at = new Date().toISOString();
  const item: DeskItemRecord = {
    id: before?.id ?? (await nextPosId(tenantId, 'ITEM')),
    locationId: body.locationId,
    name: body.name,
    sku: body.sku,
    priceCents: body.priceCents,
    feeType: body.feeType as FeeType,
    accountingCode: body.accountingCode,
    isActive: body.isActive,
    dateCreated: before?.dateCreated ?? at,
    createdBy: before?.createdBy ?? staff.username,
    dateLastModified: at,
    lastModifiedBy: staff.username,
  };
  const entry = auditEntry(
    staff,
    at,
    before ? 'Desk item changed' : 'Desk item added',
    diffFields(before, item, ITEM_FIELDS),
  );
  const saved = await saveDeskItem(tenantId, item, before, entry);
  if (saved === 'sku') throwFieldErrors({ sku: [POS_MESSAGE.duplicateSku(item.sku)] });
  if (saved === 'changed') throw new RefusedError([POS_MESSAGE.changedMeanwhile.replace('order', 'item')]);
  return item;
}

const historyWire = (entries: readonly HistoryEntry[]) =>
  entries.map((e) => ({
    activityDate: e.activityDate,
    username: e.username,
    actionPerformed: e.actionPerformed,
    changes: e.changes.map((c) => ({ fieldName: c.field, oldValue: c.oldValue, newValue: c.newValue })),
  }));

// ---------------------------------------------------------------------------------------------- orders

const linesText = (lines: readonly PosLine[]) =>
  lines.map((l) => `${l.quantity} × ${l.name} (${l.sku})`).join(', ') || null;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function orderWire(
  tenantId: TenantId,
  order: PosOrderRecord,
  history?: HistoryEntry[],
): Promise<PosOrder> {
  const [park, entries] = await Promise.all([
    getLocationForEdit(tenantId, order.locationId),
    history ?? listPosHistory(tenantId, 'POSORDER', order.id),
  ]);
  const p = order.payment;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    locationId: order.locationId,
    locationName: park?.longName ?? '',
    timezone: park?.timezone ?? 'UTC',
    status: order.status,
    lines: order.lines.map((l) => ({
      itemId: l.itemId,
      name: l.name,
      sku: l.sku,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      refundedQuantity: l.refundedQuantity,
      totalCents: l.unitPriceCents * l.quantity,
      feeType: l.feeType,
      accountingCode: l.accountingCode,
    })),
    customerName: order.customerName,
    reservationNumber: order.reservationNumber,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    payment: p
      ? {
          paymentTypeId: p.paymentTypeId,
          paymentType: POS_PAYMENT_NAME[p.paymentTypeId],
          amountCents: p.amountCents,
          cardLastFour: p.cardLastFour,
          checkNumber: p.checkNumber,
          tenderedCents: p.tenderedCents,
          changeCents: p.tenderedCents === null ? null : p.tenderedCents - p.amountCents,
          paidAt: p.paidAt,
          paidBy: p.paidBy,
        }
      : null,
    refunds: order.refunds,
    dateCreated: order.dateCreated,
    createdBy: order.createdBy,
    dateLastModified: order.dateLastModified,
    version: order.version,
    history: historyWire(entries),
  };
}

/** The reservation a typed number names (its id and number as stored); 400 when it names none. */
async function attachedReservation(tenantId: TenantId, typed: string | null) {
  if (typed === null) return { reservationId: null, reservationNumber: null };
  const m = /^(?:[a-z]{2,10}-)?0*(\d{1,12})$/i.exec(typed.trim());
  const reservation = m ? await getReservation(tenantId, Number(m[1])) : undefined;
  if (!reservation) throwFieldErrors({ reservationNumber: [POS_MESSAGE.unknownReservation] });
  return { reservationId: reservation!.id, reservationNumber: reservation!.reservationNumber };
}

async function linesFor(
  tenantId: TenantId,
  locationId: number,
  requested: readonly { itemId: number; quantity: number }[],
  kept: readonly PosLine[] = [],
) {
  const { lines, problems } = buildLines(
    requested,
    await listDeskItems(tenantId, locationId),
    locationId,
    kept,
  );
  throwFieldErrors(problems);
  return lines;
}

function stamped(order: PosOrderRecord, staff: StaffAuth, at: string): PosOrderRecord {
  return { ...order, dateLastModified: at, lastModifiedBy: staff.username, version: order.version + 1 };
}

function refuseChangedOrder(): never {
  throw new RefusedError([POS_MESSAGE.changedMeanwhile]);
}

function scope(staff: StaffAuth): readonly number[] | undefined {
  return staff.roleId === ROLE.SuperAdmin || staff.roleId === ROLE.AgencyAdmin
    ? undefined
    : staff.locationIds;
}

function rowOf(order: PosOrderRecord, parkName: string): PosOrderRow {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    locationId: order.locationId,
    locationName: parkName,
    status: order.status,
    customerName: order.customerName,
    reservationNumber: order.reservationNumber,
    itemCount: order.lines.reduce((n, l) => n + l.quantity, 0),
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    paymentType: order.payment ? POS_PAYMENT_NAME[order.payment.paymentTypeId] : null,
    dateCreated: order.dateCreated,
    createdBy: order.createdBy,
  };
}

export const pointOfSaleRoutes: Route[] = [
  // ---- desk items
  defineRoute({
    method: 'GET',
    path: `${BASE}/items`,
    operationId: 'adminListDeskItems',
    summary: "A park's desk items (active ones unless includeInactive), by name",
    query: deskItemQuery,
    auth: atQueryPark,
    response: deskItemsResponseSchema,
    handler: async ({ tenantId, query }) => {
      await requirePark(tenantId, query.locationId);
      const items = await listDeskItems(tenantId, query.locationId);
      return {
        data: items
          .filter((i) => query.includeInactive || i.isActive)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map(itemWire),
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/items`,
    operationId: 'adminAddDeskItem',
    summary: 'Adds an item a park sells at its desk (SKU unique within the park)',
    query: noQuery,
    body: deskItemRequestSchema,
    auth: atBodyPark,
    response: deskItemResponseSchema,
    handler: async ({ tenantId, body, auth }) => ({
      data: itemWire(await saveItem(tenantId, body, staffOf(auth))),
    }),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/items/{itemId}`,
    operationId: 'adminEditDeskItem',
    summary: 'Changes a desk item over the version read (orders keep the name and price they were sold at)',
    params: deskItemParams,
    query: noQuery,
    body: deskItemRequestSchema,
    auth: atBodyPark,
    response: deskItemResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => ({
      data: itemWire(await saveItem(tenantId, body, staffOf(auth), params.itemId)),
    }),
  }),

  defineRoute({
    method: 'GET',
    path: `${BASE}/items/{itemId}/history`,
    operationId: 'adminDeskItemHistory',
    summary: "A desk item's changes (who, when, old → new), newest first",
    params: deskItemParams,
    query: deskItemHistoryQuery,
    auth: atQueryPark,
    response: deskItemHistoryResponseSchema,
    handler: async ({ tenantId, params, query }) => {
      if (!(await getDeskItem(tenantId, query.locationId, params.itemId)))
        throw notFound('Desk item', params.itemId);
      return { data: historyWire(await listPosHistory(tenantId, 'POSITEM', params.itemId)) };
    },
  }),

  // ---- orders
  defineRoute({
    method: 'GET',
    path: `${BASE}/orders`,
    operationId: 'adminSearchPosOrders',
    summary: "Point-of-sale orders created on the parks' days from-to (or one order by number), with totals",
    query: posOrderSearchQuery,
    auth: atListedParks,
    response: posOrderListResponseSchema,
    handler: async ({ tenantId, query, auth }) => {
      const staff = staffOf(auth);
      if (query.to < query.from) throwFieldErrors({ to: ['To must not be before From.'] });
      if (addDays(query.from, 92) < query.to) throwFieldErrors({ to: ['Search at most 92 days at once.'] });
      const allowed = scope(staff);
      const parks = (await listLocations(tenantId)).filter(
        (p) =>
          (!query.locationIds || query.locationIds.includes(p.id)) && (!allowed || allowed.includes(p.id)),
      );
      let orders: { order: PosOrderRecord; parkName: string }[];
      if (query.orderNumber) {
        const id = posOrderIdOf(query.orderNumber);
        const order = id === null ? undefined : await getPosOrder(tenantId, id);
        const park = order && parks.find((p) => p.id === order.locationId);
        orders = order && park ? [{ order, parkName: park.longName }] : [];
      } else {
        const perPark = await Promise.all(
          parks.map(async (park) =>
            (await listPosOrders(tenantId, park.id, addDays(query.from, -1), addDays(query.to, 1)))
              .filter((o) => {
                const day = parkDay(o.dateCreated, park.timezone);
                return day >= query.from && day <= query.to;
              })
              .map((order) => ({ order, parkName: park.longName })),
          ),
        );
        orders = perPark.flat().sort((a, b) => b.order.dateCreated.localeCompare(a.order.dateCreated));
      }
      const rows = orders.map((o) => rowOf(o.order, o.parkName));
      const paid = rows.filter((r) => r.status !== 'unpaid');
      const totalCents = paid.reduce((n, r) => n + r.totalCents, 0);
      const refundedCents = paid.reduce((n, r) => n + r.refundedCents, 0);
      return {
        data: {
          rows,
          totals: { orders: rows.length, totalCents, refundedCents, netCents: totalCents - refundedCents },
        },
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/orders`,
    operationId: 'adminAddPosOrder',
    summary:
      'Opens an unpaid point-of-sale order at a park (the same clientReference again returns the same order)',
    query: noQuery,
    body: posOrderRequestSchema,
    auth: atBodyPark,
    response: posOrderResponseSchema,
    handler: async ({ tenantId, body, auth }) => {
      const staff = staffOf(auth);
      if (body.clientReference) {
        const existing = await orderOfRequest(tenantId, body.clientReference);
        if (existing !== undefined)
          return { data: await orderWire(tenantId, await requireOrder(tenantId, existing)) };
      }
      await requirePark(tenantId, body.locationId);
      const [lines, attached] = await Promise.all([
        linesFor(tenantId, body.locationId, body.lines),
        attachedReservation(tenantId, body.reservationNumber),
      ]);
      const id = await nextPosId(tenantId, 'ORDER');
      const at = new Date().toISOString();
      const order: PosOrderRecord = {
        id,
        orderNumber: posOrderNumber(tenantId, id),
        locationId: body.locationId,
        status: 'unpaid',
        lines,
        customerName: body.customerName,
        ...attached,
        totalCents: orderTotal(lines),
        payment: null,
        refunds: [],
        refundedCents: 0,
        dateCreated: at,
        createdBy: staff.username,
        dateLastModified: at,
        lastModifiedBy: staff.username,
        version: 1,
      };
      const entry = auditEntry(staff, at, 'Order opened', [
        { field: 'items', oldValue: null, newValue: linesText(lines) },
        { field: 'total', oldValue: null, newValue: money(order.totalCents) },
      ]);
      if (!(await createPosOrder(tenantId, order, entry, body.clientReference))) {
        // The same request won a race with this one: its order is the answer.
        const made = body.clientReference ? await orderOfRequest(tenantId, body.clientReference) : undefined;
        if (made === undefined) refuseChangedOrder();
        return { data: await orderWire(tenantId, await requireOrder(tenantId, made)) };
      }
      return { data: await orderWire(tenantId, order, [entry]) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/orders/{orderId}`,
    operationId: 'adminGetPosOrder',
    summary: 'A point-of-sale order with its lines, payment, refunds and history',
    params: posOrderParams,
    query: noQuery,
    auth: atOrdersPark,
    response: posOrderResponseSchema,
    handler: async ({ tenantId, params }) => ({
      data: await orderWire(tenantId, await requireOrder(tenantId, params.orderId)),
    }),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/orders/{orderId}`,
    operationId: 'adminEditPosOrder',
    summary: 'Corrects an unpaid order (quantities, customer, reservation); a paid order is refunded instead',
    params: posOrderParams,
    query: noQuery,
    body: posOrderEditSchema,
    auth: atOrdersPark,
    response: posOrderResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      const before = await requireOrder(tenantId, params.orderId);
      if (before.status !== 'unpaid') throwFieldErrors({ status: [POS_MESSAGE.paidNotEdited] });
      if (before.version !== body.version) refuseChangedOrder();
      const [lines, attached] = await Promise.all([
        linesFor(tenantId, before.locationId, body.lines, before.lines),
        attachedReservation(tenantId, body.reservationNumber),
      ]);
      const at = new Date().toISOString();
      const after = stamped(
        { ...before, lines, ...attached, customerName: body.customerName, totalCents: orderTotal(lines) },
        staff,
        at,
      );
      const changes = [
        ...(linesText(before.lines) !== linesText(after.lines)
          ? [{ field: 'items', oldValue: linesText(before.lines), newValue: linesText(after.lines) }]
          : []),
        ...diffFields(
          { ...before, total: money(before.totalCents) },
          { ...after, total: money(after.totalCents) },
          ['total', 'customerName', 'reservationNumber'],
        ),
      ];
      const entry = auditEntry(staff, at, 'Order corrected', changes);
      if (!(await savePosOrder(tenantId, after, before.version, entry, { unpaid: true })))
        refuseChangedOrder();
      return { data: await orderWire(tenantId, after) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/orders/{orderId}/pay`,
    operationId: 'adminPayPosOrder',
    summary:
      "Records an unpaid order's payment (cash, check, or a card run on the desk's reader by its last four) with the park's ledger entry; the same payment again changes nothing",
    params: posOrderParams,
    query: noQuery,
    body: posPaymentRequestSchema,
    auth: atOrdersPark,
    response: posOrderResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      const before = await requireOrder(tenantId, params.orderId);
      const samePayment = (o: PosOrderRecord) =>
        o.payment?.paymentTypeId === body.paymentTypeId && o.version === body.version + 1;
      // A payment sent again after it was recorded (a retry, a double click) answers with the paid order.
      if (before.status !== 'unpaid') {
        if (samePayment(before)) return { data: await orderWire(tenantId, before) };
        throwFieldErrors({ status: [POS_MESSAGE.alreadyPaid] });
      }
      if (before.version !== body.version) refuseChangedOrder();
      const typeId = body.paymentTypeId as PosPaymentTypeId;
      const cash = typeId === 3;
      if (cash && body.tenderedCents !== undefined && body.tenderedCents < before.totalCents)
        throwFieldErrors({ tenderedCents: [POS_MESSAGE.tenderedTooLittle] });
      const at = new Date().toISOString();
      const payment: PosPayment = {
        paymentTypeId: typeId,
        amountCents: before.totalCents,
        cardLastFour: typeId === 1 ? (body.cardLastFour ?? null) : null,
        checkNumber: typeId === 4 ? (body.checkNumber ?? null) : null,
        tenderedCents: cash ? (body.tenderedCents ?? before.totalCents) : null,
        paidAt: at,
        paidBy: staff.username,
      };
      const after = stamped({ ...before, status: 'paid', payment }, staff, at);
      const entry = auditEntry(staff, at, 'Order paid', [
        { field: 'status', oldValue: 'unpaid', newValue: 'paid' },
        {
          field: 'payment',
          oldValue: null,
          newValue: `${money(payment.amountCents)} by ${POS_PAYMENT_NAME[typeId]}${payment.cardLastFour ? ` ending ${payment.cardLastFour}` : ''}`,
        },
      ]);
      const ok = await savePosOrder(tenantId, after, before.version, entry, {
        unpaid: true,
        ledger: saleLedgerEntry(after, payment),
      });
      if (!ok) {
        const now = await requireOrder(tenantId, params.orderId);
        if (samePayment(now)) return { data: await orderWire(tenantId, now) };
        refuseChangedOrder();
      }
      return { data: await orderWire(tenantId, after) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/orders/{orderId}/refund`,
    operationId: 'adminRefundPosOrder',
    summary:
      'Refunds a paid order, whole (no lines) or per line, in cash at the desk or onto the card that paid, with the park ledger entry',
    params: posOrderParams,
    query: noQuery,
    body: posRefundRequestSchema,
    auth: atOrdersPark,
    response: posOrderResponseSchema,
    handler: async ({ tenantId, params, body, auth }) => {
      const staff = staffOf(auth);
      const before = await requireOrder(tenantId, params.orderId);
      const plan = planRefund(before, body);
      throwFieldErrors(plan.problems);
      if (before.version !== body.version) refuseChangedOrder();
      const at = new Date().toISOString();
      const refund: PosRefund = {
        reference: `pos-${before.id}-refund-${before.refunds.length + 1}`,
        method: body.method,
        amountCents: plan.amountCents,
        lines: plan.lines,
        reason: body.reason,
        refundedAt: at,
        refundedBy: staff.username,
      };
      const after = stamped(applyRefund(before, refund), staff, at);
      const entry = auditEntry(staff, at, 'Order refunded', [
        { field: 'status', oldValue: before.status, newValue: after.status },
        {
          field: 'refunded',
          oldValue: money(before.refundedCents),
          newValue: `${money(after.refundedCents)} (${refund.lines
            .map((l) => `${l.quantity} × ${before.lines[l.lineIndex]!.name}`)
            .join(', ')}; ${body.method}: ${body.reason})`,
        },
      ]);
      const ok = await savePosOrder(tenantId, after, before.version, entry, {
        unpaid: false,
        ledger: refundLedgerEntry(after, refund),
      });
      if (!ok) refuseChangedOrder();
      return { data: await orderWire(tenantId, after) };
    },
  }),
];
