import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { databaseNameOf } from '@shop/database';
import { Client } from 'pg';

const workspaceRoot = join(__dirname, '..', '..', '..');
/** Postgres's codes for a database name that is taken: checked first (42P04), or lost in a race on its catalogue (23505). */
const NAME_TAKEN = new Set(['42P04', '23505']);
const nameTaken = (error: unknown) => NAME_TAKEN.has((error as { code?: string }).code ?? '');
/** The templates this process is making or has made, by service: calls at once wait for one. */
const templates = new Map<string, Promise<string>>();

/** Runs a built service's migrations (`services/<name>/dist/db/migrate.js`) against a database, creating it when missing. */
function runBuiltMigrations(name: string, databaseUrl: string): void {
  const script = join(workspaceRoot, 'services', name, 'dist', 'db', 'migrate.js');
  const run = spawnSync(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Migrating ${name} failed:\n${run.stdout}${run.stderr}`);
}

/**
 * Makes the database a URL names, new, holding what a built service's migrations make. It is a
 * copy of a template database those same migrations made once (CREATE DATABASE … TEMPLATE): a
 * copy takes a tenth of a second, running a service's migrations one to two seconds, and a shop
 * under test has seven databases. The template's name carries a hash of the built code the
 * migrations run (the service's and the libraries'), so a changed migration makes a new one.
 * A database that exists already is migrated in place, as the migrate command would.
 */
export async function migrateBuiltService(name: string, databaseUrl: string): Promise<void> {
  if (!templates.has(name)) templates.set(name, migratedTemplate(name, databaseUrl));
  const template = await templates.get(name)!.catch((error) => {
    templates.delete(name);
    throw error;
  });
  const created = await maintenance(databaseUrl, async (client) => {
    try {
      await client.query(`CREATE DATABASE "${databaseNameOf(databaseUrl)}" TEMPLATE "${template}"`);
      return true;
    } catch (error) {
      if (nameTaken(error)) return false;
      throw error;
    }
  });
  if (!created) runBuiltMigrations(name, databaseUrl);
}

/** The template database of a service's migrations as built now, made when there is none. Safe to call concurrently. */
async function migratedTemplate(name: string, databaseUrl: string): Promise<string> {
  const template = `test_template_${name}_${builtMigrationsHash(name)}`;
  const exists = await maintenance(databaseUrl, async (client) =>
    Boolean((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount),
  );
  if (exists) return template;

  // Migrated under a name of its own, then renamed: a template by its final name is always whole.
  const building = `test_building_${name}_${randomBytes(4).toString('hex')}`;
  const buildingUrl = withDatabase(databaseUrl, building);
  await maintenance(databaseUrl, async (client) => {
    let renamed = false;
    try {
      runBuiltMigrations(name, buildingUrl);
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      renamed = true;
    } catch (error) {
      if (!nameTaken(error)) throw error; // else another run made the template first
    } finally {
      if (!renamed) await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    }
    if (!renamed) return;
    // Templates of earlier builds of this service's migrations are of no more use.
    const stale = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2', [
      `test\\_template\\_${name}\\_%`,
      template,
    ]);
    for (const { datname } of stale.rows as { datname: string }[]) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined); // in use by a clone under way: left
    }
  });
  return template;
}

/** A hash of the built JavaScript a service's migrations run: its own dist and the libraries' (all but this one). */
function builtMigrationsHash(name: string): string {
  const hash = createHash('sha256');
  const folders = [
    join(workspaceRoot, 'services', name, 'dist'),
    ...readdirSync(join(workspaceRoot, 'libs'))
      .filter((lib) => lib !== 'testing')
      .map((lib) => join(workspaceRoot, 'libs', lib, 'dist')),
  ];
  for (const folder of folders) {
    for (const file of javascriptFiles(folder)) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function javascriptFiles(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  } catch {
    return []; // a library with nothing built
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function withDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

async function maintenance<T>(url: string, action: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes a catalog database hold `products` products, generating what is missing with the built
 * seed command (`npm run seed:catalog`), while the services may be running. Answers its output.
 */
export function seedBuiltCatalog(databaseUrl: string, products: number): Promise<string> {
  const script = join(workspaceRoot, 'services', 'catalog', 'dist', 'seed', 'seed-catalog.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--products', String(products)], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`Seeding the catalog failed (${code}):\n${output}`))));
  });
}
