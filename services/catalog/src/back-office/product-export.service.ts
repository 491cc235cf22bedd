import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ExportProductsPage, ParsedRequestOf, ReplyOf } from '@shop/contracts';
import { staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { productsCsv } from './product-csv';
import { filtersOf } from './products-for-staff.service';
import { STAFF_PRODUCT_COLUMNS, staffProduct, type StaffProductRecord } from './staff-product-row';

/** The products CSV export ('catalogue.edit'), a page at a time for the gateway's stream. */
@Injectable()
export class ProductExportService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The filtered products after `cursor` by id (keyset: every page is one range of the primary key, however deep). */
  async page(ctx: RequestContext, request: ParsedRequestOf<typeof ExportProductsPage>): Promise<ReplyOf<typeof ExportProductsPage>> {
    staffMay(ctx, 'catalogue.edit');
    const { cursor, limit, ...filters } = request;
    const { where, params } = filtersOf({ ...filters });
    const conditions = [where.replace(/^WHERE /, ''), ...(cursor ? [`id > $${params.length + 1}`] : [])].filter(Boolean);
    const rows = (await this.db.query(
      `SELECT ${STAFF_PRODUCT_COLUMNS} FROM products ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY id LIMIT ${limit}`,
      cursor ? [...params, cursor] : params,
    )) as StaffProductRecord[];
    const products = rows.map(staffProduct);
    return { csv: productsCsv(products, { header: !cursor }), next: products.length === limit ? products.at(-1)!.id : null };
  }
}
