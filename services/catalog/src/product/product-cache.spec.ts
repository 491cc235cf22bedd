import { ProductCache, type StoredProduct } from './product-cache';

const product = (id: number, title = 'Monsoon'): StoredProduct => ({ id, basePrice: 19500, rest: `"id":${id},"title":"${title}"}` });

describe('ProductCache', () => {
  it('keeps at most its capacity, dropping one not used since it was last passed over', () => {
    const cache = new ProductCache(2);
    cache.set(1, product(1));
    cache.set(1, product(2));
    expect(cache.get(1, 1)).toEqual(product(1));
    cache.set(1, product(3));
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toEqual(product(1));
    expect(cache.size).toBe(2);
  });

  it('answers a product only at the version it was read at', () => {
    const cache = new ProductCache(10);
    cache.set(100, product(1, 'as it was'));
    expect(cache.get(1, 101)).toBeUndefined();
    expect(cache.holds(1, 100)).toBe(true);
    cache.retain((_id, version) => version === 101);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a capacity of 0', () => {
    const cache = new ProductCache(0);
    cache.set(1, product(1));
    expect(cache.get(1, 1)).toBeUndefined();
  });
});
