import { sampleArtworks } from '../test/sample-artworks';
import { seededRandom, shuffle } from './random';
import { pickSurprise, SURPRISE_MAX, SURPRISE_MIN, surpriseSize } from './surprise';

/** A random source that answers `values` in turn, then keeps answering the last one. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
}

describe('surpriseSize', () => {
  it('picks 6, 7 or 8 artworks evenly across the random range', () => {
    expect(surpriseSize(20, () => 0)).toBe(6);
    expect(surpriseSize(20, () => 0.34)).toBe(7);
    expect(surpriseSize(20, () => 0.67)).toBe(8);
    expect(surpriseSize(20, () => 0.9999)).toBe(8);
  });

  it('shows every artwork when there are fewer than it wants', () => {
    expect(surpriseSize(3, () => 0.9999)).toBe(3);
    expect(surpriseSize(7, () => 0.9999)).toBe(7);
    expect(surpriseSize(0, () => 0)).toBe(0);
  });
});

describe('pickSurprise', () => {
  it('always shows between 6 and 8 different artworks from the catalogue', () => {
    const catalogue = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));
    const sizes = new Set<number>();

    for (let seed = 1; seed <= 200; seed += 1) {
      const picks = pickSurprise(catalogue, seededRandom(seed));
      expect(picks.length).toBeGreaterThanOrEqual(SURPRISE_MIN);
      expect(picks.length).toBeLessThanOrEqual(SURPRISE_MAX);
      expect(new Set(picks).size).toBe(picks.length);
      for (const pick of picks) expect(catalogue).toContain(pick);
      sizes.add(picks.length);
    }

    expect([...sizes].sort()).toEqual([6, 7, 8]);
  });

  it('gives a new selection for new random numbers, and the same one for the same numbers', () => {
    const first = pickSurprise(sampleArtworks, seededRandom(11));
    const again = pickSurprise(sampleArtworks, seededRandom(12));

    expect(again.map((artwork) => artwork.id)).not.toEqual(first.map((artwork) => artwork.id));
    expect(pickSurprise(sampleArtworks, seededRandom(11))).toEqual(first);
  });

  it('shows the whole, shuffled catalogue when it is smaller than six', () => {
    const catalogue = [{ id: 1 }, { id: 2 }, { id: 3 }];

    const picks = pickSurprise(catalogue, sequence(0.5, 0.9, 0));

    expect(picks.map((pick) => pick.id).sort()).toEqual([1, 2, 3]);
  });

  it('shows nothing for an empty catalogue', () => {
    expect(pickSurprise([], seededRandom(1))).toEqual([]);
  });
});

describe('shuffle', () => {
  it('returns a reordering of the items and leaves the original alone', () => {
    const items = [1, 2, 3, 4, 5, 6];

    const shuffled = shuffle(items, seededRandom(9));

    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('can produce every order of three items', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 100; seed += 1) orders.add(shuffle(['a', 'b', 'c'], seededRandom(seed)).join(''));

    expect([...orders].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
  });
});

describe('seededRandom', () => {
  it('repeats its numbers for the same seed and stays within [0, 1)', () => {
    const first = seededRandom(123);
    const second = seededRandom(123);
    for (let draw = 0; draw < 1000; draw += 1) {
      const value = first();
      expect(second()).toBe(value);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
