import { z } from 'zod';
import { defineRequest } from '../common/define';

/** A blog post: the server shape of the spec (id, title, excerpt, category, tags, featured, slug,
 * publishDate) and the built-in shape (content, author, date, image) in one. */
export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  publishDate: z.string(),
  date: z.string(),
  image: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const ListBlogPosts = defineRequest({
  subject: 'catalog.list-blog-posts.v1',
  request: z.object({}).strict(),
  reply: z.array(blogPostSchema),
});
