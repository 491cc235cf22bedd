import { Client } from 'pg';

/**
 * `seed:orders`: makes the order database hold exactly N generated orders (numbers `ORD-SEED-…`),
 * for trying and measuring the back office at scale (issue 17's budgets are at 100,000). Every
 * value is computed from the order's index, so the same N gives the same orders (their dates are
 * spread over the year before the run). Orders it did not generate are never touched.
 *
 *   node services/order/dist/seed/seed-orders.js --orders 100000
 */

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/shop_order';
export const SEEDED_PREFIX = 'ORD-SEED-';
const BATCH = 20_000;

/** One INSERT … SELECT over a range of indexes: Postgres builds the rows, nothing crosses the wire per order. */
const INSERT_SQL = `
  INSERT INTO orders (customer_id, customer_email, customer_name, customer_phone, order_number, order_date, status, payment_status,
                      payment_method, total_paise, shipping_address, shipping_city, shipping_state, shipping_pincode, items,
                      price_summary, tracking_number, carrier, shipped_at, cash_collected_paise, updated_at)
  SELECT 1 + i % 5000,
         format('shopper%s@example.in', i % 5000),
         format('Shopper %s', i % 5000),
         format('98%s', lpad(((i * 7919) % 100000000)::text, 8, '0')),
         format('${SEEDED_PREFIX}%s', lpad(i::text, 7, '0')),
         at, status, payment_status, method, total,
         format('%s MG Road', 1 + i % 300),
         (ARRAY['Mumbai', 'New Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Pune', 'Jaipur', 'Kochi'])[1 + i % 8],
         (ARRAY['Maharashtra', 'Delhi', 'Karnataka', 'Tamil Nadu', 'West Bengal', 'Maharashtra', 'Rajasthan', 'Kerala'])[1 + i % 8],
         lpad((110001 + (i * 37) % 800000)::text, 6, '0'),
         jsonb_build_array(jsonb_build_object('productId', 1 + i % 8, 'productTitle', format('Artwork %s', 1 + i % 8), 'quantity', 1 + i % 3,
           'size', '18X14', 'medium', 'Museum-Grade Canvas', 'framing', 'No Frame', 'unitPrice', total / (1 + i % 3),
           'totalPrice', total, 'internalImageName', format('artwork-%s.tif', 1 + i % 8))),
         jsonb_build_object('basePrice', total, 'discountPercentage', 10, 'discountAmount', 0, 'subtotal', total, 'gstRate', 18, 'gstAmount', 0, 'total', total),
         CASE WHEN status IN ('shipped', 'delivered') THEN format('TRK%s', i) END,
         CASE WHEN status IN ('shipped', 'delivered') THEN 'Delhivery' END,
         CASE WHEN status IN ('shipped', 'delivered') THEN at + interval '2 days' END,
         CASE WHEN method = 'cod' AND payment_status = 'paid' THEN total END,
         at
    FROM (
      SELECT i, at, method, total,
             (ARRAY['delivered', 'delivered', 'delivered', 'delivered', 'shipped', 'shipped', 'processing', 'confirmed', 'confirmed', 'pending', 'pending', 'cancelled'])[1 + i % 12] AS status
        FROM (SELECT i,
                     now() - make_interval(secs => (i::bigint * 7777) % 31536000) AS at,
                     (ARRAY['cod', 'phonepe', 'phonepe', 'card'])[1 + i % 4] AS method,
                     (50000 + (i::bigint * 104729) % 2000000)::bigint AS total
                FROM generate_series($1::int, $2::int) AS i) AS base
    ) AS o,
    LATERAL (SELECT CASE
      WHEN o.method = 'cod' THEN (CASE WHEN o.status = 'delivered' THEN 'paid' ELSE 'pending' END)
      WHEN o.status = 'pending' AND o.i % 2 = 0 THEN 'pending'
      WHEN o.status = 'cancelled' THEN 'failed'
      ELSE 'paid' END AS payment_status) AS p
  ON CONFLICT (order_number) DO NOTHING`;

export async function seedOrders({ databaseUrl, orders, log = console.log }: { databaseUrl: string; orders: number; log?: (line: string) => void }) {
  const started = Date.now();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const removed = await client.query(`DELETE FROM orders WHERE left(order_number, ${SEEDED_PREFIX.length}) = $1 AND substr(order_number, ${SEEDED_PREFIX.length + 1})::int > $2`, [
      SEEDED_PREFIX,
      orders,
    ]);
    let inserted = 0;
    for (let from = 1; from <= orders; from += BATCH) {
      const result = await client.query(INSERT_SQL, [from, Math.min(orders, from + BATCH - 1)]);
      inserted += result.rowCount ?? 0;
      log(`seed:orders ${Math.min(orders, from + BATCH - 1)} / ${orders}`);
    }
    // Each generated order's timeline starts with its placing, as a real one's does.
    await client.query(`
      INSERT INTO order_events (order_id, at, kind, actor, summary)
      SELECT o.id, o.order_date, 'placed', 'shopper', 'Order placed' FROM orders o
       WHERE left(o.order_number, ${SEEDED_PREFIX.length}) = '${SEEDED_PREFIX}' AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)`);
    // The visibility map lets counts and deep pages read the indexes alone, as autovacuum would in time.
    await client.query('VACUUM ANALYZE orders');
    const elapsedMs = Date.now() - started;
    log(`seed:orders: ${inserted} added, ${removed.rowCount ?? 0} removed, ${orders} generated orders in ${elapsedMs} ms`);
    return { inserted, removed: removed.rowCount ?? 0, elapsedMs };
  } finally {
    await client.end();
  }
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (require.main === module) {
  const orders = Number(argument('orders') ?? 100_000);
  if (!Number.isInteger(orders) || orders < 0 || orders > 5_000_000) {
    console.error('seed:orders: --orders must be a whole number from 0 to 5000000');
    process.exit(2);
  }
  seedOrders({ databaseUrl: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, orders }).catch((error: Error) => {
    console.error(`seed:orders failed: ${error.message}`);
    process.exit(1);
  });
}
