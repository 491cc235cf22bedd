import type { adminContentApi, ApiSiteSettings, ApiStaffBlogPost, ApiStaffCategory, BlogPostFields, BodyOf, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../../../lib/api/shop-api';
import { CATEGORIES_TAG } from '../../../lib/catalogue-lists.api';

export type VersionedSettings = ResponseOf<typeof adminContentApi.getSettings>;
export type CategoryFields = BodyOf<typeof adminContentApi.createCategory>['fields'];

const SETTINGS = { type: 'SiteSettings' as const, id: 'STAFF' };
const POSTS = { type: 'StaffBlogPost' as const, id: 'LIST' };

/** Settings, categories and blog posts (adminContentApi); the categories list is read through catalogue-lists.api. */
export const staffContentApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffSettings: build.query<VersionedSettings, void>({
      query: () => 'admin/settings',
      keepUnusedDataFor: 0,
      providesTags: [SETTINGS],
    }),
    updateSettings: build.mutation<VersionedSettings, { version: number; settings: ApiSiteSettings }>({
      query: (body) => ({ url: 'admin/settings', method: 'PUT', body }),
      // The storefront's copy (GET /api/site-settings) is read again too.
      invalidatesTags: (_settings, error) => (error ? [] : [SETTINGS, { type: 'SiteSettings', id: 'PUBLIC' }]),
    }),
    createCategory: build.mutation<ApiStaffCategory, CategoryFields>({
      query: (fields) => ({ url: 'admin/categories', method: 'POST', body: { fields } }),
      invalidatesTags: (_category, error) => (error ? [] : [CATEGORIES_TAG, 'Category']),
    }),
    updateCategory: build.mutation<ApiStaffCategory, { id: number; version: number; fields: CategoryFields }>({
      query: ({ id, version, fields }) => ({ url: `admin/categories/${id}`, method: 'PUT', body: { version, fields } }),
      invalidatesTags: (_category, error) => (error ? [] : [CATEGORIES_TAG, 'Category']),
    }),
    listStaffBlogPosts: build.query<ApiStaffBlogPost[], void>({
      query: () => 'admin/blog-posts',
      keepUnusedDataFor: 0,
      providesTags: [POSTS],
    }),
    createBlogPost: build.mutation<ApiStaffBlogPost, BlogPostFields>({
      query: (fields) => ({ url: 'admin/blog-posts', method: 'POST', body: { fields } }),
      invalidatesTags: (_post, error) => (error ? [] : [POSTS]),
    }),
    updateBlogPost: build.mutation<ApiStaffBlogPost, { id: number; version: number; fields: BlogPostFields }>({
      query: ({ id, version, fields }) => ({ url: `admin/blog-posts/${id}`, method: 'PUT', body: { version, fields } }),
      invalidatesTags: (_post, error) => (error ? [] : [POSTS]),
    }),
  }),
});

export const {
  useGetStaffSettingsQuery,
  useUpdateSettingsMutation,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useListStaffBlogPostsQuery,
  useCreateBlogPostMutation,
  useUpdateBlogPostMutation,
} = staffContentApi;
