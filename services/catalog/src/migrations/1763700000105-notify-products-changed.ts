import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every running catalog replica holds the products in memory and listens on this channel, so a
 * change made by any means (the service, an operator's SQL, a later migration) is served at once.
 */
export class NotifyProductsChanged1763700000105 implements MigrationInterface {
  name = 'NotifyProductsChanged1763700000105';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('products_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
      FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER products_changed ON products`);
    await q.query(`DROP FUNCTION notify_products_changed()`);
  }
}
