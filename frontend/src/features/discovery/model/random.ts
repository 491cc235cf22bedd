/** The largest seed the server takes: seeds are unsigned 32-bit numbers. */
export const MAX_SEED = 4_294_967_295;

/**
 * A fresh seed for one round of the quiz or the surprise. The server derives the round's
 * artworks from it, so asking again with the same seed shows the same artworks.
 */
export function randomSeed(): number {
  return Math.floor(Math.random() * (MAX_SEED + 1));
}
