import { RawJson } from '@shop/messaging';
import { ProductCache } from './product-cache';

const json = (value: unknown) => new RawJson(JSON.stringify(value));
const read = (raw: RawJson | undefined) => (raw ? (JSON.parse(raw.json) as unknown) : undefined);

describe('ProductCache', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new ProductCache(2);
    cache.set(1, 1, json('one'));
    cache.set(2, 1, json('two'));
    expect(read(cache.get(1, 1))).toBe('one');
    cache.set(3, 1, json('three'));
    expect(cache.get(2, 1)).toBeUndefined();
    expect(read(cache.get(1, 1))).toBe('one');
    expect(cache.size).toBe(2);
  });

  it('answers a product only at the version it was read at', () => {
    const cache = new ProductCache(10);
    cache.set(1, 100, json({ title: 'as it was' }));
    expect(cache.get(1, 101)).toBeUndefined();
    expect(cache.holds(1, 100)).toBe(true);
    cache.retain((_id, version) => version === 101);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a capacity of 0', () => {
    const cache = new ProductCache(0);
    cache.set(1, 1, json({ title: 'Monsoon' }));
    expect(cache.get(1, 1)).toBeUndefined();
  });
});
