import { z } from 'zod';
import { blogPostSchema } from '../catalog/blog-post';
import { categorySchema } from '../catalog/category';
import { productIdSchema, productSchema } from '../catalog/product';
import { rupeesOnTheWire } from '../money';
import { defineRoute } from './route';

/** A product as the browser reads it: the spec's fields, the base price in rupees. */
export const apiProductSchema = productSchema.extend({ basePrice: rupeesOnTheWire });
export type ApiProduct = z.output<typeof apiProductSchema>;
export type ApiCategory = z.output<typeof categorySchema>;
export type ApiBlogPost = z.output<typeof blogPostSchema>;

const productParams = z.object({ id: productIdSchema });

export const catalogApi = {
  listProducts: defineRoute({
    method: 'GET',
    path: '/api/products',
    tag: 'catalog',
    summary: 'List every product',
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
