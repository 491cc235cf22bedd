import { Client } from 'pg';

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Postgres's codes for a database name that is taken: checked first (42P04), or lost in a race on its catalogue (23505). */
const NAME_TAKEN = new Set(['42P04', '23505']);
const nameTaken = (error: unknown) => NAME_TAKEN.has((error as { code?: string }).code ?? '');

/** The database a URL names, checked so it can be quoted into CREATE/DROP DATABASE. */
export function databaseNameOf(url: string): string {
  return checkedName(decodeURIComponent(new URL(url).pathname.replace(/^\//, '')));
}

function checkedName(name: string): string {
  if (!DATABASE_NAME.test(name)) throw new Error(`Database name "${name}" must match ${DATABASE_NAME}`);
  return name;
}

/** The URL of another database on the same server as `url`. */
export function withDatabaseName(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${checkedName(name)}`;
  return other.toString();
}

/** Runs statements on the server's maintenance database (`postgres`), as CREATE, ALTER and DROP DATABASE must. */
async function onServerOf<T>(url: string, action: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabaseName(url, 'postgres') });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Creates the database named in the URL when it does not exist yet. Safe to run concurrently. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  return onServerOf(url, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${name}"`);
      return true;
    } catch (error) {
      if (nameTaken(error)) return false; // another process created it between our check and our CREATE
      throw error;
    }
  });
}

/**
 * Creates the database named in the URL as a copy of `template`, a database on the same server
 * no one is connected to (CREATE DATABASE … TEMPLATE). Answers 'created', 'exists' when a
 * database by that name exists already, or 'no template' when there is no database `template`.
 */
export async function copyDatabase(template: string, url: string): Promise<'created' | 'exists' | 'no template'> {
  const name = databaseNameOf(url);
  return onServerOf(url, async (client) => {
    try {
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${checkedName(template)}"`);
      return 'created';
    } catch (error) {
      if (nameTaken(error)) return 'exists';
      if ((error as { code?: string }).code === '3D000') return 'no template'; // invalid_catalog_name
      throw error;
    }
  });
}

/** Renames the database named in the URL to `name`. Answers false when `name` is taken. */
export async function renameDatabase(url: string, name: string): Promise<boolean> {
  return onServerOf(url, async (client) => {
    try {
      await client.query(`ALTER DATABASE "${databaseNameOf(url)}" RENAME TO "${checkedName(name)}"`);
      return true;
    } catch (error) {
      if (nameTaken(error)) return false;
      throw error;
    }
  });
}

/** The databases on the server of `url` whose names start with `prefix`. */
export async function databasesNamed(url: string, prefix: string): Promise<string[]> {
  return onServerOf(url, async (client) => {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname', [prefix]);
    return (rows as { datname: string }[]).map((row) => row.datname);
  });
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await onServerOf(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
