import { useSyncExternalStore } from 'react';
import { parseCart, readStoredCart, subscribeToCart, type CartLine } from '../model/cart-storage';

const NO_LINES: readonly CartLine[] = [];
let cached: { raw: string | null; lines: readonly CartLine[] } = { raw: null, lines: NO_LINES };

// React compares snapshots by identity, so the parsed lines are reused until the stored text changes.
function linesSnapshot(): readonly CartLine[] {
  const raw = readStoredCart();
  if (raw !== cached.raw) cached = { raw, lines: parseCart(raw) };
  return cached.lines;
}

/** The lines of the browser cart, kept current across tabs and cart updates. */
export function useCartLines(): readonly CartLine[] {
  return useSyncExternalStore(subscribeToCart, linesSnapshot, () => NO_LINES);
}
