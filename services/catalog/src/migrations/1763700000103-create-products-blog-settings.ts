import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProductsBlogSettings1763700000103 implements MigrationInterface {
  name = 'CreateProductsBlogSettings1763700000103';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        title text NOT NULL,
        unique_product text UNIQUE,
        artist text NOT NULL,
        category_id int NOT NULL REFERENCES categories (id),
        description text NOT NULL,
        base_price numeric(12, 2) NOT NULL CHECK (base_price >= 0),
        rating numeric(2, 1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
        reviews int NOT NULL DEFAULT 0 CHECK (reviews >= 0),
        main_image text NOT NULL,
        mockup_image text,
        images jsonb NOT NULL DEFAULT '[]',
        original_filenames jsonb NOT NULL DEFAULT '{}',
        internal_image_name text NOT NULL DEFAULT '',
        year text NOT NULL,
        style text NOT NULL,
        orientation text NOT NULL CHECK (orientation IN ('landscape', 'portrait', 'square', 'widescreen')),
        in_stock boolean NOT NULL DEFAULT true,
        featured boolean NOT NULL DEFAULT false,
        available_sizes jsonb NOT NULL DEFAULT '[]',
        available_mediums jsonb NOT NULL DEFAULT '[]',
        available_frames jsonb NOT NULL DEFAULT '[]',
        frame_images jsonb NOT NULL DEFAULT '{}',
        returns_policy text,
        media jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX products_category ON products (category_id)`);
    await q.query(`
      CREATE TABLE blog_posts (
        id serial PRIMARY KEY,
        title text NOT NULL,
        slug text NOT NULL UNIQUE,
        excerpt text NOT NULL,
        content text NOT NULL,
        author text NOT NULL,
        category text NOT NULL,
        tags jsonb NOT NULL DEFAULT '[]',
        featured boolean NOT NULL DEFAULT false,
        publish_date date NOT NULL,
        image text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE site_settings (
        id serial PRIMARY KEY,
        key text NOT NULL UNIQUE,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE site_settings`);
    await q.query(`DROP TABLE blog_posts`);
    await q.query(`DROP TABLE products`);
  }
}
