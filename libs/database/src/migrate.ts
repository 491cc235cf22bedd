import { createDataSource, type ServiceDatabase } from './data-source';
import { ensureDatabase } from './ensure-database';

/** Advisory-lock key: concurrent migrators of one database wait for each other. */
const MIGRATION_LOCK = 7_270_401;

/** Creates the database if needed and applies pending migrations. Answers the names applied. */
export async function migrate(db: ServiceDatabase): Promise<string[]> {
  await ensureDatabase(db.url);
  const dataSource = createDataSource({ ...db, poolSize: 1 });
  await dataSource.initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await dataSource.destroy();
  }
}

/** Entry point of a service's `dist/db/migrate.js`. */
export async function runMigrationCli(service: string, db: ServiceDatabase): Promise<void> {
  try {
    const applied = await migrate(db);
    process.stdout.write(
      `${service}: ${applied.length ? `applied ${applied.join(', ')}` : 'database is up to date'}\n`,
    );
  } catch (error) {
    process.stderr.write(`${service}: migration failed: ${(error as Error).stack ?? error}\n`);
    process.exitCode = 1;
  }
}
