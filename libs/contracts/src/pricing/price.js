"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetPrice = exports.priceQuoteSchema = exports.priceSelectionSchema = exports.priceSelectionFields = exports.sizeSchema = void 0;
exports.requireProductNamed = requireProductNamed;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const money_1 = require("../money");
/** A print size such as 18X14 or 18x14 (inches, width X height); spaces are ignored. */
exports.sizeSchema = zod_1.z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(zod_1.z.string().regex(/^[1-9][0-9]{0,2}X[1-9][0-9]{0,2}$/, 'must look like 18X14'));
const optionName = () => zod_1.z.string().trim().min(1, 'must not be empty').max(100, 'is too long');
/** What is priced: a product (by id, or else by title) in a size, medium and frame. */
exports.priceSelectionFields = zod_1.z.object({
    productName: zod_1.z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long').optional(),
    size: exports.sizeSchema,
    productId: zod_1.z.number().int().positive().optional(),
    medium: optionName().optional(),
    frame: optionName().optional(),
});
/**
 * A product is named by its id, its title, or both (the id decides). Checked even when other
 * fields are wrong too, so one answer names every missing field.
 */
function requireProductNamed(schema) {
    return schema.refine((selection) => selection.productName !== undefined || selection.productId !== undefined, {
        path: ['productName'],
        message: 'is required (or productId)',
        when: ({ value }) => typeof value === 'object' && value !== null,
    });
}
exports.priceSelectionSchema = requireProductNamed(exports.priceSelectionFields);
/** A unit's price in paise (the HTTP API shows it in rupees: `gst: 566.82`). */
exports.priceQuoteSchema = zod_1.z.object({
    mrp: money_1.paiseSchema,
    discountedPrice: money_1.paiseSchema,
    discountPercent: zod_1.z.number(),
    gst: money_1.paiseSchema,
    finalPrice: money_1.paiseSchema,
    /** Where the figures came from: the product's own price, the pricing table, or the fallback. */
    source: zod_1.z.enum(['product', 'table', 'fallback']),
});
exports.GetPrice = (0, define_1.defineRequest)({
    subject: 'pricing.get-price.v1',
    request: requireProductNamed(exports.priceSelectionFields.strict()),
    reply: exports.priceQuoteSchema,
});
