import type { ApiCartSummary } from '@shop/contracts';
import { DISCOUNT_PERCENT, GST_PERCENT } from '@shop/contracts/src/money/price-rule-constants';
import { toPaise } from '../../../lib/money';
import type { CartLine } from './cart-storage';

/** What the browser believes the cart's prints cost before GST: Σ totalPrice × quantity, in paise. */
function cartLinesPaise(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + toPaise(line.totalPrice) * line.quantity, 0);
}

/**
 * The summary the cart shows when the server cannot price it (spec section 9): the base is the
 * sum of the line prices (one print's price times the quantity) times 1.1, the discount 10% of
 * that, GST 18% of what remains, each rounded to whole rupees. An estimate only; the server's
 * summary replaces it whenever it answers.
 */
export function localCartSummary(lines: readonly CartLine[]): ApiCartSummary {
  // × 1.1 in whole paise (× 11 / 1000 is rupees), so no floating-point error decides a rounding.
  const basePrice = Math.round((cartLinesPaise(lines) * 11) / 1000);
  const discountAmount = Math.round((basePrice * DISCOUNT_PERCENT) / 100);
  const subtotal = basePrice - discountAmount;
  const gstAmount = Math.round((subtotal * GST_PERCENT) / 100);
  return {
    basePrice,
    discountPercentage: DISCOUNT_PERCENT,
    discountAmount,
    subtotal,
    gstRate: GST_PERCENT,
    gstAmount,
    total: subtotal + gstAmount,
  };
}

/** One line of a `dynamic-summary` request (spec section 7, plus product id, medium and frame). */
export interface CartSummaryItem {
  productName: string;
  /** Lower case without spaces, as the spec sends it: '18x14'. */
  size: string;
  quantity: number;
  /** The unit price the browser last saw. The server ignores it and prices the line itself. */
  price: number;
  productId: number;
  medium: string;
  frame: string;
}

/** The request lines for `lines`, given each product's title. */
export function cartSummaryItems(lines: readonly CartLine[], titleOf: (productId: number) => string): CartSummaryItem[] {
  return lines.map((line) => ({
    productName: titleOf(line.productId),
    size: line.size.toLowerCase().replace(/\s+/g, ''),
    quantity: line.quantity,
    price: line.totalPrice,
    productId: line.productId,
    medium: line.medium,
    frame: line.framing,
  }));
}
