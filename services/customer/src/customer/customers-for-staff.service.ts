import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { toPaise, type CustomerListQuery, type ReplyOf, type ListCustomersForStaff, type GetCustomerForStaff } from '@shop/contracts';
import { notFound, staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';

/** How each sort orders the list; the id breaks ties so that pages never overlap. */
const ORDER_BY: Record<CustomerListQuery['sort'], string> = {
  newest: 'created_at DESC, id DESC',
  'most-spent': 'total_spent DESC, id DESC',
  'most-orders': 'total_orders DESC, id DESC',
  name: 'lower(first_name), lower(last_name), id',
};

/** The text a search looks in: the expression of the customers_search trigram index. */
const SEARCHED = `lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || pincode)`;

const ORDERS_SHOWN = 100;

interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  created_at: Date;
  total_orders: number;
  total_spent: string;
  last_order_at: Date | null;
}

const COLUMNS = `id, first_name, last_name, email, phone, address, city, state, pincode, country, created_at, total_orders, total_spent, last_order_at`;

function customerOf(row: CustomerRow) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    createdAt: row.created_at.toISOString(),
    totalOrders: row.total_orders,
    // The table keeps the spec's rupees; the contract carries paise.
    totalSpent: toPaise(Number(row.total_spent)),
    lastOrderAt: row.last_order_at?.toISOString() ?? null,
  };
}

/** Escapes LIKE's wildcards, so a search for "50%" looks for those characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's customers ('customers.read'): the list with search and sort, and one customer with their orders. */
@Injectable()
export class CustomersForStaffService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(ctx: RequestContext, query: CustomerListQuery): Promise<ReplyOf<typeof ListCustomersForStaff>> {
    staffMay(ctx, 'customers.read');
    const searching = query.q !== undefined && query.q.length > 0;
    const where = searching ? `WHERE ${SEARCHED} LIKE $1` : '';
    const params = searching ? [likePattern(query.q as string)] : [];
    const offset = (query.page - 1) * query.limit;
    const [rows, [{ count }]] = await Promise.all([
      this.db.query(`SELECT ${COLUMNS} FROM customers ${where} ORDER BY ${ORDER_BY[query.sort]} LIMIT ${query.limit} OFFSET ${offset}`, params) as Promise<CustomerRow[]>,
      this.db.query(`SELECT count(*)::int AS count FROM customers ${where}`, params) as Promise<Array<{ count: number }>>,
    ]);
    return { items: rows.map(customerOf), total: count };
  }

  async get(ctx: RequestContext, id: number): Promise<ReplyOf<typeof GetCustomerForStaff>> {
    staffMay(ctx, 'customers.read');
    const [row]: CustomerRow[] = await this.db.query(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [id]);
    if (!row) throw notFound('Customer information not found');
    const orders: Array<{ order_id: number; order_number: string; placed_at: Date; total_paise: string; refunded_paise: string; cancelled: boolean }> =
      await this.db.query(
        `SELECT order_id, order_number, placed_at, total_paise, refunded_paise, cancelled FROM customer_orders
         WHERE customer_id = $1 ORDER BY placed_at DESC, order_id DESC LIMIT ${ORDERS_SHOWN}`,
        [id],
      );
    return {
      ...customerOf(row),
      orders: orders.map((order) => ({
        orderId: order.order_id,
        orderNumber: order.order_number,
        placedAt: order.placed_at.toISOString(),
        totalAmount: Number(order.total_paise),
        refunded: Number(order.refunded_paise),
        cancelled: order.cancelled,
      })),
    };
  }
}
