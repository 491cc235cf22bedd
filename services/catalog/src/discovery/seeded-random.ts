/** A source of uniformly distributed numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/**
 * A repeatable random source (mulberry32): a round of the quiz or the surprise carries its seed,
 * so asking again with the same seed (a re-render, a retry, a cache) shows the same artworks.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `items` in place (Fisher–Yates) and answers it. */
export function shuffleInPlace<T>(items: T[], random: RandomSource): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

/** `count` distinct whole numbers below `n`, in random order (for count much smaller than n). */
export function sampleIndexes(n: number, count: number, random: RandomSource): number[] {
  const wanted = Math.min(count, n);
  if (wanted * 4 > n) return shuffleInPlace(Array.from({ length: n }, (_, index) => index), random).slice(0, wanted);
  const picked = new Set<number>();
  while (picked.size < wanted) picked.add(Math.floor(random() * n));
  return [...picked];
}
