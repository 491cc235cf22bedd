import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content edited in the back office (issue 18):
 * - categories and blog posts gain a `version`, raised by each staff edit (a stale edit is refused);
 * - blog posts gain `published`: a draft is never shown, a published post shows from its publish date;
 * - `store.revision` in site_settings is the settings' version, locked while they are saved.
 */
export class ContentBackOffice1763700000110 implements MigrationInterface {
  name = 'ContentBackOffice1763700000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE categories ADD COLUMN version int NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE blog_posts ADD COLUMN version int NOT NULL DEFAULT 1, ADD COLUMN published boolean NOT NULL DEFAULT true`);
    await q.query(`CREATE INDEX blog_posts_shown ON blog_posts (publish_date DESC, id DESC) WHERE published`);
    await q.query(`INSERT INTO site_settings (key, value) VALUES ('store.revision', '0'::jsonb) ON CONFLICT (key) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM site_settings WHERE key = 'store.revision'`);
    await q.query(`DROP INDEX blog_posts_shown`);
    await q.query(`ALTER TABLE blog_posts DROP COLUMN published, DROP COLUMN version`);
    await q.query(`ALTER TABLE categories DROP COLUMN version`);
  }
}
