import { z } from 'zod';
import { defineRequest } from '../common/define';

/** A print size such as 18X14 or 18x14 (inches, width X height); spaces are ignored. */
export const sizeSchema = z
  .string({ error: 'is required' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[1-9][0-9]{0,2}X[1-9][0-9]{0,2}$/, 'must look like 18X14'));

const optionName = () => z.string().trim().min(1, 'must not be empty').max(100, 'is too long');

/** What is priced: a product (by title or id) in a size, medium and frame. */
export const priceSelectionSchema = z.object({
  productName: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long'),
  size: sizeSchema,
  productId: z.number().int().positive().optional(),
  medium: optionName().optional(),
  frame: optionName().optional(),
});
export type PriceSelection = z.input<typeof priceSelectionSchema>;

/** Rupees, as the HTTP API shows them (`gst: 566.82`). */
export const priceQuoteSchema = z.object({
  mrp: z.number(),
  discountedPrice: z.number(),
  discountPercent: z.number(),
  gst: z.number(),
  finalPrice: z.number(),
  /** Where the figures came from: the product's own price, the pricing table, or the fallback. */
  source: z.enum(['product', 'table', 'fallback']),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const GetPrice = defineRequest({
  subject: 'pricing.get-price.v1',
  request: priceSelectionSchema.strict(),
  reply: priceQuoteSchema,
});
