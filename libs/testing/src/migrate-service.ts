import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyDatabase, databasesNamed, dropDatabase, renameDatabase, withDatabaseName } from '@shop/database';

const workspaceRoot = join(__dirname, '..', '..', '..');
/** The templates this process is making or has made, by service: calls at once wait for one. */
const templates = new Map<string, Promise<string>>();
/** The hash of each service's built migrations, read once by this process. */
const hashes = new Map<string, string>();

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
  const template = `test_template_${name}_${builtMigrationsHash(name)}`;
  let copied = await copyDatabase(template, databaseUrl);
  if (copied === 'no template') {
    if (!templates.has(template)) templates.set(template, makeTemplate(name, template, databaseUrl));
    await templates.get(template)!.catch((error) => {
      templates.delete(template);
      throw error;
    });
    copied = await copyDatabase(template, databaseUrl);
  }
  if (copied === 'exists') runBuiltMigrations(name, databaseUrl);
}

/**
 * Makes the template: migrated under a name of its own, then renamed, so a template by its final
 * name is always whole. Another process making it at the same time is no matter: the first
 * rename wins, and the other's copy is dropped. Templates of the service's earlier builds go.
 */
async function makeTemplate(name: string, template: string, serverUrl: string): Promise<string> {
  const buildingUrl = withDatabaseName(serverUrl, `test_building_${name}_${randomBytes(4).toString('hex')}`);
  let renamed = false;
  try {
    runBuiltMigrations(name, buildingUrl);
    renamed = await renameDatabase(buildingUrl, template);
  } finally {
    if (!renamed) await dropDatabase(buildingUrl);
  }
  if (renamed) {
    const earlier = (await databasesNamed(serverUrl, `test_template_${name}_`)).filter((other) => other !== template);
    // One that cannot be dropped now (another run is copying it) is left for the next template.
    for (const other of earlier) await dropDatabase(withDatabaseName(serverUrl, other)).catch(() => undefined);
  }
  return template;
}

/** A hash of the built JavaScript a service's migrations run: its own dist and the libraries' (all but this one). */
function builtMigrationsHash(name: string): string {
  const known = hashes.get(name);
  if (known) return known;
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
  const digest = hash.digest('hex').slice(0, 16);
  hashes.set(name, digest);
  return digest;
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
