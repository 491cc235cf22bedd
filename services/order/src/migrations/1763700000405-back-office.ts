import type { MigrationInterface, QueryRunner } from 'typeorm';

const EVENT_KINDS = [
  'placed',
  'confirmed',
  'processing-started',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'payment-paid',
  'payment-failed',
  'cash-collected',
  'refunded',
  'partially-refunded',
  'note',
];

/**
 * What the orders back office (issue 17) needs. A `version` for optimistic concurrency (every
 * change of an order bumps it; a staff action names the version it saw). The shipment, the
 * cancellation and the money given back. The shopper's name and phone, copied from the customer
 * when the order is placed (the order service never reads the customer's database, and search
 * by phone must not ask another service per row); older orders have none. A timeline
 * (`order_events`) of everything that happened, with who did it. And the indexes that keep the
 * list fast at 100,000 orders with any filter, sort or search (measured: docs/order-lifecycle.md).
 */
export class BackOffice1763700000405 implements MigrationInterface {
  name = 'BackOffice1763700000405';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN version int NOT NULL DEFAULT 1 CHECK (version > 0),
        ADD COLUMN customer_name text,
        ADD COLUMN customer_phone text,
        ADD COLUMN carrier text,
        ADD COLUMN tracking_url text,
        ADD COLUMN shipped_at timestamptz,
        ADD COLUMN delivered_at timestamptz,
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN cancel_reason text,
        ADD COLUMN cash_collected_paise bigint CHECK (cash_collected_paise >= 0),
        ADD COLUMN refunded_paise bigint NOT NULL DEFAULT 0 CHECK (refunded_paise >= 0),
        ADD CONSTRAINT orders_total_paise_refunds_check CHECK (refunded_paise <= total_paise)`);
    // One lower-cased text of everything the search finds an order by (number, email, the phone's
    // digits, PIN code), so one trigram index answers a substring of any of them.
    await q.query(`
      ALTER TABLE orders ADD COLUMN search_text text GENERATED ALWAYS AS (
        lower(order_number || ' ' || customer_email || ' ' || coalesce(regexp_replace(customer_phone, '[^0-9]', '', 'g'), '') || ' ' || shipping_pincode)
      ) STORED`);
    await q.query(`CREATE INDEX orders_search_trgm ON orders USING gin (search_text gin_trgm_ops)`);
    // The list's sorts, alone and after each filter: a page is read off an index, never sorted whole.
    await q.query(`CREATE INDEX orders_newest ON orders (order_date DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_status_newest ON orders (status, order_date DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_payment_status_newest ON orders (payment_status, order_date DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_payment_method_newest ON orders (payment_method, order_date DESC, id DESC)`);
    await q.query(`CREATE INDEX orders_total ON orders (total_paise DESC, id DESC)`);

    await q.query(`
      CREATE TABLE order_events (
        id bigserial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        kind text NOT NULL CHECK (kind IN (${EVENT_KINDS.map((kind) => `'${kind}'`).join(', ')})),
        actor text NOT NULL CHECK (actor IN ('shopper', 'payment-provider', 'staff', 'system')),
        staff_id int,
        staff_name text,
        summary text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query(`CREATE INDEX order_events_of_order ON order_events (order_id, id)`);
    // Orders placed before the timeline start theirs with their placing.
    await q.query(`
      INSERT INTO order_events (order_id, at, kind, actor, summary)
      SELECT id, order_date, 'placed', 'shopper', 'Order placed' FROM orders ORDER BY id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_events`);
    await q.query(`DROP INDEX orders_search_trgm, orders_newest, orders_status_newest, orders_payment_status_newest, orders_payment_method_newest, orders_total`);
    await q.query(`
      ALTER TABLE orders
        DROP COLUMN search_text, DROP COLUMN version, DROP COLUMN customer_name, DROP COLUMN customer_phone, DROP COLUMN carrier,
        DROP COLUMN tracking_url, DROP COLUMN shipped_at, DROP COLUMN delivered_at, DROP COLUMN cancelled_at, DROP COLUMN cancel_reason,
        DROP COLUMN cash_collected_paise, DROP COLUMN refunded_paise`);
  }
}
