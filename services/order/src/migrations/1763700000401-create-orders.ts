import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrders1763700000401 implements MigrationInterface {
  name = 'CreateOrders1763700000401';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        customer_id int NOT NULL,
        customer_email text NOT NULL,
        order_number text NOT NULL UNIQUE,
        order_date timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
        total_amount numeric(14, 2) NOT NULL CHECK (total_amount >= 0),
        shipping_address text NOT NULL,
        shipping_city text NOT NULL,
        shipping_state text NOT NULL,
        shipping_pincode text NOT NULL,
        shipping_country text NOT NULL DEFAULT 'India',
        payment_status text NOT NULL DEFAULT 'pending'
          CHECK (payment_status IN ('pending', 'processing', 'paid', 'failed')),
        payment_method text NOT NULL DEFAULT 'cod' CHECK (payment_method IN ('cod', 'card', 'banking', 'phonepe')),
        notes text,
        items jsonb NOT NULL,
        price_summary jsonb NOT NULL,
        tracking_number text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX orders_customer_email ON orders (lower(customer_email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE orders`);
  }
}
