import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type OrderDashboard,
  type ParsedRequestOf,
  type ExportOrdersPage,
  ORDER_COUNT_LIMIT,
} from '@shop/contracts';
import { notFound, staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { OrderEvent } from '../order-event.entity';
import { Order } from '../order.entity';
import { ORDER_NOT_FOUND } from '../orders.service';
import { exportCsv, type ExportRow } from './order-csv';
import { SHOP_TIME_ZONE, whereOf } from './order-filters';
import { adminOrderView } from './order-views';

/** Each sort ends on the id, so a page boundary never shuffles orders of the same date or total. */
const ORDER_BY: Record<AdminOrderListQuery['sort'], string> = {
  newest: 'order_date DESC, id DESC',
  oldest: 'order_date ASC, id ASC',
  'total-high': 'total_paise DESC, id DESC',
  'total-low': 'total_paise ASC, id ASC',
};

interface SummaryRow {
  id: number;
  order_number: string;
  order_date: Date;
  customer_name: string | null;
  customer_email: string;
  customer_phone: string | null;
  shipping_city: string;
  shipping_pincode: string;
  status: AdminOrderSummary['status'];
  payment_status: AdminOrderSummary['paymentStatus'];
  payment_method: AdminOrderSummary['paymentMethod'];
  total_paise: string;
  item_count: number;
  tracking_number: string | null;
  version: number;
}

/** What the back office reads about orders: the dashboard, the list, an order's detail, the export. */
@Injectable()
export class OrderQueriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(ctx: RequestContext, query: AdminOrderListQuery): Promise<{ items: AdminOrderSummary[]; total: number }> {
    staffMay(ctx, 'orders.read');
    const where = whereOf(query);
    const page = where.params.length + 1;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<SummaryRow[]>(
        `SELECT id, order_number, order_date, customer_name, customer_email, customer_phone, shipping_city, shipping_pincode,
                status, payment_status, payment_method, total_paise, tracking_number, version,
                (SELECT coalesce(sum((line ->> 'quantity')::int), 0)::int FROM jsonb_array_elements(items) AS line) AS item_count
           FROM orders WHERE ${where.sql}
          ORDER BY ${ORDER_BY[query.sort]} LIMIT $${page} OFFSET $${page + 1}`,
        [...where.params, query.limit, (query.page - 1) * query.limit],
      ),
      // Counted up to one past the limit: a broad search stops counting there instead of reading every match.
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM orders WHERE ${where.sql} LIMIT ${ORDER_COUNT_LIMIT + 1}) AS matches`,
        where.params,
      ),
    ]);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        orderNumber: row.order_number,
        orderDate: row.order_date.toISOString(),
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        customerPhone: row.customer_phone,
        shippingCity: row.shipping_city,
        shippingPincode: row.shipping_pincode,
        status: row.status,
        paymentStatus: row.payment_status,
        paymentMethod: row.payment_method,
        totalAmount: Number(row.total_paise),
        itemCount: row.item_count,
        trackingNumber: row.tracking_number,
        version: row.version,
      })),
    };
  }

  async detail(ctx: RequestContext, orderNumber: string): Promise<AdminOrder> {
    staffMay(ctx, 'orders.read');
    return this.view(this.dataSource.manager, orderNumber);
  }

  /** The detail, read with the given manager (an action's answer reads what it committed). */
  async view(manager: EntityManager, orderNumber: string): Promise<AdminOrder> {
    const order = await manager.findOneBy(Order, { orderNumber });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const events = await manager.find(OrderEvent, { where: { orderId: order.id }, order: { id: 'ASC' } });
    return adminOrderView(order, events);
  }

  /**
   * Orders and revenue by India day over the last 30 days (one indexed range read, grouped), and
   * what waits for staff. Cancelled orders and failed payments count for neither.
   */
  async dashboard(ctx: RequestContext): Promise<OrderDashboard> {
    staffMay(ctx, 'orders.read');
    const [days, [waiting]] = await Promise.all([
      this.dataSource.query<Array<{ date: string; orders: number; revenue: string }>>(
        `WITH days AS (
           SELECT to_char(day, 'YYYY-MM-DD') AS date
             FROM generate_series((now() AT TIME ZONE '${SHOP_TIME_ZONE}')::date - 29, (now() AT TIME ZONE '${SHOP_TIME_ZONE}')::date, interval '1 day') AS day
         ), placed AS (
           SELECT to_char(order_date AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') AS date, count(*)::int AS orders, sum(total_paise - refunded_paise) AS revenue
             FROM orders
            WHERE order_date >= ((now() AT TIME ZONE '${SHOP_TIME_ZONE}')::date - 29)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'
              AND status <> 'cancelled' AND payment_status <> 'failed'
            GROUP BY 1
         )
         SELECT days.date, coalesce(placed.orders, 0) AS orders, coalesce(placed.revenue, 0) AS revenue
           FROM days LEFT JOIN placed USING (date) ORDER BY days.date`,
      ),
      this.dataSource.query<Array<{ to_confirm: number; to_ship: number; payments_pending: number }>>(
        // Waiting to be confirmed: cash on delivery, or paid outside the gateway; a PhonePe order confirms itself when paid.
        `SELECT count(*) FILTER (WHERE status = 'pending' AND (payment_method = 'cod' OR payment_status IN ('processing', 'paid')))::int AS to_confirm,
                count(*) FILTER (WHERE status IN ('confirmed', 'processing'))::int AS to_ship,
                count(*) FILTER (WHERE payment_status IN ('pending', 'processing') AND status <> 'cancelled')::int AS payments_pending
           FROM orders WHERE status IN ('pending', 'confirmed', 'processing')`,
      ),
    ]);
    const daily = days.map((day) => ({ date: day.date, orders: day.orders, revenue: Number(day.revenue) }));
    const sum = (last: number) =>
      daily.slice(-last).reduce((figure, day) => ({ orders: figure.orders + day.orders, revenue: figure.revenue + day.revenue }), { orders: 0, revenue: 0 });
    return {
      today: sum(1),
      last7Days: sum(7),
      last30Days: sum(30),
      daily,
      waitingToConfirm: waiting.to_confirm,
      waitingToShip: waiting.to_ship,
      paymentsPending: waiting.payments_pending,
    };
  }

  /**
   * One page of the export, newest first, after the cursor (keyset: every page is one index range
   * read, however deep). The cursor keeps Postgres' microseconds, so no order is skipped or repeated.
   */
  async exportPage(ctx: RequestContext, request: ParsedRequestOf<typeof ExportOrdersPage>): Promise<{ csv: string; next: { orderDate: string; id: number } | null }> {
    staffMay(ctx, 'orders.read');
    const { cursor, limit, ...filters } = request;
    const where = whereOf(filters);
    const params = [...where.params];
    let after = '';
    if (cursor) {
      params.push(cursor.orderDate, cursor.id);
      after = ` AND (order_date, id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    params.push(limit);
    const rows = await this.dataSource.query<Array<ExportRow & { id: number; cursor: string }>>(
      `SELECT id, order_number, status, payment_status, payment_method, total_paise, refunded_paise, customer_name, customer_email,
              customer_phone, shipping_address, shipping_city, shipping_state, shipping_pincode, carrier, tracking_number,
              to_char(order_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor,
              to_char(order_date AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD HH24:MI') AS placed_at,
              to_char(shipped_at AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD HH24:MI') AS shipped_at,
              (SELECT string_agg(format('%s x %s (%s, %s, %s)', line ->> 'quantity', line ->> 'productTitle', line ->> 'size', line ->> 'medium', line ->> 'framing'), '; ')
                 FROM jsonb_array_elements(items) AS line) AS items
         FROM orders WHERE ${where.sql}${after}
        ORDER BY order_date DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const last = rows.at(-1);
    return {
      csv: exportCsv(rows, { header: !cursor }),
      next: rows.length === limit && last ? { orderDate: last.cursor, id: last.id } : null,
    };
  }
}
