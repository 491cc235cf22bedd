import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763700000302 implements MigrationInterface {
  name = 'CreateUsers1763700000302';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL UNIQUE,
        password text,
        google_subject text NOT NULL UNIQUE,
        email text NOT NULL,
        name text NOT NULL,
        picture text,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE users`);
  }
}
