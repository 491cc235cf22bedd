import { parseSeedArguments, seedCatalog } from './seed-catalog';

describe('seed:catalog arguments', () => {
  it.each([
    [['--products', '50000'], { products: 50000, seed: 1, reset: false }],
    [['--products=8', '--seed', '7', '--reset'], { products: 8, seed: 7, reset: true }],
    [['--reset', '--seed=0', '--products', '1000000'], { products: 1000000, seed: 0, reset: true }],
  ])('reads %j', (argv, expected) => {
    expect(parseSeedArguments(argv)).toEqual(expected);
  });

  it.each([
    [[], '--products is required'],
    [['--products'], '--products needs a value'],
    [['--products', '7'], '--products must be a whole number from 8 to 1000000, got "7"'],
    [['--products', '1000001'], 'got "1000001"'],
    [['--products', '5e4'], 'got "5e4"'],
    [['--products', '-10'], 'got "-10"'],
    [['--products', '100', '--seed', 'x'], '--seed must be a whole number'],
    [['--products', '100', '--fast'], 'unknown argument --fast'],
  ])('refuses %j', (argv, message) => {
    const parsed = parseSeedArguments(argv);
    expect('error' in parsed && parsed.error).toContain(message);
  });

  it('asks for help', () => {
    expect(parseSeedArguments(['--help'])).toEqual({ help: true });
  });

  it('refuses a product count out of range before touching the database', async () => {
    await expect(seedCatalog({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', products: 3 })).rejects.toThrow(RangeError);
  });
});
