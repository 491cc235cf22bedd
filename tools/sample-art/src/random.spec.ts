import { createRandom } from './random';

const draw = (seed: number, count = 50) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draw(42)).toEqual(draw(42));
  });

  it('gives a different sequence for a different seed', () => {
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in [0, 1) and spreads over the range', () => {
    const values = draw(7, 2000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(900);
    expect(values.filter((v) => v < 0.5).length).toBeLessThan(1100);
  });

  it('keeps integers within both bounds', () => {
    const random = createRandom(3);
    const values = Array.from({ length: 500 }, () => random.int(2, 5));
    expect(new Set(values)).toEqual(new Set([2, 3, 4, 5]));
  });

  it('forks independent streams that do not depend on how much the parent has drawn', () => {
    const fresh = createRandom(9);
    const used = createRandom(9);
    used.next();
    used.next();
    expect(fresh.fork(1).next()).toBe(used.fork(1).next());
    expect(fresh.fork(1).next()).not.toBe(fresh.fork(2).next());
  });
});
