"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SummarizeCart = exports.pricedLineSchema = exports.cartSummarySchema = exports.cartLineSchema = exports.cartLineFields = exports.MAX_LINE_QUANTITY = exports.MAX_CART_LINES = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const money_1 = require("../money");
const price_1 = require("./price");
exports.MAX_CART_LINES = 100;
exports.MAX_LINE_QUANTITY = 999;
exports.cartLineFields = price_1.priceSelectionFields.extend({
    quantity: zod_1.z
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(exports.MAX_LINE_QUANTITY, `must be at most ${exports.MAX_LINE_QUANTITY}`),
    /** What the browser believes a unit costs, in rupees. Never used: every price is recomputed. */
    price: zod_1.z.number().optional(),
});
exports.cartLineSchema = (0, price_1.requireProductNamed)(exports.cartLineFields);
/** Amounts in paise; the rates in percent. */
exports.cartSummarySchema = zod_1.z.object({
    basePrice: money_1.paiseSchema,
    discountPercentage: zod_1.z.number(),
    discountAmount: money_1.paiseSchema,
    subtotal: money_1.paiseSchema,
    gstRate: zod_1.z.number(),
    gstAmount: money_1.paiseSchema,
    total: money_1.paiseSchema,
});
/** Each line as priced by the server (paise), in the order sent. */
exports.pricedLineSchema = zod_1.z.object({
    productId: zod_1.z.number().int().positive().nullable(),
    productName: zod_1.z.string(),
    size: zod_1.z.string(),
    medium: zod_1.z.string(),
    frame: zod_1.z.string(),
    quantity: zod_1.z.number().int(),
    unitMrp: money_1.paiseSchema,
    unitPrice: money_1.paiseSchema,
    lineTotal: money_1.paiseSchema,
});
exports.SummarizeCart = (0, define_1.defineRequest)({
    subject: 'pricing.summarize-cart.v1',
    request: zod_1.z
        .object({
        items: zod_1.z
            .array((0, price_1.requireProductNamed)(exports.cartLineFields.strict()), { error: 'must be a list' })
            .min(1, 'must not be empty')
            .max(exports.MAX_CART_LINES, `must have at most ${exports.MAX_CART_LINES} lines`),
    })
        .strict(),
    reply: zod_1.z.object({ summary: exports.cartSummarySchema, lines: zod_1.z.array(exports.pricedLineSchema) }),
});
