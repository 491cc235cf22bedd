import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the reconciliation of gateway payments needs: PhonePe's reference and when to ask next. */
export class AddPaymentTracking1763700000402 implements MigrationInterface {
  name = 'AddPaymentTracking1763700000402';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN payment_reference text`);
    await q.query(`ALTER TABLE orders ADD COLUMN payment_next_check_at timestamptz`);
    await q.query(
      `CREATE INDEX orders_payment_due ON orders (payment_next_check_at) WHERE payment_status = 'pending' AND payment_next_check_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_payment_due`);
    await q.query(`ALTER TABLE orders DROP COLUMN payment_next_check_at`);
    await q.query(`ALTER TABLE orders DROP COLUMN payment_reference`);
  }
}
