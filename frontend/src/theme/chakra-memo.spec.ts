import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CHAKRA_MEMO_MODULE, MEMO_ENTRIES, memo } from './chakra-memo';

/** A memoized function that counts its runs. */
function counted<Args extends unknown[]>(result: (...args: Args) => unknown = (...args) => JSON.stringify(args)) {
  const runs: Args[] = [];
  const fn = memo((...args: Args) => {
    runs.push(args);
    return result(...args);
  });
  return { fn, runs };
}

describe("the shop's memo for Chakra", () => {
  it('runs once for style objects that are equal, whatever the order of their properties', () => {
    const { fn, runs } = counted<[Record<string, unknown>]>();
    const first = fn({ color: 'brand.600', _hover: { bg: 'gray.100', color: 'black' }, px: 4 });
    const second = fn({ px: 4, _hover: { color: 'black', bg: 'gray.100' }, color: 'brand.600' });
    expect(second).toBe(first);
    expect(runs).toHaveLength(1);
  });

  it('runs again for arguments that differ anywhere, as Chakra would', () => {
    const { fn, runs } = counted<unknown[]>();
    const different: unknown[][] = [
      [{ color: 'red' }],
      [{ color: 'blue' }],
      [{ color: 'red', bg: 'white' }],
      [{ _hover: { color: 'red' } }],
      [{ _hover: { color: 'blue' } }],
      [{ size: 1 }],
      [{ size: '1' }],
      [{ on: true }],
      [{ on: 'true' }],
      [{ value: null }],
      [{ value: undefined }],
      [['a', 'b']],
      [['b', 'a']],
      [{ 0: 'a', 1: 'b' }],
      ['red', 'blue'],
      ['blue', 'red'],
      [['red', 'blue']],
      [{ color: 'red' }, { color: 'red' }],
    ];
    for (const args of different) fn(...args);
    for (const args of different) fn(...args);
    expect(runs).toEqual(different);
  });

  it('takes one primitive argument as its own key: "1" and 1 apart, 0 and -0 and each NaN alike', () => {
    const { fn, runs } = counted<[unknown]>((value) => typeof value);
    for (const value of ['1', 1, true, 'true', null, undefined, 'null', 0, -0, Number.NaN, Number.NaN]) fn(value);
    expect(runs).toEqual([['1'], [1], [true], ['true'], [null], [undefined], ['null'], [0], [Number.NaN]]);
  });

  it('tells functions apart by name, as Chakra does', () => {
    const { fn, runs } = counted<[Record<string, unknown>]>(() => 'styles');
    fn({ transform: function lighten() {} });
    fn({ transform: function lighten() {} });
    fn({ transform: function darken() {} });
    expect(runs).toHaveLength(2);
  });

  it('keeps no undefined result, and passes `this` along', () => {
    const calls: unknown[] = [];
    const fn = memo(function (this: unknown, _key: string) {
      calls.push(this);
      return undefined;
    });
    const owner = { fn };
    owner.fn('x');
    owner.fn('x');
    expect(calls).toEqual([owner, owner]);
  });

  it('keys the arguments as they were given, even when the function writes into them (as Chakra\'s merge does)', () => {
    const { fn, runs } = counted<[Record<string, unknown>]>((style) => {
      style.merged = true;
      return 'merged';
    });
    fn({ color: 'red' });
    fn({ color: 'red' });
    expect(runs).toHaveLength(1);
    fn({ color: 'red', merged: true });
    expect(runs).toHaveLength(2);
  });

  it('keeps the most recently used results, up to MEMO_ENTRIES', () => {
    const { fn, runs } = counted<[Record<string, number>]>();
    fn({ n: 0 });
    fn({ n: 1 });
    for (let n = 2; n < MEMO_ENTRIES + 1; n += 1) {
      fn({ n });
      if (n % 100 === 0) fn({ n: 1 }); // kept in use
    }
    const before = runs.length;
    fn({ n: 1 });
    expect(runs).toHaveLength(before);
    fn({ n: 0 });
    expect(runs).toHaveLength(before + 1);
  });
});

describe("Chakra's memo module, which vite.config.ts replaces", () => {
  const esm = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm');

  it('is where CHAKRA_MEMO_MODULE finds it', () => {
    const module = join(esm, 'utils', 'memo.js');
    expect(existsSync(module)).toBe(true);
    expect(module).toMatch(CHAKRA_MEMO_MODULE);
    expect(readFileSync(module, 'utf8')).toMatch(/export \{ memo \}/);
  });

  it("is what Chakra's styled-system memoizes with", () => {
    const styledSystem = join(esm, 'styled-system');
    const users = readdirSync(styledSystem)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(join(styledSystem, file), 'utf8').includes("import { memo } from '../utils/memo.js';"));
    expect(users).toEqual(expect.arrayContaining(['css.js', 'cva.js', 'system.js', 'token-dictionary.js', 'utility.js']));
  });
});
