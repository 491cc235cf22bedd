import { z } from 'zod';
import { defineRequest } from '../common/define';
import { paiseSchema } from '../money';

/** A print size such as 18X14 or 18x14 (inches, width X height); spaces are ignored. */
export const sizeSchema = z
  .string({ error: 'is required' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[1-9][0-9]{0,2}X[1-9][0-9]{0,2}$/, 'must look like 18X14'));

const optionName = () => z.string().trim().min(1, 'must not be empty').max(100, 'is too long');

/** What is priced: a product (by id, or else by title) in a size, medium and frame. */
export const priceSelectionFields = z.object({
  productName: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'is too long').optional(),
  size: sizeSchema,
  productId: z.number().int().positive().optional(),
  medium: optionName().optional(),
  frame: optionName().optional(),
});

/**
 * A product is named by its id, its title, or both (the id decides). Checked even when other
 * fields are wrong too, so one answer names every missing field.
 */
export function requireProductNamed<S extends z.ZodType<{ productName?: string; productId?: number }>>(schema: S) {
  return schema.refine((selection) => selection.productName !== undefined || selection.productId !== undefined, {
    path: ['productName'],
    message: 'is required (or productId)',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
}

export const priceSelectionSchema = requireProductNamed(priceSelectionFields);
export type PriceSelection = z.input<typeof priceSelectionSchema>;

/** A unit's price in paise (the HTTP API shows it in rupees: `gst: 566.82`). */
export const priceQuoteSchema = z.object({
  mrp: paiseSchema,
  discountedPrice: paiseSchema,
  discountPercent: z.number(),
  gst: paiseSchema,
  finalPrice: paiseSchema,
  /** Where the figures came from: the product's own price, the pricing table, or the fallback. */
  source: z.enum(['product', 'table', 'fallback']),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export const GetPrice = defineRequest({
  subject: 'pricing.get-price.v1',
  request: requireProductNamed(priceSelectionFields.strict()),
  reply: priceQuoteSchema,
});
