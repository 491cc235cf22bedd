import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST tax invoices and credit notes (issue 22). Each series counts per financial year in
 * `tax_document_counters`, moved on in the transaction that issues the document: two issues wait
 * for each other on the counter's row, and a rolled-back one gives its number back, so the
 * numbers have no gaps and no duplicates. An issued document never changes: a trigger refuses
 * any update or delete of one (its PDF included).
 */
export class TaxInvoices1763700000409 implements MigrationInterface {
  name = 'TaxInvoices1763700000409';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tax_document_counters (
        series text NOT NULL,
        financial_year text NOT NULL,
        last_serial int NOT NULL,
        PRIMARY KEY (series, financial_year)
      )`);
    const documentColumns = `
        id serial PRIMARY KEY,
        order_id int NOT NULL REFERENCES orders (id),
        number text NOT NULL UNIQUE CHECK (length(number) <= 16 AND number ~ '^[A-Za-z0-9/-]+$'),
        financial_year text NOT NULL,
        serial int NOT NULL CHECK (serial > 0),
        issued_at timestamptz NOT NULL DEFAULT now(),
        place_of_supply text NOT NULL,
        place_of_supply_code text,
        supply_type text NOT NULL CHECK (supply_type IN ('intra-state', 'inter-state')),
        taxable_paise bigint NOT NULL CHECK (taxable_paise >= 0),
        cgst_paise bigint NOT NULL CHECK (cgst_paise >= 0),
        sgst_paise bigint NOT NULL CHECK (sgst_paise >= 0),
        igst_paise bigint NOT NULL CHECK (igst_paise >= 0),
        total_paise bigint NOT NULL CHECK (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
        document jsonb NOT NULL,
        pdf bytea NOT NULL,
        UNIQUE (financial_year, serial)`;
    await q.query(`CREATE TABLE invoices (${documentColumns}, UNIQUE (order_id))`);
    await q.query(`CREATE TABLE credit_notes (${documentColumns}, invoice_id int NOT NULL REFERENCES invoices (id), reason text NOT NULL)`);
    await q.query(`CREATE INDEX invoices_issued_at ON invoices (issued_at, id)`);
    await q.query(`CREATE INDEX credit_notes_issued_at ON credit_notes (issued_at, id)`);
    await q.query(`CREATE INDEX credit_notes_order ON credit_notes (order_id)`);
    await q.query(`
      CREATE FUNCTION refuse_tax_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'An issued tax document never changes (% %)', TG_OP, TG_TABLE_NAME;
      END $$`);
    for (const table of ['invoices', 'credit_notes']) {
      await q.query(`CREATE TRIGGER ${table}_never_change BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_tax_document_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credit_notes`);
    await q.query(`DROP TABLE invoices`);
    await q.query(`DROP FUNCTION refuse_tax_document_change()`);
    await q.query(`DROP TABLE tax_document_counters`);
  }
}
