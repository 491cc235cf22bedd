import { Client } from 'pg';

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The database a URL names, checked so it can be quoted into CREATE/DROP DATABASE. */
export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!DATABASE_NAME.test(name)) throw new Error(`Database name "${name}" must match ${DATABASE_NAME}`);
  return name;
}

function maintenanceUrl(url: string): string {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return maintenance.toString();
}

/** Creates the database named in the URL when it does not exist yet. Safe to run concurrently. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  const client = new Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  } catch (error) {
    // Another process created it between our check and our CREATE.
    if ((error as { code?: string }).code === '42P04') return false;
    throw error;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  const client = new Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
