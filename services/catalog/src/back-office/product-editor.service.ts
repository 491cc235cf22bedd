import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ProductChanges, ProductFields, StaffProduct } from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, recordStaffAction, staffMay, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import { QueryFailedError, type DataSource } from 'typeorm';
import { productChanges, productValues } from './product-audit';
import { columnsOf, EVERY_FIELD } from './product-columns';
import { ProductRules } from './product-rules';
import { readStaffProduct } from './products-for-staff.service';

export const STALE_PRODUCT = 'This product was changed by someone else; reload it';

/** The fields of a product as it is, to apply an edit to. */
function fieldsOf(product: StaffProduct): ProductFields {
  const { id: _id, slug: _slug, rating: _rating, reviews: _reviews, media: _media, version: _version, archivedAt: _a, createdAt: _c, updatedAt: _u, ...fields } = product;
  return fields;
}

const label = (product: StaffProduct) => `"${product.title}"${product.uniqueProduct ? ` (${product.uniqueProduct})` : ''}`;

/**
 * Adding, editing, copying, archiving and restoring products ('catalogue.edit'). Each write is one
 * transaction that also records the staff action in the outbox (the audit log), and names the
 * request's correlation id for the `product.changed.v1` event the table's trigger writes with it:
 * the storefront's replicas re-read on the trigger's NOTIFY, pricing on the event.
 *
 * Every edit names the version the staff member saw: the UPDATE only matches the row at that
 * version, so of two edits from the same version exactly one wins and the other answers 409.
 */
@Injectable()
export class ProductEditor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRelayRunner,
    private readonly rules: ProductRules,
  ) {}

  async create(ctx: RequestContext, fields: ProductFields): Promise<StaffProduct> {
    staffMay(ctx, 'catalogue.edit');
    const checked = await this.rules.check(ctx, fields);
    return this.write(ctx, async (tx) => {
      const { names, placeholders, values } = columnsOf(checked, EVERY_FIELD, 1);
      const [{ id }] = (await tx.manager.query(`INSERT INTO products (${names.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`, values)) as Array<{ id: number }>;
      const product = (await readStaffProduct(tx.manager, id))!;
      await recordStaffAction(tx, ctx, { action: 'product.create', entity: 'product', entityId: id, summary: `Added ${label(product)}`, before: null, after: productValues(product) });
      return product;
    });
  }

  async update(ctx: RequestContext, id: number, version: number, changes: ProductChanges): Promise<StaffProduct> {
    staffMay(ctx, 'catalogue.edit');
    const current = await this.current(id, version);
    const checked = await this.rules.check(ctx, { ...fieldsOf(current), ...changes }, current);
    return this.write(ctx, async (tx) => {
      // media follows the images, and so do the names of uploaded ones (ProductRules adds them).
      const { names, placeholders, values } = columnsOf(checked, [...new Set([...(Object.keys(changes) as Array<keyof ProductChanges>), 'originalFilenames' as const]), 'media'], 3);
      const sets = names.map((name, i) => `${name} = ${placeholders[i]}`);
      await this.updateAtVersion(tx, id, version, `${sets.join(', ')}`, values);
      const product = (await readStaffProduct(tx.manager, id))!;
      const { before, after, fields } = productChanges(current, product);
      await recordStaffAction(tx, ctx, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        summary: `Edited ${label(product)}: ${fields.length > 0 ? fields.join(', ') : 'nothing changed'}`,
        before,
        after,
      });
      return product;
    });
  }

  async duplicate(ctx: RequestContext, id: number, copy: { title?: string; uniqueProduct?: string | null }): Promise<StaffProduct> {
    staffMay(ctx, 'catalogue.edit');
    const source = await readStaffProduct(this.db, id);
    if (!source) throw notFound('Product not found');
    const fields: ProductFields = { ...fieldsOf(source), title: copy.title ?? `${source.title} (copy)`.slice(0, 200), uniqueProduct: copy.uniqueProduct ?? null };
    return this.write(ctx, async (tx) => {
      const { names, placeholders, values } = columnsOf({ ...fields, media: source.media }, EVERY_FIELD, 1);
      // The copy waits, archived, until staff have made it its own and restore it.
      const [{ id: copyId }] = (await tx.manager.query(
        `INSERT INTO products (${names.join(', ')}, archived_at) VALUES (${placeholders.join(', ')}, now()) RETURNING id`,
        values,
      )) as Array<{ id: number }>;
      const product = (await readStaffProduct(tx.manager, copyId))!;
      await recordStaffAction(tx, ctx, {
        action: 'product.duplicate',
        entity: 'product',
        entityId: copyId,
        summary: `Copied ${label(source)} (product ${source.id}) as ${label(product)}, archived until restored`,
        before: null,
        after: { ...productValues(product), copiedFrom: source.id },
      });
      return product;
    });
  }

  /** Archives (true) or restores (false) the product. */
  async setArchived(ctx: RequestContext, id: number, version: number, archived: boolean): Promise<StaffProduct> {
    staffMay(ctx, 'catalogue.edit');
    const current = await this.current(id, version);
    if ((current.archivedAt !== null) === archived) throw conflict(archived ? 'This product is already archived' : 'This product is not archived');
    return this.write(ctx, async (tx) => {
      await this.updateAtVersion(tx, id, version, archived ? 'archived_at = now()' : 'archived_at = NULL', []);
      const product = (await readStaffProduct(tx.manager, id))!;
      await recordStaffAction(tx, ctx, {
        action: archived ? 'product.archive' : 'product.restore',
        entity: 'product',
        entityId: id,
        summary: `${archived ? 'Archived' : 'Restored'} ${label(product)}`,
        before: { archived: !archived },
        after: { archived },
      });
      return product;
    });
  }

  /** The product at the version the staff member saw: 404 when there is none, 409 when it moved on. */
  private async current(id: number, version: number): Promise<StaffProduct> {
    const product = await readStaffProduct(this.db, id);
    if (!product) throw notFound('Product not found');
    if (product.version !== version) throw conflict(STALE_PRODUCT);
    return product;
  }

  /** `sets` (parameters from $3) on the product if it is still at `version`; 409 when another edit got there first. */
  private async updateAtVersion(tx: OutboxTransaction, id: number, version: number, sets: string, values: unknown[]): Promise<void> {
    const [rows] = (await tx.manager.query(
      `UPDATE products SET ${sets}${sets ? ', ' : ''}version = version + 1, updated_at = now() WHERE id = $1 AND version = $2 RETURNING id`,
      [id, version, ...values],
    )) as [unknown[], number];
    if (rows.length === 0) throw conflict(STALE_PRODUCT);
  }

  /** One transaction with the outbox; the product events its trigger writes carry this request's correlation id. */
  private async write<T>(ctx: RequestContext, work: (tx: OutboxTransaction) => Promise<T>): Promise<T> {
    try {
      return await this.outbox.transaction(ctx, async (tx) => {
        await tx.manager.query(`SELECT set_config('shop.correlation_id', $1, true)`, [ctx.correlationId]);
        return work(tx);
      });
    } catch (error) {
      throw uniqueProductTaken(error) ?? error;
    }
  }
}

/** A clear 409 for the unique constraint on uniqueProduct. */
function uniqueProductTaken(error: unknown) {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string; detail?: string }) : undefined;
  if (driverError?.code !== '23505' || driverError.constraint !== 'products_unique_product_key') return undefined;
  const value = /=\((.*)\)/.exec(driverError.detail ?? '')?.[1];
  return conflict(`Another product already has uniqueProduct ${value ? `"${value}"` : 'this value'}; choose another`);
}
