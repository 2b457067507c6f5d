/**
 * The point of sale (admin §2.3 pos-reservations, admin/AdminPointOfSale): a park's desk items, its
 * orders, their payment and refunds. Money travels in integer cents; names and SKUs are plain text.
 */
import { z } from 'zod';
import {
  DESK_ITEM_FEE_TYPES,
  MAX_LINE_QUANTITY,
  POS_MESSAGE,
  POS_PAYMENT_TYPE_IDS,
} from '#domain/point-of-sale';
import { optionalText, requiredText, rules } from '#domain/validation/index';
import { calendarDate } from './availability.ts';
import { absent, booleanQuery, cacheBuster, idParam, optionalQuery } from './common.ts';
import { envelope } from './envelope.ts';

const text = (label: string, max: number) => requiredText(label, [rules.max(max)]);
const optional = (label: string, max: number) =>
  optionalText(label, [rules.max(max)]).transform((v) => v ?? '');
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be between ${min} and ${max}` })
    .max(max, { error: `${label} must be between ${min} and ${max}` });
const readVersion = z.string().max(40);

// ------------------------------------------------------------------------------------------ desk items

export const deskItemSchema = z
  .object({
    id: z.number(),
    locationId: z.number(),
    name: z.string(),
    sku: z.string(),
    priceCents: z.number(),
    feeType: z.number(),
    accountingCode: z.string(),
    isActive: z.boolean(),
    dateLastModified: z.string(),
    lastModifiedBy: z.string(),
  })
  .meta({ id: 'DeskItem' });
export type DeskItem = z.infer<typeof deskItemSchema>;

export const deskItemRequestSchema = z
  .object({
    locationId: whole('Park', 1, 999_999_999_999),
    name: text('Item Name', 80),
    sku: requiredText('SKU', [rules.max(40)])
      .refine((v) => /^[A-Za-z0-9._-]+$/.test(v), { error: 'SKU may hold letters, digits, dots and dashes' })
      .transform((v) => v.toUpperCase()),
    priceCents: whole('Price', 0, 10_000_000),
    feeType: z
      .number({ error: 'Fee Type is required' })
      .refine((v) => (DESK_ITEM_FEE_TYPES as readonly number[]).includes(v), {
        error: 'Fee Type must be Add-on or Park use',
      }),
    accountingCode: optional('Accounting Code', 40),
    isActive: z.boolean().default(true),
    /** The version the edit was read at (edits only). */
    dateLastModified: readVersion.optional(),
  })
  .meta({ id: 'DeskItemRequest' });
export type DeskItemRequest = z.output<typeof deskItemRequestSchema>;

export const deskItemQuery = z.object({
  locationId: idParam('locationId'),
  includeInactive: booleanQuery('includeInactive'),
  ...cacheBuster,
});
export const deskItemParams = z.object({ itemId: idParam('itemId') });
export const deskItemResponseSchema = envelope('data', deskItemSchema);
export const deskItemsResponseSchema = envelope('data', z.array(deskItemSchema));

// ---------------------------------------------------------------------------------------------- orders

const lineSchema = z.object({
  itemId: z.number(),
  name: z.string(),
  sku: z.string(),
  unitPriceCents: z.number(),
  quantity: z.number(),
  refundedQuantity: z.number(),
  totalCents: z.number(),
  feeType: z.number(),
  accountingCode: z.string(),
});

export const posHistorySchema = z.object({
  activityDate: z.string(),
  username: z.string(),
  actionPerformed: z.string(),
  changes: z.array(
    z.object({ fieldName: z.string(), oldValue: z.string().nullable(), newValue: z.string().nullable() }),
  ),
});

export const posOrderSchema = z
  .object({
    id: z.number(),
    orderNumber: z.string(),
    locationId: z.number(),
    locationName: z.string(),
    /** The park's time zone: the receipt shows the park's time. */
    timezone: z.string(),
    status: z.enum(['unpaid', 'paid', 'partiallyRefunded', 'refunded']),
    lines: z.array(lineSchema),
    customerName: z.string(),
    reservationNumber: z.string().nullable(),
    totalCents: z.number(),
    refundedCents: z.number(),
    payment: z
      .object({
        paymentTypeId: z.number(),
        paymentType: z.string(),
        amountCents: z.number(),
        cardLastFour: z.string().nullable(),
        checkNumber: z.string().nullable(),
        tenderedCents: z.number().nullable(),
        changeCents: z.number().nullable(),
        paidAt: z.string(),
        paidBy: z.string(),
      })
      .nullable(),
    refunds: z.array(
      z.object({
        reference: z.string(),
        method: z.enum(['cash', 'card']),
        amountCents: z.number(),
        lines: z.array(z.object({ lineIndex: z.number(), quantity: z.number(), amountCents: z.number() })),
        reason: z.string(),
        refundedAt: z.string(),
        refundedBy: z.string(),
      }),
    ),
    dateCreated: z.string(),
    createdBy: z.string(),
    dateLastModified: z.string(),
    /** The version a pay, edit or refund is asked over. */
    version: z.number(),
    history: z.array(posHistorySchema),
  })
  .meta({ id: 'PosOrder' });
export type PosOrder = z.infer<typeof posOrderSchema>;
export const posOrderResponseSchema = envelope('data', posOrderSchema);

const lineRequestSchema = z.object({
  itemId: whole('Item', 1, 999_999_999_999),
  quantity: whole('Quantity', 0, MAX_LINE_QUANTITY),
});

const orderFields = {
  lines: z.array(lineRequestSchema).max(200, { error: 'Too many lines' }),
  customerName: optional('Customer', 100),
  /** A reservation number to attach the sale to (e.g. CO-000123). */
  reservationNumber: optionalText('Reservation Number', [rules.max(30)]).transform((v) => v ?? null),
};

export const posOrderRequestSchema = z
  .object({
    locationId: whole('Park', 1, 999_999_999_999),
    ...orderFields,
    /** A key the screen makes once per order: the same create sent again returns the same order. */
    clientReference: z.string().uuid({ error: 'clientReference must be a UUID' }).optional(),
  })
  .meta({ id: 'PosOrderRequest' });
export type PosOrderRequest = z.output<typeof posOrderRequestSchema>;

export const posOrderEditSchema = z
  .object({ ...orderFields, version: whole('Version', 0, 1_000_000) })
  .meta({ id: 'PosOrderEditRequest' });
export type PosOrderEdit = z.output<typeof posOrderEditSchema>;

export const posPaymentRequestSchema = z
  .object({
    paymentTypeId: z
      .number({ error: 'Payment Type is required' })
      .refine((v) => (POS_PAYMENT_TYPE_IDS as readonly number[]).includes(v), {
        error: 'Payment Type must be card (1), cash (3) or check (4)',
      }),
    cardLastFour: z.preprocess(
      absent,
      z
        .string()
        .regex(/^\d{4}$/, { error: POS_MESSAGE.lastFour })
        .optional(),
    ),
    checkNumber: optionalText('Check Number', [rules.max(20)]),
    tenderedCents: whole('Cash Tendered', 0, 100_000_000).optional(),
    version: whole('Version', 0, 1_000_000),
  })
  .superRefine((v, ctx) => {
    if (v.paymentTypeId === 1 && !v.cardLastFour)
      ctx.addIssue({ code: 'custom', path: ['cardLastFour'], message: POS_MESSAGE.lastFour });
  })
  .meta({ id: 'PosPaymentRequest' });
export type PosPaymentRequest = z.output<typeof posPaymentRequestSchema>;

export const posRefundRequestSchema = z
  .object({
    /** The lines and quantities to give back; empty gives back everything left. */
    lines: z
      .array(
        z.object({ lineIndex: whole('Line', 0, 199), quantity: whole('Quantity', 1, MAX_LINE_QUANTITY) }),
      )
      .max(200)
      .default([]),
    method: z.enum(['cash', 'card'], { error: 'Refund Method must be cash or card' }),
    reason: text('Reason', 300),
    version: whole('Version', 0, 1_000_000),
  })
  .meta({ id: 'PosRefundRequest' });
export type PosRefundRequest = z.output<typeof posRefundRequestSchema>;

export const posOrderParams = z.object({ orderId: idParam('orderId') });

export const posOrderSearchQuery = z.object({
  /** Parks to search (comma-separated); none: every park the caller may act in. */
  locationIds: optionalQuery(
    z
      .string()
      .regex(/^\d{1,12}(,\d{1,12})*$/, { error: 'locationIds must be park ids separated by commas.' })
      .transform((v) => v.split(',').map(Number)),
  ),
  from: calendarDate('from'),
  to: calendarDate('to'),
  orderNumber: optionalQuery(z.string().trim().max(30)),
  ...cacheBuster,
});

export const posOrderRowSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  status: z.string(),
  customerName: z.string(),
  reservationNumber: z.string().nullable(),
  itemCount: z.number(),
  totalCents: z.number(),
  refundedCents: z.number(),
  paymentType: z.string().nullable(),
  dateCreated: z.string(),
  createdBy: z.string(),
});
export type PosOrderRow = z.infer<typeof posOrderRowSchema>;

export const posOrderListSchema = z
  .object({
    rows: z.array(posOrderRowSchema),
    totals: z.object({
      orders: z.number(),
      totalCents: z.number(),
      refundedCents: z.number(),
      netCents: z.number(),
    }),
  })
  .meta({ id: 'PosOrderList' });
export type PosOrderList = z.infer<typeof posOrderListSchema>;
export const posOrderListResponseSchema = envelope('data', posOrderListSchema);

export type PosHistory = z.infer<typeof posHistorySchema>;
/** A desk item's history, newest first: GET items/{itemId}/history?locationId=. */
export const deskItemHistoryQuery = z.object({ locationId: idParam('locationId'), ...cacheBuster });
export const deskItemHistoryResponseSchema = envelope('data', z.array(posHistorySchema));
