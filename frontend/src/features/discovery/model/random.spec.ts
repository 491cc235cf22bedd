import { MAX_SEED, randomSeed } from './random';

afterEach(() => jest.restoreAllMocks());

describe('randomSeed', () => {
  it('draws a whole number from 0 to the largest seed the server takes', () => {
    const random = jest.spyOn(Math, 'random');

    random.mockReturnValue(0);
    expect(randomSeed()).toBe(0);
    random.mockReturnValue(0.5);
    expect(randomSeed()).toBe(2_147_483_648);
    random.mockReturnValue(1 - Number.EPSILON);
    expect(randomSeed()).toBe(MAX_SEED);
  });
});
