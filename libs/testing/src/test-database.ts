import { randomBytes } from 'node:crypto';

/** Postgres server the tests use; the same default the dev stack uses. */
export const TEST_POSTGRES = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A URL for a database of this test run alone; create and drop it with @shop/database. */
export function uniqueDatabaseUrl(service: string): string {
  return `${TEST_POSTGRES}/test_${service}_${randomBytes(4).toString('hex')}`;
}

/** A NATS name no other test run uses, for queue groups, durables and subjects under test. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}
