import { parseSort, SORT_OPTIONS, sortProducts } from './sorting';

const products = [
  { id: 1, featured: true, basePrice: 195 },
  { id: 2, featured: false, basePrice: 320 },
  { id: 3, featured: false, basePrice: 195 },
  { id: 4, featured: true, basePrice: 575 },
  { id: 5, featured: false, basePrice: 1250 },
];

const ids = (list: Array<{ id: number }>) => list.map(({ id }) => id);

describe('sortProducts', () => {
  it('puts featured products first, each group by id', () => {
    expect(ids(sortProducts(products, 'featured'))).toEqual([1, 4, 2, 3, 5]);
  });

  it('sorts by price from low to high, equal prices by id', () => {
    expect(ids(sortProducts(products, 'price-low'))).toEqual([1, 3, 2, 4, 5]);
  });

  it('sorts by price from high to low, equal prices by id', () => {
    expect(ids(sortProducts(products, 'price-high'))).toEqual([5, 4, 2, 1, 3]);
  });

  it('shows the newest (highest id) first', () => {
    expect(ids(sortProducts(products, 'newest'))).toEqual([5, 4, 3, 2, 1]);
  });

  it('leaves the list it was given untouched', () => {
    const before = ids(products);
    sortProducts(products, 'newest');
    expect(ids(products)).toEqual(before);
  });
});

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
