import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The review service's revision of each product's rating (issue 19): the catalog applies a
 * product-rating.changed.v1 only when its revision is higher than the one it holds, so an event
 * delivered twice or late changes nothing.
 */
export class ProductRatingRevision1763700000120 implements MigrationInterface {
  name = 'ProductRatingRevision1763700000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN rating_revision int NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products DROP COLUMN rating_revision`);
  }
}
