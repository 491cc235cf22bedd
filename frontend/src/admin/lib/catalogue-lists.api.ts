import type { adminPricesApi, ApiStaffCategory, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../lib/api/shop-api';

export type PriceOptionsAndTable = ResponseOf<typeof adminPricesApi.listPriceOptions>;

export const PRICE_OPTIONS_TAG = { type: 'PriceOption' as const, id: 'LIST' };
export const CATEGORIES_TAG = { type: 'StaffCategory' as const, id: 'LIST' };

/**
 * The lists several catalogue pages read: the options and pricing table (the prices page edits
 * them, the product form offers their sizes, mediums and frames) and the categories (their page
 * edits them, the product list filters and the form chooses by them). Read again on every mount.
 */
export const catalogueListsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listPriceOptions: build.query<PriceOptionsAndTable, void>({
      query: () => 'admin/price-options',
      keepUnusedDataFor: 0,
      providesTags: [PRICE_OPTIONS_TAG],
    }),
    listStaffCategories: build.query<ApiStaffCategory[], void>({
      query: () => 'admin/categories',
      keepUnusedDataFor: 0,
      providesTags: [CATEGORIES_TAG],
    }),
  }),
});

export const { useListPriceOptionsQuery, useListStaffCategoriesQuery } = catalogueListsApi;
