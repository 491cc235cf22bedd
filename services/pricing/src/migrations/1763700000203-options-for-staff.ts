import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['size_options', 'medium_options', 'frame_options', 'pricing'];

/**
 * The back office edits options and prices (issue 18): each row gains a version, raised by every
 * change, so two staff editing the same row cannot silently overwrite each other.
 */
export class OptionsForStaff1763700000203 implements MigrationInterface {
  name = 'OptionsForStaff1763700000203';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN version`);
  }
}
