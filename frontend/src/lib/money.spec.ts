import { formatRupees, toPaise } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way, in lakhs and crores', () => {
    expect(formatRupees(1250)).toBe('₹1,250');
    expect(formatRupees(112500)).toBe('₹1,12,500');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('shows whole rupees by default, rounding any paise', () => {
    expect(formatRupees(1125.4)).toBe('₹1,125');
    expect(formatRupees(175.5)).toBe('₹176');
  });

  it('shows two decimals when asked for paise', () => {
    expect(formatRupees(175.5, { paise: true })).toBe('₹175.50');
    expect(formatRupees(1250, { paise: true })).toBe('₹1,250.00');
    expect(formatRupees(112500, { paise: true })).toBe('₹1,12,500.00');
  });
});

describe('toPaise', () => {
  it('converts rupees to whole paise without floating-point drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(195.55)).toBe(19555);
  });
});
