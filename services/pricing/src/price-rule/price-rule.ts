import { DISCOUNT_PERCENT, divideRoundHalfUp, GST_PERCENT, percentOf, type Paise } from '@shop/contracts';

export interface UnitConfiguration {
  basePrice: Paise;
  sizeMultiplier: number;
  mediumMultiplier: number;
  frameAddedPrice: Paise;
}

/** A unit price in paise; MRP and discounted price are always whole rupees (spec section 9). */
export interface UnitPrice {
  mrp: Paise;
  discountedPrice: Paise;
  gst: Paise;
  finalPrice: Paise;
}

/** A multiplier such as 1.5 or 0.8 as an integer number of thousandths. */
const toThousandths = (multiplier: number): number => Math.round(multiplier * 1000);
/** Paise rounded half up to whole rupees, still in paise. */
const toWholeRupees = (paise: Paise): Paise => divideRoundHalfUp(paise, 100) * 100;

/**
 * The one price rule of the shop (DESIGN.md), for card, product page, cart and order:
 *   MRP        = round(basePrice × sizeMultiplier × mediumMultiplier) + frameAddedPrice
 *   discounted = round(MRP × (1 − 10%))
 *   gst        = 18% of discounted
 *   final      = discounted + gst
 * Computed in integers so a price ending in .5 always rounds up.
 */
export function priceUnit(config: UnitConfiguration): UnitPrice {
  const scaled = config.basePrice * toThousandths(config.sizeMultiplier) * toThousandths(config.mediumMultiplier);
  const print = divideRoundHalfUp(scaled, 100 * 1000 * 1000) * 100;
  const mrp = print + toWholeRupees(config.frameAddedPrice);
  return fromMrpAndDiscounted(mrp, toWholeRupees(percentOf(mrp, 100 - DISCOUNT_PERCENT)));
}

/** GST and final price of a known MRP and discounted price (a pricing-table row's discounted price may have paise). */
export function fromMrpAndDiscounted(mrp: Paise, discountedPrice: Paise): UnitPrice {
  const gst = percentOf(discountedPrice, GST_PERCENT);
  return { mrp, discountedPrice, gst, finalPrice: discountedPrice + gst };
}

export interface SummaryLine {
  unit: UnitPrice;
  quantity: number;
}

/** The cart summary in paise: base = Σ MRP×qty, subtotal = Σ discounted×qty, GST 18% of subtotal. */
export function summarize(lines: SummaryLine[]) {
  const basePrice = lines.reduce((sum, l) => sum + l.unit.mrp * l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + l.unit.discountedPrice * l.quantity, 0);
  const gstAmount = percentOf(subtotal, GST_PERCENT);
  return {
    basePrice,
    discountPercentage: DISCOUNT_PERCENT,
    discountAmount: basePrice - subtotal,
    subtotal,
    gstRate: GST_PERCENT,
    gstAmount,
    total: subtotal + gstAmount,
  };
}
