import { fromMrpAndDiscounted, priceUnit, summarize } from './price-rule';

const base = { sizeMultiplier: 1, mediumMultiplier: 1, frameAddedPrice: 0 };

describe('the price rule', () => {
  it("gives the spec's initial values for a 3499 MRP", () => {
    expect(priceUnit({ ...base, basePrice: 3499 })).toEqual({
      mrp: 3499,
      discountedPrice: 3149,
      gst: 56682,
      finalPrice: 371582,
    });
  });

  it('prices a framed fine-art-paper print: round(base × size × medium) + frame', () => {
    // 575 × 1.5 (27X21) × 0.8 (Fine Art Paper) = 690; + 110 (Black Frame) = 800
    expect(priceUnit({ basePrice: 575, sizeMultiplier: 1.5, mediumMultiplier: 0.8, frameAddedPrice: 110 })).toEqual({
      mrp: 800,
      discountedPrice: 720,
      gst: 12960,
      finalPrice: 84960,
    });
  });

  it('rounds half up without floating-point drift', () => {
    // 195 × 2.5 = 487.5 → 488; 488 × 0.9 = 439.2 → 439
    expect(priceUnit({ ...base, basePrice: 195, sizeMultiplier: 2.5 })).toMatchObject({ mrp: 488, discountedPrice: 439 });
    // 1.1 × 0.9 style drift: 845 × 0.9 = 760.5 → 761
    expect(priceUnit({ ...base, basePrice: 845 })).toMatchObject({ mrp: 845, discountedPrice: 761 });
    // 195 × 1.5 × 0.8 = 234.00000000000003 in floating point, exactly 234 here
    expect(priceUnit({ ...base, basePrice: 195, sizeMultiplier: 1.5, mediumMultiplier: 0.8 }).mrp).toBe(234);
  });

  it('is the card price at the base configuration: 90% of base price', () => {
    expect(priceUnit({ ...base, basePrice: 1250 })).toMatchObject({ mrp: 1250, discountedPrice: 1125 });
  });

  it('derives GST and final price of a pricing-table row', () => {
    expect(fromMrpAndDiscounted(5249, 4724)).toEqual({ mrp: 5249, discountedPrice: 4724, gst: 85032, finalPrice: 557432 });
  });
});

describe('the cart summary', () => {
  it('sums MRP and discounted prices by quantity, with GST on the subtotal', () => {
    const a = priceUnit({ ...base, basePrice: 3499 }); // 3499 / 3149
    const b = priceUnit({ basePrice: 575, sizeMultiplier: 1.5, mediumMultiplier: 0.8, frameAddedPrice: 110 }); // 800 / 720
    expect(summarize([{ unit: a, quantity: 2 }, { unit: b, quantity: 1 }])).toEqual({
      basePrice: 779800, // 2 × 3499 + 800
      discountPercentage: 10,
      discountAmount: 78000, // 7798 − 7018
      subtotal: 701800, // 2 × 3149 + 720
      gstRate: 18,
      gstAmount: 126324, // 18% of 7018
      total: 828124,
    });
  });
});
