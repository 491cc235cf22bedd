import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readIndiaPostDirectory } from './india-post-directory';

/**
 * PIN codes and the delivery promise (issue 22): the India Post directory with each PIN code's
 * serviceability (every one delivered to, with cash on delivery and no extra days, until the back
 * office says otherwise), the shop's dispatch PIN code and holidays, and the date each order was
 * promised by.
 */
export class PincodesAndDeliveryPromise1763700000412 implements MigrationInterface {
  name = 'PincodesAndDeliveryPromise1763700000412';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pincodes (
        pincode char(6) PRIMARY KEY,
        city text NOT NULL,
        district text NOT NULL,
        state text NOT NULL,
        serviceable boolean NOT NULL DEFAULT true,
        cod_allowed boolean NOT NULL DEFAULT true,
        extra_transit_days int NOT NULL DEFAULT 0 CHECK (extra_transit_days BETWEEN 0 AND 30),
        version int NOT NULL DEFAULT 1,
        updated_at timestamptz
      )`);
    await q.query(`CREATE INDEX pincodes_state ON pincodes (state, pincode)`);
    // The back office's "changed from the defaults" list reads only these few rows.
    await q.query(`CREATE INDEX pincodes_restricted ON pincodes (pincode) WHERE NOT serviceable OR NOT cod_allowed OR extra_transit_days > 0`);
    const rows = readIndiaPostDirectory();
    // One statement for the whole directory: four arrays, unnested in step.
    await q.query(
      `INSERT INTO pincodes (pincode, city, district, state)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
      [rows.map((r) => r.pincode), rows.map((r) => r.city), rows.map((r) => r.district), rows.map((r) => r.state)],
    );
    await q.query(`
      CREATE TABLE delivery_settings (
        id smallint PRIMARY KEY CHECK (id = 1),
        origin_pincode char(6) NOT NULL REFERENCES pincodes (pincode),
        holidays date[] NOT NULL DEFAULT '{}',
        version int NOT NULL DEFAULT 1
      )`);
    // Mumbai GPO until the owner names the shop's own dispatch PIN code.
    await q.query(`INSERT INTO delivery_settings (id, origin_pincode) VALUES (1, '400001')`);
    await q.query(`ALTER TABLE orders ADD COLUMN promised_delivery_date date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN promised_delivery_date`);
    await q.query(`DROP TABLE delivery_settings`);
    await q.query(`DROP TABLE pincodes`);
  }
}
