import type { MigrationInterface, QueryRunner } from 'typeorm';

const optionTable = (name: string, extra: string) => `
  CREATE TABLE ${name} (
    id serial PRIMARY KEY,
    value text NOT NULL UNIQUE,
    label text NOT NULL,
    ${extra}
    is_active boolean NOT NULL DEFAULT true,
    sort_order int NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`;

const TABLES = ['size_options', 'medium_options', 'frame_options', 'pricing'];

export class CreateOptions1763700000201 implements MigrationInterface {
  name = 'CreateOptions1763700000201';

  async up(q: QueryRunner): Promise<void> {
    await q.query(optionTable('size_options', `price_multiplier numeric(6, 3) NOT NULL DEFAULT 1 CHECK (price_multiplier > 0), orientation text,`));
    await q.query(optionTable('medium_options', `price_multiplier numeric(6, 3) NOT NULL DEFAULT 1 CHECK (price_multiplier > 0),`));
    await q.query(optionTable('frame_options', `added_price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (added_price >= 0), image_url text,`));
    await q.query(`
      CREATE TABLE pricing (
        id serial PRIMARY KEY,
        size text NOT NULL UNIQUE,
        mrp numeric(12, 2) NOT NULL CHECK (mrp >= 0),
        discounted_price numeric(12, 2) NOT NULL CHECK (discounted_price >= 0),
        area_in_sq_in numeric(10, 2) NOT NULL,
        cost_price numeric(12, 2) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Every running pricing replica listens on this channel and reloads its in-memory tables,
    // so a change made by any means (admin, SQL) takes effect at once.
    await q.query(`
      CREATE FUNCTION notify_pricing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('pricing_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION notify_pricing_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP FUNCTION notify_pricing_changed()`);
  }
}
