import { parseTierDiscounts, tradeUnitPrice, DEFAULT_TIER_DISCOUNT_SETTING } from './tier-discounts';

describe('tier discounts', () => {
  it('read the setting, spaces allowed, and default to 10, 15 and 20 per cent', () => {
    expect(parseTierDiscounts(' 1:5, 2 : 12,3:25')).toEqual({ 1: 5, 2: 12, 3: 25 });
    expect(parseTierDiscounts(DEFAULT_TIER_DISCOUNT_SETTING)).toEqual({ 1: 10, 2: 15, 3: 20 });
  });

  it('refuse a missing, repeated or unknown tier, a fraction and a give-away', () => {
    expect(parseTierDiscounts('1:10,2:15')).toMatch(/missing 3/);
    expect(parseTierDiscounts('1:10,1:15,3:20')).toMatch(/twice/);
    expect(parseTierDiscounts('1:10,2:15,4:20')).toMatch(/not one of/);
    expect(parseTierDiscounts('1:10.5,2:15,3:20')).toMatch(/tier:percent/);
    expect(parseTierDiscounts('1:95,2:15,3:20')).toMatch(/at most 90/);
  });

  it('take the per cent off the shop price, rounding half a paisa up', () => {
    expect(tradeUnitPrice(314900, 15)).toBe(267665);
    // ₹1,234.50 less 10 % is ₹1,111.05 exactly.
    expect(tradeUnitPrice(123450, 10)).toBe(111105);
    // 105 paise less 10 % is 94.5 paise: rounds up to 95.
    expect(tradeUnitPrice(105, 10)).toBe(95);
    expect(tradeUnitPrice(99, 0)).toBe(99);
  });
});
