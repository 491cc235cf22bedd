import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products edited in the back office (issue 18):
 * - `version`: an integer each staff edit raises; an edit names the version it started from and
 *   is refused when the row moved on (compared in the UPDATE's WHERE).
 * - `archived_at`: an archived product leaves the storefront (the catalog's index and every
 *   shopper-facing read skip it) but stays for orders and the back office.
 * - `created_at`, `updated_at` for the back office's list.
 * - `product_images`: the images the shop has, with their sizes, so a product can only name an
 *   image that exists (and its `media` follows). Filled here from the products' own `media`; the
 *   uploads of a later step add to it.
 * - Indexes for the staff list at 50,000 products: a trigram index over title, artist and
 *   uniqueProduct for its search, and one per sort.
 */
export class ProductsBackOffice1763700000107 implements MigrationInterface {
  name = 'ProductsBackOffice1763700000107';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE products
        ADD COLUMN version int NOT NULL DEFAULT 1,
        ADD COLUMN archived_at timestamptz,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`
      CREATE INDEX products_staff_search ON products
      USING gin (lower(title || E'\\x1f' || artist || E'\\x1f' || coalesce(unique_product, '')) gin_trgm_ops)`);
    await q.query(`CREATE INDEX products_staff_title ON products (lower(title), id)`);
    await q.query(`CREATE INDEX products_staff_price ON products (base_price, id)`);
    await q.query(`CREATE INDEX products_staff_updated ON products (updated_at, id)`);
    await q.query(`
      CREATE TABLE product_images (
        url text PRIMARY KEY,
        width int NOT NULL CHECK (width > 0),
        height int NOT NULL CHECK (height > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO product_images (url, width, height)
      SELECT DISTINCT ON (image.key) image.key, (image.value->>'width')::int, (image.value->>'height')::int
      FROM products, jsonb_each(products.media) AS image
      WHERE (image.value->>'width')::int > 0 AND (image.value->>'height')::int > 0
      ORDER BY image.key
      ON CONFLICT (url) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_images`);
    for (const index of ['products_staff_search', 'products_staff_title', 'products_staff_price', 'products_staff_updated']) await q.query(`DROP INDEX ${index}`);
    await q.query(`ALTER TABLE products DROP COLUMN updated_at, DROP COLUMN created_at, DROP COLUMN archived_at, DROP COLUMN version`);
  }
}
