import type { ApiProduct } from '@shop/contracts';
import { MAX_PRODUCT_IDS, TOTAL_COUNT_HEADER, type ProductSort } from '@shop/contracts/src/catalog/browse-constants';
import type { ShopQueryMeta } from './base-query';
import { shopApi } from './shop-api';

/** What `GET /api/products` lists; every part left out means "no filter" or the server's default. */
export interface ProductListParams {
  /** A category's name, any case; left out for every product. */
  category?: string;
  /** A search: best match first unless a sort is given. */
  q?: string;
  featured?: boolean;
  sort?: ProductSort;
  /** From 1. */
  page?: number;
  limit?: number;
}

/** One page of products and how many match over every page. */
export interface ProductPage {
  products: ApiProduct[];
  total: number;
}

export type QuizQuestionName = 'space' | 'style' | 'color' | 'size' | 'mood';

/** The Art Finder's answers and the round's seed: the same seed gives the same recommendations. */
export interface RecommendationsParams {
  answers: Readonly<Record<QuizQuestionName, readonly string[]>>;
  seed: number;
}

/** The number of matches the server reports; an answer without it holds every match. */
function totalOf(products: readonly ApiProduct[], meta: ShopQueryMeta | undefined): number {
  const header = meta?.response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null || header === undefined || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : products.length;
}

/** A comma-separated list for the query string, left out when empty. */
function commaList(values: readonly (string | number)[] | undefined): string | undefined {
  return values && values.length > 0 ? values.join(',') : undefined;
}

/** Lists of at most `size` items, in order. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const productTags = (products: readonly ApiProduct[] = []) => products.map(({ id }) => ({ type: 'Product' as const, id }));

/**
 * The catalog's products. The catalogue is too large to download, so every screen asks the
 * server for what it shows: a page of a collection or a search, the home page's featured
 * artworks, the cart's products, the quiz's recommendations or a surprise.
 */
export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListParams>({
      query: ({ category, q, featured, sort, page, limit }) => ({
        url: 'products',
        params: { category, q, featured, sort, page, limit },
      }),
      transformResponse: (products: ApiProduct[], meta: ShopQueryMeta | undefined) => ({ products, total: totalOf(products, meta) }),
      providesTags: (page) => [{ type: 'Product' as const, id: 'LIST' }, ...productTags(page?.products)],
    }),
    /** The products with these ids that exist (a cart's), asked in groups of at most 24. */
    getProductsByIds: build.query<ApiProduct[], readonly number[]>({
      async queryFn(ids, _api, _extraOptions, baseQuery) {
        const found: ApiProduct[] = [];
        for (const group of chunks(ids, MAX_PRODUCT_IDS)) {
          // The page size defaults to 9, so the limit asks for the whole group.
          const answer = await baseQuery({ url: 'products', params: { ids: group.join(','), limit: group.length } });
          if (answer.error) return { error: answer.error };
          found.push(...(answer.data as ApiProduct[]));
        }
        return { data: found };
      },
      providesTags: (products) => [{ type: 'Product' as const, id: 'LIST' }, ...productTags(products)],
    }),
    getRecommendations: build.query<ApiProduct[], RecommendationsParams>({
      query: ({ answers, seed }) => ({
        url: 'products/recommendations',
        params: {
          space: commaList(answers.space),
          style: commaList(answers.style),
          color: commaList(answers.color),
          size: commaList(answers.size),
          mood: commaList(answers.mood),
          seed,
        },
      }),
      providesTags: (products) => productTags(products),
    }),
    /** A surprise: 6 to 8 random artworks, the same for the same seed. */
    getSurprise: build.query<ApiProduct[], number>({
      query: (seed) => ({ url: 'products/surprise', params: { seed } }),
      providesTags: (products) => productTags(products),
    }),
    getProduct: build.query<ApiProduct, number>({
      query: (id) => `products/${id}`,
      providesTags: (_product, _error, id) => [{ type: 'Product' as const, id }],
    }),
    getRelatedProducts: build.query<ApiProduct[], number>({
      query: (id) => `products/${id}/related`,
      providesTags: (products = []) => products.map(({ id }) => ({ type: 'Product' as const, id })),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useLazyGetProductsQuery,
  useGetProductsByIdsQuery,
  useGetRecommendationsQuery,
  useGetSurpriseQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
} = productsApi;
