import { shopApi } from '../../../lib/api/shop-api';

/** A category as `GET /api/categories` answers it. */
export interface Category {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
}

export const categoriesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => 'categories',
      providesTags: (categories = []) => [
        { type: 'Category' as const, id: 'LIST' },
        ...categories.map(({ id }) => ({ type: 'Category' as const, id })),
      ],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
