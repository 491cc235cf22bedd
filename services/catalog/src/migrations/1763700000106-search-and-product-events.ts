import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search on a large catalogue, and product changes as events.
 *
 * - `search_document`: the words of title and artist (weight A), style (B) and description (C),
 *   for full-text search with prefixes (GIN index).
 * - `search_text`: the same fields lower-cased, apart, for the spec's substring match (trigram
 *   GIN index, so `LIKE '%…%'` does not scan the table).
 * - `search_words`: every word of the catalogue once, with a trigram index, to find the word a
 *   shopper meant when a typo matches nothing ("madhubni" → madhubani). The catalog refreshes it
 *   after products change.
 * - Every statement that changes products writes one `product.changed.v1` event to the outbox
 *   in its own transaction, naming the products (or null when more than 500 changed), whoever
 *   made the change: the service, the seed command, an operator's SQL or a migration.
 * - A change to categories tells the catalog's replicas to re-read, like one to products.
 */
export class SearchAndProductEvents1763700000106 implements MigrationInterface {
  name = 'SearchAndProductEvents1763700000106';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      ALTER TABLE products
        ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', title), 'A') ||
          setweight(to_tsvector('simple', artist), 'A') ||
          setweight(to_tsvector('simple', style), 'B') ||
          setweight(to_tsvector('simple', description), 'C')
        ) STORED,
        ADD COLUMN search_text text GENERATED ALWAYS AS (
          lower(title || E'\\x1f' || artist || E'\\x1f' || style || E'\\x1f' || description)
        ) STORED`);
    await q.query(`CREATE INDEX products_search_document ON products USING gin (search_document)`);
    await q.query(`CREATE INDEX products_search_text ON products USING gin (search_text gin_trgm_ops)`);
    await q.query(`CREATE MATERIALIZED VIEW search_words AS SELECT word FROM ts_stat('SELECT search_document FROM products')`);
    await q.query(`CREATE UNIQUE INDEX search_words_word ON search_words (word)`);
    await q.query(`CREATE INDEX search_words_trigrams ON search_words USING gin (word gin_trgm_ops)`);

    await q.query(`
      CREATE FUNCTION emit_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed int[];
        event_id uuid := gen_random_uuid();
      BEGIN
        IF TG_OP = 'DELETE' THEN
          SELECT array_agg(id) INTO changed FROM (SELECT id FROM old_rows LIMIT 501) AS some_rows;
        ELSIF TG_OP <> 'TRUNCATE' THEN
          SELECT array_agg(id) INTO changed FROM (SELECT id FROM new_rows LIMIT 501) AS some_rows;
        END IF;
        IF TG_OP <> 'TRUNCATE' AND changed IS NULL THEN
          RETURN NULL;
        END IF;
        INSERT INTO outbox_events (id, subject, payload, correlation_id) VALUES (
          event_id,
          'product.changed.v1',
          jsonb_build_object(
            'eventId', event_id,
            'occurredAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'productIds', CASE WHEN changed IS NULL OR cardinality(changed) > 500 THEN NULL ELSE to_jsonb(changed) END
          ),
          coalesce(nullif(current_setting('shop.correlation_id', true), ''), 'products-table')
        );
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER products_inserted_event AFTER INSERT ON products
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION emit_products_changed()`);
    await q.query(`
      CREATE TRIGGER products_updated_event AFTER UPDATE ON products
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION emit_products_changed()`);
    await q.query(`
      CREATE TRIGGER products_deleted_event AFTER DELETE ON products
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION emit_products_changed()`);
    await q.query(`
      CREATE TRIGGER products_truncated_event AFTER TRUNCATE ON products
      FOR EACH STATEMENT EXECUTE FUNCTION emit_products_changed()`);
    await q.query(`
      CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
      FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER categories_changed ON categories`);
    for (const name of ['inserted', 'updated', 'deleted', 'truncated']) await q.query(`DROP TRIGGER products_${name}_event ON products`);
    await q.query(`DROP FUNCTION emit_products_changed()`);
    await q.query(`DROP MATERIALIZED VIEW search_words`);
    await q.query(`ALTER TABLE products DROP COLUMN search_text, DROP COLUMN search_document`);
  }
}
