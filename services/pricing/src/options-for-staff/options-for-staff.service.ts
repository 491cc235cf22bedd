import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_MEDIUM,
  NO_FRAME,
  toPaise,
  toRupees,
  type OptionFields,
  type OptionKind,
  type ListPriceOptions,
  type ParsedRequestOf,
  type PriceOption,
  type PricingTableRow,
  type ReorderPriceOptions,
  type ReplyOf,
  type PreviewPriceOptionChange,
  type UpdatePricingRow,
} from '@shop/contracts';
import { conflict, notFound, OutboxRelayRunner, recordStaffAction, staffMay, type OutboxTransaction, type RequestContext } from '@shop/messaging';
import type { DataSource, EntityManager } from 'typeorm';
import { optionKey, OptionTables } from '../options/option-tables';
import { priceUnit } from '../price-rule/price-rule';
import { ProductPrices } from '../products/product-prices';

export const STALE_OPTION = 'This option was changed by someone else; reload it';
export const STALE_ROW = 'This row of the pricing table was changed by someone else; reload it';
export const BELOW_COST = 'The discounted price is below the cost price; confirm to save it anyway';
const PREVIEW_SAMPLES = 4;

const TABLE: Record<OptionKind, string> = { size: 'size_options', medium: 'medium_options', frame: 'frame_options' };

interface OptionRow {
  id: number;
  value: string;
  label: string;
  is_active: boolean;
  sort_order: number;
  version: number;
  orientation?: string | null;
  price_multiplier?: string;
  added_price?: string;
}

interface TableRow {
  size: string;
  mrp: string;
  discounted_price: string;
  cost_price: string;
  area_in_sq_in: string;
  version: number;
}

function optionOf(kind: OptionKind, row: OptionRow): PriceOption {
  return {
    id: row.id,
    kind,
    value: row.value,
    label: row.label,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    orientation: kind === 'size' ? (row.orientation ?? null) : null,
    priceMultiplier: row.price_multiplier === undefined ? null : Number(row.price_multiplier),
    // The option tables keep the spec's rupees; contracts carry paise.
    addedPrice: row.added_price === undefined ? null : toPaise(Number(row.added_price)),
    version: row.version,
  };
}

function tableRowOf(row: TableRow): PricingTableRow {
  const discounted = toPaise(Number(row.discounted_price));
  const cost = toPaise(Number(row.cost_price));
  return {
    size: row.size,
    mrp: toPaise(Number(row.mrp)),
    discountedPrice: discounted,
    costPrice: cost,
    areaInSqIn: Number(row.area_in_sq_in),
    marginPercent: discounted === 0 ? 0 : Math.round(((discounted - cost) / discounted) * 1000) / 10,
    version: row.version,
  };
}

/** An option's editable fields as the audit log shows them. */
function auditValues(option: PriceOption) {
  return {
    value: option.value,
    label: option.label,
    active: option.isActive,
    orientation: option.orientation,
    priceMultiplier: option.priceMultiplier,
    addedPrice: option.addedPrice,
  };
}

/** The columns and values one option's fields set, in its kind's table. */
function columnsOf(fields: OptionFields): Record<string, unknown> {
  const common = { value: fields.value, label: fields.label };
  if (fields.kind === 'size') return { ...common, orientation: fields.orientation, price_multiplier: fields.priceMultiplier };
  if (fields.kind === 'medium') return { ...common, price_multiplier: fields.priceMultiplier };
  return { ...common, added_price: toRupees(fields.addedPrice) };
}

/** Postgres's unique_violation: a value already taken. */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * The back office's options and prices ('catalogue.edit'). Each change is one outbox transaction
 * with its audit entry; the tables' trigger tells every pricing replica to reload, so new prices
 * apply at once. Stale versions answer 409, as does a value already taken.
 */
@Injectable()
export class OptionsForStaffService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: OutboxRelayRunner,
    private readonly options: OptionTables,
    private readonly products: ProductPrices,
  ) {}

  async list(ctx: RequestContext): Promise<ReplyOf<typeof ListPriceOptions>> {
    staffMay(ctx, 'catalogue.edit');
    const [sizes, mediums, frames, table] = await Promise.all([
      this.db.query(`SELECT * FROM size_options ORDER BY orientation NULLS LAST, sort_order, id`) as Promise<OptionRow[]>,
      this.db.query(`SELECT * FROM medium_options ORDER BY sort_order, id`) as Promise<OptionRow[]>,
      this.db.query(`SELECT * FROM frame_options ORDER BY sort_order, id`) as Promise<OptionRow[]>,
      this.db.query(`SELECT size, mrp, discounted_price, cost_price, area_in_sq_in, version FROM pricing ORDER BY area_in_sq_in, size`) as Promise<TableRow[]>,
    ]);
    return {
      options: [...sizes.map((row) => optionOf('size', row)), ...mediums.map((row) => optionOf('medium', row)), ...frames.map((row) => optionOf('frame', row))],
      table: table.map(tableRowOf),
    };
  }

  create(ctx: RequestContext, fields: OptionFields): Promise<PriceOption> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, async (tx) => {
      const columns = columnsOf(fields);
      const names = Object.keys(columns);
      const [row]: OptionRow[] = await tx.manager.query(
        `INSERT INTO ${TABLE[fields.kind]} (${names.join(', ')}, sort_order)
         VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}, (SELECT coalesce(max(sort_order), -1) + 1 FROM ${TABLE[fields.kind]}))
         RETURNING *`,
        Object.values(columns),
      );
      const option = optionOf(fields.kind, row);
      await recordStaffAction(tx, ctx, {
        action: 'price-option.create',
        entity: `${fields.kind}-option`,
        entityId: option.id,
        summary: `Added the ${fields.kind} option ${option.label}`,
        before: null,
        after: auditValues(option),
      });
      return option;
    });
  }

  update(ctx: RequestContext, id: number, version: number, fields: OptionFields): Promise<PriceOption> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, async (tx) => {
      const before = await this.lockedOption(tx.manager, fields.kind, id, version);
      const columns = columnsOf(fields);
      const sets = Object.keys(columns).map((name, i) => `${name} = $${i + 2}`);
      const [[row]] = (await tx.manager.query(
        `UPDATE ${TABLE[fields.kind]} SET ${sets.join(', ')}, version = version + 1, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, ...Object.values(columns)],
      )) as [OptionRow[], number];
      const option = optionOf(fields.kind, row);
      await recordStaffAction(tx, ctx, {
        action: 'price-option.update',
        entity: `${fields.kind}-option`,
        entityId: id,
        summary: `Changed the ${fields.kind} option ${option.label}`,
        before: auditValues(before),
        after: auditValues(option),
      });
      return option;
    });
  }

  setActive(ctx: RequestContext, kind: OptionKind, id: number, version: number, active: boolean): Promise<PriceOption> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, async (tx) => {
      const before = await this.lockedOption(tx.manager, kind, id, version);
      const [[row]] = (await tx.manager.query(
        `UPDATE ${TABLE[kind]} SET is_active = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, active],
      )) as [OptionRow[], number];
      const option = optionOf(kind, row);
      await recordStaffAction(tx, ctx, {
        action: active ? 'price-option.activate' : 'price-option.deactivate',
        entity: `${kind}-option`,
        entityId: id,
        summary: `${active ? 'Activated' : 'Deactivated'} the ${kind} option ${option.label}`,
        before: { active: before.isActive },
        after: { active },
      });
      return option;
    });
  }

  reorder(ctx: RequestContext, request: ParsedRequestOf<typeof ReorderPriceOptions>): Promise<PriceOption[]> {
    staffMay(ctx, 'catalogue.edit');
    const { kind, ids } = request;
    return this.write(ctx, async (tx) => {
      const inList = kind === 'size' ? `WHERE orientation IS NOT DISTINCT FROM $1` : '';
      const params = kind === 'size' ? [request.orientation ?? null] : [];
      const current: OptionRow[] = await tx.manager.query(`SELECT * FROM ${TABLE[kind]} ${inList} ORDER BY sort_order, id FOR UPDATE`, params);
      const known = new Set(current.map((row) => row.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
        throw conflict('The new order must name every option of the list once; reload it');
      }
      const [rows] = (await tx.manager.query(
        `UPDATE ${TABLE[kind]} AS o SET sort_order = n.position, updated_at = now()
         FROM unnest($1::int[]) WITH ORDINALITY AS n(id, position) WHERE o.id = n.id RETURNING o.*`,
        [ids],
      )) as [OptionRow[], number];
      await recordStaffAction(tx, ctx, {
        action: 'price-option.reorder',
        entity: `${kind}-option`,
        entityId: kind === 'size' ? `${request.orientation ?? 'unnamed'} sizes` : `${kind}s`,
        summary: `Reordered the ${kind} options`,
        before: { order: current.map((row) => row.value).join(', ') },
        after: { order: ids.map((id) => current.find((row) => row.id === id)?.value).join(', ') },
      });
      return rows.map((row) => optionOf(kind, row)).sort((a, b) => a.sortOrder - b.sortOrder);
    });
  }

  /**
   * What a change would do to a few products' MRP in a configuration it touches, before saving:
   * a size on products of its orientation offering it, a medium or frame on products offering it
   * (any product for a new one). The rest of each configuration is the product's base one.
   */
  async preview(ctx: RequestContext, request: ParsedRequestOf<typeof PreviewPriceOptionChange>): Promise<ReplyOf<typeof PreviewPriceOptionChange>> {
    staffMay(ctx, 'catalogue.edit');
    const { sizes, mediums } = this.options.snapshot;
    const { fields } = request;
    const existing = request.id === undefined ? undefined : await this.option(fields.kind, request.id);
    const baseMedium = mediums.get(optionKey(DEFAULT_MEDIUM));
    const label = existing?.label ?? fields.label;
    const offers = (list: string[]) => list.length === 0 || list.some((name) => optionKey(name) === optionKey(label));
    const samples = this.products.sample((facts) => {
      if (fields.kind === 'size') return (fields.orientation === null || facts.orientation === fields.orientation) && (!existing || facts.availableSizes.some((size) => size.toUpperCase() === existing.value));
      if (fields.kind === 'medium') return !existing || offers(facts.availableMediums);
      return !existing || offers(facts.availableFrames);
    }, PREVIEW_SAMPLES).filter((facts) => facts.availableSizes.length > 0);
    return {
      samples: samples.map((facts) => {
        const size = fields.kind === 'size' ? (existing?.value ?? fields.value) : facts.availableSizes[0].toUpperCase();
        const sizeMultiplier = sizes.get(size)?.priceMultiplier ?? 1;
        const mediumMultiplier = baseMedium?.priceMultiplier ?? 1;
        const base = { basePrice: facts.basePrice, sizeMultiplier, mediumMultiplier, frameAddedPrice: 0 };
        const before = existing ? this.mrpWith(base, fields.kind, existing) : null;
        const after = this.mrpWith(base, fields.kind, fields);
        return {
          productId: facts.id,
          title: facts.title,
          size,
          medium: fields.kind === 'medium' ? fields.label : (baseMedium?.label ?? DEFAULT_MEDIUM),
          frame: fields.kind === 'frame' ? fields.label : NO_FRAME,
          before,
          after,
        };
      }),
    };
  }

  updatePricingRow(ctx: RequestContext, request: ParsedRequestOf<typeof UpdatePricingRow>): Promise<PricingTableRow> {
    staffMay(ctx, 'catalogue.edit');
    return this.write(ctx, async (tx) => {
      const [current]: TableRow[] = await tx.manager.query(`SELECT * FROM pricing WHERE size = $1 FOR UPDATE`, [request.size]);
      if (!current) throw notFound(`The pricing table has no row for ${request.size}`);
      if (current.version !== request.version) throw conflict(STALE_ROW);
      if (request.discountedPrice < request.costPrice && !request.confirmBelowCost) throw conflict(BELOW_COST);
      const [[row]] = (await tx.manager.query(
        `UPDATE pricing SET mrp = $2, discounted_price = $3, cost_price = $4, version = version + 1, updated_at = now() WHERE size = $1 RETURNING *`,
        [request.size, toRupees(request.mrp), toRupees(request.discountedPrice), toRupees(request.costPrice)],
      )) as [TableRow[], number];
      const before = tableRowOf(current);
      const after = tableRowOf(row);
      await recordStaffAction(tx, ctx, {
        action: 'pricing-row.update',
        entity: 'pricing-row',
        entityId: request.size,
        summary: `Changed the pricing table's ${request.size} row${after.discountedPrice < after.costPrice ? ' (below cost, confirmed)' : ''}`,
        before: { mrp: before.mrp, discountedPrice: before.discountedPrice, costPrice: before.costPrice },
        after: { mrp: after.mrp, discountedPrice: after.discountedPrice, costPrice: after.costPrice },
      });
      return after;
    });
  }

  /** The MRP of a base configuration with this option's price applied. */
  private mrpWith(
    base: { basePrice: number; sizeMultiplier: number; mediumMultiplier: number; frameAddedPrice: number },
    kind: OptionKind,
    option: Pick<PriceOption, 'priceMultiplier' | 'addedPrice'> | OptionFields,
  ): number {
    const multiplier = 'priceMultiplier' in option ? (option.priceMultiplier ?? 1) : 1;
    const added = 'addedPrice' in option ? (option.addedPrice ?? 0) : 0;
    if (kind === 'size') return priceUnit({ ...base, sizeMultiplier: multiplier }).mrp;
    if (kind === 'medium') return priceUnit({ ...base, mediumMultiplier: multiplier }).mrp;
    return priceUnit({ ...base, frameAddedPrice: added }).mrp;
  }

  private async option(kind: OptionKind, id: number): Promise<PriceOption> {
    const [row]: OptionRow[] = await this.db.query(`SELECT * FROM ${TABLE[kind]} WHERE id = $1`, [id]);
    if (!row) throw notFound(`No ${kind} option ${id}`);
    return optionOf(kind, row);
  }

  /** The option, locked for this transaction, when it is still at the version the staff member saw. */
  private async lockedOption(manager: EntityManager, kind: OptionKind, id: number, version: number): Promise<PriceOption> {
    const [row]: OptionRow[] = await manager.query(`SELECT * FROM ${TABLE[kind]} WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw notFound(`No ${kind} option ${id}`);
    if (row.version !== version) throw conflict(STALE_OPTION);
    return optionOf(kind, row);
  }

  /** One outbox transaction; a value another option already has answers 409. */
  private async write<T>(ctx: RequestContext, work: (tx: OutboxTransaction) => Promise<T>): Promise<T> {
    try {
      return await this.outbox.transaction(ctx, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Another option already has that value');
      throw error;
    }
  }
}
