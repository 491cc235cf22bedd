import { Injectable } from '@nestjs/common';
import {
  DEFAULT_MEDIUM,
  DISCOUNT_PERCENT,
  NO_FRAME,
  toPaise,
  type CartSummary,
  type GetPrice,
  type ParsedRequestOf,
  type PricedLine,
  type PriceQuote,
  type SummarizeCart,
} from '@shop/contracts';
import { badRequest, notFound, type RequestContext } from '@shop/messaging';
import { optionKey, OptionTables } from '../options/option-tables';
import { fromMrpAndDiscounted, priceUnit, summarize, type UnitPrice } from '../price-rule/price-rule';
import { ProductPrices } from '../products/product-prices';

export type Selection = ParsedRequestOf<typeof GetPrice>;

/** The spec's fallback (₹3,499 MRP, ₹3,149): the price shown before pricing answers, and when nothing matches. */
const FALLBACK = fromMrpAndDiscounted(349900, 314900);

interface ResolvedUnit {
  unit: UnitPrice;
  source: PriceQuote['source'];
  productId: number | null;
  /** The product's title when it is known, else the name asked for. */
  productName: string;
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
    return { ...unit, discountPercent: DISCOUNT_PERCENT, source };
  }

  async summarizeCart(
    _ctx: RequestContext,
    items: ParsedRequestOf<typeof SummarizeCart>['items'],
  ): Promise<{ summary: CartSummary; lines: PricedLine[] }> {
    const resolved = await Promise.all(items.map((item) => this.resolve(item)));
    const summary: CartSummary = summarize(resolved.map((r, i) => ({ unit: r.unit, quantity: items[i].quantity })));
    const lines = resolved.map((r, i) => ({
      productId: r.productId,
      productName: r.productName,
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
        // The option tables keep the spec's rupees; the catalog already answers paise.
        frameAddedPrice: toPaise(frame?.addedPrice ?? 0),
      });
      return { unit, source: 'product', productId: product.id, productName: product.title, ...chosen };
    }

    const unknown = { productId: null, productName: selection.productName ?? '', ...chosen };
    const row = table.get(selection.size);
    if (row) return { unit: fromMrpAndDiscounted(toPaise(row.mrp), toPaise(row.discountedPrice)), source: 'table', ...unknown };
    return { unit: FALLBACK, source: 'fallback', ...unknown };
  }
}
