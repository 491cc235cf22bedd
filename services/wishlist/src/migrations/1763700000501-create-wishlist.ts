import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWishlist1763700000501 implements MigrationInterface {
  name = 'CreateWishlist1763700000501';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wishlist (
        id serial PRIMARY KEY,
        user_id text NOT NULL,
        product_id int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wishlist_user_product UNIQUE (user_id, product_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE wishlist`);
  }
}
