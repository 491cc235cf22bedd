import { CatalogIndex, type IndexedProduct } from './catalog-index';

const product = (id: number, overrides: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id, categoryId: 1, featured: false, basePrice: 100_00, rating: 4, traits: 0, version: 1, ...overrides,
});

const index = new CatalogIndex(
  [
    product(5, { categoryId: 2, basePrice: 300_00, rating: 4.9 }),
    product(1, { featured: true, basePrice: 500_00, rating: 4.5 }),
    product(3, { categoryId: 2, featured: true, basePrice: 100_00, rating: 4.9 }),
    product(2, { basePrice: 100_00, rating: 5 }),
    product(4, { categoryId: 3, basePrice: 200_00, rating: 3 }),
  ],
  [{ id: 1, name: 'Exclusive' }, { id: 2, name: 'Contemporary' }, { id: 3, name: 'Heritage' }],
);
const ids = (rows: Int32Array) => Array.from(rows, (row) => index.idOf(row));

describe('CatalogIndex', () => {
  it('orders the whole catalogue by each sort, ties by id', () => {
    expect(ids(index.ordered(undefined, 'featured'))).toEqual([1, 3, 2, 4, 5]);
    expect(ids(index.ordered(undefined, 'price-low'))).toEqual([2, 3, 4, 5, 1]);
    expect(ids(index.ordered(undefined, 'price-high'))).toEqual([1, 5, 4, 2, 3]);
    expect(ids(index.ordered(undefined, 'newest'))).toEqual([5, 4, 3, 2, 1]);
  });

  it('orders one category, found by its name in any case', () => {
    expect(index.categoryNamed(' contemporary ')).toBe(2);
    expect(index.categoryNamed('Abstract')).toBeUndefined();
    expect(ids(index.ordered(2, 'featured'))).toEqual([3, 5]);
    expect(ids(index.ordered(2, 'price-high'))).toEqual([5, 3]);
  });

  it('ranks by rating, best first, ties by id', () => {
    expect(ids(index.rankedByRating(undefined))).toEqual([2, 3, 5, 1, 4]);
    expect(ids(index.rankedByRating(2))).toEqual([3, 5]);
  });

  it('finds rows by id and computes a remembered list once', () => {
    expect(index.rowOf(4)).toBe(3);
    expect(index.rowOf(99)).toBeUndefined();
    let computed = 0;
    const compute = () => {
      computed += 1;
      return Int32Array.of(0);
    };
    index.remember('test', compute);
    index.remember('test', compute);
    expect(computed).toBe(1);
  });
});
