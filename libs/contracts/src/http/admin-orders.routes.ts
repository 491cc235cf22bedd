import { z } from 'zod';
import { rupeesOnTheWire, toPaise } from '../money';
import {
  AddOrderNote,
  adminOrderFiltersSchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  adminOrderSummarySchema,
  BulkActOnOrders,
  ImportShipments,
  MAX_BULK_ORDERS,
  orderDashboardSchema,
  orderTimelineEntrySchema,
  orderVersionSchema,
  paymentHistoryEntrySchema,
  shipmentSchema,
} from '../order/back-office';
import { ORDER_COUNT_LIMIT } from '../order/back-office-constants';
import { orderItemSchema, orderNumberSchema } from '../order/order';
import { apiCartSummarySchema } from './pricing.routes';
import { defineRoute, type RouteErrors } from './route';

/** An order's detail as the back office reads it, amounts in rupees. */
export const apiAdminOrderSchema = adminOrderSchema.extend({
  totalAmount: rupeesOnTheWire,
  paidAmount: rupeesOnTheWire,
  refundedAmount: rupeesOnTheWire,
  items: z.array(orderItemSchema.extend({ unitPrice: rupeesOnTheWire, totalPrice: rupeesOnTheWire })),
  priceSummary: apiCartSummarySchema,
  payments: z.array(paymentHistoryEntrySchema.extend({ amount: rupeesOnTheWire })),
});
export type ApiAdminOrder = z.output<typeof apiAdminOrderSchema>;

export const apiAdminOrderSummarySchema = adminOrderSummarySchema.extend({ totalAmount: rupeesOnTheWire });
export type ApiAdminOrderSummary = z.output<typeof apiAdminOrderSummarySchema>;

const apiFigureSchema = z.object({ orders: z.number().int(), revenue: rupeesOnTheWire });
export const apiOrderDashboardSchema = orderDashboardSchema.extend({
  today: apiFigureSchema,
  last7Days: apiFigureSchema,
  last30Days: apiFigureSchema,
  daily: z.array(apiFigureSchema.extend({ date: z.string() })),
});
export type ApiOrderDashboard = z.output<typeof apiOrderDashboardSchema>;

export type ApiOrderTimelineEntry = z.output<typeof orderTimelineEntrySchema>;

/** Rupees as staff type them (1499.5), at most two decimals; the order service gets paise. */
const rupeesInput = z
  .number({ error: 'amount must be a number of rupees' })
  .positive('amount must be more than nothing')
  .max(10_000_000, 'amount is too large')
  .refine((rupees) => Math.abs(toPaise(rupees) - rupees * 100) < 1e-6, 'amount must have at most two decimals')
  .transform(toPaise);

const params = z.object({ orderNumber: orderNumberSchema });
const versioned = z.object({ version: orderVersionSchema });

const READ = { 401: 'No staff member is signed in', 403: "The staff member's role may not read orders" } as const;
const ACT: RouteErrors = {
  401: 'No staff member is signed in',
  403: "The staff member's role may not do this",
  404: 'Order not found',
  409: 'The order is not in a state that allows this ("An order that is cancelled cannot be shipped"), or it was changed by someone else since `version` ("This order was changed by someone else; reload it")',
};

const TAG = 'back office: orders';

/** One action on one order: every action route has this shape. */
function action<B extends z.ZodType>(def: { path: string; summary: string; description?: string; body: B; staff: 'orders.fulfil' | 'orders.refund'; errors?: RouteErrors }) {
  return defineRoute({
    method: 'POST',
    path: `/api/admin/orders/:orderNumber/${def.path}`,
    tag: TAG,
    summary: def.summary,
    description: def.description,
    staff: def.staff,
    params,
    body: def.body,
    response: apiAdminOrderSchema,
    errors: { ...ACT, ...def.errors },
  });
}

const bulkLimit = `at most ${MAX_BULK_ORDERS} orders`;

/** The back office's orders and fulfilment (issue 17). */
export const adminOrdersApi = {
  orderDashboard: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/dashboard',
    tag: TAG,
    summary: 'Orders and revenue today, in the last 7 and 30 days (by day, for the chart), and the orders waiting',
    description: 'Revenue: totals of the orders placed in the period that are not cancelled and whose payment did not fail, less refunds. Days are India time.',
    staff: 'orders.read',
    response: apiOrderDashboardSchema,
    errors: READ,
  }),
  listOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders',
    tag: TAG,
    summary: 'Orders, filtered, searched and sorted, a page at a time (the total in X-Total-Count)',
    description:
      '`q` finds part of an order number, email or phone, or a PIN code. `from` and `to` are India days (inclusive). ' +
      '`sort`: newest (default), oldest, total-high, total-low. ' +
      `X-Total-Count counts at most ${ORDER_COUNT_LIMIT + 1} matches: ${ORDER_COUNT_LIMIT + 1} means more than ${ORDER_COUNT_LIMIT.toLocaleString('en-US')} (show "${ORDER_COUNT_LIMIT.toLocaleString('en-US')}+").`,
    staff: 'orders.read',
    query: adminOrderListQuerySchema,
    response: z.array(apiAdminOrderSummarySchema),
    paged: true,
    errors: READ,
  }),
  exportOrders: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/export',
    tag: TAG,
    summary: 'The filtered orders as CSV (text/csv, streamed, newest first, every page)',
    staff: 'orders.read',
    query: adminOrderFiltersSchema.strict(),
    errors: READ,
  }),
  getOrder: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:orderNumber',
    tag: TAG,
    summary: "An order's detail: items for the print lab, money, customer and address, payments, timeline",
    staff: 'orders.read',
    params,
    response: apiAdminOrderSchema,
    errors: { ...READ, 404: 'Order not found' },
  }),
  packingSlip: defineRoute({
    method: 'GET',
    path: '/api/admin/orders/:orderNumber/packing-slip',
    tag: TAG,
    summary: "The order's packing slip and print-lab work order (application/pdf)",
    staff: 'orders.read',
    params,
    errors: { ...READ, 404: 'Order not found' },
  }),
  confirmOrder: action({ path: 'confirm', summary: 'Confirm a pending order (emails the shopper)', body: versioned.strict(), staff: 'orders.fulfil' }),
  startProcessing: action({ path: 'start-processing', summary: 'Mark a confirmed order as being made', body: versioned.strict(), staff: 'orders.fulfil' }),
  shipOrder: action({
    path: 'ship',
    summary: 'Ship a confirmed or processing order with its carrier and tracking number (emails the shopper the tracking link)',
    body: versioned.extend(shipmentSchema.shape).strict(),
    staff: 'orders.fulfil',
  }),
  deliverOrder: action({ path: 'deliver', summary: 'Mark a shipped order delivered (emails the shopper)', body: versioned.strict(), staff: 'orders.fulfil' }),
  cancelOrder: action({
    path: 'cancel',
    summary: 'Cancel an order before it ships, with the reason the shopper is told',
    body: versioned.extend({ reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(500, 'reason must be at most 500 characters') }).strict(),
    staff: 'orders.fulfil',
  }),
  recordCash: action({
    path: 'cash-collected',
    summary: 'Record that the courier collected the cash of a cash-on-delivery order (the payment becomes paid)',
    body: versioned.strict(),
    staff: 'orders.fulfil',
  }),
  refundPhonePe: action({
    path: 'refunds/phonepe',
    summary: "Refund a PhonePe payment in full or in part through PhonePe's refund API (emails the shopper)",
    description:
      'Without `amount` (rupees), everything not yet refunded. Never more than was paid less what was refunded. ' +
      'PhonePe refusing or not answering the refund is a 502 or 504, and nothing changes.',
    body: versioned.extend({ amount: rupeesInput.optional(), reason: z.string().trim().min(1).max(500).optional() }).strict(),
    staff: 'orders.refund',
  }),
  recordCodRefund: action({
    path: 'refunds/cash',
    summary: 'Record a refund of a collected cash-on-delivery payment, in full or in part (emails the shopper)',
    description: 'Without `amount` (rupees), everything not yet refunded.',
    body: versioned.extend({ amount: rupeesInput.optional(), reason: z.string().trim().min(1).max(500).optional() }).strict(),
    staff: 'orders.refund',
  }),
  addNote: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/:orderNumber/notes',
    tag: TAG,
    summary: "Add a staff note to the order's timeline (no version: a note changes nothing else)",
    staff: 'orders.note',
    params,
    body: z.object({ text: AddOrderNote.request.shape.text }).strict(),
    response: orderTimelineEntrySchema,
    status: 201,
    errors: { ...READ, 403: "The staff member's role may not add notes", 404: 'Order not found' },
  }),
  bulkConfirm: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/bulk/confirm',
    tag: TAG,
    summary: `Confirm several orders (${bulkLimit}), each on its own: a result per order`,
    staff: 'orders.fulfil',
    body: BulkActOnOrders.request.options[0].omit({ action: true }),
    response: BulkActOnOrders.reply,
    errors: { 401: READ[401], 403: ACT[403] },
  }),
  bulkShip: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/bulk/ship',
    tag: TAG,
    summary: `Ship several orders (${bulkLimit}), each with its carrier and tracking number: a result per order`,
    staff: 'orders.fulfil',
    body: BulkActOnOrders.request.options[1].omit({ action: true }),
    response: BulkActOnOrders.reply,
    errors: { 401: READ[401], 403: ACT[403] },
  }),
  importShipments: defineRoute({
    method: 'POST',
    path: '/api/admin/orders/shipments/import',
    tag: TAG,
    summary: 'Ship the orders a CSV names (order number, carrier, tracking number), all or nothing, with a report per row',
    description: 'The CSV is sent as the `csv` field of a JSON body. Every row is checked first; a single bad row applies nothing (`applied: false`).',
    staff: 'orders.fulfil',
    body: ImportShipments.request,
    response: ImportShipments.reply,
    errors: { 401: READ[401], 403: ACT[403] },
  }),
};
