import { divideRoundHalfUp, formatRupees, paiseSchema, percentOf, toPaise, toRupees } from './money';

describe('money', () => {
  it('turns the spec\'s rupees into whole paise and back without drift', () => {
    expect(toPaise(566.82)).toBe(56682);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(56682)).toBe(566.82);
    for (const rupees of [0, 0.01, 19.99, 1434.88, 112500]) expect(toRupees(toPaise(rupees))).toBe(rupees);
  });

  it('rounds half up in integers', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(percentOf(72000, 18)).toBe(12960);
    expect(percentOf(17550, 18)).toBe(3159);
  });

  it('formats paise as rupees with Indian digit grouping', () => {
    expect(formatRupees(11250000)).toBe('₹1,12,500.00');
    expect(formatRupees(11250000, { wholeWhenExact: true })).toBe('₹1,12,500');
    expect(formatRupees(143488, { wholeWhenExact: true })).toBe('₹1,434.88');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('accepts only whole, non-negative paise', () => {
    expect(paiseSchema.safeParse(56682).success).toBe(true);
    expect(paiseSchema.safeParse(566.82).success).toBe(false);
    expect(paiseSchema.safeParse(-1).success).toBe(false);
  });
});
