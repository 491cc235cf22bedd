import { shuffle, type RandomSource } from './random';

/** Spec section 9: a surprise shows 6 to 8 random artworks after about 800 ms. */
export const SURPRISE_MIN = 6;
export const SURPRISE_MAX = 8;
export const SURPRISE_DELAY_MS = 800;

/** How many artworks a surprise shows: 6, 7 or 8 at random, or every artwork when there are fewer. */
export function surpriseSize(available: number, random: RandomSource): number {
  const wanted = SURPRISE_MIN + Math.floor(random() * (SURPRISE_MAX - SURPRISE_MIN + 1));
  return Math.min(wanted, available);
}

/** A random selection of 6 to 8 distinct artworks, in random order. */
export function pickSurprise<T>(artworks: readonly T[], random: RandomSource): T[] {
  const count = surpriseSize(artworks.length, random);
  return shuffle(artworks, random).slice(0, count);
}
