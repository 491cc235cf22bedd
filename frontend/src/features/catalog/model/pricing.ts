import { DISCOUNT_PERCENT } from '@shop/contracts/src/money/price-rule-constants';
import { toPaise } from '../../../lib/money';


/** The price after the standard discount, to the paisa: 90% of ₹195 is ₹175.50. */
export function discountedPrice(basePrice: number): number {
  return Math.round((toPaise(basePrice) * (100 - DISCOUNT_PERCENT)) / 100) / 100;
}

/** The product page's price: the discounted base price in whole rupees. */
export function roundedDiscountedPrice(basePrice: number): number {
  return Math.round(discountedPrice(basePrice));
}
