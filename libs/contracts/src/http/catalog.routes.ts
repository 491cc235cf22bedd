import { z } from 'zod';
import { blogPostSchema } from '../catalog/blog-post';
import { categorySchema } from '../catalog/category';
import { MAX_PRODUCT_IDS, MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE, QUIZ_COLORS, QUIZ_MOODS, QUIZ_SIZES, QUIZ_SPACES, QUIZ_STYLES } from '../catalog/browse-constants';
import { discoverySeedSchema } from '../catalog/discovery';
import { categoryNameSchema, productLimitSchema, productPageSchema, productSortSchema, searchTextSchema } from '../catalog/list-products';
import { productIdSchema, productSchema } from '../catalog/product';
import { rupeesOnTheWire } from '../money';
import { defineRoute } from './route';

/** A product as the browser reads it: the spec's fields, the base price in rupees. */
export const apiProductSchema = productSchema.extend({ basePrice: rupeesOnTheWire });
export type ApiProduct = z.output<typeof apiProductSchema>;
export type ApiCategory = z.output<typeof categorySchema>;
export type ApiBlogPost = z.output<typeof blogPostSchema>;

const productParams = z.object({ id: productIdSchema });

/** A comma-separated list in a query string (`color=earthy,pastel`), each item checked by `item`. */
function commaList<T extends z.ZodType>(item: T, name: string, max: number) {
  return z
    .string()
    .max(max * 24, `${name} is too long`)
    .transform((text) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim())))
    .pipe(z.array(item).max(max, `${name} must have at most ${max} items`) as unknown as z.ZodType<Array<z.output<T>>, string[]>);
}

const booleanFlag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((flag) => flag === 'true');

/** `GET /api/products`: what to list, every part optional. */
export const listProductsQuery = z
  .object({
    category: categoryNameSchema.optional(),
    q: searchTextSchema.optional(),
    featured: booleanFlag('featured').optional(),
    ids: commaList(productIdSchema, 'ids', MAX_PRODUCT_IDS).optional(),
    sort: productSortSchema.optional(),
    page: productPageSchema.optional(),
    limit: productLimitSchema.optional(),
  })
  .strict();

const quizChoices = <T extends readonly [string, ...string[]]>(values: T, question: string) =>
  commaList(z.enum(values, { error: `${question} must be among ${values.join(', ')}` }), question, values.length);

/** `GET /api/products/recommendations`: the quiz's answers, several choices comma-separated. */
export const recommendationsQuery = z
  .object({
    space: quizChoices(QUIZ_SPACES, 'space').optional(),
    style: quizChoices(QUIZ_STYLES, 'style').optional(),
    color: quizChoices(QUIZ_COLORS, 'color').optional(),
    size: quizChoices(QUIZ_SIZES, 'size').optional(),
    mood: quizChoices(QUIZ_MOODS, 'mood').optional(),
    seed: discoverySeedSchema,
  })
  .strict();

export const catalogApi = {
  listProducts: defineRoute({
    method: 'GET',
    path: '/api/products',
    tag: 'catalog',
    summary: 'One page of products: a collection, a search, the featured ones or those asked by id',
    description:
      `Filters (all that are given apply): \`category\` (a category's name, any case), \`q\` (search on title, artist, ` +
      `style and description: best match first, prefixes and small typos found), \`featured=true\`, \`ids\` (comma-separated, ` +
      `at most ${MAX_PRODUCT_IDS}). \`sort\` is featured (the default without a search), price-low, price-high or newest. ` +
      `\`page\` from 1, \`limit\` ${PRODUCT_PAGE_SIZE} by default and at most ${MAX_PRODUCT_PAGE_SIZE}. A page past the end is an ` +
      `empty list. The \`X-Total-Count\` header says how many products match over every page.`,
    query: listProductsQuery,
    response: z.array(apiProductSchema),
    paged: true,
    errors: { 429: 'Too many searches, please try again in a minute' },
  }),
  recommendArtworks: defineRoute({
    method: 'GET',
    path: '/api/products/recommendations',
    tag: 'catalog',
    summary: "The Art Finder quiz's recommendations over the whole catalogue: at most 8, in an order fixed by the seed",
    query: recommendationsQuery,
    response: z.array(apiProductSchema),
  }),
  pickSurprise: defineRoute({
    method: 'GET',
    path: '/api/products/surprise',
    tag: 'catalog',
    summary: 'Surprise Me: 6 to 8 random artworks, the same for the same seed',
    query: z.object({ seed: discoverySeedSchema }).strict(),
    response: z.array(apiProductSchema),
  }),
  getProduct: defineRoute({
    method: 'GET',
    path: '/api/products/:id',
    tag: 'catalog',
    summary: 'One product',
    params: productParams,
    response: apiProductSchema,
    errors: { 404: 'Product not found' },
  }),
  listRelatedProducts: defineRoute({
    method: 'GET',
    path: '/api/products/:id/related',
    tag: 'catalog',
    summary: 'Products to show under "You Might Also Like"',
    params: productParams,
    response: z.array(apiProductSchema),
    errors: { 404: 'Product not found' },
  }),
  listCategories: defineRoute({
    method: 'GET',
    path: '/api/categories',
    tag: 'catalog',
    summary: 'List the product categories',
    response: z.array(categorySchema),
  }),
  listBlogPosts: defineRoute({
    method: 'GET',
    path: '/api/seo/blog-posts',
    tag: 'content',
    summary: 'The blog posts, newest first',
    response: z.array(blogPostSchema),
  }),
};
