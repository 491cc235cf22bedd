import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCustomers1763700000301 implements MigrationInterface {
  name = 'CreateCustomers1763700000301';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customers (
        id serial PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL UNIQUE,
        phone text NOT NULL,
        address text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        pincode text NOT NULL,
        country text NOT NULL DEFAULT 'India',
        created_at timestamptz NOT NULL DEFAULT now(),
        total_orders int NOT NULL DEFAULT 0,
        total_spent numeric(14, 2) NOT NULL DEFAULT 0
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE customers`);
  }
}
