import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Shared by every service that emits events; listed in each such service's migrations. */
export class CreateOutboxTable1763700000000 implements MigrationInterface {
  name = 'CreateOutboxTable1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY,
        subject text NOT NULL,
        payload jsonb NOT NULL,
        correlation_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await q.query(`CREATE INDEX outbox_events_unpublished ON outbox_events (created_at) WHERE published_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_events`);
  }
}
