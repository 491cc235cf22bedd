"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.trackOrderRequestSchema = exports.orderSchema = exports.orderInputSchema = exports.shippingAddressSchema = exports.orderItemSchema = exports.orderItemInputSchema = exports.orderNumberSchema = exports.paymentMethodSchema = exports.paymentStatusSchema = exports.orderStatusSchema = exports.PAYMENT_METHODS = exports.PAYMENT_STATUSES = exports.ORDER_STATUSES = void 0;
const zod_1 = require("zod");
const pricing_1 = require("../pricing");
const customer_1 = require("../customer");
const money_1 = require("../money");
/** Every status an order can have; the order service's lifecycle module says how one leads to another. */
exports.ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'];
exports.PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'refunded', 'partially_refunded'];
exports.PAYMENT_METHODS = ['cod', 'card', 'banking', 'phonepe'];
exports.orderStatusSchema = zod_1.z.enum(exports.ORDER_STATUSES);
exports.paymentStatusSchema = zod_1.z.enum(exports.PAYMENT_STATUSES);
exports.paymentMethodSchema = zod_1.z.enum(exports.PAYMENT_METHODS, { error: 'Payment method required' });
/** `ORD-` and then digits, letters or hyphens: the browser makes them (spec section 9). */
exports.orderNumberSchema = zod_1.z
    .string({ error: 'Order number is required' })
    .trim()
    .toUpperCase()
    .min(1, 'Order number is required')
    .regex(/^ORD-[A-Z0-9-]{4,60}$/, 'Order number must look like ORD-123456');
const text = (max) => zod_1.z.string().trim().max(max, 'is too long');
/** A line as the browser sends it: only what identifies the configuration counts. */
exports.orderItemInputSchema = zod_1.z.object({
    productId: zod_1.z.number({ error: 'must be a number' }).int().positive(),
    productTitle: text(200).min(1, 'is required'),
    quantity: zod_1.z
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(pricing_1.MAX_LINE_QUANTITY, `must be at most ${pricing_1.MAX_LINE_QUANTITY}`),
    size: pricing_1.sizeSchema,
    medium: text(100).min(1, 'is required'),
    framing: text(100).min(1, 'is required'),
    // What the browser believed, in rupees; never charged.
    unitPrice: zod_1.z.number().optional(),
    totalPrice: zod_1.z.number().optional(),
    internalImageName: text(300).optional(),
});
/** A line as stored: unit and total prices (paise) recomputed by pricing. */
exports.orderItemSchema = zod_1.z.object({
    productId: zod_1.z.number().int().positive(),
    productTitle: zod_1.z.string(),
    quantity: zod_1.z.number().int(),
    size: zod_1.z.string(),
    medium: zod_1.z.string(),
    framing: zod_1.z.string(),
    unitPrice: money_1.paiseSchema,
    totalPrice: money_1.paiseSchema,
    internalImageName: zod_1.z.string(),
});
exports.shippingAddressSchema = zod_1.z.object({
    shippingAddress: text(500).min(1, 'Address is required'),
    shippingCity: text(100).min(1, 'City is required'),
    shippingState: text(100).min(1, 'State is required'),
    shippingPincode: zod_1.z.string().trim().regex(/^[0-9]{6}$/, 'Please enter a valid 6-digit PIN code'),
    shippingCountry: zod_1.z.literal('India', { error: 'Delivery is only within India' }).default('India'),
});
/** The spec's order payload. status, paymentStatus, totalAmount and priceSummary are accepted and ignored. */
exports.orderInputSchema = exports.shippingAddressSchema.extend({
    customerId: customer_1.customerIdSchema,
    orderNumber: exports.orderNumberSchema,
    paymentMethod: exports.paymentMethodSchema.default('cod'),
    notes: text(1000).optional().nullable(),
    items: zod_1.z
        .array(exports.orderItemInputSchema.strip(), { error: 'must be a list' })
        .min(1, 'must not be empty')
        .max(pricing_1.MAX_CART_LINES, `must have at most ${pricing_1.MAX_CART_LINES} lines`),
    status: zod_1.z.unknown().optional(),
    paymentStatus: zod_1.z.unknown().optional(),
    totalAmount: zod_1.z.unknown().optional(),
    priceSummary: zod_1.z.unknown().optional(),
});
exports.orderSchema = zod_1.z.object({
    id: zod_1.z.number().int().positive(),
    orderNumber: zod_1.z.string(),
    customerId: zod_1.z.number().int().positive(),
    customerEmail: zod_1.z.string(),
    orderDate: zod_1.z.string(),
    updatedAt: zod_1.z.string(),
    status: exports.orderStatusSchema,
    paymentStatus: exports.paymentStatusSchema,
    paymentMethod: exports.paymentMethodSchema,
    totalAmount: money_1.paiseSchema,
    shippingAddress: zod_1.z.string(),
    shippingCity: zod_1.z.string(),
    shippingState: zod_1.z.string(),
    shippingPincode: zod_1.z.string(),
    shippingCountry: zod_1.z.string(),
    notes: zod_1.z.string().nullable(),
    items: zod_1.z.array(exports.orderItemSchema),
    priceSummary: pricing_1.cartSummarySchema,
    trackingNumber: zod_1.z.string().nullable(),
    /** The tracking page's five steps (spec section 9), read from the order's lifecycle. */
    progress: zod_1.z.array(zod_1.z.object({ label: zod_1.z.enum(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered']), done: zod_1.z.boolean() })),
});
exports.trackOrderRequestSchema = zod_1.z.object({ orderNumber: exports.orderNumberSchema, email: customer_1.emailSchema });
