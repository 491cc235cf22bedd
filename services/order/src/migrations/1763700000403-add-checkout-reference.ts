import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which browser's checkout placed an order (the id inside its checkout credential): only that
 * browser, or the shopper signed in with the order's email, may retry it, pay for it or ask
 * after its payment. Orders placed before have none, and are left to their signed-in owner.
 */
export class AddCheckoutReference1763700000403 implements MigrationInterface {
  name = 'AddCheckoutReference1763700000403';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN checkout_reference text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN checkout_reference`);
  }
}
