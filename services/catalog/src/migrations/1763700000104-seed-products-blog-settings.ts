import type { MigrationInterface, QueryRunner } from 'typeorm';
// Frozen: exactly the rows this migration has always inserted, so later edits elsewhere cannot change its output.
import data from './data/1763700000104-seed-products-blog-settings.json';

export class SeedProductsBlogSettings1763700000104 implements MigrationInterface {
  name = 'SeedProductsBlogSettings1763700000104';

  async up(q: QueryRunner): Promise<void> {
    for (const product of data.products) {
      await q.query(
        `INSERT INTO products (id, title, unique_product, artist, category_id, description, base_price, rating, reviews,
           main_image, mockup_image, images, internal_image_name, year, style, orientation, in_stock, featured,
           available_sizes, available_mediums, available_frames, returns_policy, media)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, true, $17, $18, $19, $20, $21, $22)
         ON CONFLICT (id) DO NOTHING`,
        [
          product.id,
          product.title,
          product.uniqueProduct,
          product.artist,
          product.categoryId,
          product.description,
          product.basePrice,
          product.rating,
          product.reviews,
          product.mainImage,
          product.mockupImage,
          JSON.stringify(product.images),
          product.internalImageName,
          product.year,
          product.style,
          product.orientation,
          product.featured,
          JSON.stringify(product.availableSizes),
          JSON.stringify(product.availableMediums),
          JSON.stringify(product.availableFrames),
          product.returnsPolicy,
          JSON.stringify(product.media),
        ],
      );
    }
    await q.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`);
    for (const post of data.blogPosts) {
      await q.query(
        `INSERT INTO blog_posts (id, title, slug, excerpt, content, author, category, tags, featured, publish_date, image)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [post.id, post.title, post.slug, post.excerpt, post.content, post.author, post.category,
          JSON.stringify(post.tags), post.featured, post.publishDate, post.image],
      );
    }
    await q.query(`SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), (SELECT max(id) FROM blog_posts))`);
    for (const { key, value } of data.siteSettings) {
      await q.query(`INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
        key,
        JSON.stringify(value),
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM site_settings WHERE key = ANY($1)`, [data.siteSettings.map((setting) => setting.key)]);
    await q.query(`DELETE FROM blog_posts WHERE id = ANY($1)`, [data.blogPosts.map((post) => post.id)]);
    await q.query(`DELETE FROM products WHERE id = ANY($1)`, [data.products.map((product) => product.id)]);
  }
}
