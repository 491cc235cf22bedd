import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GetProductForStaff, ListProductsForStaff, ReplyOf, StaffProductListQuery } from '@shop/contracts';
import { notFound, staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { STAFF_PRODUCT_COLUMNS, STAFF_ROW_COLUMNS, staffProduct, staffProductRow, type StaffProductRecord, type StaffRowRecord } from './staff-product-row';

/**
 * How each sort orders the list; the id breaks ties so that pages never overlap. Each has its
 * narrow index carrying every filter (migration 108), so a page or a count reads no product row.
 */
const ORDER_BY: Record<StaffProductListQuery['sort'], string> = {
  newest: 'id DESC',
  oldest: 'id',
  title: 'lower(title), id',
  'price-low': 'base_price, id',
  'price-high': 'base_price DESC, id DESC',
  updated: 'updated_at DESC, id DESC',
};

/**
 * The text a search looks in: title, artist and uniqueProduct lower-cased (migration 108). Its
 * trigram index finds three letters or more; shorter text is matched in the sort indexes' copy.
 */
const SEARCHED = 'staff_search';

/** Escapes LIKE's wildcards, so a search for "50%" looks for those characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of a list query and its parameters: every value a parameter, never spliced in. */
export function filtersOf(query: Omit<StaffProductListQuery, 'page' | 'limit' | 'sort'>): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.status === 'live') conditions.push('archived_at IS NULL');
  if (query.status === 'archived') conditions.push('archived_at IS NOT NULL');
  if (query.q) add((p) => `${SEARCHED} LIKE ${p}`, likePattern(query.q));
  if (query.categoryId !== undefined) add((p) => `category_id = ${p}`, query.categoryId);
  if (query.orientation !== undefined) add((p) => `orientation = ${p}`, query.orientation);
  if (query.inStock !== undefined) add((p) => `in_stock = ${p}`, query.inStock);
  if (query.featured !== undefined) add((p) => `featured = ${p}`, query.featured);
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** A product as the back office edits it, in any state; undefined when there is none. */
export async function readStaffProduct(manager: EntityManager | DataSource, id: number) {
  const [row] = (await manager.query(`SELECT ${STAFF_PRODUCT_COLUMNS} FROM products WHERE id = $1`, [id])) as StaffProductRecord[];
  return row ? staffProduct(row) : undefined;
}

/**
 * The back office's products ('catalogue.edit'), read straight from Postgres (the storefront's
 * in-memory index holds live products only, and a staff member must see their edit at once).
 */
@Injectable()
export class ProductsForStaffService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(ctx: RequestContext, query: StaffProductListQuery): Promise<ReplyOf<typeof ListProductsForStaff>> {
    staffMay(ctx, 'catalogue.edit');
    const { where, params } = filtersOf(query);
    const offset = (query.page - 1) * query.limit;
    const order = ORDER_BY[query.sort];
    // The page's ids first, from the sort's index alone; then only their rows: a deep page skips
    // index entries, never wide rows.
    const page = `SELECT id FROM products ${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}`;
    const [rows, [{ count }]] = await Promise.all([
      this.db.query(`SELECT ${STAFF_ROW_COLUMNS} FROM (${page}) AS page JOIN products USING (id) ORDER BY ${order}`, params) as Promise<StaffRowRecord[]>,
      this.db.query(`SELECT count(*)::int AS count FROM products ${where}`, params) as Promise<Array<{ count: number }>>,
    ]);
    return { items: rows.map(staffProductRow), total: count };
  }

  async get(ctx: RequestContext, id: number): Promise<ReplyOf<typeof GetProductForStaff>> {
    staffMay(ctx, 'catalogue.edit');
    const product = await readStaffProduct(this.db, id);
    if (!product) throw notFound('Product not found');
    return product;
  }
}
