import { dropDatabase, ensureDatabase } from '@shop/database';
import { Client } from 'pg';
import { migrateBuiltService, uniqueDatabaseUrl } from '../src';

// Tests make their services' databases from a template the built migrations made once.
describe('migrateBuiltService', () => {
  const made: string[] = [];
  const newUrl = () => {
    const url = uniqueDatabaseUrl('pricing');
    made.push(url);
    return url;
  };
  afterAll(async () => {
    for (const url of made) await dropDatabase(url);
  });

  const query = async (url: string, sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const appliedMigrations = (url: string) => query(url, 'SELECT name FROM migrations ORDER BY id');
  const options = (url: string) => query(url, 'SELECT value, label, price_multiplier FROM size_options ORDER BY id');

  it('makes databases that hold every migration and its seeded rows, each one its own', async () => {
    const [first, second, third] = [newUrl(), newUrl(), newUrl()];
    await Promise.all([first, second, third].map((url) => migrateBuiltService('pricing', url)));

    const applied = await appliedMigrations(first);
    expect(applied.map((row) => row.name)).toEqual(expect.arrayContaining(['CreateOptions1763700000201', 'SeedOptions1763700000202']));
    expect(await appliedMigrations(second)).toEqual(applied);
    expect(await appliedMigrations(third)).toEqual(applied);
    const seeded = await options(first);
    expect(seeded.length).toBeGreaterThan(0);
    expect(await options(second)).toEqual(seeded);

    await query(first, 'DELETE FROM size_options');
    expect(await options(first)).toEqual([]);
    expect(await options(second)).toEqual(seeded);
  });

  it('migrates a database that exists already in place', async () => {
    const url = newUrl();
    await ensureDatabase(url);
    await migrateBuiltService('pricing', url);
    expect((await appliedMigrations(url)).map((row) => row.name)).toContain('SeedOptions1763700000202');
    expect((await options(url)).length).toBeGreaterThan(0);
  });
});
