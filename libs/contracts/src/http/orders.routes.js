"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.paymentsApi = exports.ordersApi = exports.apiOrderHistoryEntrySchema = exports.apiOrderSchema = void 0;
const zod_1 = require("zod");
const customer_1 = require("../customer/customer");
const money_1 = require("../money");
const order_1 = require("../order/order");
const payments_1 = require("../order/payments");
const place_order_1 = require("../order/place-order");
const pricing_routes_1 = require("./pricing.routes");
const route_1 = require("./route");
/** An order as tracking and checkout read it (spec section 3), amounts in rupees. */
exports.apiOrderSchema = order_1.orderSchema.extend({
    totalAmount: money_1.rupeesOnTheWire,
    items: zod_1.z.array(order_1.orderItemSchema.extend({ unitPrice: money_1.rupeesOnTheWire, totalPrice: money_1.rupeesOnTheWire })),
    priceSummary: pricing_routes_1.apiCartSummarySchema,
});
exports.apiOrderHistoryEntrySchema = place_order_1.orderHistoryEntrySchema.extend({
    totalAmount: money_1.rupeesOnTheWire,
    items: zod_1.z.array(place_order_1.orderHistoryEntrySchema.shape.items.element.extend({ price: money_1.rupeesOnTheWire })),
});
const NOT_YOUR_CUSTOMER = "customerId is not this browser's checkout customer (POST /api/customers), nor the signed-in shopper's";
exports.ordersApi = {
    placeOrder: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/orders',
        tag: 'orders',
        summary: 'Place an order (cash on delivery; card or banking outside the gateway)',
        description: 'Items, unit prices and the summary are recomputed from the server; status, paymentStatus, totalAmount and priceSummary sent by the browser are ignored. Idempotent on orderNumber.',
        body: place_order_1.PlaceOrder.request,
        response: exports.apiOrderSchema,
        errors: { 403: NOT_YOUR_CUSTOMER, 409: 'The order number is taken', 429: 'Too many orders from this client' },
    }),
    listMyOrders: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/orders',
        tag: 'orders',
        summary: "The signed-in shopper's orders (placed with their verified email), newest first",
        response: zod_1.z.array(exports.apiOrderHistoryEntrySchema),
        errors: { 401: 'Not signed in' },
    }),
    trackOrder: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/orders/track/:orderNumber',
        tag: 'orders',
        summary: 'Track an order by number and the email it was placed with',
        description: 'A wrong, missing or malformed email answers exactly like an unknown order.',
        params: zod_1.z.object({ orderNumber: order_1.orderNumberSchema }),
        query: zod_1.z.object({ email: customer_1.emailSchema }),
        response: exports.apiOrderSchema,
        invalidInput: { status: 404, message: 'Order not found' },
        errors: { 404: 'Order not found', 429: 'Too many lookups from this client' },
    }),
};
exports.paymentsApi = {
    initiatePayment: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/payments/phonepe/initiate',
        tag: 'payments',
        summary: 'Store the order (payment pending) and start a PhonePe payment for it',
        description: "Also used for card and banking. The amount charged is the server's total, never the browser's.",
        body: payments_1.InitiatePayment.request,
        response: payments_1.InitiatePayment.reply,
        errors: { 403: NOT_YOUR_CUSTOMER, 409: 'The order number is taken by a cash-on-delivery order', 429: 'Too many orders from this client' },
    }),
    confirmPayment: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/payments/phonepe/confirm',
        tag: 'payments',
        summary: "Ask PhonePe for a payment's state after the shopper comes back, and answer it",
        body: payments_1.ConfirmPayment.request,
        response: payments_1.ConfirmPayment.reply,
        errors: { 404: "Order not found: also when it is not this browser's checkout's, nor the signed-in shopper's", 429: 'Too many payment checks from this client' },
    }),
    paymentWebhook: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/payments/phonepe/webhook',
        tag: 'payments',
        summary: "PhonePe's webhook; authenticated by Authorization = sha256(username:password)",
        body: payments_1.HandlePaymentWebhook.request.shape.body,
        response: zod_1.z.object({ success: zod_1.z.literal(true) }),
        errors: { 401: 'The Authorization header is missing or wrong', 429: 'Too many deliveries from this address' },
    }),
};
