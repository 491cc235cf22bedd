import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCategories1763700000101 implements MigrationInterface {
  name = 'CreateCategories1763700000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE categories (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        description text NOT NULL,
        image_url text NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE categories`);
  }
}
