import { z } from 'zod';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';
import { orientationSchema } from './product';

/** What pricing needs of every product; pricing keeps it in memory and refreshes it. */
export const productPriceFactsSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  basePrice: paiseSchema,
  orientation: orientationSchema,
  availableSizes: z.array(z.string()),
  availableMediums: z.array(z.string()),
  availableFrames: z.array(z.string()),
  inStock: z.boolean(),
});
export type ProductPriceFacts = z.infer<typeof productPriceFactsSchema>;

export const ListProductPriceFacts = defineRequest({
  subject: 'catalog.list-product-price-facts.v1',
  request: z.object({}).strict(),
  reply: z.array(productPriceFactsSchema),
});
