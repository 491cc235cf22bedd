import { z } from 'zod';
import { defineRequest } from '../common/define';
import { priceSelectionSchema } from './price';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export const cartLineSchema = priceSelectionSchema.extend({
  quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
  /** What the browser believes a unit costs. Never used: every price is recomputed. */
  price: z.number().optional(),
});
export type CartLine = z.input<typeof cartLineSchema>;

export const cartSummarySchema = z.object({
  basePrice: z.number(),
  discountPercentage: z.number(),
  discountAmount: z.number(),
  subtotal: z.number(),
  gstRate: z.number(),
  gstAmount: z.number(),
  total: z.number(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** Each line as priced by the server (rupees), in the order sent. */
export const pricedLineSchema = z.object({
  productId: z.number().int().positive().nullable(),
  productName: z.string(),
  size: z.string(),
  medium: z.string(),
  frame: z.string(),
  quantity: z.number().int(),
  unitMrp: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const SummarizeCart = defineRequest({
  subject: 'pricing.summarize-cart.v1',
  request: z
    .object({
      items: z
        .array(cartLineSchema.strict(), { error: 'must be a list' })
        .min(1, 'must not be empty')
        .max(MAX_CART_LINES, `must have at most ${MAX_CART_LINES} lines`),
    })
    .strict(),
  reply: z.object({ summary: cartSummarySchema, lines: z.array(pricedLineSchema) }),
});
