import { Injectable } from '@nestjs/common';
import type { CartSummary, ParsedRequestOf, PricedLine, PriceQuote, SummarizeCart } from '@shop/contracts';
import { type GetPrice } from '@shop/contracts';
import { badRequest, notFound, type RequestContext } from '@shop/messaging';
import { optionKey, OptionTables } from '../options/option-tables';
import { toRupees } from '../price-rule/money';
import { DISCOUNT_PERCENT, fromMrpAndDiscounted, priceUnit, summarize, type UnitPrice } from '../price-rule/price-rule';
import { ProductPrices } from '../products/product-prices';

export type Selection = ParsedRequestOf<typeof GetPrice>;

export const DEFAULT_MEDIUM = 'Museum-Grade Canvas';
/** The purchase state's default framing; costs nothing, like 'Print Only'. */
export const NO_FRAME = 'No Frame';

/** The spec's fallback: the price shown before pricing answers, and when nothing matches. */
const FALLBACK = fromMrpAndDiscounted(3499, 3149);

interface ResolvedUnit {
  unit: UnitPrice;
  source: PriceQuote['source'];
  productId: number | null;
  medium: string;
  frame: string;
}

@Injectable()
export class PricingService {
  constructor(
    private readonly options: OptionTables,
    private readonly products: ProductPrices,
  ) {}

  async quote(_ctx: RequestContext, selection: Selection): Promise<PriceQuote> {
    const { unit, source } = await this.resolve(selection);
    return {
      mrp: unit.mrp,
      discountedPrice: unit.discountedPrice,
      discountPercent: DISCOUNT_PERCENT,
      gst: toRupees(unit.gst),
      finalPrice: toRupees(unit.finalPrice),
      source,
    };
  }

  async summarizeCart(
    _ctx: RequestContext,
    items: ParsedRequestOf<typeof SummarizeCart>['items'],
  ): Promise<{ summary: CartSummary; lines: PricedLine[] }> {
    const resolved = await Promise.all(items.map((item) => this.resolve(item)));
    const totals = summarize(resolved.map((r, i) => ({ unit: r.unit, quantity: items[i].quantity })));
    const summary: CartSummary = {
      basePrice: toRupees(totals.basePrice),
      discountPercentage: totals.discountPercentage,
      discountAmount: toRupees(totals.discountAmount),
      subtotal: toRupees(totals.subtotal),
      gstRate: totals.gstRate,
      gstAmount: toRupees(totals.gstAmount),
      total: toRupees(totals.total),
    };
    const lines = resolved.map((r, i) => ({
      productId: r.productId,
      productName: items[i].productName,
      size: items[i].size,
      medium: r.medium,
      frame: r.frame,
      quantity: items[i].quantity,
      unitMrp: r.unit.mrp,
      unitPrice: r.unit.discountedPrice,
      lineTotal: r.unit.discountedPrice * items[i].quantity,
    }));
    return { summary, lines };
  }

  /** The product's own price when it is known, else the pricing table's row for the size, else the fallback. */
  private async resolve(selection: Selection): Promise<ResolvedUnit> {
    const { sizes, mediums, frames, table } = this.options.snapshot;
    const product = await this.products.find(selection);
    if (selection.productId !== undefined && !product) throw notFound('Product not found');

    const medium = mediums.get(optionKey(selection.medium ?? DEFAULT_MEDIUM));
    if (!medium) throw badRequest(`Unknown medium "${selection.medium}"`);
    const frameName = selection.frame ?? NO_FRAME;
    const frame = optionKey(frameName) === optionKey(NO_FRAME) ? null : frames.get(optionKey(frameName));
    if (frame === undefined) throw badRequest(`Unknown frame "${frameName}"`);
    const chosen = { medium: medium.label, frame: frame?.label ?? NO_FRAME };

    if (product) {
      if (!product.availableSizes.some((size) => size.toUpperCase() === selection.size)) {
        throw badRequest(`Size ${selection.size} is not offered for "${product.title}"`);
      }
      if (product.availableMediums.length && !product.availableMediums.includes(medium.label)) {
        throw badRequest(`${medium.label} is not offered for "${product.title}"`);
      }
      if (frame && product.availableFrames.length && !product.availableFrames.includes(frame.label)) {
        throw badRequest(`${frame.label} is not offered for "${product.title}"`);
      }
      const size = sizes.get(selection.size);
      if (!size) throw badRequest(`Size ${selection.size} is not available`);
      const unit = priceUnit({
        basePrice: product.basePrice,
        sizeMultiplier: size.priceMultiplier,
        mediumMultiplier: medium.priceMultiplier,
        frameAddedPrice: frame?.addedPrice ?? 0,
      });
      return { unit, source: 'product', productId: product.id, ...chosen };
    }

    const row = table.get(selection.size);
    if (row) return { unit: fromMrpAndDiscounted(row.mrp, row.discountedPrice), source: 'table', productId: null, ...chosen };
    return { unit: FALLBACK, source: 'fallback', productId: null, ...chosen };
  }
}
