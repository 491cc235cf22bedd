import { z } from 'zod';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';
import { priceSelectionFields, requireProductNamed } from './price';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export const cartLineFields = priceSelectionFields.extend({
  quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
  /** What the browser believes a unit costs, in rupees. Never used: every price is recomputed. */
  price: z.number().optional(),
});
export const cartLineSchema = requireProductNamed(cartLineFields);
export type CartLine = z.input<typeof cartLineSchema>;

/** Amounts in paise; the rates in percent. */
export const cartSummarySchema = z.object({
  basePrice: paiseSchema,
  discountPercentage: z.number(),
  discountAmount: paiseSchema,
  subtotal: paiseSchema,
  gstRate: z.number(),
  gstAmount: paiseSchema,
  total: paiseSchema,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** Each line as priced by the server (paise), in the order sent. */
export const pricedLineSchema = z.object({
  productId: z.number().int().positive().nullable(),
  productName: z.string(),
  size: z.string(),
  medium: z.string(),
  frame: z.string(),
  quantity: z.number().int(),
  unitMrp: paiseSchema,
  unitPrice: paiseSchema,
  lineTotal: paiseSchema,
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const SummarizeCart = defineRequest({
  subject: 'pricing.summarize-cart.v1',
  request: z
    .object({
      items: z
        .array(requireProductNamed(cartLineFields.strict()), { error: 'must be a list' })
        .min(1, 'must not be empty')
        .max(MAX_CART_LINES, `must have at most ${MAX_CART_LINES} lines`),
    })
    .strict(),
  reply: z.object({ summary: cartSummarySchema, lines: z.array(pricedLineSchema) }),
});
