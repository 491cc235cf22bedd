import { z } from 'zod';
import { emailSchema } from '../customer/customer';
import { rupeesOnTheWire } from '../money';
import { orderItemSchema, orderNumberSchema, orderSchema } from '../order/order';
import { ConfirmPayment, HandlePaymentWebhook, InitiatePayment } from '../order/payments';
import { orderHistoryEntrySchema, PlaceOrder } from '../order/place-order';
import { apiCartSummarySchema } from './pricing.routes';
import { defineRoute } from './route';

/** An order as tracking and checkout read it (spec section 3), amounts in rupees. */
export const apiOrderSchema = orderSchema.extend({
  totalAmount: rupeesOnTheWire,
  items: z.array(orderItemSchema.extend({ unitPrice: rupeesOnTheWire, totalPrice: rupeesOnTheWire })),
  priceSummary: apiCartSummarySchema,
});
export type ApiOrder = z.output<typeof apiOrderSchema>;

export const apiOrderHistoryEntrySchema = orderHistoryEntrySchema.extend({
  totalAmount: rupeesOnTheWire,
  items: z.array(orderHistoryEntrySchema.shape.items.element.extend({ price: rupeesOnTheWire })),
});
export type ApiOrderHistoryEntry = z.output<typeof apiOrderHistoryEntrySchema>;

const NOT_YOUR_CUSTOMER = "customerId is not this browser's checkout customer (POST /api/customers), nor the signed-in shopper's";

export const ordersApi = {
  placeOrder: defineRoute({
    method: 'POST',
    path: '/api/orders',
    tag: 'orders',
    summary: 'Place an order (cash on delivery; card or banking outside the gateway)',
    description:
      'Items, unit prices and the summary are recomputed from the server; status, paymentStatus, totalAmount and priceSummary sent by the browser are ignored. Idempotent on orderNumber.',
    body: PlaceOrder.request,
    response: apiOrderSchema,
    errors: { 403: NOT_YOUR_CUSTOMER, 409: 'The order number is taken', 429: 'Too many orders from this client' },
  }),
  listMyOrders: defineRoute({
    method: 'GET',
    path: '/api/orders',
    tag: 'orders',
    summary: "The signed-in shopper's orders (placed with their verified email), newest first",
    response: z.array(apiOrderHistoryEntrySchema),
    errors: { 401: 'Not signed in' },
  }),
  trackOrder: defineRoute({
    method: 'GET',
    path: '/api/orders/track/:orderNumber',
    tag: 'orders',
    summary: 'Track an order by number and the email it was placed with',
    description: 'A wrong, missing or malformed email answers exactly like an unknown order.',
    params: z.object({ orderNumber: orderNumberSchema }),
    query: z.object({ email: emailSchema }),
    response: apiOrderSchema,
    invalidInput: { status: 404, message: 'Order not found' },
    errors: { 404: 'Order not found', 429: 'Too many lookups from this client' },
  }),
};

export const paymentsApi = {
  initiatePayment: defineRoute({
    method: 'POST',
    path: '/api/payments/phonepe/initiate',
    tag: 'payments',
    summary: 'Store the order (payment pending) and start a PhonePe payment for it',
    description: "Also used for card and banking. The amount charged is the server's total, never the browser's.",
    body: InitiatePayment.request,
    response: InitiatePayment.reply,
    errors: { 403: NOT_YOUR_CUSTOMER, 409: 'The order number is taken by a cash-on-delivery order', 429: 'Too many orders from this client' },
  }),
  confirmPayment: defineRoute({
    method: 'POST',
    path: '/api/payments/phonepe/confirm',
    tag: 'payments',
    summary: "Ask PhonePe for a payment's state after the shopper comes back, and answer it",
    body: ConfirmPayment.request,
    response: ConfirmPayment.reply,
    errors: { 404: "Order not found: also when it is not this browser's checkout's, nor the signed-in shopper's", 429: 'Too many payment checks from this client' },
  }),
  paymentWebhook: defineRoute({
    method: 'POST',
    path: '/api/payments/phonepe/webhook',
    tag: 'payments',
    summary: "PhonePe's webhook; authenticated by Authorization = sha256(username:password)",
    body: HandlePaymentWebhook.request.shape.body,
    response: z.object({ success: z.literal(true) }),
    errors: { 401: 'The Authorization header is missing or wrong', 429: 'Too many deliveries from this address' },
  }),
};
