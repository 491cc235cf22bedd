import type { MigrationInterface, QueryRunner } from 'typeorm';
import { artworkImages, FRAMES, MEDIUMS, SAMPLE_ARTWORKS, SIZE_PRESETS, slugify } from '../seed/artworks';
import { BLOG_POSTS, SITE_SETTINGS } from '../seed/blog-posts';

const RETURNS_POLICY =
  'Returns are accepted only for defective or damaged goods reported within 4 working days of delivery.';

export class SeedProductsBlogSettings1763700000104 implements MigrationInterface {
  name = 'SeedProductsBlogSettings1763700000104';

  async up(q: QueryRunner): Promise<void> {
    for (const artwork of SAMPLE_ARTWORKS) {
      const { mainImage, mockupImage, images, media } = artworkImages(artwork);
      const slug = slugify(artwork.title);
      await q.query(
        `INSERT INTO products (id, title, unique_product, artist, category_id, description, base_price, rating, reviews,
           main_image, mockup_image, images, internal_image_name, year, style, orientation, in_stock, featured,
           available_sizes, available_mediums, available_frames, returns_policy, media)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, true, $17, $18, $19, $20, $21, $22)
         ON CONFLICT (id) DO NOTHING`,
        [
          artwork.id,
          artwork.title,
          `CAD-${String(artwork.id).padStart(4, '0')}`,
          artwork.artist,
          artwork.categoryId,
          artwork.description,
          artwork.basePrice,
          artwork.rating,
          artwork.reviews,
          mainImage,
          mockupImage,
          JSON.stringify(images),
          `${slug}.tif`,
          artwork.year,
          artwork.style,
          artwork.orientation,
          artwork.featured,
          JSON.stringify(SIZE_PRESETS[artwork.orientation]),
          JSON.stringify(MEDIUMS),
          JSON.stringify(FRAMES),
          RETURNS_POLICY,
          JSON.stringify(media),
        ],
      );
    }
    await q.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`);
    for (const post of BLOG_POSTS) {
      await q.query(
        `INSERT INTO blog_posts (id, title, slug, excerpt, content, author, category, tags, featured, publish_date, image)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [post.id, post.title, post.slug, post.excerpt, post.content, post.author, post.category,
          JSON.stringify(post.tags), post.featured, post.publishDate, post.image],
      );
    }
    await q.query(`SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), (SELECT max(id) FROM blog_posts))`);
    for (const [key, value] of Object.entries(SITE_SETTINGS)) {
      await q.query(`INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
        key,
        JSON.stringify(value),
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM site_settings WHERE key = ANY($1)`, [Object.keys(SITE_SETTINGS)]);
    await q.query(`DELETE FROM blog_posts WHERE id = ANY($1)`, [BLOG_POSTS.map((p) => p.id)]);
    await q.query(`DELETE FROM products WHERE id = ANY($1)`, [SAMPLE_ARTWORKS.map((a) => a.id)]);
  }
}
