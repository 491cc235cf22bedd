import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product reviews (issue 19): the spec's `product_reviews` and `review_replies`, with what
 * moderation, helpful votes, the rating's revision and the review request emails need.
 */
export class CreateReviews1763700000601 implements MigrationInterface {
  name = 'CreateReviews1763700000601';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_reviews (
        id serial PRIMARY KEY,
        product_id int NOT NULL,
        -- The title the catalog gave when the review was written, for the moderation queue.
        product_title text,
        -- The signed-in user's id: one review per shopper per product.
        customer_id text NOT NULL,
        customer_email text NOT NULL,
        customer_name text NOT NULL,
        order_id int,
        order_number text,
        rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title text NOT NULL,
        content text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'flagged')),
        is_verified_purchase boolean NOT NULL DEFAULT false,
        helpful_votes int NOT NULL DEFAULT 0 CHECK (helpful_votes >= 0),
        -- Photos in the media job's sizes, each with its own moderation status.
        images jsonb NOT NULL DEFAULT '[]',
        spam_signals text[] NOT NULL DEFAULT '{}',
        moderation_note text,
        -- Moderation names the version it saw (409 when the review changed meanwhile).
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT product_reviews_one_per_shopper UNIQUE (product_id, customer_id)
      )`);
    // The product page's reviews are read whole per product (then sorted in memory), newest first.
    await q.query(`CREATE INDEX product_reviews_approved_by_product ON product_reviews (product_id, created_at DESC, id DESC) WHERE status = 'approved'`);
    // The moderation queue: one status, oldest or newest first.
    await q.query(`CREATE INDEX product_reviews_queue ON product_reviews (status, created_at, id)`);
    await q.query(`CREATE INDEX product_reviews_customer ON product_reviews (customer_id)`);

    await q.query(`
      CREATE TABLE review_replies (
        id serial PRIMARY KEY,
        review_id int NOT NULL REFERENCES product_reviews (id) ON DELETE CASCADE,
        content text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The shop answers a review once; writing again replaces its reply.
    await q.query(`CREATE UNIQUE INDEX review_replies_one_from_the_shop ON review_replies (review_id) WHERE is_admin`);

    await q.query(`
      CREATE TABLE review_helpful_votes (
        review_id int NOT NULL REFERENCES product_reviews (id) ON DELETE CASCADE,
        voter_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (review_id, voter_id)
      )`);

    // Every submit, for the per-shopper hourly limit (an edit counts as one too).
    await q.query(`
      CREATE TABLE review_submissions (
        id bigserial PRIMARY KEY,
        customer_id text NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX review_submissions_by_customer ON review_submissions (customer_id, submitted_at)`);

    // The figures last published for each product, and their revision (product-rating.changed.v1).
    await q.query(`
      CREATE TABLE product_ratings (
        product_id int PRIMARY KEY,
        revision int NOT NULL,
        rating numeric(2, 1) NOT NULL,
        reviews int NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // One review request email per delivered order, whatever happens to the job or the event.
    await q.query(`
      CREATE TABLE review_requests (
        order_number text PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('issued', 'skipped')),
        reason text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE review_request_opt_outs (
        email text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Every replica keeps products' approved reviews in memory and forgets a product when this
    // says it changed, whoever changed it. Changes to reviews that are not (and were not) public
    // say nothing: the product page does not show them.
    await q.query(`
      CREATE FUNCTION notify_product_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('product_reviews_changed', '*');
        ELSIF TG_TABLE_NAME = 'review_replies' THEN
          PERFORM pg_notify('product_reviews_changed', r.product_id::text)
            FROM product_reviews r WHERE r.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.review_id ELSE NEW.review_id END AND r.status = 'approved';
        ELSIF TG_OP = 'DELETE' THEN
          IF OLD.status = 'approved' THEN PERFORM pg_notify('product_reviews_changed', OLD.product_id::text); END IF;
        ELSIF TG_OP = 'INSERT' THEN
          IF NEW.status = 'approved' THEN PERFORM pg_notify('product_reviews_changed', NEW.product_id::text); END IF;
        ELSIF OLD.status = 'approved' OR NEW.status = 'approved' THEN
          PERFORM pg_notify('product_reviews_changed', NEW.product_id::text);
          IF OLD.product_id <> NEW.product_id THEN PERFORM pg_notify('product_reviews_changed', OLD.product_id::text); END IF;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER product_reviews_changed AFTER INSERT OR UPDATE OR DELETE ON product_reviews FOR EACH ROW EXECUTE FUNCTION notify_product_reviews_changed()`);
    await q.query(`CREATE TRIGGER product_reviews_truncated AFTER TRUNCATE ON product_reviews FOR EACH STATEMENT EXECUTE FUNCTION notify_product_reviews_changed()`);
    await q.query(`CREATE TRIGGER review_replies_changed AFTER INSERT OR UPDATE OR DELETE ON review_replies FOR EACH ROW EXECUTE FUNCTION notify_product_reviews_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE review_request_opt_outs, review_requests, product_ratings, review_submissions, review_helpful_votes, review_replies, product_reviews`);
    await q.query(`DROP FUNCTION notify_product_reviews_changed()`);
  }
}
