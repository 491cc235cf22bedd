import { formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it.each([
    [100, '₹1.00'],
    [56682, '₹566.82'],
    [1234567, '₹12,345.67'],
    [12345678, '₹1,23,456.78'],
    [1234567890, '₹1,23,45,678.90'],
  ])('shows %i paise as %s, grouped the Indian way', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });
});
