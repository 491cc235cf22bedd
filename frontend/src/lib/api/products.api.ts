import type { ApiProduct } from '@shop/contracts';
import { shopApi } from './shop-api';

/**
 * The catalog's products, read by the catalog's screens, the discovery dialogs and the cart:
 * one endpoint and one cache entry for the list, from which each takes what it shows.
 */
export const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ApiProduct[], void>({
      query: () => 'products',
      providesTags: (products = []) => [
        { type: 'Product' as const, id: 'LIST' },
        ...products.map(({ id }) => ({ type: 'Product' as const, id })),
      ],
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

export const { useGetProductsQuery, useGetProductQuery, useGetRelatedProductsQuery } = productsApi;
