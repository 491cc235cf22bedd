"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PaymentPartiallyRefunded = exports.PaymentRefunded = exports.OrderReturned = exports.OrderCancelled = exports.OrderDelivered = exports.OrderShipped = exports.OrderProcessingStarted = exports.OrderConfirmed = exports.actorSchema = exports.ACTORS = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const money_1 = require("../money");
const order_1 = require("./order");
/** Who may cause a change of an order's state (the order service's lifecycle module names who may cause which). */
exports.ACTORS = ['shopper', 'payment-provider', 'staff', 'system'];
exports.actorSchema = zod_1.z.enum(exports.ACTORS);
const orderStatusChanged = define_1.eventEnvelope.extend({
    orderId: zod_1.z.number().int().positive(),
    orderNumber: zod_1.z.string(),
    from: order_1.orderStatusSchema,
    to: order_1.orderStatusSchema,
    by: exports.actorSchema,
});
/** The shop accepted the order (cash on delivery), or its payment arrived (PhonePe). */
exports.OrderConfirmed = (0, define_1.defineEvent)({ subject: 'order.confirmed.v1', payload: orderStatusChanged });
/** The print is being made. */
exports.OrderProcessingStarted = (0, define_1.defineEvent)({ subject: 'order.processing-started.v1', payload: orderStatusChanged });
exports.OrderShipped = (0, define_1.defineEvent)({ subject: 'order.shipped.v1', payload: orderStatusChanged });
exports.OrderDelivered = (0, define_1.defineEvent)({ subject: 'order.delivered.v1', payload: orderStatusChanged });
exports.OrderCancelled = (0, define_1.defineEvent)({ subject: 'order.cancelled.v1', payload: orderStatusChanged });
exports.OrderReturned = (0, define_1.defineEvent)({ subject: 'order.returned.v1', payload: orderStatusChanged });
const paymentRefunded = define_1.eventEnvelope.extend({
    orderId: zod_1.z.number().int().positive(),
    orderNumber: zod_1.z.string(),
    from: order_1.paymentStatusSchema,
    to: order_1.paymentStatusSchema,
    /** What this refund gave back. */
    amount: money_1.paiseSchema,
    by: exports.actorSchema,
});
exports.PaymentRefunded = (0, define_1.defineEvent)({ subject: 'payment.refunded.v1', payload: paymentRefunded });
exports.PaymentPartiallyRefunded = (0, define_1.defineEvent)({ subject: 'payment.partially-refunded.v1', payload: paymentRefunded });
