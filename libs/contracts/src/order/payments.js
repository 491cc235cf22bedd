"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PaymentFailed = exports.PaymentConfirmed = exports.HandlePaymentWebhook = exports.ConfirmPayment = exports.InitiatePayment = exports.gatewayPaymentMethodSchema = void 0;
const zod_1 = require("zod");
const customer_1 = require("../customer");
const define_1 = require("../common/define");
const money_1 = require("../money");
const order_1 = require("./order");
/** Methods that go through the payment gateway (spec: phonepe, and card/banking through the same call). */
exports.gatewayPaymentMethodSchema = zod_1.z.enum(['phonepe', 'card', 'banking'], { error: 'Payment method required' });
/**
 * The spec's initiate payload (orderId, amount, customerEmail, customerPhone, paymentMethod)
 * plus the order itself (customer, shipping, items). The order is stored before the shopper
 * leaves for PhonePe, so an abandoned browser loses nothing. `amount` is the browser's
 * belief and is never charged: PhonePe is asked for the server's total.
 */
exports.InitiatePayment = (0, define_1.defineRequest)({
    subject: 'order.initiate-payment.v1',
    request: order_1.orderInputSchema
        .omit({ orderNumber: true, paymentMethod: true })
        .extend({
        orderId: order_1.orderNumberSchema,
        amount: zod_1.z.number().optional(),
        customerEmail: customer_1.emailSchema.optional(),
        customerPhone: zod_1.z.string().max(20).optional(),
        paymentMethod: exports.gatewayPaymentMethodSchema,
    })
        .strict(),
    reply: zod_1.z.union([
        zod_1.z.object({ success: zod_1.z.literal(true), redirectUrl: zod_1.z.string(), orderNumber: zod_1.z.string() }),
        zod_1.z.object({ success: zod_1.z.literal(false), error: zod_1.z.string() }),
    ]),
});
/** Asks PhonePe for the payment's state (the browser's return is a hint, never proof) and answers it. */
exports.ConfirmPayment = (0, define_1.defineRequest)({
    subject: 'order.confirm-payment.v1',
    request: zod_1.z.object({ orderNumber: order_1.orderNumberSchema }).strict(),
    reply: zod_1.z.object({ orderNumber: zod_1.z.string(), paymentStatus: order_1.paymentStatusSchema }),
});
/** A PhonePe webhook as received: verified here by its Authorization hash before anything changes. */
exports.HandlePaymentWebhook = (0, define_1.defineRequest)({
    subject: 'order.handle-payment-webhook.v1',
    request: zod_1.z.object({ authorization: zod_1.z.string().max(200), body: zod_1.z.unknown() }).strict(),
    reply: zod_1.z.object({ accepted: zod_1.z.boolean() }),
});
const paymentEvent = define_1.eventEnvelope.extend({
    orderId: zod_1.z.number().int().positive(),
    orderNumber: zod_1.z.string(),
    amount: money_1.paiseSchema,
    // Cash on delivery is collected by the courier and marked paid by staff.
    provider: zod_1.z.enum(['phonepe', 'cash-on-delivery']),
    providerReference: zod_1.z.string().nullable(),
});
exports.PaymentConfirmed = (0, define_1.defineEvent)({ subject: 'payment.confirmed.v1', payload: paymentEvent });
exports.PaymentFailed = (0, define_1.defineEvent)({ subject: 'payment.failed.v1', payload: paymentEvent });
