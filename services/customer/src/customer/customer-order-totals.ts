import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PayloadOf, OrderCancelled, OrderPlaced, PaymentRefunded } from '@shop/contracts';
import type { DataSource, EntityManager } from 'typeorm';

/** The rows an UPDATE … RETURNING answers (TypeORM gives Postgres's UPDATE as [rows, count]). */
async function updated<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const [rows] = (await manager.query(sql, params)) as [T[], number];
  return rows;
}

/**
 * Each customer's total orders and total spent, kept by the order events as they happen (never
 * recomputed per view). An order counts from `order.placed.v1` (a PhonePe order once paid); a
 * cancelled order stops counting, and a refund comes off what was spent. Every change is one
 * transaction and idempotent: an order is recorded once by its id, a refund once by its event id,
 * a cancellation once by the order's flag, so a redelivered event changes nothing. The events
 * come on separate consumers, in any order: a cancellation or refund that arrives before its
 * order is kept and applied when the order comes.
 */
@Injectable()
export class CustomerOrderTotals {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async placed(event: PayloadOf<typeof OrderPlaced>): Promise<void> {
    await this.db.transaction(async (manager) => {
      // The events come on separate consumers: a cancellation or a refund may have come first.
      const recorded: Array<{ cancelled: boolean; kept: string }> = await manager.query(
        `INSERT INTO customer_orders (order_id, customer_id, order_number, placed_at, total_paise, refunded_paise, cancelled)
         SELECT $1, $2, $3, $4, $5,
           (SELECT coalesce(sum(amount_paise), 0) FROM customer_refunds_counted WHERE order_id = $1),
           EXISTS (SELECT 1 FROM customer_orders_cancelled_early WHERE order_id = $1)
         WHERE EXISTS (SELECT 1 FROM customers WHERE id = $2)
         ON CONFLICT (order_id) DO NOTHING RETURNING cancelled, total_paise - refunded_paise AS kept`,
        [event.orderId, event.customerId, event.orderNumber, event.occurredAt, event.totalAmount],
      );
      if (recorded.length === 0 || recorded[0].cancelled) return;
      await manager.query(
        `UPDATE customers SET total_orders = total_orders + 1, total_spent = total_spent + $2::numeric / 100,
           last_order_at = GREATEST(last_order_at, $3::timestamptz)
         WHERE id = $1`,
        [event.customerId, recorded[0].kept, event.occurredAt],
      );
    });
  }

  async cancelled(event: PayloadOf<typeof OrderCancelled>): Promise<void> {
    await this.db.transaction(async (manager) => {
      const [order] = await updated<{ customer_id: number; kept: string }>(
        manager,
        `UPDATE customer_orders SET cancelled = true WHERE order_id = $1 AND NOT cancelled
         RETURNING customer_id, total_paise - refunded_paise AS kept`,
        [event.orderId],
      );
      if (!order) {
        // Not counted yet (its order.placed.v1 is still to come), or never announced (a PhonePe
        // order that was not paid): remembered, so that it is never counted.
        await manager.query(`INSERT INTO customer_orders_cancelled_early (order_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.orderId]);
        return;
      }
      await manager.query(
        `UPDATE customers SET total_orders = total_orders - 1, total_spent = total_spent - $2::numeric / 100 WHERE id = $1`,
        [order.customer_id, order.kept],
      );
    });
  }

  async refunded(event: PayloadOf<typeof PaymentRefunded>): Promise<void> {
    await this.db.transaction(async (manager) => {
      const counted: unknown[] = await manager.query(
        `INSERT INTO customer_refunds_counted (event_id, order_id, amount_paise) VALUES ($1, $2, $3)
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.eventId, event.orderId, event.amount],
      );
      if (counted.length === 0) return;
      const [order] = await updated<{ customer_id: number; cancelled: boolean }>(
        manager,
        `UPDATE customer_orders SET refunded_paise = refunded_paise + $2 WHERE order_id = $1 RETURNING customer_id, cancelled`,
        [event.orderId, event.amount],
      );
      // A cancelled order no longer counts, so its refund has nothing to come off; one not counted
      // yet takes its refunds into account when it is (placed, above).
      if (!order || order.cancelled) return;
      await manager.query(`UPDATE customers SET total_spent = total_spent - $2::numeric / 100 WHERE id = $1`, [order.customer_id, event.amount]);
    });
  }
}
