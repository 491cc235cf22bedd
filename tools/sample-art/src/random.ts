/** A small seeded PRNG (mulberry32): the same seed always draws the same picture, so builds are reproducible. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** value ± spread, uniformly. */
  jitter(value: number, spread: number): number;
  /** An independent stream, so adding draws in one part of a picture does not reshuffle another. */
  fork(salt: number): Random;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => items[Math.floor(items.length * next())],
    chance: (probability) => next() < probability,
    jitter: (value, spread) => value + (next() * 2 - 1) * spread,
    fork: (salt) => createRandom(Math.imul(seed ^ 0x9e3779b9, 31) + salt * 7919),
  };
  return random;
}
