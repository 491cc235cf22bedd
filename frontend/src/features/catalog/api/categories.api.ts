import type { ApiCategory } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

export const categoriesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<ApiCategory[], void>({
      query: () => 'categories',
      providesTags: (categories = []) => [
        { type: 'Category' as const, id: 'LIST' },
        ...categories.map(({ id }) => ({ type: 'Category' as const, id })),
      ],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
