import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trade portal (issue 20): the spec's `designers`, `designer_projects` and `designer_quotes`,
 * with what the rules need: emailed links' tokens (hashed, single use, expiring), failed sign-ins
 * and the lock, the session version, the quote link's token hash, revisions, versions; and the
 * orders of quotes, so revenue follows their placing and cancelling once each.
 */
export class CreateTrade1763700000701 implements MigrationInterface {
  name = 'CreateTrade1763700000701';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE designers (
        id serial PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        -- Lower-cased by the contract: one application per address.
        email text NOT NULL UNIQUE,
        -- argon2id, in its PHC string (algorithm, parameters and salt included).
        password_hash text NOT NULL,
        email_verified boolean NOT NULL DEFAULT false,
        company_name text NOT NULL,
        phone text NOT NULL,
        website text,
        address text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        pincode text NOT NULL,
        country text NOT NULL DEFAULT 'India',
        bio text,
        portfolio text NOT NULL,
        gstin text,
        approval_status text NOT NULL DEFAULT 'pending' CHECK (approval_status IN ('pending', 'approved', 'rejected', 'suspended')),
        discount_tier int NOT NULL DEFAULT 1 CHECK (discount_tier BETWEEN 1 AND 3),
        review_note text,
        projects_completed int NOT NULL DEFAULT 0 CHECK (projects_completed >= 0),
        total_revenue_paise bigint NOT NULL DEFAULT 0 CHECK (total_revenue_paise >= 0),
        -- Wrong passwords in a row, and until when the account waits after too many.
        failed_sign_ins int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        -- A session names the version it began with; raising it (reset, rejection, suspension) ends older ones.
        session_version int NOT NULL DEFAULT 0,
        last_login_at timestamptz,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The back office's queue: one status, oldest first.
    await q.query(`CREATE INDEX designers_by_status ON designers (approval_status, created_at, id)`);

    await q.query(`
      CREATE TABLE designer_email_tokens (
        token_hash text PRIMARY KEY,
        designer_id int NOT NULL REFERENCES designers (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX designer_email_tokens_of_designer ON designer_email_tokens (designer_id, purpose)`);

    await q.query(`
      CREATE TABLE designer_projects (
        id serial PRIMARY KEY,
        designer_id int NOT NULL REFERENCES designers (id),
        name text NOT NULL,
        client_name text NOT NULL,
        description text NOT NULL DEFAULT '',
        total_budget_paise bigint CHECK (total_budget_paise >= 0),
        status text NOT NULL DEFAULT 'ongoing' CHECK (status IN ('ongoing', 'completed', 'cancelled')),
        completed_at timestamptz,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX designer_projects_of_designer ON designer_projects (designer_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE designer_quotes (
        id serial PRIMARY KEY,
        designer_id int NOT NULL REFERENCES designers (id),
        project_id int REFERENCES designer_projects (id),
        -- The first quote's number, shared by its revisions; quote_number adds -R2, -R3.
        base_number text NOT NULL,
        revision int NOT NULL DEFAULT 1 CHECK (revision >= 1),
        quote_number text NOT NULL UNIQUE,
        client_name text NOT NULL,
        client_email text NOT NULL,
        client_phone text,
        notes text NOT NULL DEFAULT '',
        -- The lines as the server priced them (paise); frozen once sent.
        items jsonb NOT NULL,
        total_paise bigint NOT NULL,
        discount_paise bigint NOT NULL,
        final_paise bigint NOT NULL,
        discount_percent int NOT NULL,
        -- Stored states; 'expired' is also read from expires_at (quote-rows.ts), whatever is stored.
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn', 'converted')),
        -- SHA-256 of the client's link token, made when the quote is sent.
        link_token_hash text UNIQUE,
        sent_at timestamptz,
        expires_at timestamptz NOT NULL,
        responded_at timestamptz,
        decline_reason text,
        order_number text,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT designer_quotes_one_per_revision UNIQUE (base_number, revision)
      )`);
    await q.query(`CREATE INDEX designer_quotes_of_designer ON designer_quotes (designer_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX designer_quotes_of_project ON designer_quotes (project_id) WHERE project_id IS NOT NULL`);

    // The orders of quotes: whose, for how much, and whether their revenue is counted (placed) or
    // given back (cancelled), so a redelivered event changes nothing twice.
    await q.query(`
      CREATE TABLE trade_orders (
        order_number text PRIMARY KEY,
        designer_id int NOT NULL REFERENCES designers (id),
        quote_number text NOT NULL,
        total_paise bigint,
        counted_at timestamptz,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trade_orders, designer_quotes, designer_projects, designer_email_tokens, designers`);
  }
}
