import type { ApiBlogPost } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

export const blogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/seo/blog-posts`, newest first. */
    getBlogPosts: build.query<ApiBlogPost[], void>({
      query: () => 'seo/blog-posts',
    }),
  }),
});

export const { useGetBlogPostsQuery } = blogApi;
