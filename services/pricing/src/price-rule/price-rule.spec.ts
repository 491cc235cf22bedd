import { fromMrpAndDiscounted, priceUnit, summarize } from './price-rule';

const base = { sizeMultiplier: 1, mediumMultiplier: 1, frameAddedPrice: 0 };

describe('the price rule', () => {
  it("gives the spec's initial values for a 3499 MRP", () => {
    expect(priceUnit({ ...base, basePrice: 349900 })).toEqual({
      mrp: 349900,
      discountedPrice: 314900,
      gst: 56682,
      finalPrice: 371582,
    });
  });

  it('prices a framed fine-art-paper print: round(base × size × medium) + frame', () => {
    // 575 × 1.5 (27X21) × 0.8 (Fine Art Paper) = 690; + 110 (Black Frame) = 800
    expect(priceUnit({ basePrice: 57500, sizeMultiplier: 1.5, mediumMultiplier: 0.8, frameAddedPrice: 11000 })).toEqual({
      mrp: 80000,
      discountedPrice: 72000,
      gst: 12960,
      finalPrice: 84960,
    });
  });

  it('rounds half up without floating-point drift', () => {
    // A base price with paise still gives whole-rupee prices: 575.50 × 1 → 576, 576 × 0.9 = 518.4 → 518
    expect(priceUnit({ ...base, basePrice: 57550 })).toMatchObject({ mrp: 57600, discountedPrice: 51800 });
    // 195 × 2.5 = 487.5 → 488; 488 × 0.9 = 439.2 → 439
    expect(priceUnit({ ...base, basePrice: 19500, sizeMultiplier: 2.5 })).toMatchObject({ mrp: 48800, discountedPrice: 43900 });
    // 1.1 × 0.9 style drift: 845 × 0.9 = 760.5 → 761
    expect(priceUnit({ ...base, basePrice: 84500 })).toMatchObject({ mrp: 84500, discountedPrice: 76100 });
    // 195 × 1.5 × 0.8 = 234.00000000000003 in floating point, exactly 234 here
    expect(priceUnit({ ...base, basePrice: 19500, sizeMultiplier: 1.5, mediumMultiplier: 0.8 }).mrp).toBe(23400);
  });

  it('is the card price at the base configuration: 90% of base price', () => {
    expect(priceUnit({ ...base, basePrice: 125000 })).toMatchObject({ mrp: 125000, discountedPrice: 112500 });
  });

  it('derives GST and final price of a pricing-table row', () => {
    expect(fromMrpAndDiscounted(524900, 472400)).toEqual({ mrp: 524900, discountedPrice: 472400, gst: 85032, finalPrice: 557432 });
  });
});

describe('the cart summary', () => {
  it('sums MRP and discounted prices by quantity, with GST on the subtotal', () => {
    const a = priceUnit({ ...base, basePrice: 349900 }); // ₹3499 / ₹3149
    const b = priceUnit({ basePrice: 57500, sizeMultiplier: 1.5, mediumMultiplier: 0.8, frameAddedPrice: 11000 }); // ₹800 / ₹720
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
