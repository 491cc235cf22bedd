import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PRODUCT_SORTS, toPaise, type Product as ProductDto } from '@shop/contracts';
import { TableSnapshot } from '@shop/database';
import { In, Repository } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { CatalogIndex, type IndexedProduct } from '../browse/catalog-index';
import type { CatalogConfig } from '../config';
import { quizTraits } from '../discovery/quiz-traits';
import { CATALOG_CONFIG } from './catalog-config';
import { Product } from './product.entity';
import { ProductCache } from './product-cache';
import { slugify } from './slug';

interface KeyRow {
  id: number;
  category_id: number;
  featured: boolean;
  base_price: string;
  rating: string;
  version: string;
}

/**
 * The catalogue as the catalog serves it, at any size:
 * - the index (browse/catalog-index.ts): a few numbers per product, for every order and filter;
 * - the products themselves, read by id from Postgres and kept in a bounded cache.
 *
 * A trigger on `products` and `categories` notifies `products_changed` on any write (the service,
 * the seed command, an operator's SQL, a migration); every replica then re-reads the index and
 * empties the cache. Re-reading reads the words of a product (for the quiz's traits) only when
 * its row changed since the last read: Postgres's row version (`xmin`) tells.
 */
@Injectable()
export class ProductStore implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger(ProductStore.name);
  private readonly snapshot: TableSnapshot<CatalogIndex>;
  private readonly cache: ProductCache<ProductDto>;
  /** Each product's row version and quiz traits, as of the last read. */
  private traitsById = new Map<number, { version: string; traits: number }>();
  private readonly changeListeners: Array<() => void> = [];

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
        this.cache.clear();
        const index = await this.readIndex();
        this.cache.clear();
        for (const listener of this.changeListeners) listener();
        return index;
      },
    });
  }

  onModuleInit(): Promise<void> {
    return this.snapshot.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.snapshot.stop();
  }

  /** The catalogue's index as last read. */
  get index(): CatalogIndex {
    return this.snapshot.value;
  }

  /** Calls `listener` after every read of the catalogue, the first one included. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** How many products the cache holds now (for the memory figures). */
  get cachedProducts(): number {
    return this.cache.size;
  }

  /** The products with these ids that exist, in the order asked. */
  async byIds(ids: readonly number[]): Promise<ProductDto[]> {
    const found = new Map<number, ProductDto>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = this.cache.get(id);
      if (cached) found.set(id, cached);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const generation = this.cache.version;
      for (const row of await this.repository.findBy({ id: In(missing) })) {
        const product = toDto(row);
        found.set(product.id, product);
        this.cache.set(product.id, product, generation);
      }
    }
    return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  }

  private async readIndex(): Promise<CatalogIndex> {
    const started = Date.now();
    const manager = this.repository.manager;
    const [keys, categories] = await Promise.all([
      manager.query<KeyRow[]>(`SELECT id, category_id, featured, base_price, rating, xmin::text AS version FROM products`),
      manager.query<Array<{ id: number; name: string }>>(`SELECT id, name FROM categories`),
    ]);
    const changed = keys.filter((key) => this.traitsById.get(key.id)?.version !== key.version).map((key) => key.id);
    const traitsById = new Map<number, { version: string; traits: number }>();
    for (const key of keys) {
      const known = this.traitsById.get(key.id);
      if (known?.version === key.version) traitsById.set(key.id, known);
    }
    for (let start = 0; start < changed.length; start += 5000) {
      const words = await manager.query<Array<{ id: number; version: string; title: string; description: string; style: string; available_sizes: string[] }>>(
        `SELECT id, xmin::text AS version, title, description, style, available_sizes FROM products WHERE id = ANY($1)`,
        [changed.slice(start, start + 5000)],
      );
      for (const row of words) {
        traitsById.set(row.id, {
          version: row.version,
          traits: quizTraits({ title: row.title, description: row.description, style: row.style, availableSizes: row.available_sizes }),
        });
      }
    }
    this.traitsById = traitsById;
    const products: IndexedProduct[] = keys.map((key) => ({
      id: key.id,
      categoryId: key.category_id,
      featured: key.featured,
      basePrice: toPaise(Number(key.base_price)),
      rating: Number(key.rating),
      traits: traitsById.get(key.id)?.traits ?? 0,
    }));
    const index = new CatalogIndex(products, categories);
    // The collection orders are computed now rather than by the first shopper to ask.
    for (const sort of PRODUCT_SORTS) index.ordered(undefined, sort);
    this.log.log(`Indexed ${index.size} products (${changed.length} read afresh) in ${Date.now() - started} ms`);
    return index;
  }
}

/** The table keeps the spec's rupees; the contract carries paise. */
export function toDto(row: Product): ProductDto {
  return { ...row, basePrice: toPaise(row.basePrice), slug: slugify(row.title) };
}
