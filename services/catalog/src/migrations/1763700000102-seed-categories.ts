import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The spec's three categories, with the ids the sample artworks refer to. */
const CATEGORIES = [
  [1, 'Exclusive', 'High-end limited-edition artwork for the discerning collector.', '/media/categories/exclusive.svg'],
  [2, 'Contemporary', 'Modern and trendy pieces.', '/media/categories/contemporary.svg'],
  [3, 'Heritage', 'Traditional, culture-rich paintings.', '/media/categories/heritage.svg'],
] as const;

export class SeedCategories1763700000102 implements MigrationInterface {
  name = 'SeedCategories1763700000102';

  async up(q: QueryRunner): Promise<void> {
    for (const [id, name, description, imageUrl] of CATEGORIES) {
      await q.query(
        `INSERT INTO categories (id, name, description, image_url) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
        [id, name, description, imageUrl],
      );
    }
    await q.query(`SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM categories WHERE id = ANY($1)`, [CATEGORIES.map(([id]) => id)]);
  }
}
