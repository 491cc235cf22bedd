import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: how long a cart line's buttons stay disabled after it changes. */
export const LINE_UPDATE_LOCK_MS = 300;

/**
 * Per-line locks for the cart page: `lock(key)` disables that line's buttons for about 300 ms,
 * so a double tap on plus or minus counts once and the shopper sees the change land.
 */
export function useLineLocks() {
  const [locked, setLocked] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const lock = useCallback((key: string) => {
    setLocked((previous) => new Set(previous).add(key));
    window.clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      window.setTimeout(() => {
        timers.current.delete(key);
        setLocked((previous) => {
          const next = new Set(previous);
          next.delete(key);
          return next;
        });
      }, LINE_UPDATE_LOCK_MS),
    );
  }, []);

  const isLocked = useCallback((key: string) => locked.has(key), [locked]);

  return { lock, isLocked };
}
