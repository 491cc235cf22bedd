"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RemoveFromWishlist = exports.AddToWishlist = exports.ListWishlist = exports.wishlistEntrySchema = void 0;
const zod_1 = require("zod");
const catalog_1 = require("../catalog");
const define_1 = require("../common/define");
const money_1 = require("../money");
/** A wishlist entry as the spec reads it: the product's id, title, main image and base price (paise). */
exports.wishlistEntrySchema = zod_1.z.object({
    id: zod_1.z.number().int().positive(),
    title: zod_1.z.string(),
    mainImage: zod_1.z.string(),
    basePrice: money_1.paiseSchema,
});
// The signed-in user comes from the request context (set by the gateway), never from the payload.
exports.ListWishlist = (0, define_1.defineRequest)({
    subject: 'wishlist.list-wishlist.v1',
    request: zod_1.z.object({}).strict(),
    reply: zod_1.z.array(exports.wishlistEntrySchema),
});
/** Idempotent: adding a product already on the wishlist keeps one entry. Unknown product: 404. */
exports.AddToWishlist = (0, define_1.defineRequest)({
    subject: 'wishlist.add-to-wishlist.v1',
    request: zod_1.z.object({ productId: catalog_1.productIdSchema }).strict(),
    reply: zod_1.z.object({ added: zod_1.z.boolean() }),
});
exports.RemoveFromWishlist = (0, define_1.defineRequest)({
    subject: 'wishlist.remove-from-wishlist.v1',
    request: zod_1.z.object({ productId: catalog_1.productIdSchema }).strict(),
    reply: zod_1.z.object({ removed: zod_1.z.boolean() }),
});
