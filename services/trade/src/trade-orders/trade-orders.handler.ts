import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OrderCancelled, OrderPlaced, type PayloadOf } from '@shop/contracts';
import { HandleEvent } from '@shop/messaging';
import type { DataSource } from 'typeorm';

/**
 * The designer's revenue follows the orders of their quotes: an order placed (a PhonePe order once
 * paid) adds its total, its cancellation takes it back. Each order's row in trade_orders says
 * whether it was counted and whether it was cancelled, so a redelivered event, or a cancellation
 * heard before the placing, moves nothing twice. Locks go quote, then order row, then designer.
 */
@Controller()
export class TradeOrdersHandler {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @HandleEvent(OrderPlaced, { durable: 'trade-order-placed' })
  async placed(event: PayloadOf<typeof OrderPlaced>): Promise<void> {
    const trade = event.trade;
    if (!trade) return;
    await this.db.transaction(async (manager) => {
      // The quote first, as the client's order takes its locks: it holds the quote while the order is
      // placed, then writes the order's row. Taken second here, the two waited on each other (deadlock).
      await manager.query(`SELECT 1 FROM designer_quotes WHERE quote_number = $1 FOR UPDATE`, [trade.quoteNumber]);
      const counted: unknown[] = await manager.query(
        `INSERT INTO trade_orders (order_number, designer_id, quote_number, total_paise, counted_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (order_number) DO UPDATE SET total_paise = EXCLUDED.total_paise, counted_at = now()
           WHERE trade_orders.counted_at IS NULL AND trade_orders.cancelled_at IS NULL
         RETURNING 1`,
        [event.orderNumber, trade.designerId, trade.quoteNumber, event.totalAmount],
      );
      if (counted.length === 0) return;
      await manager.query(`UPDATE designers SET total_revenue_paise = total_revenue_paise + $2 WHERE id = $1`, [trade.designerId, event.totalAmount]);
      // Placed before the client's request came back (or it never did): the quote is converted all the same.
      await manager.query(
        `UPDATE designer_quotes SET status = 'converted', order_number = $2, version = version + 1, updated_at = now() WHERE quote_number = $1 AND order_number IS NULL`,
        [trade.quoteNumber, event.orderNumber],
      );
    });
  }

  @HandleEvent(OrderCancelled, { durable: 'trade-order-cancelled' })
  async cancelled(event: PayloadOf<typeof OrderCancelled>): Promise<void> {
    await this.db.transaction(async (manager) => {
      const [rows]: [Array<{ designer_id: number; total_paise: string; counted: boolean }>] = await manager.query(
        `UPDATE trade_orders SET cancelled_at = now() WHERE order_number = $1 AND cancelled_at IS NULL RETURNING designer_id, total_paise, counted_at IS NOT NULL AS counted`,
        [event.orderNumber],
      );
      const order = rows[0];
      if (!order?.counted) return;
      await manager.query(`UPDATE designers SET total_revenue_paise = greatest(total_revenue_paise - $2, 0) WHERE id = $1`, [order.designer_id, Number(order.total_paise)]);
    });
  }
}
