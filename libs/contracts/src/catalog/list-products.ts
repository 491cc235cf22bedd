import { z } from 'zod';
import { pageNumberSchema, pageSizeSchema } from '../common/paging';
import { defineRequest } from '../common/define';
import {
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_PAGE,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
} from './browse-constants';
import { productIdSchema, productSchema } from './product';

export const productSortSchema = z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` });

export const productPageSchema = pageNumberSchema(MAX_PRODUCT_PAGE);

export const productLimitSchema = pageSizeSchema(MAX_PRODUCT_PAGE_SIZE);

/** What a shopper searches for: trimmed, at most 100 characters; blank means no search. */
export const searchTextSchema = z
  .string()
  .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
  .transform((text) => text.trim().replace(/\s+/g, ' '));

/** The category a collection names: its name, case-insensitive (`/collection/heritage`). */
export const categoryNameSchema = z.string().trim().min(1, 'category must not be blank').max(100, 'category must be at most 100 characters');

/**
 * One page of the catalogue: filtered by category, search, featured or ids (all that are given
 * apply), in the sort asked (with a search and no sort: best match first), and how many match
 * over every page. A page past the end is empty.
 */
const listProductsRequest = z
    .object({
      category: categoryNameSchema.optional(),
      q: searchTextSchema.optional(),
      featured: z.boolean().optional(),
      ids: z.array(productIdSchema).max(MAX_PRODUCT_IDS, `ids must have at most ${MAX_PRODUCT_IDS} ids`).optional(),
      sort: productSortSchema.optional(),
      page: productPageSchema.default(1),
      limit: productLimitSchema.default(PRODUCT_PAGE_SIZE),
    })
    .strict();

export const ListProducts = defineRequest({
  subject: 'catalog.list-products.v2',
  request: listProductsRequest,
  reply: z.object({ items: z.array(productSchema), total: z.number().int().nonnegative() }),
});

/**
 * The same page as the storefront API shows it: `json` is the JSON array of the products with
 * their prices in rupees (the HTTP route's response, `z.array(apiProductSchema)`), ready to send.
 * The catalog keeps its products as JSON; the gateway passes this on instead of parsing, converting
 * and encoding every product of every page (it checks it against the route outside production).
 */
export const ListStorefrontProducts = defineRequest({
  subject: 'catalog.list-storefront-products.v1',
  request: listProductsRequest,
  reply: z.object({ json: z.string(), total: z.number().int().nonnegative() }),
});

export const GetProduct = defineRequest({
  subject: 'catalog.get-product.v1',
  request: z.object({ id: productIdSchema }).strict(),
  reply: productSchema,
});

export const ListRelatedProducts = defineRequest({
  subject: 'catalog.list-related-products.v1',
  request: z.object({ id: productIdSchema }).strict(),
  reply: z.array(productSchema),
});

/**
 * The products with these ids that are on the storefront, in the order asked: what checkout prices
 * and orders, so an archived product is left out.
 */
export const GetProductsByIds = defineRequest({
  subject: 'catalog.get-products-by-ids.v1',
  request: z.object({ ids: z.array(productIdSchema).max(500, 'must have at most 500 ids') }).strict(),
  reply: z.array(productSchema),
});

/**
 * The main image of each product with these ids, archived ones included, in the order asked: for
 * what a shopper already bought (order history). It carries no price, stock or options, so nothing
 * can be priced or ordered from it; that is GetProductsByIds's, live products only.
 */
export const GetProductPictures = defineRequest({
  subject: 'catalog.get-product-pictures.v1',
  request: z.object({ ids: z.array(productIdSchema).max(500, 'must have at most 500 ids') }).strict(),
  reply: z.array(productSchema.pick({ id: true, mainImage: true }).strict()),
});
