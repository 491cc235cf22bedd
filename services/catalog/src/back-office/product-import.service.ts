import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ListPriceOptions,
  type ImportProducts,
  type ParsedRequestOf,
  type PriceOption,
  type ProductFields,
  type ProductImportReport,
  type ProductImportRow,
  type StaffProduct,
} from '@shop/contracts';
import { OutboxRelayRunner, RequestClient, recordStaffAction, staffMay, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { columnsOf, EVERY_FIELD } from './product-columns';
import { ProductRules, type CheckedFields, type RuleLookups } from './product-rules';
import { STAFF_PRODUCT_COLUMNS, staffProduct, type StaffProductRecord } from './staff-product-row';

/** The fields an import compares and writes (media follows the images). */
const FIELDS = EVERY_FIELD.filter((field): field is keyof ProductFields => field !== 'media');

/** Longest `before → after` value a report shows. */
const SHORT = 40;

const short = (value: unknown) => {
  const text = Array.isArray(value) ? value.join('|') : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text;
};
const money = (field: keyof ProductFields, value: unknown) => (field === 'basePrice' ? (value as number) / 100 : value);

/** A row once checked: what to write, or why not. */
type Plan = { report: ProductImportReport; checked?: CheckedFields; current?: StaffProduct; changed?: Array<keyof ProductFields> };

/** How long pricing's options are kept for the batches of one import (its correlation id). */
const OPTIONS_KEPT_MS = 5 * 60_000;

/**
 * The products CSV import (for 'catalogue.edit'), a batch at a time as the gateway reads the file.
 * Each row is checked by ProductRules (the form's rules) with the categories and pricing's options
 * read once (options once per import: kept by its correlation id), matched by uniqueProduct, and
 * compared: created, updated (only what changed), unchanged, or refused with why. The import is
 * a deliberate overwrite: no version is checked. On a real run the batch is one transaction with
 * a savepoint per row, so a row that fails to write leaves nothing and the others still go in;
 * the products table's triggers tell the storefront and pricing as for any edit. The audit log
 * gets one entry per batch (`product.import`: the file, its lines, the counts), not one per row.
 */
@Injectable()
export class ProductImportService {
  private readonly options = new Map<string, { at: number; options: Promise<PriceOption[]> }>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRelayRunner,
    private readonly rules: ProductRules,
    private readonly client: RequestClient,
  ) {}

  async importBatch(ctx: RequestContext, request: ParsedRequestOf<typeof ImportProducts>): Promise<{ rows: ProductImportReport[] }> {
    staffMay(ctx, 'catalogue.edit');
    const plans = await this.plan(ctx, request.rows);
    if (!request.dryRun && plans.some((plan) => plan.checked)) await this.write(ctx, request.fileName, plans);
    return { rows: plans.map((plan) => plan.report) };
  }

  private async plan(ctx: RequestContext, rows: readonly ProductImportRow[]): Promise<Plan[]> {
    const keys = rows.map((row) => row.fields.uniqueProduct);
    const [records, categories] = await Promise.all([
      this.db.query(`SELECT ${STAFF_PRODUCT_COLUMNS} FROM products WHERE unique_product = ANY($1)`, [keys]) as Promise<StaffProductRecord[]>,
      this.db.query(`SELECT id FROM categories WHERE id = ANY($1)`, [[...new Set(rows.map((row) => row.fields.categoryId))]]) as Promise<Array<{ id: number }>>,
    ]);
    const existing = new Map(records.map((record) => [record.uniqueProduct, staffProduct(record)]));
    const lookups: RuleLookups = { categories: new Set(categories.map((category) => category.id)), options: () => this.optionsFor(ctx) };
    const seen = new Map<string, number>();
    const plans: Plan[] = [];
    for (const { line, fields } of rows) {
      const report: ProductImportReport = { line, uniqueProduct: fields.uniqueProduct, outcome: 'refused', changes: [], errors: [] };
      const earlier = seen.get(fields.uniqueProduct);
      seen.set(fields.uniqueProduct, line);
      const current = existing.get(fields.uniqueProduct);
      if (earlier) report.errors.push(`uniqueProduct ${fields.uniqueProduct} is already on line ${earlier}`);
      else if (!current && fields.uniqueProduct.toLowerCase().startsWith('seed-')) report.errors.push('uniqueProduct must not start with seed- (kept for generated products)');
      if (report.errors.length > 0) {
        plans.push({ report });
        continue;
      }
      try {
        const checked = await this.rules.check(ctx, fields, current, lookups);
        const changed = current ? FIELDS.filter((field) => JSON.stringify(checked[field]) !== JSON.stringify(current[field])) : FIELDS;
        report.outcome = !current ? 'created' : changed.length > 0 ? 'updated' : 'unchanged';
        report.changes = current ? changed.map((field) => `${field}: ${short(money(field, current[field]))} → ${short(money(field, checked[field]))}`) : [];
        plans.push({ report, checked, current, changed });
      } catch (error) {
        report.errors.push((error as Error).message);
        plans.push({ report });
      }
    }
    return plans;
  }

  /** Pricing's options, asked once per import (its correlation id) rather than once per row or batch. */
  private optionsFor(ctx: RequestContext): Promise<PriceOption[]> {
    const now = Date.now();
    for (const [id, kept] of this.options) if (now - kept.at > OPTIONS_KEPT_MS) this.options.delete(id);
    let kept = this.options.get(ctx.correlationId);
    if (!kept) {
      kept = { at: now, options: this.client.request(ListPriceOptions, {}, ctx).then((reply) => reply.options) };
      kept.options.catch(() => this.options.delete(ctx.correlationId));
      this.options.set(ctx.correlationId, kept);
    }
    return kept.options;
  }

  /** The batch's writes in one transaction, each row under its own savepoint; one audit entry for the batch. */
  private async write(ctx: RequestContext, fileName: string, plans: Plan[]): Promise<void> {
    await this.outbox.transaction(ctx, async (tx) => {
      await tx.manager.query(`SELECT set_config('shop.correlation_id', $1, true)`, [ctx.correlationId]);
      for (const plan of plans) {
        if (!plan.checked || plan.report.outcome === 'unchanged') continue;
        await tx.manager.query('SAVEPOINT import_row');
        try {
          await this.writeRow(tx, plan);
          await tx.manager.query('RELEASE SAVEPOINT import_row');
        } catch (error) {
          await tx.manager.query('ROLLBACK TO SAVEPOINT import_row');
          plan.report.outcome = 'refused';
          plan.report.changes = [];
          plan.report.errors.push(writeError(error));
        }
      }
      const count = (outcome: ProductImportReport['outcome']) => plans.filter((plan) => plan.report.outcome === outcome).length;
      const counts = { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused') };
      const lines = `${plans[0]!.report.line}–${plans.at(-1)!.report.line}`;
      await recordStaffAction(tx, ctx, {
        action: 'product.import',
        entity: 'product',
        entityId: 'import',
        summary: `Imported ${fileName} (lines ${lines}): ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused`,
        before: null,
        after: { fileName, lines, ...counts },
      });
    });
  }

  private async writeRow(tx: OutboxTransaction, { checked, current, changed }: Plan): Promise<void> {
    if (!current) {
      const { names, placeholders, values } = columnsOf(checked!, EVERY_FIELD, 1);
      await tx.manager.query(`INSERT INTO products (${names.join(', ')}) VALUES (${placeholders.join(', ')})`, values);
      return;
    }
    // A deliberate overwrite: the row's version is not in the CSV, so none is checked.
    const { names, placeholders, values } = columnsOf(checked!, [...changed!, 'media'], 2);
    const sets = names.map((name, i) => `${name} = ${placeholders[i]}`);
    await tx.manager.query(`UPDATE products SET ${sets.join(', ')}, version = version + 1, updated_at = now() WHERE id = $1`, [current.id, ...values]);
  }
}

/** Why a checked row still failed to write (another product took its uniqueProduct meanwhile, …). */
function writeError(error: unknown): string {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  if (driverError?.code === '23505' && driverError.constraint === 'products_unique_product_key') return 'Another product already has this uniqueProduct';
  return `The row could not be written: ${(error as Error).message}`.slice(0, 300);
}
