import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FindDeliveredPurchase, GetDeliveredOrderForReviews, ParsedRequestOf, ReplyOf } from '@shop/contracts';
import { conflict, notFound } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import type { Order } from '../order.entity';

interface PurchaseRow {
  id: number;
  order_number: string;
}

/**
 * What the review service asks about orders (issue 19): whether a shopper bought a print and
 * received it (a Verified Purchase), and a delivered order's prints for the review request email.
 * Only delivered orders count; the email is compared without case, as tracking does.
 */
@Injectable()
export class PurchasesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findDelivered(request: ParsedRequestOf<typeof FindDeliveredPurchase>): Promise<ReplyOf<typeof FindDeliveredPurchase>> {
    const rows: PurchaseRow[] = await this.db.query(
      `SELECT id, order_number FROM orders
        WHERE lower(customer_email) = lower($1) AND status = 'delivered'
          AND items @> jsonb_build_array(jsonb_build_object('productId', $2::int))
          AND ($3::text IS NULL OR order_number = $3)
        ORDER BY delivered_at DESC NULLS LAST, id DESC
        LIMIT 1`,
      [request.email, request.productId, request.orderNumber ?? null],
    );
    const [row] = rows;
    return { order: row ? { orderId: row.id, orderNumber: row.order_number } : null };
  }

  async deliveredOrder(orderNumber: string): Promise<ReplyOf<typeof GetDeliveredOrderForReviews>> {
    const rows: Array<Pick<Order, 'id' | 'status' | 'items'> & { customer_email: string; customer_name: string | null }> = await this.db.query(
      `SELECT id, status, items, customer_email, customer_name FROM orders WHERE order_number = $1`,
      [orderNumber],
    );
    const [order] = rows;
    if (!order) throw notFound(`Order ${orderNumber} not found`);
    if (order.status !== 'delivered') throw conflict(`Order ${orderNumber} is ${order.status}, not delivered`);
    // One line per print, even when the order holds it in two sizes.
    const items = [...new Map(order.items.map((item) => [item.productId, { productId: item.productId, productTitle: item.productTitle }])).values()];
    return {
      orderId: order.id,
      orderNumber,
      email: order.customer_email,
      firstName: order.customer_name?.trim().split(/\s+/)[0] || order.customer_email.split('@')[0],
      items,
    };
  }
}
