"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListMyOrders = exports.orderHistoryEntrySchema = exports.OrderPlaced = exports.GetOrder = exports.TrackOrder = exports.PlaceOrder = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const money_1 = require("../money");
const order_1 = require("./order");
/**
 * Places an order from the browser's payload: items and prices are recomputed by pricing.
 * Idempotent on orderNumber: the same order placed twice is stored once.
 */
exports.PlaceOrder = (0, define_1.defineRequest)({
    subject: 'order.place-order.v1',
    request: order_1.orderInputSchema.strict(),
    reply: order_1.orderSchema,
});
/** The order with the given number, only when the email is the customer's (ignoring case). */
exports.TrackOrder = (0, define_1.defineRequest)({
    subject: 'order.track-order.v1',
    request: order_1.trackOrderRequestSchema.strict(),
    reply: order_1.orderSchema,
});
exports.GetOrder = (0, define_1.defineRequest)({
    subject: 'order.get-order.v1',
    request: zod_1.z.object({ id: zod_1.z.number().int().positive() }).strict(),
    reply: order_1.orderSchema,
});
exports.OrderPlaced = (0, define_1.defineEvent)({
    subject: 'order.placed.v1',
    payload: define_1.eventEnvelope.extend({
        orderId: zod_1.z.number().int().positive(),
        orderNumber: zod_1.z.string(),
        customerId: zod_1.z.number().int().positive(),
        paymentMethod: order_1.paymentMethodSchema,
        totalAmount: money_1.paiseSchema,
    }),
});
/** An order as the signed-in shopper's history shows it (spec section 3). */
exports.orderHistoryEntrySchema = zod_1.z.object({
    id: zod_1.z.number().int().positive(),
    orderNumber: zod_1.z.string(),
    createdAt: zod_1.z.string(),
    totalAmount: money_1.paiseSchema,
    status: zod_1.z.string(),
    paymentStatus: zod_1.z.string(),
    items: zod_1.z.array(zod_1.z.object({ id: zod_1.z.number().int(), image: zod_1.z.string().nullable(), name: zod_1.z.string(), size: zod_1.z.string(), quantity: zod_1.z.number().int(), price: money_1.paiseSchema })),
});
/** The signed-in user's orders (matched to their verified email), newest first. */
exports.ListMyOrders = (0, define_1.defineRequest)({
    subject: 'order.list-my-orders.v1',
    request: zod_1.z.object({}).strict(),
    reply: zod_1.z.array(exports.orderHistoryEntrySchema),
});
