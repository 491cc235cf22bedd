import { discountedPrice, roundedDiscountedPrice } from './pricing';

describe('discountedPrice', () => {
  it('takes 10% off the base price, to the paisa', () => {
    expect(discountedPrice(195)).toBe(175.5);
    expect(discountedPrice(1250)).toBe(1125);
    expect(discountedPrice(575)).toBe(517.5);
    expect(discountedPrice(199.99)).toBe(179.99);
  });
});

describe('roundedDiscountedPrice', () => {
  it('rounds the discounted price to whole rupees', () => {
    expect(roundedDiscountedPrice(195)).toBe(176);
    expect(roundedDiscountedPrice(450)).toBe(405);
    expect(roundedDiscountedPrice(199.99)).toBe(180);
  });
});
