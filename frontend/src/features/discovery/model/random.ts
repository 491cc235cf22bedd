/** A source of uniformly distributed numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

/** A uniformly shuffled copy of `items` (Fisher–Yates); `items` itself is left untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other], result[index]];
  }
  return result;
}

/**
 * A repeatable random source (mulberry32). A dialog draws one seed per round and derives its
 * picks from it, so re-rendering the same round always shows the same artworks.
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

/** A fresh seed for `seededRandom`. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}
