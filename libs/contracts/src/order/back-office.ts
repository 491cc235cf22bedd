import { z } from 'zod';
import { pagingFields } from '../common/paging';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';
import { ADMIN_ORDER_SORTS, ADMIN_ORDERS_PAGE_LIMIT, BACK_OFFICE_MAX_PAGE, BACK_OFFICE_MAX_SEARCH_LENGTH, ORDER_ACTIONS, ORDER_COUNT_LIMIT } from './back-office-constants';
import { actorSchema } from './lifecycle';
import {
  orderItemSchema,
  orderNumberSchema,
  orderStatusSchema,
  paymentMethodSchema,
  paymentStatusSchema,
} from './order';
import { cartSummarySchema } from '../pricing';

/*
 * The orders back office (issue 17), on the order service. Every request here is answered only
 * for a staff member whose role has the named permission (libs/contracts/src/staff/roles.ts): the
 * gateway checks the route's permission, the order service checks it again (`staffMay`).
 */

/** Orders one bulk action or one shipping CSV may name. */
export const MAX_BULK_ORDERS = 200;
/**
 * Rows the export reads from the order service per request (the gateway streams page after page).
 * 500, not 1,000: the order service's resident memory while exporting 100,000 orders peaked at
 * 207 MiB with 1,000 and 183 MiB with 500 (the budget is 200), for 3.7 s instead of 2.9 s.
 */
export const EXPORT_PAGE_SIZE = 500;

/** A calendar day in India (Asia/Kolkata), `2025-01-31`: the date range of the list and the export. */
const daySchema = z.iso.date({ error: 'must be a date like 2025-01-31' });

/**
 * What the order list and the export filter by; all that are given apply. `q` finds an order by
 * (part of) its number, the shopper's email or phone, or the shipping PIN code.
 */
export const adminOrderFiltersSchema = z.object({
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  /** Placed on or after this day (India time). */
  from: daySchema.optional(),
  /** Placed on or before this day (India time). */
  to: daySchema.optional(),
  q: z
    .string()
    .max(BACK_OFFICE_MAX_SEARCH_LENGTH, `q must be at most ${BACK_OFFICE_MAX_SEARCH_LENGTH} characters`)
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .optional(),
});
export type AdminOrderFilters = z.output<typeof adminOrderFiltersSchema>;

export const adminOrderListQuerySchema = adminOrderFiltersSchema
  .extend({
    sort: z.enum(ADMIN_ORDER_SORTS, { error: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` }).default('newest'),
    ...pagingFields(ADMIN_ORDERS_PAGE_LIMIT, BACK_OFFICE_MAX_PAGE),
  })
  .strict();
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** An order as a row of the list: enough to find it and act on it (its version for the actions). */
export const adminOrderSummarySchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  orderDate: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  shippingCity: z.string(),
  shippingPincode: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentMethod: paymentMethodSchema,
  totalAmount: paiseSchema,
  itemCount: z.number().int().nonnegative(),
  trackingNumber: z.string().nullable(),
  /** Changes with every change of the order: each action sends the version the staff member saw. */
  version: z.number().int().positive(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** Who caused an entry of the timeline: the kind of actor, and the staff member by name when it was staff. */
export const timelineActorSchema = z.object({
  type: actorSchema,
  staffId: z.number().int().positive().nullable(),
  name: z.string().nullable(),
});

export const ORDER_EVENT_KINDS = [
  'placed',
  'confirmed',
  'processing-started',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'payment-paid',
  'payment-failed',
  'cash-collected',
  'refunded',
  'partially-refunded',
  'note',
] as const;
export const orderEventKindSchema = z.enum(ORDER_EVENT_KINDS);
export type OrderEventKind = z.infer<typeof orderEventKindSchema>;

/** One thing that happened to an order, with who did it. */
export const orderTimelineEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  kind: orderEventKindSchema,
  actor: timelineActorSchema,
  /** One line a person reads: "Shipped with Delhivery, tracking 1234". */
  summary: z.string(),
  /** The facts of the entry (carrier, tracking number, reason, amount in paise, note text…). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** The payment side of the timeline: money in and out, in paise. */
export const paymentHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['paid', 'failed', 'cash-collected', 'refund']),
  amount: paiseSchema,
  /** PhonePe's order or refund id; null for cash. */
  reference: z.string().nullable(),
  by: timelineActorSchema,
});

/** The back office's actions (ORDER_ACTIONS); each names its permission (ORDER_ACTION_PERMISSIONS). */
export const orderActionSchema = z.enum(ORDER_ACTIONS);

/** An order as its detail page shows it: what the print lab needs, the money, who and where, and its history. */
export const adminOrderSchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  orderDate: z.string(),
  updatedAt: z.string(),
  version: z.number().int().positive(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentMethod: paymentMethodSchema,
  totalAmount: paiseSchema,
  /** What the shopper paid (PhonePe) or the courier collected (cash on delivery). */
  paidAmount: paiseSchema,
  refundedAmount: paiseSchema,
  items: z.array(orderItemSchema),
  priceSummary: cartSummarySchema,
  customer: z.object({
    id: z.number().int().positive(),
    name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  shipping: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    country: z.string(),
  }),
  notes: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  paymentReference: z.string().nullable(),
  payments: z.array(paymentHistoryEntrySchema),
  /** Oldest first. */
  timeline: z.array(orderTimelineEntrySchema),
  /** The actions the order's state allows now (the caller's role may still not allow them). */
  allowedActions: z.array(orderActionSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ListOrdersForStaff = defineRequest({
  subject: 'order.list-orders-for-staff.v1',
  request: adminOrderListQuerySchema,
  /** `total` is at most ORDER_COUNT_LIMIT + 1, which means more than ORDER_COUNT_LIMIT. */
  reply: z.object({ items: z.array(adminOrderSummarySchema), total: z.number().int().nonnegative().max(ORDER_COUNT_LIMIT + 1) }),
});

export const GetOrderForStaff = defineRequest({
  subject: 'order.get-order-for-staff.v1',
  request: z.object({ orderNumber: orderNumberSchema }).strict(),
  reply: adminOrderSchema,
});

const figureSchema = z.object({ orders: z.number().int().nonnegative(), revenue: paiseSchema });

/**
 * The dashboard. Revenue: the totals of the orders placed in the period that are neither
 * cancelled nor failed, less what was refunded of them; days are India's.
 */
export const orderDashboardSchema = z.object({
  today: figureSchema,
  last7Days: figureSchema,
  last30Days: figureSchema,
  /** The last 30 days, oldest first, for the chart (days with no orders included). */
  daily: z.array(figureSchema.extend({ date: z.string() })),
  waitingToConfirm: z.number().int().nonnegative(),
  waitingToShip: z.number().int().nonnegative(),
  paymentsPending: z.number().int().nonnegative(),
});
export type OrderDashboard = z.infer<typeof orderDashboardSchema>;

export const GetOrderDashboard = defineRequest({
  subject: 'order.get-order-dashboard.v1',
  request: z.object({}).strict(),
  reply: orderDashboardSchema,
});

/** The version the staff member saw: an order changed since answers 409. */
export const orderVersionSchema = z.number({ error: 'version is required' }).int('version must be a whole number').positive('version must be positive');

const line = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const carrierSchema = line('carrier', 60);
export const trackingNumberSchema = line('trackingNumber', 60).regex(/^[A-Za-z0-9 _./-]+$/, 'trackingNumber may hold letters, digits, spaces and - _ . /');
/** Only http(s) links: the shopper's email and the tracking page make it a link. */
export const trackingUrlSchema = z
  .url({ protocol: /^https?$/, error: 'trackingUrl must be an http or https address' })
  .max(500, 'trackingUrl must be at most 500 characters');

export const shipmentSchema = z.object({
  carrier: carrierSchema,
  trackingNumber: trackingNumberSchema,
  trackingUrl: trackingUrlSchema.optional(),
});

/** An amount in paise, more than nothing and at most what a shop order can be. */
const refundAmountSchema = paiseSchema.min(1, 'amount must be more than nothing');

/** What each action needs besides the order and its version. */
export const orderActionInputSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }),
  z.object({ action: z.literal('start-processing') }),
  z.object({ action: z.literal('ship'), ...shipmentSchema.shape }),
  z.object({ action: z.literal('deliver') }),
  z.object({ action: z.literal('cancel'), reason: line('reason', 500) }),
  z.object({ action: z.literal('record-cash') }),
  /** Without an amount, everything not yet refunded. */
  z.object({ action: z.literal('refund-phonepe'), amount: refundAmountSchema.optional(), reason: line('reason', 500).optional() }),
  z.object({ action: z.literal('record-cod-refund'), amount: refundAmountSchema.optional(), reason: line('reason', 500).optional() }),
]);
export type OrderActionInput = z.infer<typeof orderActionInputSchema>;

/**
 * One staff action on one order, through the order lifecycle: 409 when the order's state does not
 * allow it or the order changed since `version`. Answers the order as it is now.
 */
export const ActOnOrder = defineRequest({
  subject: 'order.act-on-order.v1',
  request: z.object({ orderNumber: orderNumberSchema, version: orderVersionSchema, input: orderActionInputSchema }).strict(),
  reply: adminOrderSchema,
});

export const AddOrderNote = defineRequest({
  subject: 'order.add-order-note.v1',
  request: z.object({ orderNumber: orderNumberSchema, text: line('text', 2000) }).strict(),
  reply: orderTimelineEntrySchema,
});

/** One order of a bulk action, each with the version the staff member saw. */
const bulkTargetSchema = z.object({ orderNumber: orderNumberSchema, version: orderVersionSchema }).strict();

/** What happened to one order of a bulk action or one row of a shipping CSV. */
export const bulkResultSchema = z.object({
  orderNumber: z.string(),
  ok: z.boolean(),
  /** The order's version after the action; null when it failed. */
  version: z.number().int().positive().nullable(),
  /** 404, 409…; null when it worked. */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** Each order on its own: one that cannot be confirmed or shipped does not stop the others. */
export const BulkActOnOrders = defineRequest({
  subject: 'order.bulk-act-on-orders.v1',
  request: z.discriminatedUnion('action', [
    z
      .object({
        action: z.literal('confirm'),
        orders: z.array(bulkTargetSchema).min(1, 'orders must not be empty').max(MAX_BULK_ORDERS, `orders must have at most ${MAX_BULK_ORDERS} orders`),
      })
      .strict(),
    z
      .object({
        action: z.literal('ship'),
        orders: z
          .array(bulkTargetSchema.extend(shipmentSchema.shape).strict())
          .min(1, 'orders must not be empty')
          .max(MAX_BULK_ORDERS, `orders must have at most ${MAX_BULK_ORDERS} orders`),
      })
      .strict(),
  ]),
  reply: z.object({ results: z.array(bulkResultSchema) }),
});

/** The shipping CSV as uploaded: a header `order number,carrier,tracking number` (any case), then a row per order. */
export const shippingCsvSchema = z
  .string({ error: 'csv is required' })
  .min(1, 'csv is required')
  .max(90_000, 'csv must be at most 90000 characters');

export const shippingImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int().positive(),
  orderNumber: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
});

/**
 * Ships every order the CSV names, all or nothing: every row is checked first (shape, order,
 * state) and a single bad row applies nothing. Each row says what happened to it.
 */
export const ImportShipments = defineRequest({
  subject: 'order.import-shipments.v1',
  request: z.object({ csv: shippingCsvSchema }).strict(),
  reply: z.object({ applied: z.boolean(), rows: z.array(shippingImportRowSchema) }),
});

/** Where the next export page starts: after this order, in newest-first order. */
export const exportCursorSchema = z.object({ orderDate: z.iso.datetime({ offset: true }), id: z.number().int().positive() }).strict();

/**
 * One page of the CSV export: the filtered orders newest first, after `cursor` (keyset, so every
 * page costs the same), as CSV lines ready to send. `next` is null after the last page.
 */
export const ExportOrdersPage = defineRequest({
  subject: 'order.export-orders-page.v1',
  request: adminOrderFiltersSchema
    .extend({
      cursor: exportCursorSchema.optional(),
      limit: z.number().int().min(1).max(EXPORT_PAGE_SIZE).default(EXPORT_PAGE_SIZE),
    })
    .strict(),
  reply: z.object({ csv: z.string(), next: exportCursorSchema.nullable() }),
});

/** The header line of the export. */
export const ORDER_EXPORT_COLUMNS = [
  'Order number',
  'Placed at',
  'Status',
  'Payment status',
  'Payment method',
  'Total (INR)',
  'Refunded (INR)',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'PIN code',
  'Items',
  'Carrier',
  'Tracking number',
  'Shipped at',
] as const;

/** The packing slip / print-lab work order of an order, as a PDF (base64: NATS carries text). */
export const GetPackingSlip = defineRequest({
  subject: 'order.get-packing-slip.v1',
  request: z.object({ orderNumber: orderNumberSchema }).strict(),
  reply: z.object({ fileName: z.string(), pdfBase64: z.string() }),
});
