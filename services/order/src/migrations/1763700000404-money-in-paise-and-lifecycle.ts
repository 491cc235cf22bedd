import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The amounts of a price summary, as opposed to its rates (discountPercentage, gstRate). */
const SUMMARY_AMOUNTS = ['basePrice', 'discountAmount', 'subtotal', 'gstAmount', 'total'];
const ITEM_AMOUNTS = ['unitPrice', 'totalPrice'];

/** `json || {key: round(json.key × factor)}` for each key, as SQL: factor 100 makes rupees paise, 0.01 the reverse. */
function scaled(column: string, keys: string[], factor: string, cast: string): string {
  const pairs = keys.map((key) => `'${key}', round((${column} ->> '${key}')::numeric * ${factor}, 2)::${cast}`);
  return `${column} || jsonb_build_object(${pairs.join(', ')})`;
}

/**
 * Money inside the system is integer paise (DESIGN.md): the order total becomes `total_paise`
 * (bigint), and the amounts in each order's items and price summary become paise, without loss
 * (every stored amount had at most two decimals). The statuses widen to the lifecycle's
 * (order/lifecycle): confirmed and returned; refunded and partially refunded.
 */
export class MoneyInPaiseAndLifecycle1763700000404 implements MigrationInterface {
  name = 'MoneyInPaiseAndLifecycle1763700000404';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN total_paise bigint`);
    await q.query(`
      UPDATE orders SET
        total_paise = round(total_amount * 100),
        price_summary = ${scaled('price_summary', SUMMARY_AMOUNTS, '100', 'bigint')},
        items = (SELECT coalesce(jsonb_agg(${scaled('item', ITEM_AMOUNTS, '100', 'bigint')} ORDER BY position), '[]'::jsonb)
                   FROM jsonb_array_elements(items) WITH ORDINALITY AS line(item, position))`);
    await q.query(`ALTER TABLE orders ALTER COLUMN total_paise SET NOT NULL, ADD CONSTRAINT orders_total_paise_check CHECK (total_paise >= 0)`);
    await q.query(`ALTER TABLE orders DROP COLUMN total_amount`);
    await this.statuses(q, {
      status: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'],
      payment: ['pending', 'processing', 'paid', 'failed', 'refunded', 'partially_refunded'],
    });
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN total_amount numeric(14, 2)`);
    await q.query(`
      UPDATE orders SET
        total_amount = total_paise / 100.0,
        price_summary = ${scaled('price_summary', SUMMARY_AMOUNTS, '0.01', 'numeric')},
        items = (SELECT coalesce(jsonb_agg(${scaled('item', ITEM_AMOUNTS, '0.01', 'numeric')} ORDER BY position), '[]'::jsonb)
                   FROM jsonb_array_elements(items) WITH ORDINALITY AS line(item, position))`);
    await q.query(`ALTER TABLE orders ALTER COLUMN total_amount SET NOT NULL, ADD CONSTRAINT orders_total_amount_check CHECK (total_amount >= 0)`);
    await q.query(`ALTER TABLE orders DROP COLUMN total_paise`);
    // Statuses the earlier schema cannot hold fall back to their nearest older one.
    await q.query(`UPDATE orders SET status = CASE status WHEN 'confirmed' THEN 'pending' WHEN 'returned' THEN 'delivered' ELSE status END`);
    await q.query(`UPDATE orders SET payment_status = 'paid' WHERE payment_status IN ('refunded', 'partially_refunded')`);
    await this.statuses(q, {
      status: ['pending', 'processing', 'shipped', 'delivered', 'cancelled'],
      payment: ['pending', 'processing', 'paid', 'failed'],
    });
  }

  private async statuses(q: QueryRunner, allowed: { status: string[]; payment: string[] }): Promise<void> {
    const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_status_check, DROP CONSTRAINT orders_payment_status_check`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN (${list(allowed.status)}))`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN (${list(allowed.payment)}))`);
  }
}
