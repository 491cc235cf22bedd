import 'reflect-metadata';
import { createDataSource, dropDatabase, migrate } from '@shop/database';
import { uniqueDatabaseUrl } from '@shop/testing';
import type { DataSource } from 'typeorm';
import { orderDatabase } from '../src/db/database';
import { Order } from '../src/order/order.entity';

/** Orders as the rupee schema (before migration 404) stored them: amounts with paise as decimals. */
const RUPEE_ORDERS = [
  {
    number: 'ORD-RUPEES-1',
    status: 'delivered',
    payment: 'paid',
    total: 1434.88,
    items: [
      { productId: 1, productTitle: 'Monsoon Reverie', quantity: 2, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 176, totalPrice: 352, internalImageName: 'monsoon' },
      { productId: 4, productTitle: 'Marigold Geometry', quantity: 1, size: '27X21', medium: 'Fine Art Paper', framing: 'Black Frame', unitPrice: 864.5, totalPrice: 864.5, internalImageName: 'marigold' },
    ],
    summary: { basePrice: 1350, discountPercentage: 10, discountAmount: 134, subtotal: 1216, gstRate: 18, gstAmount: 218.88, total: 1434.88 },
  },
  {
    number: 'ORD-RUPEES-2',
    status: 'pending',
    payment: 'pending',
    total: 0.01,
    items: [],
    summary: { basePrice: 0.01, discountPercentage: 10, discountAmount: 0, subtotal: 0.01, gstRate: 18, gstAmount: 0, total: 0.01 },
  },
];

describe('order migration 404: money in paise, the lifecycle statuses', () => {
  const url = uniqueDatabaseUrl('order_migration');
  const all = orderDatabase(url);
  const migrations = all.migrations as Array<{ name: string }>;
  const before404 = { ...all, migrations: migrations.slice(0, migrations.findIndex((m) => m.name.startsWith('MoneyInPaise'))) };
  let db: DataSource;

  beforeAll(async () => {
    await migrate(before404);
    db = createDataSource(all);
    await db.initialize();
    for (const [index, order] of RUPEE_ORDERS.entries()) {
      await db.query(
        `INSERT INTO orders (customer_id, customer_email, order_number, status, total_amount, shipping_address, shipping_city, shipping_state,
                             shipping_pincode, payment_status, payment_method, items, price_summary)
         VALUES ($1, 'aditi@example.com', $2, $3, $4, '1 MG Road', 'Pune', 'Maharashtra', '411001', $5, 'cod', $6, $7)`,
        [index + 1, order.number, order.status, order.total, order.payment, JSON.stringify(order.items), JSON.stringify(order.summary)],
      );
    }
  });

  afterAll(async () => {
    await db?.destroy();
    await dropDatabase(url);
  });

  it('turns every stored amount into whole paise, keeping the rates', async () => {
    await expect(migrate(all)).resolves.toEqual([
      'MoneyInPaiseAndLifecycle1763700000404',
      'BackOffice1763700000405',
      'QuoteOrders1763700000406',
      'TaxInvoices1763700000409',
      'PincodesAndDeliveryPromise1763700000412',
    ]);
    const [first, second] = await db.getRepository(Order).find({ order: { id: 'ASC' } });
    expect(first.totalAmount).toBe(143488);
    expect(first.items.map((item) => [item.unitPrice, item.totalPrice])).toEqual([
      [17600, 35200],
      [86450, 86450],
    ]);
    expect(first.items[1]).toMatchObject({ productTitle: 'Marigold Geometry', framing: 'Black Frame', internalImageName: 'marigold' });
    expect(first.priceSummary).toEqual({ basePrice: 135000, discountPercentage: 10, discountAmount: 13400, subtotal: 121600, gstRate: 18, gstAmount: 21888, total: 143488 });
    expect(first.status).toBe('delivered');
    expect(second.totalAmount).toBe(1);
    expect(second.items).toEqual([]);
  });

  it('accepts the new statuses and still refuses unknown ones', async () => {
    await db.query(`UPDATE orders SET status = 'returned', payment_status = 'partially_refunded' WHERE order_number = 'ORD-RUPEES-1'`);
    await db.query(`UPDATE orders SET status = 'confirmed' WHERE order_number = 'ORD-RUPEES-2'`);
    await expect(db.query(`UPDATE orders SET status = 'lost' WHERE order_number = 'ORD-RUPEES-2'`)).rejects.toThrow(/orders_status_check/);
    await expect(db.query(`UPDATE orders SET total_paise = -1 WHERE order_number = 'ORD-RUPEES-2'`)).rejects.toThrow(/orders_total_paise_check/);
  });

  it('reverts to the rupee schema without loss', async () => {
    // The PIN codes' (412), the tax invoices' (409), the quote orders' (406) and the back office's (405) first, then 404.
    for (let undone = 0; undone < 5; undone += 1) await db.undoLastMigration({ transaction: 'each' });
    const rows: Array<{ order_number: string; status: string; payment_status: string; total_amount: string; items: unknown; price_summary: unknown }> = await db.query(
      `SELECT order_number, status, payment_status, total_amount, items, price_summary FROM orders ORDER BY id`,
    );
    expect(rows.map((row) => [row.order_number, Number(row.total_amount), row.items, row.price_summary])).toEqual(
      RUPEE_ORDERS.map((order) => [order.number, order.total, order.items, order.summary]),
    );
    // Statuses the rupee schema cannot hold fall back to their nearest older one.
    expect(rows.map((row) => [row.status, row.payment_status])).toEqual([
      ['delivered', 'paid'],
      ['pending', 'pending'],
    ]);
  });
});
