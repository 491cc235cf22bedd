"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pricingApi = exports.apiPricedLineSchema = exports.apiCartSummarySchema = exports.apiPriceQuoteSchema = void 0;
const zod_1 = require("zod");
const money_1 = require("../money");
const cart_summary_1 = require("../pricing/cart-summary");
const price_1 = require("../pricing/price");
const route_1 = require("./route");
exports.apiPriceQuoteSchema = price_1.priceQuoteSchema.extend({
    mrp: money_1.rupeesOnTheWire,
    discountedPrice: money_1.rupeesOnTheWire,
    gst: money_1.rupeesOnTheWire,
    finalPrice: money_1.rupeesOnTheWire,
});
/** The cart and order price summary in rupees: the one shape the cart, checkout and tracking show. */
exports.apiCartSummarySchema = cart_summary_1.cartSummarySchema.extend({
    basePrice: money_1.rupeesOnTheWire,
    discountAmount: money_1.rupeesOnTheWire,
    subtotal: money_1.rupeesOnTheWire,
    gstAmount: money_1.rupeesOnTheWire,
    total: money_1.rupeesOnTheWire,
});
exports.apiPricedLineSchema = cart_summary_1.pricedLineSchema.extend({ unitMrp: money_1.rupeesOnTheWire, unitPrice: money_1.rupeesOnTheWire, lineTotal: money_1.rupeesOnTheWire });
/** Query strings carry text: ids arrive as digits. Unknown keys (the cache-busting timestamp) are ignored. */
const priceQuery = (0, price_1.requireProductNamed)(price_1.priceSelectionFields.extend({ productId: zod_1.z.coerce.number().int().positive().optional() }));
exports.pricingApi = {
    getPrice: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/products/pricing',
        tag: 'pricing',
        summary: 'Price of a configuration',
        description: "By the price rule for a known product (productId, else productName), else the pricing table's row for the size, else the fallback price.",
        query: priceQuery,
        response: exports.apiPriceQuoteSchema,
        errors: { 400: 'A missing or malformed parameter, or an option the product does not offer', 404: 'No product has this productId' },
    }),
    summarizeCart: (0, route_1.defineRoute)({
        method: 'POST',
        path: '/api/cart/dynamic-summary',
        tag: 'pricing',
        summary: 'Cart summary, recomputed from server prices',
        description: 'Any price sent by the browser is ignored. At most 100 lines; quantities are whole numbers from 1.',
        body: cart_summary_1.SummarizeCart.request,
        response: zod_1.z.object({ success: zod_1.z.literal(true), summary: exports.apiCartSummarySchema, lines: zod_1.z.array(exports.apiPricedLineSchema) }),
        errors: { 400: 'Empty or oversized cart, a bad quantity, or an option a product does not offer' },
    }),
};
