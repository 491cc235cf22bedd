"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProductsChanged = exports.MAX_CHANGED_IDS = exports.ListProductPriceFacts = exports.MAX_PRICE_FACTS_PAGE = exports.productPriceFactsSchema = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const money_1 = require("../money");
const product_1 = require("./product");
/** What pricing needs of every product; pricing keeps it in memory and follows its changes. */
exports.productPriceFactsSchema = zod_1.z.object({
    id: zod_1.z.number().int().positive(),
    title: zod_1.z.string(),
    basePrice: money_1.paiseSchema,
    orientation: product_1.orientationSchema,
    availableSizes: zod_1.z.array(zod_1.z.string()),
    availableMediums: zod_1.z.array(zod_1.z.string()),
    availableFrames: zod_1.z.array(zod_1.z.string()),
    inStock: zod_1.z.boolean(),
});
/** The most price facts one page carries: well under NATS's 1 MB message limit. */
exports.MAX_PRICE_FACTS_PAGE = 1000;
/**
 * A page of price facts in id order, after `afterId` (or of the `ids` asked); `nextAfterId` is
 * where the next page starts, null after the last.
 */
exports.ListProductPriceFacts = (0, define_1.defineRequest)({
    subject: 'catalog.list-product-price-facts.v2',
    request: zod_1.z
        .object({
        afterId: zod_1.z.number().int().nonnegative().default(0),
        ids: zod_1.z.array(product_1.productIdSchema).max(exports.MAX_PRICE_FACTS_PAGE).optional(),
        limit: zod_1.z.number().int().min(1).max(exports.MAX_PRICE_FACTS_PAGE).default(exports.MAX_PRICE_FACTS_PAGE),
    })
        .strict(),
    reply: zod_1.z.object({ items: zod_1.z.array(exports.productPriceFactsSchema), nextAfterId: zod_1.z.number().int().positive().nullable() }),
});
/** The most ids one change event names; a larger change says `productIds: null` (re-read everything). */
exports.MAX_CHANGED_IDS = 500;
/**
 * Products were added, changed or removed, by any means (the trigger on the table writes it to
 * the outbox in the same transaction). `productIds` names them, or is null when the change was
 * too large to list: then every product may have changed.
 */
exports.ProductsChanged = (0, define_1.defineEvent)({
    subject: 'product.changed.v1',
    payload: define_1.eventEnvelope.extend({ productIds: zod_1.z.array(zod_1.z.number().int().positive()).max(exports.MAX_CHANGED_IDS).nullable() }),
});
