import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MAX_SITEMAP_PAGE_BYTES,
  SITEMAP_IDS_PER_FILE,
  type ListSitemapFiles,
  type ListSitemapProducts,
  type ParsedRequestOf,
  type ReplyOf,
  type SitemapProduct,
} from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { slugify } from '../product/slug';

const LAST_ID = 2_147_483_647;

/**
 * The live products for the sitemap, read from the partial index of live products by id
 * (products_sitemap, which carries the title and the change time): index-only, however many
 * archived products there are and however wide a product row is.
 */
@Injectable()
export class SitemapService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async products(request: ParsedRequestOf<typeof ListSitemapProducts>): Promise<ReplyOf<typeof ListSitemapProducts>> {
    const rows = await this.db.query<Array<{ id: number; title: string; updatedAt: Date }>>(
      `SELECT id, title, updated_at AS "updatedAt" FROM products
       WHERE archived_at IS NULL AND id > $1 AND id <= $2 ORDER BY id LIMIT $3`,
      [request.afterId, request.throughId ?? LAST_ID, request.limit],
    );
    const items: SitemapProduct[] = [];
    let bytes = 0;
    for (const row of rows) {
      const item = { id: row.id, slug: slugify(row.title), updatedAt: row.updatedAt.toISOString() };
      bytes += Buffer.byteLength(JSON.stringify(item)) + 1;
      if (bytes > MAX_SITEMAP_PAGE_BYTES) break;
      items.push(item);
    }
    const more = items.length < rows.length || rows.length === request.limit;
    const last = items.at(-1)?.id;
    return { items, nextAfterId: more && last !== undefined && last !== request.throughId ? last : null };
  }

  async files(): Promise<ReplyOf<typeof ListSitemapFiles>> {
    const rows = await this.db.query<Array<{ number: number; products: number; lastModified: Date }>>(
      `SELECT (id - 1) / $1 + 1 AS number, count(*)::int AS products, max(updated_at) AS "lastModified"
       FROM products WHERE archived_at IS NULL GROUP BY 1 ORDER BY 1`,
      [SITEMAP_IDS_PER_FILE],
    );
    return rows.map((row) => ({ number: row.number, products: row.products, lastModified: row.lastModified.toISOString() }));
  }
}
