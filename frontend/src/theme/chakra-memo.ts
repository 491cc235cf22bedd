/**
 * Chakra's `memo`, the cache its styled-system keeps of resolved styles, tokens and utilities, as
 * the shop builds it: vite.config.ts puts this module in place of Chakra's `utils/memo.js`, in the
 * browser's bundle and in the page renderer's.
 *
 * Chakra keys each call by a string it writes out of the arguments: for a style object, every
 * property and value, sorted. A product page's elements hand it some 1,700 style objects as the
 * page renders, and writing, hashing and comparing those strings was Chakra's largest single cost,
 * on the server and as the app starts on a phone (docs/performance.md). Here the arguments are
 * hashed to a 53-bit number as they are walked, by the rule Chakra's strings follow: the same type
 * and value, functions by name, arrays item by item, objects by their keys and values in any
 * order. No string is written. One argument that is a string, number, boolean, null or undefined
 * is its own key.
 *
 * Two different arguments meet the same number about once in 9×10^15 (a cache of 500 results
 * answers a wrong one once in ~2×10^13 calls); Chakra's strings already take two functions of the
 * same name, or `"a|s:b"` and `"a", "b"`, for the same arguments. Results are kept for the most
 * recently used arguments, up to MEMO_ENTRIES, as in Chakra; a result of `undefined` is never kept.
 */

/** Chakra's own `memo`, the module vite.config.ts resolves to this one instead. */
export const CHAKRA_MEMO_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/;

/** Results kept per memoized function, as Chakra keeps. */
export const MEMO_ENTRIES = 500;

type Primitive = string | number | boolean | null | undefined;

function isPrimitive(value: unknown): value is Primitive {
  const type = typeof value;
  return value === null || type === 'string' || type === 'number' || type === 'boolean' || type === 'undefined';
}

// The walk makes two independent 32-bit hashes at once: `hashOf` returns the first and leaves the
// second here, to be read right after it returns.
let second = 0;

/** Hashes of strings already met, as 53-bit numbers: a string is hashed once (V8 keeps each string's own hash for the Map). */
const stringHashes = new Map<string, number>();
const STRING_HASHES_KEPT = 20_000;

function hashString(text: string, seed: number): number {
  const known = stringHashes.get(text);
  let packed: number;
  if (known !== undefined) packed = known;
  else {
    let first = 0x811c9dc5;
    let other = 0x3c6ef372;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      first = Math.imul(first ^ code, 0x01000193);
      other = Math.imul(other ^ code, 0x5bd1e995) ^ (other >>> 15);
    }
    packed = (first >>> 0) * 0x200000 + (other >>> 11);
    if (stringHashes.size >= STRING_HASHES_KEPT) stringHashes.clear();
    stringHashes.set(text, packed);
  }
  second = Math.imul((packed % 0x200000) ^ seed, 0x85ebca6b);
  return Math.imul((packed / 0x200000) ^ seed, 0xc2b2ae35);
}

/** Both hashes of `value`, the same for any two values Chakra writes the same key for. */
function hashOf(value: unknown): number {
  if (value === null) return hashString('null', 1);
  switch (typeof value) {
    case 'undefined':
      return hashString('undefined', 1);
    case 'string':
      return hashString(value, 2);
    case 'number':
      // 0 and -0 are one key in Chakra's strings ("n:0").
      return hashString(value === 0 ? '0' : String(value), 3);
    case 'boolean':
      return hashString(value ? 'true' : 'false', 4);
    case 'function':
      return hashString((value as { name?: string }).name || 'anonymous', 5);
    case 'object': {
      if (Array.isArray(value)) {
        let first = 0x846ca68b ^ value.length;
        let other = 0x2545f491 ^ value.length;
        for (const item of value) {
          first = Math.imul(first ^ hashOf(item), 0x01000193);
          other = Math.imul(other ^ second, 0x5bd1e995) ^ (other >>> 13);
        }
        second = other;
        return first;
      }
      // Properties in any order: a sum over them, each of its key and value.
      let first = 0x68e31da4;
      let other = 0x1b873593;
      const object = value as Record<string, unknown>;
      for (const key of Object.keys(object)) {
        const keyFirst = hashString(key, 6);
        const keySecond = second;
        const valueFirst = hashOf(object[key]);
        first = (first + Math.imul(keyFirst ^ Math.imul(valueFirst, 0x9e3779b1), 0x85ebca6b)) | 0;
        other = (other + Math.imul(keySecond ^ Math.imul(second, 0x7feb352d), 0xc2b2ae35)) | 0;
      }
      second = other;
      return first;
    }
    default:
      return hashString(String(value), 7);
  }
}

/** The arguments' key: 53 bits of their two hashes. */
function keyOf(args: unknown[]): number {
  const first = hashOf(args) >>> 0;
  return first * 0x200000 + (second >>> 11);
}

/** The results of the most recently used keys, up to `limit`. */
class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  private get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The result kept for `key`, or `make`'s, kept unless it is undefined. */
  getOrMake(key: K, make: () => V): V {
    let value = this.get(key);
    if (value === undefined) {
      value = make();
      if (value !== undefined) this.set(key, value);
    }
    return value;
  }

  private set(key: K, value: V): void {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }
}

export function memo<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const byValue = new RecentlyUsed<Primitive, Result>(MEMO_ENTRIES);
  const byKey = new RecentlyUsed<number, Result>(MEMO_ENTRIES);
  return function get(this: unknown, ...args: Args): Result {
    const compute = () => fn.apply(this, args);
    if (args.length === 1 && isPrimitive(args[0])) return byValue.getOrMake(args[0], compute);
    // The key is made before `fn` runs: Chakra's merge writes into the objects it is given.
    return byKey.getOrMake(keyOf(args), compute);
  };
}
