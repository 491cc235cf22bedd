"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.catalogApi = exports.recommendationsQuery = exports.listProductsQuery = exports.apiProductSchema = void 0;
const zod_1 = require("zod");
const blog_post_1 = require("../catalog/blog-post");
const category_1 = require("../catalog/category");
const browse_constants_1 = require("../catalog/browse-constants");
const discovery_1 = require("../catalog/discovery");
const list_products_1 = require("../catalog/list-products");
const product_1 = require("../catalog/product");
const money_1 = require("../money");
const route_1 = require("./route");
/** A product as the browser reads it: the spec's fields, the base price in rupees. */
exports.apiProductSchema = product_1.productSchema.extend({ basePrice: money_1.rupeesOnTheWire });
const productParams = zod_1.z.object({ id: product_1.productIdSchema });
/** A comma-separated list in a query string (`color=earthy,pastel`), each item checked by `item`. */
function commaList(item, name, max) {
    return zod_1.z
        .string()
        .max(max * 24, `${name} is too long`)
        .transform((text) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim())))
        .pipe(zod_1.z.array(item).max(max, `${name} must have at most ${max} items`));
}
const booleanFlag = (name) => zod_1.z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((flag) => flag === 'true');
/** `GET /api/products`: what to list, every part optional. */
exports.listProductsQuery = zod_1.z
    .object({
    category: list_products_1.categoryNameSchema.optional(),
    q: list_products_1.searchTextSchema.optional(),
    featured: booleanFlag('featured').optional(),
    ids: commaList(product_1.productIdSchema, 'ids', browse_constants_1.MAX_PRODUCT_IDS).optional(),
    sort: list_products_1.productSortSchema.optional(),
    page: list_products_1.productPageSchema.optional(),
    limit: list_products_1.productLimitSchema.optional(),
})
    .strict();
const quizChoices = (values, question) => commaList(zod_1.z.enum(values, { error: `${question} must be among ${values.join(', ')}` }), question, values.length);
/** `GET /api/products/recommendations`: the quiz's answers, several choices comma-separated. */
exports.recommendationsQuery = zod_1.z
    .object({
    space: quizChoices(browse_constants_1.QUIZ_SPACES, 'space').optional(),
    style: quizChoices(browse_constants_1.QUIZ_STYLES, 'style').optional(),
    color: quizChoices(browse_constants_1.QUIZ_COLORS, 'color').optional(),
    size: quizChoices(browse_constants_1.QUIZ_SIZES, 'size').optional(),
    mood: quizChoices(browse_constants_1.QUIZ_MOODS, 'mood').optional(),
    seed: discovery_1.discoverySeedSchema,
})
    .strict();
exports.catalogApi = {
    listProducts: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/products',
        tag: 'catalog',
        summary: 'One page of products: a collection, a search, the featured ones or those asked by id',
        description: `Filters (all that are given apply): \`category\` (a category's name, any case), \`q\` (search on title, artist, ` +
            `style and description: best match first, prefixes and small typos found), \`featured=true\`, \`ids\` (comma-separated, ` +
            `at most ${browse_constants_1.MAX_PRODUCT_IDS}). \`sort\` is featured (the default without a search), price-low, price-high or newest. ` +
            `\`page\` from 1, \`limit\` ${browse_constants_1.PRODUCT_PAGE_SIZE} by default and at most ${browse_constants_1.MAX_PRODUCT_PAGE_SIZE}. A page past the end is an ` +
            `empty list. The \`X-Total-Count\` header says how many products match over every page.`,
        query: exports.listProductsQuery,
        response: zod_1.z.array(exports.apiProductSchema),
        paged: true,
    }),
    recommendArtworks: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/products/recommendations',
        tag: 'catalog',
        summary: "The Art Finder quiz's recommendations over the whole catalogue: at most 8, in an order fixed by the seed",
        query: exports.recommendationsQuery,
        response: zod_1.z.array(exports.apiProductSchema),
    }),
    pickSurprise: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/products/surprise',
        tag: 'catalog',
        summary: 'Surprise Me: 6 to 8 random artworks, the same for the same seed',
        query: zod_1.z.object({ seed: discovery_1.discoverySeedSchema }).strict(),
        response: zod_1.z.array(exports.apiProductSchema),
    }),
    getProduct: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/products/:id',
        tag: 'catalog',
        summary: 'One product',
        params: productParams,
        response: exports.apiProductSchema,
        errors: { 404: 'Product not found' },
    }),
    listRelatedProducts: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/products/:id/related',
        tag: 'catalog',
        summary: 'Products to show under "You Might Also Like"',
        params: productParams,
        response: zod_1.z.array(exports.apiProductSchema),
        errors: { 404: 'Product not found' },
    }),
    listCategories: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/categories',
        tag: 'catalog',
        summary: 'List the product categories',
        response: zod_1.z.array(category_1.categorySchema),
    }),
    listBlogPosts: (0, route_1.defineRoute)({
        method: 'GET',
        path: '/api/seo/blog-posts',
        tag: 'content',
        summary: 'The blog posts, newest first',
        response: zod_1.z.array(blog_post_1.blogPostSchema),
    }),
};
