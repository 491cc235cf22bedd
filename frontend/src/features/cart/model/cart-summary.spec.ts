import type { CartLine } from './cart-storage';
import { cartSummaryItems, localCartSummary } from './cart-summary';

const line = (overrides: Partial<CartLine>): CartLine => ({
  productId: 1,
  quantity: 1,
  size: '18X14',
  medium: 'Museum-Grade Canvas',
  framing: 'No Frame',
  totalPrice: 3149,
  ...overrides,
});

describe('localCartSummary', () => {
  it('estimates one line by the spec: base = price × 1.1, 10% off, 18% GST, all rounded', () => {
    // 3149 × 1.1 = 3463.9 → 3464; discount 346.4 → 346; subtotal 3118; GST 561.24 → 561; total 3679.
    expect(localCartSummary([line({})])).toEqual({
      basePrice: 3464,
      discountPercentage: 10,
      discountAmount: 346,
      subtotal: 3118,
      gstRate: 18,
      gstAmount: 561,
      total: 3679,
    });
  });

  it('adds up each line as the price of one print times its quantity', () => {
    // (3149 × 2 + 264) × 1.1 = 7218.2 → 7218; discount 721.8 → 722; subtotal 6496; GST 1169.28 → 1169; total 7665.
    const summary = localCartSummary([line({ quantity: 2 }), line({ productId: 4, size: '27X21', totalPrice: 264 })]);

    expect(summary).toEqual({
      basePrice: 7218,
      discountPercentage: 10,
      discountAmount: 722,
      subtotal: 6496,
      gstRate: 18,
      gstAmount: 1169,
      total: 7665,
    });
  });

  it('counts paise exactly before rounding', () => {
    // 176.50 × 3 = 529.50; × 1.1 = 582.45 → 582; discount 58.2 → 58; subtotal 524; GST 94.32 → 94; total 618.
    expect(localCartSummary([line({ quantity: 3, totalPrice: 176.5 })])).toMatchObject({ basePrice: 582, discountAmount: 58, subtotal: 524, gstAmount: 94, total: 618 });
  });
});

describe('cartSummaryItems', () => {
  it('sends each line with the product title, the size lower-cased without spaces, and its unit price', () => {
    const titles: Record<number, string> = { 1: 'Monsoon Reverie', 4: 'Marigold Geometry' };
    const items = cartSummaryItems(
      [line({ quantity: 2 }), line({ productId: 4, size: '27 X 21', medium: 'Fine Art Paper', framing: 'Black Frame', totalPrice: 752 })],
      (id) => titles[id],
    );

    expect(items).toEqual([
      { productName: 'Monsoon Reverie', size: '18x14', quantity: 2, price: 3149, productId: 1, medium: 'Museum-Grade Canvas', frame: 'No Frame' },
      { productName: 'Marigold Geometry', size: '27x21', quantity: 1, price: 752, productId: 4, medium: 'Fine Art Paper', frame: 'Black Frame' },
    ]);
  });
});
