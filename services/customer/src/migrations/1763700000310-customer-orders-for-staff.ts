import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's customers (issue 17): each customer's orders as the order events tell them
 * (so totals are kept by events, never recomputed per view), the refunds already counted (by
 * event id, so a redelivered event counts once), and a trigram index for searching by name,
 * email, phone or PIN code.
 */
export class CustomerOrdersForStaff1763700000310 implements MigrationInterface {
  name = 'CustomerOrdersForStaff1763700000310';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE customer_orders (
        order_id integer PRIMARY KEY,
        customer_id integer NOT NULL REFERENCES customers (id),
        order_number text NOT NULL,
        placed_at timestamptz NOT NULL,
        total_paise bigint NOT NULL,
        refunded_paise bigint NOT NULL DEFAULT 0,
        cancelled boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX customer_orders_by_customer ON customer_orders (customer_id, placed_at DESC)`);
    await q.query(`CREATE TABLE customer_refunds_counted (event_id uuid PRIMARY KEY, order_id integer NOT NULL, amount_paise bigint NOT NULL)`);
    await q.query(`CREATE INDEX customer_refunds_counted_by_order ON customer_refunds_counted (order_id)`);
    // A cancellation that arrived before its order's order.placed.v1 (the events come on separate consumers).
    await q.query(`CREATE TABLE customer_orders_cancelled_early (order_id integer PRIMARY KEY)`);
    await q.query(`ALTER TABLE customers ADD COLUMN last_order_at timestamptz`);
    await q.query(`
      CREATE INDEX customers_search ON customers
      USING gin (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || pincode) gin_trgm_ops)`);
    await q.query(`CREATE INDEX customers_by_spent ON customers (total_spent DESC, id DESC)`);
    await q.query(`CREATE INDEX customers_by_orders ON customers (total_orders DESC, id DESC)`);
    await q.query(`CREATE INDEX customers_by_created ON customers (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX customers_by_created`);
    await q.query(`DROP INDEX customers_by_orders`);
    await q.query(`DROP INDEX customers_by_spent`);
    await q.query(`DROP INDEX customers_search`);
    await q.query(`ALTER TABLE customers DROP COLUMN last_order_at`);
    await q.query(`DROP TABLE customer_orders_cancelled_early`);
    await q.query(`DROP TABLE customer_refunds_counted`);
    await q.query(`DROP TABLE customer_orders`);
  }
}
