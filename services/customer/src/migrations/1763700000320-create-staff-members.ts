import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Back-office staff (issue 17): invited by email, one role each, never deleted (the audit log names them). */
export class CreateStaffMembers1763700000320 implements MigrationInterface {
  name = 'CreateStaffMembers1763700000320';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_members (
        id serial PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        -- Empty until the first sign-in fills it from the Google profile.
        name text NOT NULL DEFAULT '',
        role text NOT NULL CHECK (role IN ('owner', 'manager', 'fulfilment', 'catalogue', 'support')),
        status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active', 'removed')),
        -- The Google account that first signed in with this email; later sign-ins must be the same account.
        google_subject text UNIQUE,
        invited_by int REFERENCES staff_members (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE staff_members`);
  }
}
