import { parseSort, SORT_OPTIONS } from './sorting';

describe('parseSort', () => {
  it('reads each option from its URL value', () => {
    expect(SORT_OPTIONS.map(({ value }) => parseSort(value))).toEqual(['featured', 'price-low', 'price-high', 'newest']);
  });

  it('falls back to Featured for a missing or unknown value', () => {
    expect(parseSort(null)).toBe('featured');
    expect(parseSort('cheapest')).toBe('featured');
  });

  it('labels the options as the spec names them', () => {
    expect(SORT_OPTIONS.map(({ label }) => label)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Newest',
    ]);
  });
});
