import { Injectable } from '@nestjs/common';
import { GetProductsByIds, GST_PERCENT, percentOf, SummarizeCart, type Paise, type QuoteFields } from '@shop/contracts';
import { notFound, RequestClient, type RequestContext } from '@shop/messaging';
import { tradeUnitPrice } from '../designers/tier-discounts';
import type { QuoteLine } from './quote-rows';

export interface PricedQuote {
  items: QuoteLine[];
  /** The shop's prices of the lines, GST included: what the client would pay in the shop. */
  totalAmount: Paise;
  /** What the tier takes off that. */
  discountApplied: Paise;
  /** What the client pays, GST included: the total of the order the quote becomes. */
  finalAmount: Paise;
}

/**
 * Prices a quote's lines as the checkout prices an order's (SummarizeCart: the price rule's
 * discounted price per unit, for the product, size, medium and frame), then takes the designer's
 * tier off each unit. GST is added on the sums, as the order's price summary adds it, so the
 * quote's final amount is the order's total to the paisa. Titles and pictures come from the catalog.
 */
@Injectable()
export class QuotePricing {
  constructor(private readonly client: RequestClient) {}

  async price(ctx: RequestContext, lines: QuoteFields['items'], discountPercent: number): Promise<PricedQuote> {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const products = new Map((await this.client.request(GetProductsByIds, { ids }, ctx)).map((product) => [product.id, product]));
    const missing = ids.find((id) => !products.has(id));
    if (missing !== undefined) throw notFound(`Print ${missing} is not in the catalogue`);
    const { lines: priced } = await this.client.request(
      SummarizeCart,
      { items: lines.map((line) => ({ productId: line.productId, size: line.size, medium: line.medium, frame: line.frame, quantity: line.quantity })) },
      ctx,
    );
    const items: QuoteLine[] = priced.map((line, index) => {
      const product = products.get(lines[index].productId)!;
      const unitPrice = tradeUnitPrice(line.unitPrice, discountPercent);
      return {
        productId: product.id,
        productTitle: product.title,
        image: product.mainImage || null,
        size: line.size,
        medium: line.medium,
        frame: line.frame,
        quantity: line.quantity,
        shopUnitPrice: line.unitPrice,
        unitPrice,
        lineTotal: unitPrice * line.quantity,
      };
    });
    const withGst = (subtotal: Paise) => subtotal + percentOf(subtotal, GST_PERCENT);
    const totalAmount = withGst(items.reduce((sum, line) => sum + line.shopUnitPrice * line.quantity, 0));
    const finalAmount = withGst(items.reduce((sum, line) => sum + line.lineTotal, 0));
    return { items, totalAmount, discountApplied: totalAmount - finalAmount, finalAmount };
  }
}
