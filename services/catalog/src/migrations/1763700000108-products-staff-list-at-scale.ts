import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The filters the back office's list offers: every staff index carries them, so any filter is answered from the index. */
const FILTERS = 'archived_at, category_id, orientation, in_stock, featured, staff_search';

/**
 * The back office's product list at 50,000 products within p95 100 ms (issue 18). A product row is
 * wide (description, search documents: about 2 KB, 98 MB at 50,000), so anything that reads rows
 * to count or to skip to a deep page is too slow. Here every list query reads a narrow index only
 * (index-only scans, about 5 MB each), and the page's own rows are then read by id:
 * - `staff_search`: title, artist and uniqueProduct lower-cased, kept by Postgres. Its trigram
 *   index answers searches of three letters or more; a shorter one (no trigram to look up) is
 *   matched against the copy in the indexes below, without lower-casing 50,000 rows per request.
 * - one index per sort, keyed by the sort and the id that breaks its ties, carrying every filter
 *   (and the title for the title sort), replacing the plain sort indexes of 1763700000107;
 * - the archived products by id: few, listed and counted without passing the live ones.
 * Index-only scans need the visibility map, which VACUUM keeps (autovacuum, and seed:catalog
 * after it loads products).
 */
export class ProductsStaffListAtScale1763700000108 implements MigrationInterface {
  name = 'ProductsStaffListAtScale1763700000108';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE products ADD COLUMN staff_search text
      GENERATED ALWAYS AS (lower(title || E'\\x1f' || artist || E'\\x1f' || coalesce(unique_product, ''))) STORED`);
    for (const index of ['products_staff_search', 'products_staff_title', 'products_staff_price', 'products_staff_updated']) await q.query(`DROP INDEX ${index}`);
    await q.query(`CREATE INDEX products_staff_search ON products USING gin (staff_search gin_trgm_ops)`);
    await q.query(`CREATE INDEX products_staff_by_id ON products (id) INCLUDE (${FILTERS})`);
    await q.query(`CREATE INDEX products_staff_by_title ON products (lower(title), id) INCLUDE (title, ${FILTERS})`);
    await q.query(`CREATE INDEX products_staff_by_price ON products (base_price, id) INCLUDE (${FILTERS})`);
    await q.query(`CREATE INDEX products_staff_by_updated ON products (updated_at, id) INCLUDE (${FILTERS})`);
    await q.query(`CREATE INDEX products_staff_archived ON products (id) WHERE archived_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['products_staff_archived', 'products_staff_by_updated', 'products_staff_by_price', 'products_staff_by_title', 'products_staff_by_id', 'products_staff_search']) {
      await q.query(`DROP INDEX ${index}`);
    }
    await q.query(`ALTER TABLE products DROP COLUMN staff_search`);
    await q.query(`
      CREATE INDEX products_staff_search ON products
      USING gin (lower(title || E'\\x1f' || artist || E'\\x1f' || coalesce(unique_product, '')) gin_trgm_ops)`);
    await q.query(`CREATE INDEX products_staff_title ON products (lower(title), id)`);
    await q.query(`CREATE INDEX products_staff_price ON products (base_price, id)`);
    await q.query(`CREATE INDEX products_staff_updated ON products (updated_at, id)`);
  }
}
