import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (issue 17): append-only, enforced by the database itself (a trigger refuses
 * UPDATE, DELETE and TRUNCATE), so no code path, ours or a future one, can rewrite history.
 * Indexed for its filters (staff, entity, date) newest first at hundreds of thousands of rows.
 */
export class CreateAuditEntries1763700000321 implements MigrationInterface {
  name = 'CreateAuditEntries1763700000321';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entries (
        id bigserial PRIMARY KEY,
        -- The StaffActionRecorded event's id (a fresh one for what this service records itself): redelivered events are kept once.
        event_id uuid NOT NULL UNIQUE,
        at timestamptz NOT NULL DEFAULT now(),
        -- The staff member as they were then; null for a sign-in by someone who is not staff.
        staff_id int,
        staff_email text NOT NULL,
        staff_name text,
        staff_role text,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text NOT NULL,
        summary text NOT NULL,
        before jsonb,
        after jsonb,
        correlation_id text NOT NULL
      )`);
    await q.query(`CREATE INDEX audit_entries_at ON audit_entries (at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_entries_staff ON audit_entries (staff_id, at DESC, id DESC)`);
    await q.query(`CREATE INDEX audit_entries_entity ON audit_entries (entity, entity_id, at DESC, id DESC)`);
    await q.query(`
      CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entries is append-only: % refused', TG_OP;
      END $$`);
    await q.query(`CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`);
    await q.query(`CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_entries`);
    await q.query(`DROP FUNCTION audit_entries_append_only()`);
  }
}
