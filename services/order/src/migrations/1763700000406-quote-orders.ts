import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders of designers' quotes (issue 20): the quote and the designer it came from. Null on every
 * other order. One quote is one order: the unique quote number makes ordering it idempotent.
 */
export class QuoteOrders1763700000406 implements MigrationInterface {
  name = 'QuoteOrders1763700000406';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN quote_number text UNIQUE, ADD COLUMN designer_id int`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN quote_number, DROP COLUMN designer_id`);
  }
}
