"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GetProductsByIds = exports.ListRelatedProducts = exports.GetProduct = exports.ListProducts = exports.categoryNameSchema = exports.searchTextSchema = exports.productLimitSchema = exports.productPageSchema = exports.productSortSchema = void 0;
const zod_1 = require("zod");
const define_1 = require("../common/define");
const browse_constants_1 = require("./browse-constants");
const product_1 = require("./product");
exports.productSortSchema = zod_1.z.enum(browse_constants_1.PRODUCT_SORTS, { error: `sort must be one of ${browse_constants_1.PRODUCT_SORTS.join(', ')}` });
exports.productPageSchema = zod_1.z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(browse_constants_1.MAX_PRODUCT_PAGE, `page must be at most ${browse_constants_1.MAX_PRODUCT_PAGE}`);
exports.productLimitSchema = zod_1.z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(browse_constants_1.MAX_PRODUCT_PAGE_SIZE, `limit must be at most ${browse_constants_1.MAX_PRODUCT_PAGE_SIZE}`);
/** What a shopper searches for: trimmed, at most 100 characters; blank means no search. */
exports.searchTextSchema = zod_1.z
    .string()
    .max(browse_constants_1.MAX_SEARCH_LENGTH, `q must be at most ${browse_constants_1.MAX_SEARCH_LENGTH} characters`)
    .transform((text) => text.trim().replace(/\s+/g, ' '));
/** The category a collection names: its name, case-insensitive (`/collection/heritage`). */
exports.categoryNameSchema = zod_1.z.string().trim().min(1, 'category must not be blank').max(100, 'category must be at most 100 characters');
/**
 * One page of the catalogue: filtered by category, search, featured or ids (all that are given
 * apply), in the sort asked (with a search and no sort: best match first), and how many match
 * over every page. A page past the end is empty.
 */
exports.ListProducts = (0, define_1.defineRequest)({
    subject: 'catalog.list-products.v2',
    request: zod_1.z
        .object({
        category: exports.categoryNameSchema.optional(),
        q: exports.searchTextSchema.optional(),
        featured: zod_1.z.boolean().optional(),
        ids: zod_1.z.array(product_1.productIdSchema).max(browse_constants_1.MAX_PRODUCT_IDS, `ids must have at most ${browse_constants_1.MAX_PRODUCT_IDS} ids`).optional(),
        sort: exports.productSortSchema.optional(),
        page: exports.productPageSchema.default(1),
        limit: exports.productLimitSchema.default(browse_constants_1.PRODUCT_PAGE_SIZE),
    })
        .strict(),
    reply: zod_1.z.object({ items: zod_1.z.array(product_1.productSchema), total: zod_1.z.number().int().nonnegative() }),
});
exports.GetProduct = (0, define_1.defineRequest)({
    subject: 'catalog.get-product.v1',
    request: zod_1.z.object({ id: product_1.productIdSchema }).strict(),
    reply: product_1.productSchema,
});
exports.ListRelatedProducts = (0, define_1.defineRequest)({
    subject: 'catalog.list-related-products.v1',
    request: zod_1.z.object({ id: product_1.productIdSchema }).strict(),
    reply: zod_1.z.array(product_1.productSchema),
});
/** The products with these ids that exist, in the order asked. */
exports.GetProductsByIds = (0, define_1.defineRequest)({
    subject: 'catalog.get-products-by-ids.v1',
    request: zod_1.z.object({ ids: zod_1.z.array(product_1.productIdSchema).max(500, 'must have at most 500 ids') }).strict(),
    reply: zod_1.z.array(product_1.productSchema),
});
