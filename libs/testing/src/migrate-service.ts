import { spawnSync } from 'node:child_process';
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
