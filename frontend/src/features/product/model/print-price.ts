import type { ApiPriceQuote } from '@shop/contracts';

/** What the page shows of a price answer of `GET /api/products/pricing`, in rupees. */
export type PriceQuote = Pick<ApiPriceQuote, 'mrp' | 'discountedPrice' | 'discountPercent' | 'gst' | 'finalPrice'>;

/** Spec section 9: what the page shows before the first pricing answer arrives. */
export const INITIAL_PRICE: PriceQuote = {
  mrp: 3499,
  discountedPrice: 3149,
  discountPercent: 10,
  gst: 566.82,
  finalPrice: 3715.82,
};

/** The pricing messages of spec section 8. */
export const PRICE_NOT_FOR_SELECTION = 'Price not available for this selection';
export const PRICE_FETCH_FAILED = 'Error fetching price';
export const PRICE_NOT_AVAILABLE = 'Price not available';

/** Whether an answer carries a price that can be shown and charged. */
export function isUsableQuote(value: unknown): value is PriceQuote {
  if (typeof value !== 'object' || value === null) return false;
  const quote = value as Record<string, unknown>;
  return (['mrp', 'discountedPrice', 'discountPercent', 'gst', 'finalPrice'] as const).every(
    (field) => typeof quote[field] === 'number' && Number.isFinite(quote[field]) && (quote[field] as number) >= 0,
  );
}

/**
 * Why there is no price for a selection: the server refused the options (400), asking failed,
 * or the answer held no usable price.
 */
export function priceProblem(error: unknown): string {
  if (error === undefined) return PRICE_NOT_AVAILABLE;
  const status = (error as { status?: unknown }).status;
  return status === 400 ? PRICE_NOT_FOR_SELECTION : PRICE_FETCH_FAILED;
}

/** The page's price: the discounted price in whole rupees (spec section 9). */
export function shownPrice(quote: PriceQuote): number {
  return Math.round(quote.discountedPrice);
}
