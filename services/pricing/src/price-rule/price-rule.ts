import { divideRoundHalfUp, toPaise, toThousandths, type Paise } from './money';

export const DISCOUNT_PERCENT = 10;
export const GST_PERCENT = 18;

export interface UnitConfiguration {
  /** Rupees. */
  basePrice: number;
  sizeMultiplier: number;
  mediumMultiplier: number;
  /** Rupees. */
  frameAddedPrice: number;
}

/** A unit price in whole rupees (MRP and discounted) and paise (GST and final). */
export interface UnitPrice {
  mrp: number;
  discountedPrice: number;
  gst: Paise;
  finalPrice: Paise;
}

/**
 * The one price rule of the shop (DESIGN.md), for card, product page, cart and order:
 *   MRP        = round(basePrice × sizeMultiplier × mediumMultiplier) + frameAddedPrice
 *   discounted = round(MRP × (1 − 10%))
 *   gst        = 18% of discounted
 *   final      = discounted + gst
 * Computed in integers so a price ending in .5 always rounds up.
 */
export function priceUnit(config: UnitConfiguration): UnitPrice {
  const scaledPaise = toPaise(config.basePrice) * toThousandths(config.sizeMultiplier) * toThousandths(config.mediumMultiplier);
  const printRupees = divideRoundHalfUp(scaledPaise, 100 * 1000 * 1000);
  const mrp = printRupees + Math.round(config.frameAddedPrice);
  return fromMrpAndDiscounted(mrp, divideRoundHalfUp(mrp * (100 - DISCOUNT_PERCENT), 100));
}

/** GST and final price of a known MRP and discounted price (rupees; the discounted price may have paise). */
export function fromMrpAndDiscounted(mrp: number, discountedPrice: number): UnitPrice {
  const discountedPaise = toPaise(discountedPrice);
  const gst = divideRoundHalfUp(discountedPaise * GST_PERCENT, 100);
  return { mrp, discountedPrice, gst, finalPrice: discountedPaise + gst };
}

export interface SummaryLine {
  unit: UnitPrice;
  quantity: number;
}

/** The cart summary in paise: base = Σ MRP×qty, subtotal = Σ discounted×qty, GST 18% of subtotal. */
export function summarize(lines: SummaryLine[]) {
  const basePrice = lines.reduce((sum, l) => sum + toPaise(l.unit.mrp) * l.quantity, 0);
  const subtotal = lines.reduce((sum, l) => sum + toPaise(l.unit.discountedPrice) * l.quantity, 0);
  const gstAmount = divideRoundHalfUp(subtotal * GST_PERCENT, 100);
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
