import { shopApi } from '../../../lib/api/shop-api';

/** A blog post as `GET /api/seo/blog-posts` answers it, newest first. */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Paragraphs separated by blank lines. */
  content: string;
  author: string;
  /** 'Art Trends', 'Interior Design' or 'Heritage Art'. */
  category: string;
  tags: string[];
  featured: boolean;
  /** ISO date, like 2025-03-05. */
  publishDate: string;
  /** The built-in posts' name for the publish date; the same value. */
  date: string;
  image: string;
}

export const blogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<BlogPost[], void>({
      query: () => 'seo/blog-posts',
    }),
  }),
});

export const { useGetBlogPostsQuery } = blogApi;
