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

  describe('writes exactly what Intl writes for Indian rupees', () => {
    const intl = (paise: boolean) =>
      new Intl.NumberFormat('en-IN', paise ? { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 } : { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const cases = [
      0, -0, 0.5, 1.5, 2.5, 0.125, 1.005, 2.675, 1.0049999, 0.995, 9.995, 99.5, 999.5, 999.995, 1000, 207.68, 37.3824, 112500, 12345678,
      10000000, 123456789.995, 99999999999.5, -0.4, -0.001, -1234.5, -0.5, 1e-7, 1e21, 5e-324, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity,
    ];
    it.each(cases)('%p', (amount) => {
      expect(formatRupees(amount)).toBe(intl(false).format(amount));
      expect(formatRupees(amount, { paise: true })).toBe(intl(true).format(amount));
    });

    it('for 20,000 prices, GST amounts and totals of every size', () => {
      let seed = 42;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      for (let i = 0; i < 20_000; i += 1) {
        const paise = Math.floor(random() * 10 ** (1 + Math.floor(random() * 11)));
        const amount = [paise / 100, (paise * 0.18) / 100, paise / 1000, -paise / 100][i % 4];
        expect([formatRupees(amount), formatRupees(amount, { paise: true })]).toEqual([intl(false).format(amount), intl(true).format(amount)]);
      }
    });
  });
});

describe('toPaise', () => {
  it('converts rupees to whole paise without floating-point drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(195.55)).toBe(19555);
  });
});
