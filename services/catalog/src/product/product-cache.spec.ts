import { ProductCache } from './product-cache';

describe('ProductCache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new ProductCache<string>(2);
    cache.set(1, 'one', cache.version);
    cache.set(2, 'two', cache.version);
    expect(cache.get(1)).toBe('one');
    cache.set(3, 'three', cache.version);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe('one');
    expect(cache.size).toBe(2);
  });

  it('does not keep what was read before it was cleared', () => {
    const cache = new ProductCache<string>(10);
    const readIn = cache.version;
    cache.clear();
    cache.set(1, 'as it was', readIn);
    expect(cache.get(1)).toBeUndefined();
    cache.set(1, 'as it is', cache.version);
    expect(cache.get(1)).toBe('as it is');
  });
});
