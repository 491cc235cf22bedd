import { z } from 'zod';
import { defineRequest } from '../common/define';
import { productIdSchema, productSchema } from './product';

export const ListProducts = defineRequest({
  subject: 'catalog.list-products.v1',
  request: z.object({}).strict(),
  reply: z.array(productSchema),
});

export const GetProduct = defineRequest({
  subject: 'catalog.get-product.v1',
  request: z.object({ id: productIdSchema }).strict(),
  reply: productSchema,
});

export const ListRelatedProducts = defineRequest({
  subject: 'catalog.list-related-products.v1',
  request: z.object({ id: productIdSchema }).strict(),
  reply: z.array(productSchema),
});

/** The products with these ids that exist, in the order asked. */
export const GetProductsByIds = defineRequest({
  subject: 'catalog.get-products-by-ids.v1',
  request: z.object({ ids: z.array(productIdSchema).max(500, 'must have at most 500 ids') }).strict(),
  reply: z.array(productSchema),
});
