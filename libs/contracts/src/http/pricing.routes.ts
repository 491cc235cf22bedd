import { z } from 'zod';
import { rupeesOnTheWire } from '../money';
import { cartSummarySchema, pricedLineSchema, SummarizeCart } from '../pricing/cart-summary';
import { priceQuoteSchema, priceSelectionFields, requireProductNamed } from '../pricing/price';
import { defineRoute } from './route';

export const apiPriceQuoteSchema = priceQuoteSchema.extend({
  mrp: rupeesOnTheWire,
  discountedPrice: rupeesOnTheWire,
  gst: rupeesOnTheWire,
  finalPrice: rupeesOnTheWire,
});
export type ApiPriceQuote = z.output<typeof apiPriceQuoteSchema>;

/** The cart and order price summary in rupees: the one shape the cart, checkout and tracking show. */
export const apiCartSummarySchema = cartSummarySchema.extend({
  basePrice: rupeesOnTheWire,
  discountAmount: rupeesOnTheWire,
  subtotal: rupeesOnTheWire,
  gstAmount: rupeesOnTheWire,
  total: rupeesOnTheWire,
});
export type ApiCartSummary = z.output<typeof apiCartSummarySchema>;

export const apiPricedLineSchema = pricedLineSchema.extend({ unitMrp: rupeesOnTheWire, unitPrice: rupeesOnTheWire, lineTotal: rupeesOnTheWire });
export type ApiPricedLine = z.output<typeof apiPricedLineSchema>;

/** Query strings carry text: ids arrive as digits. Unknown keys (the cache-busting timestamp) are ignored. */
const priceQuery = requireProductNamed(priceSelectionFields.extend({ productId: z.coerce.number().int().positive().optional() }));

export const pricingApi = {
  getPrice: defineRoute({
    method: 'GET',
    path: '/api/products/pricing',
    tag: 'pricing',
    summary: 'Price of a configuration',
    description:
      "By the price rule for a known product (productId, else productName), else the pricing table's row for the size, else the fallback price.",
    query: priceQuery,
    response: apiPriceQuoteSchema,
    errors: { 400: 'A missing or malformed parameter, or an option the product does not offer', 404: 'No product has this productId' },
  }),
  summarizeCart: defineRoute({
    method: 'POST',
    path: '/api/cart/dynamic-summary',
    tag: 'pricing',
    summary: 'Cart summary, recomputed from server prices',
    description: 'Any price sent by the browser is ignored. At most 100 lines; quantities are whole numbers from 1.',
    body: SummarizeCart.request,
    response: z.object({ success: z.literal(true), summary: apiCartSummarySchema, lines: z.array(apiPricedLineSchema) }),
    errors: { 400: 'Empty or oversized cart, a bad quantity, or an option a product does not offer' },
  }),
};
