import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded images (issue 18): the media service records each processed upload in
 * `product_images`; the original's file name is kept with it, so a product that names the image
 * gets it in `originalFilenames` (the print lab is sent the original). Generated images have none.
 */
export class UploadedImages1763700000111 implements MigrationInterface {
  name = 'UploadedImages1763700000111';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_images ADD COLUMN original_filename text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product_images DROP COLUMN original_filename`);
  }
}
