import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Runs a built service's migrations (`services/<name>/dist/db/migrate.js`) against a database. */
export function migrateBuiltService(name: string, databaseUrl: string): void {
  const script = join(__dirname, '..', '..', '..', 'services', name, 'dist', 'db', 'migrate.js');
  const run = spawnSync(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Migrating ${name} failed:\n${run.stdout}${run.stderr}`);
}

/**
 * Makes a catalog database hold `products` products, generating what is missing with the built
 * seed command (`npm run seed:catalog`), while the services may be running. Answers its output.
 */
export function seedBuiltCatalog(databaseUrl: string, products: number): Promise<string> {
  const script = join(__dirname, '..', '..', '..', 'services', 'catalog', 'dist', 'seed', 'seed-catalog.js');
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
