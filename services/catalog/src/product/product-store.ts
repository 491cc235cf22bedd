import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PRODUCT_SORTS, toPaise, toRupees, type Product as ProductDto } from '@shop/contracts';
import { TableSnapshot } from '@shop/database';
import { RawJson } from '@shop/messaging';
import { Repository } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { CatalogIndex, type IndexedProduct } from '../browse/catalog-index';
import type { CatalogConfig } from '../config';
import { quizTraits } from '../discovery/quiz-traits';
import { CATALOG_CONFIG } from './catalog-config';
import { Product } from './product.entity';
import { ProductCache, type StoredProduct } from './product-cache';
import { slugify } from './slug';

interface KeyRow {
  id: number;
  category_id: number;
  featured: boolean;
  base_price: string;
  rating: string;
  version: string;
}

/** The product columns, as the contract names them. */
export const PRODUCT_COLUMNS = `
  id, title, unique_product AS "uniqueProduct", artist, category_id AS "categoryId", description,
  base_price AS "basePrice", rating, reviews, main_image AS "mainImage", mockup_image AS "mockupImage", images,
  original_filenames AS "originalFilenames", internal_image_name AS "internalImageName", year, style, orientation,
  in_stock AS "inStock", featured, available_sizes AS "availableSizes", available_mediums AS "availableMediums",
  available_frames AS "availableFrames", frame_images AS "frameImages", returns_policy AS "returnsPolicy", media`;

type ProductRow = Omit<ProductDto, 'basePrice' | 'rating' | 'slug'> & { basePrice: string; rating: string; version: string };

/** Postgres's row version (`xmin`, a 32-bit transaction id), as text. */
const versionNumber = (text: string) => Number(text);

/** A product as the catalog sends it to the services: its JSON, the price in paise. */
export type ProductJson = RawJson<ProductDto>;

/** The product's JSON for the services: the price in paise. */
export function serviceJson(product: StoredProduct): ProductJson {
  return new RawJson(`{"basePrice":${product.basePrice},${product.rest}`);
}

/** The product's JSON as the storefront API shows it (`apiProductSchema`): the price in rupees. */
export function storefrontJson(product: StoredProduct): string {
  return `{"basePrice":${JSON.stringify(toRupees(product.basePrice))},${product.rest}`;
}

/** Products read ahead into the cache per query, after the catalogue changed. */
const WARM_BATCH = 2_000;

/**
 * The catalogue as the catalog serves it, at any size:
 * - the index (browse/catalog-index.ts): a few numbers per product, for every order and filter;
 * - the products themselves as compact JSON, up to PRODUCT_CACHE_SIZE of them (all of them at the
 *   default and 50,000 products, about 87 MiB), read by id from Postgres beyond that.
 *
 * Archived products (the back office's) are not the storefront's: neither indexed nor read.
 *
 * A trigger on `products` and `categories` notifies `products_changed` on any write (the service,
 * the seed command, an operator's SQL, a migration); every replica then re-reads the index. Each
 * product's row version (`xmin`) comes with it: a cached product counts only at its current
 * version, so a change invalidates exactly the products it touched, and only their words are read
 * again (for the quiz's traits). After each read the cache is filled again in the background.
 */
@Injectable()
export class ProductStore implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger(ProductStore.name);
  private readonly snapshot: TableSnapshot<CatalogIndex>;
  private readonly cache: ProductCache;
  private readonly changeListeners: Array<() => void> = [];
  private warming: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @InjectRepository(Product) private readonly repository: Repository<Product>,
    @Inject(CATALOG_CONFIG) config: CatalogConfig,
  ) {
    this.cache = new ProductCache(config.PRODUCT_CACHE_SIZE);
    this.snapshot = new TableSnapshot({
      name: 'catalog products',
      databaseUrl: (repository.manager.connection.options as PostgresConnectionOptions).url!,
      channel: 'products_changed',
      log: this.log,
      read: async () => {
        const index = await this.readIndex(this.snapshot.latest);
        this.cache.retain((id, version) => index.versionOf(id) === version);
        for (const listener of this.changeListeners) listener();
        this.warming ??= this.warm(index).finally(() => (this.warming = null));
        return index;
      },
    });
  }

  onModuleInit(): Promise<void> {
    return this.snapshot.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.snapshot.stop();
    await this.warming?.catch(() => undefined);
  }

  /** The catalogue's index as last read. */
  get index(): CatalogIndex {
    return this.snapshot.value;
  }

  /** Calls `listener` after every read of the catalogue, the first one included. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** The products with these ids that exist, in the order asked. */
  async byIds(ids: readonly number[]): Promise<StoredProduct[]> {
    const found = new Map<number, StoredProduct>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.cache.get(id, this.index.versionOf(id));
      if (cached) found.set(id, cached);
      else missing.push(id);
    }
    if (missing.length > 0) for (const product of await this.read(missing)) found.set(product.id, product);
    return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  }

  /** Reads products by id from the table, and keeps them. */
  private async read(ids: readonly number[]): Promise<StoredProduct[]> {
    const rows = await this.repository.manager.query<ProductRow[]>(
      `SELECT xmin::text AS version, ${PRODUCT_COLUMNS} FROM products WHERE id = ANY($1) AND archived_at IS NULL`,
      [ids],
    );
    return rows.map(({ version, basePrice, ...row }) => {
      const rest: Omit<ProductDto, 'basePrice'> = { ...row, rating: Number(row.rating), slug: slugify(row.title) };
      const product: StoredProduct = { id: row.id, basePrice: toPaise(Number(basePrice)), rest: JSON.stringify(rest).slice(1) };
      this.cache.set(versionNumber(version), product);
      return product;
    });
  }

  /** Fills the cache with the products it does not hold at their current version, up to its size. */
  private async warm(index: CatalogIndex): Promise<void> {
    const wanted: number[] = [];
    for (let row = 0; row < index.size && wanted.length + this.cache.size < this.cache.capacity; row += 1) {
      const id = index.idOf(row);
      if (!this.cache.holds(id, index.versionOf(id))) wanted.push(id);
    }
    const started = Date.now();
    for (let start = 0; start < wanted.length && !this.stopped; start += WARM_BATCH) {
      await this.read(wanted.slice(start, start + WARM_BATCH)).catch((error: Error) => this.log.warn(`Reading products ahead failed: ${error.message}`));
    }
    if (wanted.length > 0) this.log.log(`Read ${wanted.length} products ahead in ${Date.now() - started} ms; ${this.cache.size} held`);
  }

  /** Reads the index; the words of a product (for its quiz traits) only when it changed since `previous`. */
  private async readIndex(previous: CatalogIndex | undefined): Promise<CatalogIndex> {
    const started = Date.now();
    const manager = this.repository.manager;
    const [keys, categories] = await Promise.all([
      manager.query<KeyRow[]>(`SELECT id, category_id, featured, base_price, rating, xmin::text AS version FROM products WHERE archived_at IS NULL`),
      manager.query<Array<{ id: number; name: string }>>(`SELECT id, name FROM categories`),
    ]);
    const traits = new Map<number, number>();
    const changed: number[] = [];
    for (const key of keys) {
      const known = previous?.traitsAt(key.id, versionNumber(key.version));
      if (known === undefined) changed.push(key.id);
      else traits.set(key.id, known);
    }
    for (let start = 0; start < changed.length; start += 5000) {
      const words = await manager.query<Array<{ id: number; title: string; description: string; style: string; available_sizes: string[] }>>(
        `SELECT id, title, description, style, available_sizes FROM products WHERE id = ANY($1)`,
        [changed.slice(start, start + 5000)],
      );
      for (const row of words) {
        traits.set(row.id, quizTraits({ title: row.title, description: row.description, style: row.style, availableSizes: row.available_sizes }));
      }
    }
    const products: IndexedProduct[] = keys.map((key) => ({
      id: key.id,
      categoryId: key.category_id,
      featured: key.featured,
      basePrice: toPaise(Number(key.base_price)),
      rating: Number(key.rating),
      traits: traits.get(key.id) ?? 0,
      version: versionNumber(key.version),
    }));
    const index = new CatalogIndex(products, categories);
    // The collection orders are computed now rather than by the first shopper to ask.
    for (const sort of PRODUCT_SORTS) index.ordered(undefined, sort);
    this.log.log(`Indexed ${index.size} products (${changed.length} read afresh) in ${Date.now() - started} ms`);
    return index;
  }
}
